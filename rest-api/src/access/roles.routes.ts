import type { FastifyInstance } from 'fastify';
import { Level, Permission } from '@console/schema';
import { callerOf } from '../http/auth.ts';
import { registerCrud, standardAccess } from '../http/crud.ts';
import { collectionResponse, dataArrayResponse, idParams, listQuerystring, type IdParams, type ListQuery, wholeList } from '../http/lists.ts';
import { bearerSecurity, errorResponses, idField } from '../http/schemas.ts';
import { batchRowProperties } from '../http/type-action.ts';
import type { RolePermissionRow } from './grants.rules.ts';
import { changeRolePermissions, rolePermissions, roleUsers } from './grants.service.ts';
import { AdminMessages } from './messages.ts';
import { roleReferences } from './references.repository.ts';
import type { AccessServices } from './services.ts';
import { named, userRoleSchema } from './users.schemas.ts';

const TAG = 'Access administration';
const access = standardAccess(Permission.ACCESS_ADMIN);

const rolePermissionSchema = {
  type: 'object',
  required: ['rolePermissionId', 'roleId', 'permissionId', 'accessLevelId', 'permission', 'accessLevel'],
  properties: {
    rolePermissionId: { type: 'integer' },
    roleId: { type: 'integer' },
    permissionId: { type: 'integer' },
    accessLevelId: { type: 'integer' },
    permission: named('permissionId'),
    accessLevel: named('accessLevelId'),
  },
} as const;

export function registerRoleRoutes(app: FastifyInstance, services: AccessServices) {
  const { db, guards } = services;
  registerCrud(app, services, {
    path: '/api/security/roles',
    tag: TAG,
    noun: 'role',
    plural: 'roles',
    table: 'roles',
    idColumn: 'role_id',
    idField: 'roleId',
    fields: {
      name: { column: 'name', type: 'string', required: true },
      description: { column: 'description', type: 'string', description: 'Optional; empty by default.' },
    },
    keywordFields: ['name', 'description'],
    sortFields: ['name'],
    access,
    // The users list (8) filters by role.
    listAlso: [{ permissions: [Permission.USERS] }],
    references: roleReferences,
    deleteCascades: "The role's permission rows go with it. Role 11 marks supervisors.",
  });

  app.get<{ Params: IdParams }>(
    '/api/security/roles/:id/permissions',
    {
      preHandler: guards.requireAccess(access.read),
      schema: {
        tags: [TAG],
        summary: "A role's permission rows",
        description: 'Permission 10 at level 4 or 6. Every row (no paging), in permission order. 404 for an unknown role.',
        security: bearerSecurity,
        params: idParams,
        response: { 200: collectionResponse(rolePermissionSchema, "The role's permission rows."), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const collection = await rolePermissions(db, request.params.id);
      return wholeList(collection);
    },
  );

  app.get<{ Params: IdParams; Querystring: ListQuery }>(
    '/api/security/roles/:id/users',
    {
      preHandler: guards.requireAccess(access.read),
      schema: {
        tags: [TAG],
        summary: "A role's users",
        description: 'Permission 10 at level 4 or 6. Paged (the console first asks for take=100). 404 for an unknown role.',
        security: bearerSecurity,
        params: idParams,
        querystring: listQuerystring({
          sortable: ['userRoleId', 'userId', 'firstName', 'lastName', 'email'],
          keywordSearches: 'first name, last name and e-mail',
        }),
        response: { 200: collectionResponse(userRoleSchema, "A page of the role's users and the total."), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => roleUsers(db, request.params.id, request.query),
  );

  app.post<{ Body: RolePermissionRow[] }>(
    '/api/security/roles/permissions',
    {
      preHandler: guards.requireAccess({ permissions: [Permission.ACCESS_ADMIN], levels: [Level.EDIT] }),
      schema: {
        tags: [TAG],
        summary: "Change roles' permission rows",
        description:
          'Permission 10 at level 4, and per row the level of what it does (new 3, modified 4, deleted 5). A pair given ' +
          'to a role needs the caller to hold each permission type of its level on its permission, unless a Super Admin ' +
          `(403 "${AdminMessages.grantAboveOwn}"). One transaction: every row or none; deletes first, then updates, then inserts. ` +
          'Rows must name an existing role, permission and access level (400 `{ "<index>.<field>": "Valeur invalide" }`); ' +
          `the same (role, permission, access level) twice answers 400 "${AdminMessages.permissionAlreadyGranted}". ` +
          'A delete naming a row already gone changes nothing; an update naming an unknown row answers 404. ' +
          'Answers every permission row of the roles named in the batch, after the change, with their ids.',
        security: bearerSecurity,
        body: {
          type: 'array',
          items: {
            type: 'object',
            required: ['roleId', 'permissionId', 'accessLevelId', 'typeAction'],
            properties: {
              rolePermissionId: { ...idField, nullable: true, description: 'Required to update; to delete, or the triple.' },
              roleId: idField,
              permissionId: idField,
              accessLevelId: idField,
              ...batchRowProperties(),
            },
          },
        },
        response: { 200: dataArrayResponse(rolePermissionSchema, "The roles' permission rows after the change."), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await changeRolePermissions(db, callerOf(request).userId, request.body) }),
  );
}
