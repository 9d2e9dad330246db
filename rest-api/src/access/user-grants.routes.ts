import type { FastifyInstance } from 'fastify';
import { Level, Permission } from '@console/schema';
import { callerOf } from '../http/auth.ts';
import { dataArrayResponse } from '../http/lists.ts';
import { bearerSecurity, errorResponses, idField } from '../http/schemas.ts';
import { batchRowProperties } from '../http/type-action.ts';
import type { UserPermissionRow, UserRoleRow } from './grants.rules.ts';
import { changeUserPermissions, changeUserRoles } from './grants.service.ts';
import { AdminMessages } from './messages.ts';
import type { AccessServices } from './services.ts';
import { userPermissionSchema, userRoleSchema } from './users.schemas.ts';

const batchDescription =
  'One transaction: every row or none. Deletes run first, then updates, then inserts. A delete naming a row that is ' +
  'already gone changes nothing; an update naming an unknown row answers 404. Field errors are keyed `<row index>.<field>`. ' +
  'Each row also needs the level of what it does (new 3, modified 4, deleted 5), and nobody changes their own roles or ' +
  'permission rows: 403 with the French reason, nothing written.';

export function registerUserGrantRoutes(app: FastifyInstance, { db, guards }: AccessServices) {
  app.post<{ Body: UserPermissionRow[] }>(
    '/api/security/users/permissions',
    {
      preHandler: guards.requireAccess({ permissions: [Permission.USERS], levels: [Level.EDIT] }),
      schema: {
        tags: ['Users'],
        summary: "Change users' own permission rows",
        description:
          `Permission 8 at level 4. ${batchDescription} The same (user, permission, access level) twice answers 400 ` +
          `"${AdminMessages.permissionAlreadyGranted}". A granting row (allowed), or the end of a withdrawing one, needs the caller to hold ` +
          `each permission type of its level on its permission, unless a Super Admin (403 "${AdminMessages.grantAboveOwn}"). ` +
          'Answers the permission rows of every user named in the batch, after the change.',
        security: bearerSecurity,
        body: {
          type: 'array',
          items: {
            type: 'object',
            required: ['userId', 'permissionId', 'accessLevelId', 'typeAction'],
            properties: {
              userPermissionId: { ...idField, nullable: true, description: 'Required to update; to delete, or the triple.' },
              userId: idField,
              permissionId: idField,
              accessLevelId: idField,
              allowed: { type: 'boolean', description: 'Default true; false withdraws the pair a role grants.' },
              ...batchRowProperties(),
            },
          },
        },
        response: { 200: dataArrayResponse(userPermissionSchema, "The users' own permission rows after the change."), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await changeUserPermissions(db, callerOf(request).userId, request.body) }),
  );

  app.post<{ Body: UserRoleRow[] }>(
    '/api/security/users/roles',
    {
      preHandler: guards.requireAccess(
        { permissions: [Permission.USERS], levels: [Level.EDIT] },
        { permissions: [Permission.ACCESS_ADMIN], levels: [Level.EDIT] },
      ),
      schema: {
        tags: ['Users'],
        summary: 'Change role memberships',
        description:
          `Permission 8 at level 4, or 10 at level 4 (the role screen's users grid). ${batchDescription} Giving a user a role ` +
          `they hold answers 400 "${AdminMessages.roleAlreadyGranted}"; a role granting more than the caller holds answers 403 ` +
          `"${AdminMessages.roleAboveOwn}" (a Super Admin holds everything). Answers every membership row, after the change, of the ` +
          'users or the roles named in the batch (each row carries its id, for the grid to keep).',
        security: bearerSecurity,
        body: {
          type: 'array',
          items: {
            type: 'object',
            required: ['userId', 'roleId', 'typeAction'],
            properties: {
              userRoleId: { ...idField, nullable: true, description: 'Required to update; to delete, or the pair.' },
              userId: idField,
              roleId: idField,
              ...batchRowProperties(),
            },
          },
        },
        response: { 200: dataArrayResponse(userRoleSchema, 'Membership rows after the change.'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await changeUserRoles(db, callerOf(request).userId, request.body) }),
  );
}
