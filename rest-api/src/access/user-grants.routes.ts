import type { FastifyInstance } from 'fastify';
import { Level, Messages, Permission } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { dataArrayResponse } from '../http/lists.ts';
import { requireExisting } from '../http/references.ts';
import { bearerSecurity, errorResponses, idField } from '../http/schemas.ts';
import { applyTypeActions, batchRowProperties, type BatchRow } from '../http/type-action.ts';
import { AdminMessages } from './messages.ts';
import type { AccessServices } from './services.ts';
import { loadUserPermissions, loadUserRoles } from './users.repository.ts';
import { userPermissionSchema, userRoleSchema } from './users.schemas.ts';

interface UserPermissionRow extends BatchRow {
  userPermissionId?: number | null;
  userId: number;
  permissionId: number;
  accessLevelId: number;
  allowed?: boolean;
}

interface UserRoleRow extends BatchRow {
  userRoleId?: number | null;
  userId: number;
  roleId: number;
}

const batchDescription =
  'One transaction: every row or none. Deletes run first, then updates, then inserts. A delete naming a row that is ' +
  'already gone changes nothing; an update naming an unknown row answers 404. Field errors are keyed `<row index>.<field>`.';

/** Permission rows are checked like the seeds' grid: permission and access level required and existing. */
async function checkGrant(tx: Executor, row: { userId: number; permissionId: number; accessLevelId: number }, index: number) {
  await requireExisting(tx, {
    [`${index}.userId`]: { table: 'users', column: 'user_id', id: row.userId },
    [`${index}.permissionId`]: { table: 'permissions', column: 'permission_id', id: row.permissionId },
    [`${index}.accessLevelId`]: { table: 'access_levels', column: 'access_level_id', id: row.accessLevelId },
  });
}

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
          `"${AdminMessages.permissionAlreadyGranted}". Answers the permission rows of every user named in the batch, after the change.`,
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
    async (request) => {
      const rows = request.body;
      const duplicate = async (tx: Executor, row: UserPermissionRow, index: number) => {
        const [found] = await tx.query(
          `select 1 from user_permissions
            where user_id = $1 and permission_id = $2 and access_level_id = $3 and user_permission_id is distinct from $4`,
          [row.userId, row.permissionId, row.accessLevelId, row.userPermissionId ?? null],
        );
        if (found) throw badRequest({ [`${index}.accessLevelId`]: AdminMessages.permissionAlreadyGranted });
      };
      const data = await applyTypeActions(
        db,
        rows,
        {
          async insert(tx, row, index) {
            await checkGrant(tx, row, index);
            await duplicate(tx, { ...row, userPermissionId: null }, index);
            // A concurrent batch may insert the same grant after the check: it is refused the same way.
            const inserted = await tx.query(
              `insert into user_permissions (user_id, permission_id, access_level_id, allowed) values ($1, $2, $3, $4)
               on conflict do nothing returning 1`,
              [row.userId, row.permissionId, row.accessLevelId, row.allowed ?? true],
            );
            if (inserted.length === 0) throw badRequest({ [`${index}.accessLevelId`]: AdminMessages.permissionAlreadyGranted });
          },
          async update(tx, row, index) {
            if (!row.userPermissionId) throw badRequest({ [`${index}.userPermissionId`]: Messages.requiredField });
            await checkGrant(tx, row, index);
            await duplicate(tx, row, index);
            const updated = await tx.query(
              `update user_permissions set permission_id = $3, access_level_id = $4, allowed = coalesce($5, allowed)
                where user_permission_id = $1 and user_id = $2 returning 1`,
              [row.userPermissionId, row.userId, row.permissionId, row.accessLevelId, row.allowed ?? null],
            );
            if (updated.length === 0) throw notFound();
          },
          async delete(tx, row) {
            if (row.userPermissionId) {
              await tx.query('delete from user_permissions where user_permission_id = $1 and user_id = $2', [row.userPermissionId, row.userId]);
            } else {
              await tx.query('delete from user_permissions where user_id = $1 and permission_id = $2 and access_level_id = $3', [
                row.userId,
                row.permissionId,
                row.accessLevelId,
              ]);
            }
          },
        },
        (tx) => loadUserPermissions(tx, [...new Set(rows.map((row) => row.userId))]),
      );
      return { data };
    },
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
          `they hold answers 400 "${AdminMessages.roleAlreadyGranted}". Answers every membership row, after the change, of the ` +
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
    async (request) => {
      const rows = request.body;
      const check = async (tx: Executor, row: UserRoleRow, index: number) => {
        await requireExisting(tx, {
          [`${index}.userId`]: { table: 'users', column: 'user_id', id: row.userId },
          [`${index}.roleId`]: { table: 'roles', column: 'role_id', id: row.roleId },
        });
        const [found] = await tx.query(
          'select 1 from user_roles where user_id = $1 and role_id = $2 and user_role_id is distinct from $3',
          [row.userId, row.roleId, row.userRoleId ?? null],
        );
        if (found) throw badRequest({ [`${index}.roleId`]: AdminMessages.roleAlreadyGranted });
      };
      const data = await applyTypeActions(
        db,
        rows,
        {
          async insert(tx, row, index) {
            await check(tx, { ...row, userRoleId: null }, index);
            // A concurrent batch may insert the same membership after the check: it is refused the same way.
            const inserted = await tx.query('insert into user_roles (user_id, role_id) values ($1, $2) on conflict do nothing returning 1', [
              row.userId,
              row.roleId,
            ]);
            if (inserted.length === 0) throw badRequest({ [`${index}.roleId`]: AdminMessages.roleAlreadyGranted });
          },
          async update(tx, row, index) {
            if (!row.userRoleId) throw badRequest({ [`${index}.userRoleId`]: Messages.requiredField });
            await check(tx, row, index);
            const updated = await tx.query('update user_roles set user_id = $2, role_id = $3 where user_role_id = $1 returning 1', [
              row.userRoleId,
              row.userId,
              row.roleId,
            ]);
            if (updated.length === 0) throw notFound();
          },
          async delete(tx, row) {
            if (row.userRoleId) await tx.query('delete from user_roles where user_role_id = $1', [row.userRoleId]);
            else await tx.query('delete from user_roles where user_id = $1 and role_id = $2', [row.userId, row.roleId]);
          },
        },
        (tx) =>
          loadUserRoles(tx, 'ur.user_id = any($1::int[]) or ur.role_id = any($2::int[])', [
            [...new Set(rows.map((row) => row.userId))],
            [...new Set(rows.map((row) => row.roleId))],
          ]),
      );
      return { data };
    },
  );
}
