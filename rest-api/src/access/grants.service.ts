/** Grant batches (users' permission rows, role memberships, roles' permission rows): one transaction each, all or nothing. */
import type { Db, Executor } from '../db/db.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { requireExisting } from '../http/references.ts';
import type { ListQuery } from '../http/lists.ts';
import { applyTypeActions } from '../http/type-action.ts';
import {
  deleteRolePermission,
  deleteUserPermission,
  deleteUserRole,
  insertRolePermission,
  insertUserPermission,
  insertUserRole,
  listRoleUsers,
  loadRolePermissions,
  roleExists,
  rolePermissionExists,
  updateRolePermission,
  updateUserPermission,
  updateUserRole,
  userPermissionExists,
  userRoleExists,
} from './grants.repository.ts';
import {
  distinctIds,
  missingRowIdErrors,
  permissionGrantedTwice,
  roleGrantedTwice,
  type RolePermissionRow,
  type UserPermissionRow,
  type UserRoleRow,
} from './grants.rules.ts';
import { loadUserPermissions, loadUserRoles } from './users.repository.ts';

/** 400 unless an update names its row. */
function requireRowId(index: number, field: string, rowId: number | null | undefined) {
  const errors = missingRowIdErrors(index, field, rowId);
  if (errors) throw badRequest(errors);
}

/** Permission rows are checked like the seeds' grid: user, permission and access level existing. */
async function checkUserPermission(tx: Executor, row: UserPermissionRow, index: number) {
  await requireExisting(tx, {
    [`${index}.userId`]: { table: 'users', column: 'user_id', id: row.userId },
    [`${index}.permissionId`]: { table: 'permissions', column: 'permission_id', id: row.permissionId },
    [`${index}.accessLevelId`]: { table: 'access_levels', column: 'access_level_id', id: row.accessLevelId },
  });
  if (await userPermissionExists(tx, row)) throw badRequest(permissionGrantedTwice(index));
}

export function changeUserPermissions(db: Db, rows: UserPermissionRow[]) {
  return applyTypeActions(
    db,
    rows,
    {
      async insert(tx, row, index) {
        await checkUserPermission(tx, { ...row, userPermissionId: null }, index);
        // A concurrent batch may insert the same grant after the check: it is refused the same way.
        if (!(await insertUserPermission(tx, row))) throw badRequest(permissionGrantedTwice(index));
      },
      async update(tx, row, index) {
        requireRowId(index, 'userPermissionId', row.userPermissionId);
        await checkUserPermission(tx, row, index);
        if (!(await updateUserPermission(tx, row))) throw notFound();
      },
      delete: deleteUserPermission,
    },
    (tx) => loadUserPermissions(tx, distinctIds(rows.map((row) => row.userId))),
  );
}

async function checkUserRole(tx: Executor, row: UserRoleRow, index: number) {
  await requireExisting(tx, {
    [`${index}.userId`]: { table: 'users', column: 'user_id', id: row.userId },
    [`${index}.roleId`]: { table: 'roles', column: 'role_id', id: row.roleId },
  });
  if (await userRoleExists(tx, row)) throw badRequest(roleGrantedTwice(index));
}

export function changeUserRoles(db: Db, rows: UserRoleRow[]) {
  return applyTypeActions(
    db,
    rows,
    {
      async insert(tx, row, index) {
        await checkUserRole(tx, { ...row, userRoleId: null }, index);
        // A concurrent batch may insert the same membership after the check: it is refused the same way.
        if (!(await insertUserRole(tx, row))) throw badRequest(roleGrantedTwice(index));
      },
      async update(tx, row, index) {
        requireRowId(index, 'userRoleId', row.userRoleId);
        await checkUserRole(tx, row, index);
        if (!(await updateUserRole(tx, row))) throw notFound();
      },
      delete: deleteUserRole,
    },
    (tx) =>
      loadUserRoles(tx, 'ur.user_id = any($1::int[]) or ur.role_id = any($2::int[])', [
        distinctIds(rows.map((row) => row.userId)),
        distinctIds(rows.map((row) => row.roleId)),
      ]),
  );
}

async function checkRolePermission(tx: Executor, row: RolePermissionRow, index: number) {
  await requireExisting(tx, {
    [`${index}.roleId`]: { table: 'roles', column: 'role_id', id: row.roleId },
    [`${index}.permissionId`]: { table: 'permissions', column: 'permission_id', id: row.permissionId },
    [`${index}.accessLevelId`]: { table: 'access_levels', column: 'access_level_id', id: row.accessLevelId },
  });
  if (await rolePermissionExists(tx, row)) throw badRequest(permissionGrantedTwice(index));
}

export function changeRolePermissions(db: Db, rows: RolePermissionRow[]) {
  return applyTypeActions(
    db,
    rows,
    {
      async insert(tx, row, index) {
        await checkRolePermission(tx, { ...row, rolePermissionId: null }, index);
        // A concurrent batch may insert the same row after the check: it is refused the same way.
        if (!(await insertRolePermission(tx, row))) throw badRequest(permissionGrantedTwice(index));
      },
      async update(tx, row, index) {
        requireRowId(index, 'rolePermissionId', row.rolePermissionId);
        await checkRolePermission(tx, row, index);
        if (!(await updateRolePermission(tx, row))) throw notFound();
      },
      delete: deleteRolePermission,
    },
    (tx) => loadRolePermissions(tx, distinctIds(rows.map((row) => row.roleId))),
  );
}

/** A role's permission rows; 404 for an unknown role. */
export async function rolePermissions(db: Db, roleId: number) {
  await requireRole(db, roleId);
  return loadRolePermissions(db, [roleId]);
}

/** 404 for an unknown role. */
async function requireRole(db: Db, roleId: number) {
  if (!(await roleExists(db, roleId))) throw notFound();
}

/** A page of a role's members; 404 for an unknown role. */
export async function roleUsers(db: Db, roleId: number, query: ListQuery) {
  await requireRole(db, roleId);
  return listRoleUsers(db, roleId, query);
}
