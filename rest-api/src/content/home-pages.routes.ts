import type { FastifyInstance } from 'fastify';
import { Level, Permission } from '@console/schema';
import { collectionResponse, idParams, listQuerystring, noContentResponse, type IdParams, type ListQuery, wholeList } from '../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses, idField } from '../http/schemas.ts';
import type { BlocBody, BlocPosition } from './content.rules.ts';
import {
  blocCreateBodySchema,
  blocSchema,
  blocUpdateBodySchema,
  homePageBodySchema,
  homePageSchema,
  homePageUpdateBodySchema,
  positionsBodySchema,
  referenceSchemas,
} from './content.schemas.ts';
import { listAlgorithms, listBlocTypes, listHomePages } from './home-pages.repository.ts';
import {
  createBloc,
  createHomePage,
  deleteBloc,
  deleteHomePage,
  getBloc,
  getHomePage,
  setBlocPositions,
  updateBloc,
  updateHomePage,
  type HomePageBody,
} from './home-pages.service.ts';
import type { ContentServices } from './services.ts';

const TAG = 'Content';
const on = (levels?: number[]) => ({ permissions: [Permission.HOMEPAGES], levels });
/** Seed 002 section 6: home pages (permission 20, seed 000's table) edit 4, delete 5; blocs are edited with their page (4). */
const access = { list: on(), read: on([Level.EDIT, Level.READ]), create: on([Level.CREATE]), edit: on([Level.EDIT]), delete: on([Level.DELETE]) };

const onPageQuery = {
  type: 'object',
  properties: { homePageId: { ...idField, description: 'When given, 404 unless the bloc is on this home page.' } },
} as const;

const blocRules =
  'Required: nameFr, blocTypeId, algorithmId (400 `{ field: "Champ requis" }`; unknown ids `"Valeur invalide"`). Only a ' +
  'manual bloc (algorithm 1) keeps `articles` (in order, each once; an unknown one answers `{ "articles.<index>.articleId" }`); ' +
  'the other algorithms store none.';

export function registerHomePageRoutes(app: FastifyInstance, { db, guards }: ContentServices) {
  const homePageResponse = dataEnvelope(homePageSchema, 'The home page and its blocs in order.');
  const blocResponse = dataEnvelope(blocSchema, 'The bloc.');

  app.get<{ Querystring: ListQuery }>(
    '/api/homepages',
    {
      preHandler: guards.requireAccess(access.list),
      schema: {
        tags: [TAG],
        summary: 'List home pages',
        description: 'Permission 20 at any level. Each with its blocs in order. Ordered by `homePageId` unless `sort` says otherwise.',
        security: bearerSecurity,
        querystring: listQuerystring({ sortable: ['homePageId', 'name'], keywordSearches: 'name, description' }),
        response: { 200: collectionResponse(homePageSchema, 'A page of home pages and the total.'), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listHomePages(db, request.query),
  );

  app.get<{ Params: IdParams }>(
    '/api/homepages/:id',
    {
      preHandler: guards.requireAccess(access.read),
      schema: {
        tags: [TAG],
        summary: 'One home page',
        description: 'Permission 20 at level 4 or 6. 404 when unknown.',
        security: bearerSecurity,
        params: idParams,
        response: { 200: homePageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getHomePage(db, request.params.id) }),
  );

  app.post<{ Body: HomePageBody }>(
    '/api/homepages',
    {
      preHandler: guards.requireAccess(access.create),
      schema: {
        tags: [TAG],
        summary: 'Create a home page',
        description: 'Permission 20 at level 3. Required: name. Its blocs are added afterwards (POST /api/blocs).',
        security: bearerSecurity,
        body: homePageBodySchema,
        response: { 200: homePageResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await createHomePage(db, request.body) }),
  );

  app.put<{ Body: HomePageBody & { homePageId: number } }>(
    '/api/homepages',
    {
      preHandler: guards.requireAccess(access.edit),
      schema: {
        tags: [TAG],
        summary: 'Update a home page',
        description: 'Permission 20 at level 4. Name and description; 404 for an unknown homePageId.',
        security: bearerSecurity,
        body: homePageUpdateBodySchema,
        response: { 200: homePageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await updateHomePage(db, request.body.homePageId, request.body) }),
  );

  app.delete<{ Params: IdParams }>(
    '/api/homepages/:id',
    {
      preHandler: guards.requireAccess(access.delete),
      schema: {
        tags: [TAG],
        summary: 'Delete a home page',
        description: 'Permission 20 at level 5. Its blocs go with it; 404 when unknown.',
        security: bearerSecurity,
        params: idParams,
        response: { 204: noContentResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteHomePage(db, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/blocs/types',
    {
      preHandler: guards.requireAccess(access.list),
      schema: {
        tags: [TAG],
        summary: 'Bloc types',
        description: 'Permission 20 at any level. Reference data: 1 Carrousel, 2 Grille, 3 Bannière, 4 Liste (not in the seeds: chosen).',
        security: bearerSecurity,
        response: { 200: collectionResponse(referenceSchemas.blocTypeSchema, 'Every bloc type.'), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const collection = await listBlocTypes(db);
      return wholeList(collection);
    },
  );

  app.get(
    '/api/blocs/algorithms',
    {
      preHandler: guards.requireAccess(access.list),
      schema: {
        tags: [TAG],
        summary: 'Bloc algorithms',
        description: 'Permission 20 at any level. 1 Manuel, 2 Tops ventes, 3 Recommendations, 4 Autonome 2021, 5 Vos favoris (seed 002 section 3).',
        security: bearerSecurity,
        response: { 200: collectionResponse(referenceSchemas.algorithmSchema, 'Every algorithm.'), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const collection = await listAlgorithms(db);
      return wholeList(collection);
    },
  );

  app.post<{ Body: { homePageId: number; positions: BlocPosition[] } }>(
    '/api/blocs/positions',
    {
      preHandler: guards.requireAccess(access.edit),
      schema: {
        tags: [TAG],
        summary: "Reorder a home page's blocs",
        description:
          'Permission 20 at level 4. The listed blocs by position (ties in list order), then the page\u2019s other blocs in their ' +
          'order, are numbered 1..n in one transaction. A bloc of another page (or listed twice) answers 400 ' +
          '`{ "positions.<index>.blocId": "Valeur invalide" }` and changes nothing; 404 for an unknown page.',
        security: bearerSecurity,
        body: positionsBodySchema,
        response: { 200: homePageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await setBlocPositions(db, request.body.homePageId, request.body.positions) }),
  );

  app.get<{ Params: IdParams; Querystring: { homePageId?: number } }>(
    '/api/blocs/:id',
    {
      preHandler: guards.requireAccess(access.read),
      schema: {
        tags: [TAG],
        summary: 'One bloc',
        description: 'Permission 20 at level 4 or 6. 404 when unknown (or on another home page than `homePageId`).',
        security: bearerSecurity,
        params: idParams,
        querystring: onPageQuery,
        response: { 200: blocResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getBloc(db, request.params.id, request.query.homePageId) }),
  );

  app.post<{ Body: BlocBody & { homePageId: number } }>(
    '/api/blocs',
    {
      preHandler: guards.requireAccess(access.edit),
      schema: {
        tags: [TAG],
        summary: 'Add a bloc to a home page',
        description: `Permission 20 at level 4. The bloc goes last on its page; an unknown homePageId answers 400 \`{ homePageId }\`. ${blocRules}`,
        security: bearerSecurity,
        body: blocCreateBodySchema,
        response: { 200: blocResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await createBloc(db, request.body) }),
  );

  app.put<{ Body: BlocBody & { blocId: number; homePageId?: number } }>(
    '/api/blocs',
    {
      preHandler: guards.requireAccess(access.edit),
      schema: {
        tags: [TAG],
        summary: 'Update a bloc',
        description: `Permission 20 at level 4. Its position is kept; 404 for an unknown blocId (or one on another page than homePageId). ${blocRules}`,
        security: bearerSecurity,
        body: blocUpdateBodySchema,
        response: { 200: blocResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await updateBloc(db, request.body) }),
  );

  app.delete<{ Params: IdParams; Querystring: { homePageId?: number } }>(
    '/api/blocs/:id',
    {
      preHandler: guards.requireAccess(access.edit),
      schema: {
        tags: [TAG],
        summary: 'Delete a bloc',
        description:
          'Permission 20 at level 4 (blocs are edited with their page). The page\u2019s other blocs are numbered 1..n again. 404 when ' +
          'unknown (or on another page than `homePageId`).',
        security: bearerSecurity,
        params: idParams,
        querystring: onPageQuery,
        response: { 204: noContentResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteBloc(db, request.params.id, request.query.homePageId);
      return reply.code(204).send();
    },
  );
}
