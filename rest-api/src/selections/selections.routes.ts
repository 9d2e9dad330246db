import type { FastifyInstance } from 'fastify';
import { Level, Permission } from '@console/schema';
import { articleChooserAccess } from '../catalog/chooser-access.ts';
import { collectionResponse, dataArrayResponse, idParams, listQuerystring, noContentResponse, type IdParams } from '../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses } from '../http/schemas.ts';
import { listChooserArticles, type ChooserQuery } from './chooser.repository.ts';
import { listedArticleSchema } from './listed-articles.ts';
import { SelectionMessages } from './messages.ts';
import { listSelections, type SelectionQuery } from './selections.repository.ts';
import type { SelectionBody } from './selections.rules.ts';
import {
  chooserFilterProperties,
  selectionBodySchema,
  selectionFilterProperties,
  selectionSchema,
  selectionUpdateBodySchema,
} from './selections.schemas.ts';
import { createSelection, deleteSelection, getSelection, getSelectionArticles, updateSelection } from './selections.service.ts';
import type { SelectionServices } from './services.ts';

const TAG = 'Selections';
const on = (permission: number, levels?: number[]) => ({ permissions: [permission], levels });
/** Seed 001 section 6: sub-selections are guarded by the selections permission too (no id of their own in the seeds). */
const access = {
  list: on(Permission.SELECTIONS),
  read: on(Permission.SELECTIONS, [Level.EDIT, Level.READ]),
  create: on(Permission.SELECTIONS, [Level.CREATE]),
  edit: on(Permission.SELECTIONS, [Level.EDIT]),
  delete: on(Permission.SELECTIONS, [Level.DELETE]),
};

const saveRules =
  'Required: nameFr, nameAr; on a selection (no parentId) also channelId, descriptionFr and descriptionAr (400 ' +
  '`{ field: "Champ requis" }`). A sub-selection\u2019s parent must exist (`{ parentId: "Valeur invalide" }`) and be a ' +
  `selection, not a sub-selection nor itself (\`{ parentId: "${SelectionMessages.parentNotTopLevel}" }\`); a selection ` +
  `with sub-selections cannot become one (\`{ parentId: "${SelectionMessages.hasSubSelections}" }\`). A sub-selection ` +
  'takes its parent\u2019s channel. An unknown article answers `{ "articles.<index>.articleId": "Valeur invalide" }`. ' +
  'One transaction, all or nothing.';

export function registerSelectionRoutes(app: FastifyInstance, { db, guards }: SelectionServices) {
  const selectionResponse = dataEnvelope(selectionSchema, 'The selection, its articles in order and its sub-selections.');

  app.get<{ Querystring: ChooserQuery }>(
    '/api/articles/chooser',
    {
      preHandler: guards.requireAccess(...articleChooserAccess),
      schema: {
        tags: [TAG],
        summary: 'The article chooser',
        description:
          'Permission 11, 20 or 2 at any level (selections, home page blocs, promoted articles). Active articles, by code. ' +
          '`take` defaults to 20, or 1000 when `brandId` is given (seed 001 section 7). Answers 204 (no body) when nothing ' +
          'matches (seed 001 section 7: "Status 204 means empty").',
        security: bearerSecurity,
        querystring: listQuerystring({
          sortable: ['code', 'articleId'],
          keywordSearches: 'code, long description, commercial designations (French and Arabic)',
          properties: chooserFilterProperties,
        }),
        response: {
          200: collectionResponse(listedArticleSchema, 'A page of articles and the total.'),
          204: { type: 'null', description: 'No article matches.' },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const page = await listChooserArticles(db, request.query);
      if (page.count === 0) return reply.code(204).send();
      return page;
    },
  );

  app.get<{ Querystring: SelectionQuery }>(
    '/api/selections',
    {
      preHandler: guards.requireAccess(access.list),
      schema: {
        tags: [TAG],
        summary: 'List selections',
        description: 'Permission 11 at any level. Top-level selections only, each with its articles and sub-selections. Ordered by `selectionId` unless `sort` says otherwise.',
        security: bearerSecurity,
        querystring: listQuerystring({
          sortable: ['selectionId', 'nameFr', 'createdAt'],
          keywordSearches: 'French and Arabic names, French description',
          properties: selectionFilterProperties,
        }),
        response: { 200: collectionResponse(selectionSchema, 'A page of selections and the total.'), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listSelections(db, request.query),
  );

  app.get<{ Params: IdParams }>(
    '/api/selections/:id',
    {
      preHandler: guards.requireAccess(access.read),
      schema: {
        tags: [TAG],
        summary: 'One selection or sub-selection',
        description: 'Permission 11 at level 4 or 6. 404 when unknown (the console goes to the new-selection screen, or to the parent).',
        security: bearerSecurity,
        params: idParams,
        response: { 200: selectionResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getSelection(db, request.params.id) }),
  );

  app.get<{ Params: IdParams }>(
    '/api/selections/:id/articles',
    {
      preHandler: guards.requireAccess(access.read),
      schema: {
        tags: [TAG],
        summary: "A selection's articles",
        description: 'Permission 11 at level 4 or 6. In the chosen order; 404 when the selection is unknown.',
        security: bearerSecurity,
        params: idParams,
        response: { 200: dataArrayResponse(listedArticleSchema, 'The articles, in order.'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getSelectionArticles(db, request.params.id) }),
  );

  app.post<{ Body: SelectionBody }>(
    '/api/selections',
    {
      preHandler: guards.requireAccess(access.create),
      schema: {
        tags: [TAG],
        summary: 'Create a selection or a sub-selection',
        description: `Permission 11 at level 3. \`selectionId\` is 0 or left out. ${saveRules}`,
        security: bearerSecurity,
        body: selectionBodySchema,
        response: { 200: selectionResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await createSelection(db, request.body) }),
  );

  app.put<{ Body: SelectionBody & { selectionId: number } }>(
    '/api/selections',
    {
      preHandler: guards.requireAccess(access.edit),
      schema: {
        tags: [TAG],
        summary: 'Update a selection or a sub-selection',
        description: `Permission 11 at level 4. Every field is written (the articles list replaced); 404 for an unknown selectionId. ${saveRules}`,
        security: bearerSecurity,
        body: selectionUpdateBodySchema,
        response: { 200: selectionResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await updateSelection(db, request.body.selectionId, request.body) }),
  );

  app.delete<{ Params: IdParams }>(
    '/api/selections/:id',
    {
      preHandler: guards.requireAccess(access.delete),
      schema: {
        tags: [TAG],
        summary: 'Delete a selection',
        description: 'Permission 11 at level 5. Its sub-selections and article lists go with it; 404 when unknown.',
        security: bearerSecurity,
        params: idParams,
        response: { 204: noContentResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteSelection(db, request.params.id);
      return reply.code(204).send();
    },
  );
}
