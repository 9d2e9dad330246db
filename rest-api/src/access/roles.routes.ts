import type { FastifyInstance } from 'fastify';
import { Level, Messages, Permission } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { listPage } from '../db/paging.ts';
import { SqlParams } from '../db/sql.ts';
import { registerCrud, standardAccess } from '../http/crud.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { collectionResponse, dataArrayResponse, idParams, listQuerystring, type IdParams, type ListQuery } from '../http/lists.ts';
import { requireExisting } from '../http/references.ts';
import { bearerSecurity, errorResponses, idField } from '../http/schemas.ts';
import { applyTypeActions, batchRowProperties, type BatchRow } from '../http/type-action.ts';
import { AdminMessages } from './messages.ts';
import type { AccessServices } from './services.ts';
import { userRoleSchema } from './users.schemas.ts';

const TAG = 'Access administration';
const access = standardAccess(Permission.ACCESS_ADMIN);

const named = (idName: string) =>
  ({ type: 'object', required: [idName, 'name'], properties: { [idName]: { type: 'integer' }, name: { type: 'string' } } }) as const;

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

function loadRolePermissions(db: Executor, roleIds: readonly number[]) {
  return db.query<Record<string, unknown>>(
    `select rp.role_permission_id as "rolePermissionId", rp.role_id as "roleId", rp.permission_id as "permissionId",
            rp.access_level_id as "accessLevelId",
            json_build_object('permissionId', p.permission_id, 'name', p.name) as permission,
            json_build_object('accessLevelId', al.access_level_id, 'name', al.name) as "accessLevel"
       from role_permissions rp
       join permissions p on p.permission_id = rp.permission_id
       join access_levels al on al.access_level_id = rp.access_level_id
      where rp.role_id = any($1::int[])
      order by rp.role_id, p."order", rp.permission_id, rp.access_level_id`,
    [[...roleIds]],
  );
}

interface RolePermissionRow extends BatchRow {
  rolePermissionId?: number | null;
  roleId: number;
  permissionId: number;
  accessLevelId: number;
}

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
    references: [{ sql: 'select 1 from user_roles where role_id = $1', message: AdminMessages.roleInUse }],
    deleteCascades: "The role's permission rows go with it. Role 11 marks supervisors.",
  });

  const roleExists = async (roleId: number) => {
    const [found] = await db.query('select 1 from roles where role_id = $1', [roleId]);
    if (!found) throw notFound();
  };

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
      await roleExists(request.params.id);
      const collection = await loadRolePermissions(db, [request.params.id]);
      return { collection, count: collection.length };
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
    async (request) => {
      await roleExists(request.params.id);
      const params = new SqlParams([request.params.id]);
      return listPage(
        db,
        {
          select: `ur.user_role_id as "userRoleId", ur.user_id as "userId", ur.role_id as "roleId",
                   u.first_name as "firstName", u.last_name as "lastName", u.email`,
          from: 'user_roles ur join users u on u.user_id = ur.user_id',
          where: ['ur.role_id = $1'],
          params,
          keywordColumns: ['u.first_name', 'u.last_name', 'u.email'],
          sortable: {
            userRoleId: 'ur.user_role_id',
            userId: 'u.user_id',
            firstName: 'u.first_name',
            lastName: 'u.last_name',
            email: 'u.email',
          },
          defaultSort: 'userRoleId',
          tieBreaker: 'ur.user_role_id',
        },
        request.query,
      );
    },
  );

  app.post<{ Body: RolePermissionRow[] }>(
    '/api/security/roles/permissions',
    {
      preHandler: guards.requireAccess({ permissions: [Permission.ACCESS_ADMIN], levels: [Level.EDIT] }),
      schema: {
        tags: [TAG],
        summary: "Change roles' permission rows",
        description:
          'Permission 10 at level 4. One transaction: every row or none; deletes first, then updates, then inserts. ' +
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
    async (request) => {
      const rows = request.body;
      const check = async (tx: Executor, row: RolePermissionRow, index: number) => {
        await requireExisting(tx, {
          [`${index}.roleId`]: { table: 'roles', column: 'role_id', id: row.roleId },
          [`${index}.permissionId`]: { table: 'permissions', column: 'permission_id', id: row.permissionId },
          [`${index}.accessLevelId`]: { table: 'access_levels', column: 'access_level_id', id: row.accessLevelId },
        });
        const [found] = await tx.query(
          `select 1 from role_permissions
            where role_id = $1 and permission_id = $2 and access_level_id = $3 and role_permission_id is distinct from $4`,
          [row.roleId, row.permissionId, row.accessLevelId, row.rolePermissionId ?? null],
        );
        if (found) throw badRequest({ [`${index}.accessLevelId`]: AdminMessages.permissionAlreadyGranted });
      };
      const data = await applyTypeActions(
        db,
        rows,
        {
          async insert(tx, row, index) {
            await check(tx, { ...row, rolePermissionId: null }, index);
            // A concurrent batch may insert the same row after the check: it is refused the same way.
            const inserted = await tx.query(
              'insert into role_permissions (role_id, permission_id, access_level_id) values ($1, $2, $3) on conflict do nothing returning 1',
              [row.roleId, row.permissionId, row.accessLevelId],
            );
            if (inserted.length === 0) throw badRequest({ [`${index}.accessLevelId`]: AdminMessages.permissionAlreadyGranted });
          },
          async update(tx, row, index) {
            if (!row.rolePermissionId) throw badRequest({ [`${index}.rolePermissionId`]: Messages.requiredField });
            await check(tx, row, index);
            const updated = await tx.query(
              'update role_permissions set role_id = $2, permission_id = $3, access_level_id = $4 where role_permission_id = $1 returning 1',
              [row.rolePermissionId, row.roleId, row.permissionId, row.accessLevelId],
            );
            if (updated.length === 0) throw notFound();
          },
          async delete(tx, row) {
            if (row.rolePermissionId) await tx.query('delete from role_permissions where role_permission_id = $1', [row.rolePermissionId]);
            else {
              await tx.query('delete from role_permissions where role_id = $1 and permission_id = $2 and access_level_id = $3', [
                row.roleId,
                row.permissionId,
                row.accessLevelId,
              ]);
            }
          },
        },
        (tx) => loadRolePermissions(tx, [...new Set(rows.map((row) => row.roleId))]),
      );
      return { data };
    },
  );
}
