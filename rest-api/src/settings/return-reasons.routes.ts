import type { FastifyInstance } from 'fastify';
import { Permission } from '@console/schema';
import { standardAccess } from '../http/crud.ts';
import { collectionResponse, idParams, listQuerystring, noContentResponse, type IdParams, type ListQuery } from '../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses } from '../http/schemas.ts';
import { listReturnReasons } from './return-reasons.repository.ts';
import type { ReturnReasonBody } from './return-reasons.rules.ts';
import { createReturnReason, deleteReturnReason, getReturnReason, updateReturnReason } from './return-reasons.service.ts';
import type { SettingsServices } from './services.ts';

const TAG = 'Settings';
/** Seed 002 section 6: return reasons (17) create 3, edit 4, delete 5. */
const access = standardAccess(Permission.RETURN_REASONS);
/** The schedule screens (22, 40) offer the reasons when an order comes back. */
const readers = [Permission.SCHEDULES, Permission.WAREHOUSE_SCHEDULES].map((permission) => ({ permissions: [permission] }));

const reasonSchema = {
  type: 'object',
  required: ['reasonReturnId', 'name', 'description', 'from'],
  properties: {
    reasonReturnId: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
    from: { type: 'integer', description: 'The app offering it; 1 the back-office.' },
  },
} as const;

const reasonBodySchema = {
  type: 'object',
  required: ['name', 'description'],
  properties: {
    reasonReturnId: { type: 'integer', minimum: 0, description: 'Ignored (PUT names the reason in the path).' },
    name: { type: 'string', minLength: 1 },
    description: { type: 'string', minLength: 1 },
  },
} as const;

const reasonRules = 'Required: name and description (blank counts as missing). A name already used answers 409.';

export function registerReturnReasonRoutes(app: FastifyInstance, { db, guards }: SettingsServices) {
  const reasonResponse = dataEnvelope(reasonSchema, 'The return reason.');

  app.get<{ Querystring: ListQuery }>(
    '/api/reasonreturns',
    {
      preHandler: guards.requireAccess(access.list, ...readers),
      schema: {
        tags: [TAG],
        summary: 'List return reasons',
        description: 'Permission 17, 22 or 40 at any level. Ordered by `reasonReturnId` unless `sort` says otherwise.',
        security: bearerSecurity,
        querystring: listQuerystring({ sortable: ['reasonReturnId', 'name'], keywordSearches: 'name, description' }),
        response: { 200: collectionResponse(reasonSchema, 'A page of return reasons and the total.'), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listReturnReasons(db, request.query),
  );

  app.get<{ Params: IdParams }>(
    '/api/reasonreturns/:id',
    {
      preHandler: guards.requireAccess(access.read),
      schema: {
        tags: [TAG],
        summary: 'One return reason',
        description: 'Permission 17 at level 4 or 6. 404 when unknown.',
        security: bearerSecurity,
        params: idParams,
        response: { 200: reasonResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getReturnReason(db, request.params.id) }),
  );

  app.post<{ Body: ReturnReasonBody }>(
    '/api/reasonreturns',
    {
      preHandler: guards.requireAccess(access.create),
      schema: {
        tags: [TAG],
        summary: 'Create a return reason',
        description: `Permission 17 at level 3. ${reasonRules}`,
        security: bearerSecurity,
        body: reasonBodySchema,
        response: { 200: reasonResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({ data: await createReturnReason(db, request.body) }),
  );

  app.put<{ Params: IdParams; Body: ReturnReasonBody }>(
    '/api/reasonreturns/:id',
    {
      preHandler: guards.requireAccess(access.update),
      schema: {
        tags: [TAG],
        summary: 'Update a return reason',
        description: `Permission 17 at level 4 or 6. 404 when unknown. ${reasonRules}`,
        security: bearerSecurity,
        params: idParams,
        body: reasonBodySchema,
        response: { 200: reasonResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await updateReturnReason(db, request.params.id, request.body) }),
  );

  app.delete<{ Params: IdParams }>(
    '/api/reasonreturns/:id',
    {
      preHandler: guards.requireAccess(access.delete),
      schema: {
        tags: [TAG],
        summary: 'Delete a return reason',
        description: 'Permission 17 at level 5. 409 and nothing deleted while a returned order names it; 404 when unknown.',
        security: bearerSecurity,
        params: idParams,
        response: { 204: noContentResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteReturnReason(db, request.params.id);
      return reply.code(204).send();
    },
  );
}
