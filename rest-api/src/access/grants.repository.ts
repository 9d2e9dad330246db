/**
 * The SQL of grant batches; no decisions (those are in grants.rules.ts). A delete names its row by id or, without
 * one, by its natural key; inserts skip a row that a concurrent batch inserted first (`false`).
 */
import type { Executor } from '../db/db.ts';
import { listPage } from '../db/paging.ts';
import { SqlParams } from '../db/sql.ts';
import type { ListQuery } from '../http/lists.ts';
import type { GrantedPermission } from '@console/schema';
import type { GrantorFacts, RolePermissionRow, UserPermissionRow, UserRoleRow } from './grants.rules.ts';
import { loadAllowedPermissions, toGranted } from './permissions.ts';

const returnsRows = async (rows: Promise<unknown[]>) => (await rows).length > 0;

export const userPermissionExists = (tx: Executor, row: UserPermissionRow) =>
  returnsRows(
    tx.query(
      `select 1 from user_permissions
        where user_id = $1 and permission_id = $2 and access_level_id = $3 and user_permission_id is distinct from $4`,
      [row.userId, row.permissionId, row.accessLevelId, row.userPermissionId ?? null],
    ),
  );

export const insertUserPermission = (tx: Executor, row: UserPermissionRow) =>
  returnsRows(
    tx.query(
      `insert into user_permissions (user_id, permission_id, access_level_id, allowed) values ($1, $2, $3, $4)
       on conflict do nothing returning 1`,
      [row.userId, row.permissionId, row.accessLevelId, row.allowed ?? true],
    ),
  );

export const updateUserPermission = (tx: Executor, row: UserPermissionRow) =>
  returnsRows(
    tx.query(
      `update user_permissions set permission_id = $3, access_level_id = $4, allowed = coalesce($5, allowed)
        where user_permission_id = $1 and user_id = $2 returning 1`,
      [row.userPermissionId, row.userId, row.permissionId, row.accessLevelId, row.allowed ?? null],
    ),
  );

export async function deleteUserPermission(tx: Executor, row: UserPermissionRow) {
  if (row.userPermissionId) {
    await tx.query('delete from user_permissions where user_permission_id = $1 and user_id = $2', [row.userPermissionId, row.userId]);
  } else {
    await tx.query('delete from user_permissions where user_id = $1 and permission_id = $2 and access_level_id = $3', [
      row.userId,
      row.permissionId,
      row.accessLevelId,
    ]);
  }
}

export const userRoleExists = (tx: Executor, row: UserRoleRow) =>
  returnsRows(tx.query('select 1 from user_roles where user_id = $1 and role_id = $2 and user_role_id is distinct from $3', [row.userId, row.roleId, row.userRoleId ?? null]));

export const insertUserRole = (tx: Executor, row: UserRoleRow) =>
  returnsRows(tx.query('insert into user_roles (user_id, role_id) values ($1, $2) on conflict do nothing returning 1', [row.userId, row.roleId]));

export const updateUserRole = (tx: Executor, row: UserRoleRow) =>
  returnsRows(tx.query('update user_roles set user_id = $2, role_id = $3 where user_role_id = $1 returning 1', [row.userRoleId, row.userId, row.roleId]));

export async function deleteUserRole(tx: Executor, row: UserRoleRow) {
  if (row.userRoleId) await tx.query('delete from user_roles where user_role_id = $1', [row.userRoleId]);
  else await tx.query('delete from user_roles where user_id = $1 and role_id = $2', [row.userId, row.roleId]);
}

export const rolePermissionExists = (tx: Executor, row: RolePermissionRow) =>
  returnsRows(
    tx.query(
      `select 1 from role_permissions
        where role_id = $1 and permission_id = $2 and access_level_id = $3 and role_permission_id is distinct from $4`,
      [row.roleId, row.permissionId, row.accessLevelId, row.rolePermissionId ?? null],
    ),
  );

export const insertRolePermission = (tx: Executor, row: RolePermissionRow) =>
  returnsRows(
    tx.query('insert into role_permissions (role_id, permission_id, access_level_id) values ($1, $2, $3) on conflict do nothing returning 1', [
      row.roleId,
      row.permissionId,
      row.accessLevelId,
    ]),
  );

export const updateRolePermission = (tx: Executor, row: RolePermissionRow) =>
  returnsRows(
    tx.query('update role_permissions set role_id = $2, permission_id = $3, access_level_id = $4 where role_permission_id = $1 returning 1', [
      row.rolePermissionId,
      row.roleId,
      row.permissionId,
      row.accessLevelId,
    ]),
  );

export async function deleteRolePermission(tx: Executor, row: RolePermissionRow) {
  if (row.rolePermissionId) await tx.query('delete from role_permissions where role_permission_id = $1', [row.rolePermissionId]);
  else {
    await tx.query('delete from role_permissions where role_id = $1 and permission_id = $2 and access_level_id = $3', [
      row.roleId,
      row.permissionId,
      row.accessLevelId,
    ]);
  }
}

export function loadRolePermissions(db: Executor, roleIds: readonly number[]) {
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

export const roleExists = (db: Executor, roleId: number) => returnsRows(db.query('select 1 from roles where role_id = $1', [roleId]));

/** A page of a role's members (GET /api/security/roles/:id/users). */
export function listRoleUsers(db: Executor, roleId: number, query: ListQuery) {
  const params = new SqlParams([roleId]);
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
    query,
  );
}

/** The facts the ceiling needs about a grant batch's caller: their type while active (null otherwise) and their permissions. */
export async function loadGrantorFacts(tx: Executor, userId: number): Promise<GrantorFacts> {
  const [user] = await tx.query<{ userTypeId: number }>('select user_type_id as "userTypeId" from users where user_id = $1 and active', [userId]);
  return { userId, activeUserTypeId: user?.userTypeId ?? null, granted: toGranted(await loadAllowedPermissions(tx, userId)) };
}

/** The permission types an access level groups (none for an unknown level). */
export async function loadLevelTypes(tx: Executor, accessLevelId: number): Promise<number[]> {
  const rows = await tx.query<{ type: number }>('select permission_type_id as type from access_level_details where access_level_id = $1', [accessLevelId]);
  return rows.map((row) => row.type);
}

/** What a role grants: each of its permissions with the permission types of its level. */
export function loadRoleGrants(tx: Executor, roleId: number): Promise<GrantedPermission[]> {
  return tx.query<GrantedPermission>(
    `select rp.permission_id as "permissionId", coalesce(array_agg(d.permission_type_id) filter (where d.permission_type_id is not null), '{}'::int[]) as levels
       from role_permissions rp left join access_level_details d on d.access_level_id = rp.access_level_id
      where rp.role_id = $1
      group by rp.role_permission_id, rp.permission_id`,
    [roleId],
  );
}

/** The permissions granted at an access level, to a role or to a user directly. */
export async function loadLevelPermissionIds(tx: Executor, accessLevelId: number): Promise<number[]> {
  const rows = await tx.query<{ permissionId: number }>(
    `select permission_id as "permissionId" from role_permissions where access_level_id = $1
     union select permission_id from user_permissions where access_level_id = $1 and allowed`,
    [accessLevelId],
  );
  return rows.map((row) => row.permissionId);
}

/** The user's permission row a change names (by id, or by its triple), as it stands. */
export async function findUserPermission(tx: Executor, row: UserPermissionRow) {
  const [found] = row.userPermissionId
    ? await tx.query<{ permissionId: number; accessLevelId: number; allowed: boolean }>(
        'select permission_id as "permissionId", access_level_id as "accessLevelId", allowed from user_permissions where user_permission_id = $1 and user_id = $2',
        [row.userPermissionId, row.userId],
      )
    : await tx.query<{ permissionId: number; accessLevelId: number; allowed: boolean }>(
        'select permission_id as "permissionId", access_level_id as "accessLevelId", allowed from user_permissions where user_id = $1 and permission_id = $2 and access_level_id = $3',
        [row.userId, row.permissionId, row.accessLevelId],
      );
  return found;
}

/** Whose membership a row id names, as it stands. */
export async function findUserRole(tx: Executor, userRoleId: number) {
  const [found] = await tx.query<{ userId: number; roleId: number }>('select user_id as "userId", role_id as "roleId" from user_roles where user_role_id = $1', [userRoleId]);
  return found;
}
