import type { FastifyInstance } from 'fastify';
import { Level, Permission } from '@console/schema';
import { callerOf } from '../http/auth.ts';
import { registerCrud, standardAccess } from '../http/crud.ts';
import { dataArrayResponse } from '../http/lists.ts';
import { bearerSecurity, errorResponses, idField } from '../http/schemas.ts';
import { TypeAction, batchRowProperties } from '../http/type-action.ts';
import { loadAccessLevelDetails } from './access-levels.repository.ts';
import type { AccessLevelDetailRow } from './access-levels.rules.ts';
import { changeAccessLevelDetails, changesBody } from './access-levels.service.ts';
import { accessLevelReferences } from './references.repository.ts';
import type { AccessServices } from './services.ts';
import { named } from './users.schemas.ts';

const TAG = 'Access administration';

const detailSchema = {
  type: 'object',
  required: ['accessLevelDetailId', 'typePermissionId', 'accessLevelId', 'permissionType'],
  properties: {
    accessLevelDetailId: { type: 'integer' },
    typePermissionId: { type: 'integer', description: 'The permission type (the "level" access checks name).' },
    accessLevelId: { type: 'integer' },
    permissionType: named('permissionTypeId'),
  },
} as const;

export function registerAccessLevelRoutes(app: FastifyInstance, services: AccessServices) {
  const { db, guards } = services;
  registerCrud(app, services, {
    path: '/api/security/accesslevels',
    tag: TAG,
    noun: 'access level',
    plural: 'access levels',
    table: 'access_levels',
    idColumn: 'access_level_id',
    idField: 'accessLevelId',
    fields: {
      name: { column: 'name', type: 'string', required: true },
      description: { column: 'description', type: 'string', required: true },
    },
    keywordFields: ['name', 'description'],
    sortFields: ['name'],
    access: standardAccess(Permission.ACCESS_ADMIN),
    // The user-permissions grid of the users screens (8) picks an access level.
    listAlso: [{ permissions: [Permission.USERS] }],
    references: accessLevelReferences,
    deleteCascades: 'Its details (permission types) go with it.',
    details: {
      properties: { accessLevelDetails: { type: 'array', items: detailSchema, description: 'The permission types the level groups.' } },
      load: async (executor, id) => ({ accessLevelDetails: await loadAccessLevelDetails(executor, [id]) }),
    },
  });

  // One call for the details of a page of levels: the gateway's nested `AccessLevel.details` costs no call per row.
  app.get<{ Querystring: { accessLevelId: number[] } }>(
    '/api/security/accesslevels/details',
    {
      preHandler: guards.requireAccess({ permissions: [Permission.ACCESS_ADMIN] }, { permissions: [Permission.USERS] }),
      schema: {
        tags: [TAG],
        summary: 'The details (permission types) of several access levels',
        description: 'Permission 10 or 8 at any level, as the list. `accessLevelId` repeated, at most 1000; an unknown id has no details.',
        security: bearerSecurity,
        querystring: {
          type: 'object',
          required: ['accessLevelId'],
          properties: { accessLevelId: { type: 'array', items: idField, minItems: 1, maxItems: 1000 } },
        },
        response: { 200: dataArrayResponse(detailSchema, "The levels' details, by level then permission type."), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await loadAccessLevelDetails(db, request.query.accessLevelId) }),
  );

  app.post<{ Body: AccessLevelDetailRow[] }>(
    '/api/security/accesslevels/permissionstypes',
    {
      preHandler: guards.requireAccess({ permissions: [Permission.ACCESS_ADMIN], levels: [Level.EDIT] }),
      // Before validation, so the schema checks the parsed array (a text/plain body arrives as a string too).
      preValidation: async (request) => {
        request.body = changesBody(request.body) as AccessLevelDetailRow[];
      },
      schema: {
        tags: [TAG],
        summary: "Add or remove permission types of access levels (the edit screen's checkbox grid)",
        description:
          'Permission 10 at level 4, and per row: level 3 to add, 5 to remove (403 with the French reason otherwise). Adding a ' +
          'type to a level gives it on every permission granted at that level: the caller must hold it on each (403), unless ' +
          'a Super Admin. The body is the array of changes, or a JSON string holding it (as the seeds send it). ' +
          'typeAction 1 (or 4) adds the permission type (already there: nothing changes), 3 removes it (by accessLevelDetailId, ' +
          'or by accessLevelId + typePermissionId; already gone: nothing changes). One transaction. Answers the details of every ' +
          'access level named in the batch, after the change.',
        security: bearerSecurity,
        body: {
          type: 'array',
          items: {
            type: 'object',
            required: ['typePermissionId', 'accessLevelId', 'typeAction'],
            properties: {
              accessLevelDetailId: { ...idField, nullable: true },
              typePermissionId: idField,
              accessLevelId: idField,
              ...batchRowProperties([TypeAction.NEW, TypeAction.DELETED, TypeAction.NEW_UNSAVED]),
            },
          },
        },
        response: { 200: dataArrayResponse(detailSchema, "The access levels' details after the change."), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await changeAccessLevelDetails(db, callerOf(request).userId, request.body) }),
  );
}
