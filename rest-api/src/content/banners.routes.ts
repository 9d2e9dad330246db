import type { FastifyInstance } from 'fastify';
import { Level, Permission } from '@console/schema';
import { collectionResponse, dataArrayResponse, idParams, listQuerystring, noContentResponse, type IdParams } from '../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses } from '../http/schemas.ts';
import { listedArticleSchema } from '../selections/listed-articles.ts';
import { listBanners, listPromotedArticles, type BannerQuery } from './banners.repository.ts';
import { createBanner, deleteBanner, getBanner, savePromotedArticles, updateBanner } from './banners.service.ts';
import { bannerBodySchema, bannerSchema, bannerUpdateBodySchema, promotedBodySchema } from './content.schemas.ts';
import type { BannerBody } from './content.rules.ts';
import type { ContentServices } from './services.ts';

const TAG = 'Content';
const on = (levels?: number[]) => ({ permissions: [Permission.PROMOTIONS], levels });
/** Seed 001 section 6: banners create 3, edit 4, delete 5; promoted articles at level 4 (the marketing permission, 2). */
const access = { list: on(), read: on([Level.EDIT, Level.READ]), create: on([Level.CREATE]), edit: on([Level.EDIT]), delete: on([Level.DELETE]) };

const bannerRules =
  'Required: name, startDate, endDate (400 `{ field: "Champ requis" }`); endDate before startDate answers 400 ' +
  '`{ endDate: "Date should not be before DD-MM-YYYY" }` (the start date). `active` defaults to false. Unknown warehouses ' +
  'or channels answer `{ "warehouses.<index>": "Valeur invalide" }` (`channels.<index>`). One transaction.';

export function registerBannerRoutes(app: FastifyInstance, { db, guards }: ContentServices) {
  const bannerResponse = dataEnvelope(bannerSchema, 'The banner, its warehouses and channels.');
  const promotedResponse = dataArrayResponse(listedArticleSchema, 'The promoted articles, in order.');

  app.get<{ Querystring: BannerQuery }>(
    '/api/banners',
    {
      preHandler: guards.requireAccess(access.list),
      schema: {
        tags: [TAG],
        summary: 'List banners',
        description: 'Permission 2 at any level. `active=true` for active banners only (the console\u2019s toggle). Ordered by `bannerId` unless `sort` says otherwise.',
        security: bearerSecurity,
        querystring: listQuerystring({
          sortable: ['bannerId', 'name', 'startDate', 'endDate'],
          keywordSearches: 'name',
          properties: { active: { type: 'boolean', description: 'true: active only, false: inactive only; absent: all.' } },
        }),
        response: { 200: collectionResponse(bannerSchema, 'A page of banners and the total.'), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listBanners(db, request.query),
  );

  app.get<{ Params: IdParams }>(
    '/api/banners/:id',
    {
      preHandler: guards.requireAccess(access.read),
      schema: {
        tags: [TAG],
        summary: 'One banner',
        description: 'Permission 2 at level 4 or 6. 404 when unknown (the console leaves the form).',
        security: bearerSecurity,
        params: idParams,
        response: { 200: bannerResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getBanner(db, request.params.id) }),
  );

  app.post<{ Body: BannerBody }>(
    '/api/banners',
    {
      preHandler: guards.requireAccess(access.create),
      schema: {
        tags: [TAG],
        summary: 'Create a banner',
        description: `Permission 2 at level 3. ${bannerRules} The image is uploaded afterwards (POST /api/assets/upload, type 21) and its URL saved with PUT.`,
        security: bearerSecurity,
        body: bannerBodySchema,
        response: { 200: bannerResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await createBanner(db, request.body) }),
  );

  app.put<{ Body: BannerBody & { bannerId: number } }>(
    '/api/banners',
    {
      preHandler: guards.requireAccess(access.edit),
      schema: {
        tags: [TAG],
        summary: 'Update a banner',
        description: `Permission 2 at level 4. Every field is written; 404 for an unknown bannerId. ${bannerRules}`,
        security: bearerSecurity,
        body: bannerUpdateBodySchema,
        response: { 200: bannerResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await updateBanner(db, request.body.bannerId, request.body) }),
  );

  app.delete<{ Params: IdParams }>(
    '/api/banners/:id',
    {
      preHandler: guards.requireAccess(access.delete),
      schema: {
        tags: [TAG],
        summary: 'Delete a banner',
        description: 'Permission 2 at level 5. 404 when unknown.',
        security: bearerSecurity,
        params: idParams,
        response: { 204: noContentResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteBanner(db, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/promotedarticles',
    {
      preHandler: guards.requireAccess(access.read),
      schema: {
        tags: [TAG],
        summary: 'The promoted articles',
        description: 'Permission 2 at level 4 or 6. The store\u2019s promoted articles (the promotionStore screen), in order.',
        security: bearerSecurity,
        response: { 200: promotedResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await listPromotedArticles(db) }),
  );

  app.post<{ Body: { articleIds: number[] } }>(
    '/api/promotedarticles',
    {
      preHandler: guards.requireAccess(access.edit),
      schema: {
        tags: [TAG],
        summary: 'Replace the promoted articles',
        description:
          'Permission 2 at level 4. The list becomes exactly these articles, in this order, in one transaction; an unknown article ' +
          'answers 400 `{ "articleIds.<index>": "Valeur invalide" }` and changes nothing.',
        security: bearerSecurity,
        body: promotedBodySchema,
        response: { 200: promotedResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await savePromotedArticles(db, request.body.articleIds) }),
  );
}
