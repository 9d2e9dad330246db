import type { FastifyInstance } from 'fastify';
import { Level, Messages, Permission } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { registerCrud, standardAccess } from '../http/crud.ts';
import { badRequest } from '../http/errors.ts';
import { dataArrayResponse } from '../http/lists.ts';
import { requireExisting } from '../http/references.ts';
import { bearerSecurity, errorResponses, idField } from '../http/schemas.ts';
import { TypeAction, applyTypeActions, batchRowProperties, type BatchRow } from '../http/type-action.ts';
import { AdminMessages } from './messages.ts';
import type { AccessServices } from './services.ts';

const TAG = 'Access administration';

const detailSchema = {
  type: 'object',
  required: ['accessLevelDetailId', 'typePermissionId', 'accessLevelId', 'permissionType'],
  properties: {
    accessLevelDetailId: { type: 'integer' },
    typePermissionId: { type: 'integer', description: 'The permission type (the "level" access checks name).' },
    accessLevelId: { type: 'integer' },
    permissionType: {
      type: 'object',
      required: ['permissionTypeId', 'name'],
      properties: { permissionTypeId: { type: 'integer' }, name: { type: 'string' } },
    },
  },
} as const;

function loadDetails(db: Executor, accessLevelIds: readonly number[]) {
  return db.query<Record<string, unknown>>(
    `select d.access_level_detail_id as "accessLevelDetailId", d.permission_type_id as "typePermissionId",
            d.access_level_id as "accessLevelId",
            json_build_object('permissionTypeId', pt.permission_type_id, 'name', pt.name) as "permissionType"
       from access_level_details d join permission_types pt on pt.permission_type_id = d.permission_type_id
      where d.access_level_id = any($1::int[])
      order by d.access_level_id, d.permission_type_id`,
    [[...accessLevelIds]],
  );
}

interface DetailRow extends BatchRow {
  accessLevelDetailId?: number | null;
  typePermissionId: number;
  accessLevelId: number;
}

/** The seeds send the changes as a JSON string (JSON.stringify of the array); an array is taken as well. */
function parseStringBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw badRequest(Messages.missingParameter);
  }
}

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
    references: [
      {
        sql: `select 1 from role_permissions where access_level_id = $1
              union all select 1 from user_permissions where access_level_id = $1`,
        message: AdminMessages.accessLevelInUse,
      },
    ],
    deleteCascades: 'Its details (permission types) go with it.',
    details: {
      properties: { accessLevelDetails: { type: 'array', items: detailSchema, description: 'The permission types the level groups.' } },
      load: async (executor, id) => ({ accessLevelDetails: await loadDetails(executor, [id]) }),
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
    async (request) => ({ data: await loadDetails(db, request.query.accessLevelId) }),
  );

  app.post<{ Body: DetailRow[] }>(
    '/api/security/accesslevels/permissionstypes',
    {
      preHandler: guards.requireAccess({ permissions: [Permission.ACCESS_ADMIN], levels: [Level.EDIT] }),
      // Before validation, so the schema checks the parsed array (a text/plain body arrives as a string too).
      preValidation: async (request) => {
        request.body = parseStringBody(request.body) as DetailRow[];
      },
      schema: {
        tags: [TAG],
        summary: "Add or remove permission types of access levels (the edit screen's checkbox grid)",
        description:
          'Permission 10 at level 4. The body is the array of changes, or a JSON string holding it (as the seeds send it). ' +
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
    async (request) => {
      const rows = request.body;
      const data = await applyTypeActions(
        db,
        rows,
        {
          async insert(tx, row, index) {
            await requireExisting(tx, {
              [`${index}.accessLevelId`]: { table: 'access_levels', column: 'access_level_id', id: row.accessLevelId },
              [`${index}.typePermissionId`]: { table: 'permission_types', column: 'permission_type_id', id: row.typePermissionId },
            });
            await tx.query(
              'insert into access_level_details (access_level_id, permission_type_id) values ($1, $2) on conflict do nothing',
              [row.accessLevelId, row.typePermissionId],
            );
          },
          async delete(tx, row) {
            if (row.accessLevelDetailId) {
              await tx.query('delete from access_level_details where access_level_detail_id = $1 and access_level_id = $2', [
                row.accessLevelDetailId,
                row.accessLevelId,
              ]);
            } else {
              await tx.query('delete from access_level_details where access_level_id = $1 and permission_type_id = $2', [
                row.accessLevelId,
                row.typePermissionId,
              ]);
            }
          },
        },
        (tx) => loadDetails(tx, [...new Set(rows.map((row) => row.accessLevelId))]),
      );
      return { data };
    },
  );
}
