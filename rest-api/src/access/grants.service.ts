/**
 * Grant batches (users' permission rows, role memberships, roles' permission rows): one transaction each, all or
 * nothing, the caller's rights read and checked in it (each row's level by what it does, then the ceiling: nobody
 * gives more than they hold, nobody changes their own roles or permissions).
 */
import { gridRowsRefusal, Permission } from '@console/schema';
import type { Db, Executor } from '../db/db.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { requireExisting } from '../http/references.ts';
import type { ListQuery } from '../http/lists.ts';
import { applyTypeActionsIn, type BatchHandlers, type BatchRow } from '../http/type-action.ts';
import {
  deleteRolePermission,
  deleteUserPermission,
  deleteUserRole,
  findUserPermission,
  findUserRole,
  insertRolePermission,
  insertUserPermission,
  insertUserRole,
  listRoleUsers,
  loadGrantorFacts,
  loadLevelTypes,
  loadRoleGrants,
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
  grantorOf,
  missingRowIdErrors,
  ownAccessRefusal,
  pairCeilingRefusal,
  permissionGrantedTwice,
  roleCeilingRefusal,
  roleGrantedTwice,
  type Grantor,
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

/** 403 with the rule's French text. */
function refuse(refusal: string | null) {
  if (refusal) throw forbidden(refusal);
}

/**
 * A grant batch in one transaction, all or nothing: the caller read in it, each row sent checked against
 * `permissions` at the level of what it does, then the rows (whose handlers apply the ceiling), then `after`.
 */
export function grantBatch<Row extends BatchRow, Result>(
  db: Db,
  batch: { callerId: number; permissions: readonly number[]; rows: readonly Row[] },
  handlers: (grantor: Grantor) => BatchHandlers<Row>,
  after: (tx: Executor) => Promise<Result>,
): Promise<Result> {
  return db.transaction(async (tx) => {
    const grantor = grantorOf(await loadGrantorFacts(tx, batch.callerId));
    refuse(gridRowsRefusal(grantor.granted, batch.permissions, batch.rows));
    await applyTypeActionsIn(tx, batch.rows, handlers(grantor));
    return after(tx);
  });
}

/** Giving a (permission, level) pair: the grantor holds each permission type of that level on that permission. */
async function requirePair(tx: Executor, grantor: Grantor, pair: { permissionId: number; accessLevelId: number }) {
  refuse(pairCeilingRefusal(grantor, pair.permissionId, await loadLevelTypes(tx, pair.accessLevelId)));
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

/**
 * A user's own permission rows: never one's own; a row granting (allowed) a pair, or the end of a row withdrawing
 * one (the role's pair comes back), stays within what the caller holds.
 */
export function changeUserPermissions(db: Db, callerId: number, rows: UserPermissionRow[]) {
  return grantBatch(
    db,
    { callerId, permissions: [Permission.USERS], rows },
    (grantor) => ({
      async insert(tx, row, index) {
        refuse(ownAccessRefusal(grantor, [row.userId]));
        await checkUserPermission(tx, { ...row, userPermissionId: null }, index);
        if (row.allowed ?? true) await requirePair(tx, grantor, row);
        // A concurrent batch may insert the same grant after the check: it is refused the same way.
        if (!(await insertUserPermission(tx, row))) throw badRequest(permissionGrantedTwice(index));
      },
      async update(tx, row, index) {
        refuse(ownAccessRefusal(grantor, [row.userId]));
        requireRowId(index, 'userPermissionId', row.userPermissionId);
        await checkUserPermission(tx, row, index);
        const before = await findUserPermission(tx, row);
        if (before && !before.allowed) await requirePair(tx, grantor, before);
        if (row.allowed ?? before?.allowed ?? true) await requirePair(tx, grantor, row);
        if (!(await updateUserPermission(tx, row))) throw notFound();
      },
      async delete(tx, row) {
        refuse(ownAccessRefusal(grantor, [row.userId]));
        const before = await findUserPermission(tx, row);
        if (before && !before.allowed) await requirePair(tx, grantor, before);
        await deleteUserPermission(tx, row);
      },
    }),
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

/** Adding a user to a role: the grantor holds everything the role grants. */
async function requireRole(tx: Executor, grantor: Grantor, roleId: number) {
  refuse(roleCeilingRefusal(grantor, await loadRoleGrants(tx, roleId)));
}

/** Role memberships (8 or 10): never one's own, never a role granting more than the caller holds. */
export function changeUserRoles(db: Db, callerId: number, rows: UserRoleRow[]) {
  return grantBatch(
    db,
    { callerId, permissions: [Permission.USERS, Permission.ACCESS_ADMIN], rows },
    (grantor) => ({
      async insert(tx, row, index) {
        refuse(ownAccessRefusal(grantor, [row.userId]));
        await checkUserRole(tx, { ...row, userRoleId: null }, index);
        await requireRole(tx, grantor, row.roleId);
        // A concurrent batch may insert the same membership after the check: it is refused the same way.
        if (!(await insertUserRole(tx, row))) throw badRequest(roleGrantedTwice(index));
      },
      async update(tx, row, index) {
        requireRowId(index, 'userRoleId', row.userRoleId);
        const before = await findUserRole(tx, row.userRoleId!);
        refuse(ownAccessRefusal(grantor, [row.userId, before?.userId]));
        await checkUserRole(tx, row, index);
        await requireRole(tx, grantor, row.roleId);
        if (!(await updateUserRole(tx, row))) throw notFound();
      },
      async delete(tx, row) {
        const before = row.userRoleId ? await findUserRole(tx, row.userRoleId) : undefined;
        refuse(ownAccessRefusal(grantor, [row.userId, before?.userId]));
        await deleteUserRole(tx, row);
      },
    }),
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

/** Roles' permission rows (10): a pair given to a role stays within what the caller holds. */
export function changeRolePermissions(db: Db, callerId: number, rows: RolePermissionRow[]) {
  return grantBatch(
    db,
    { callerId, permissions: [Permission.ACCESS_ADMIN], rows },
    (grantor) => ({
      async insert(tx, row, index) {
        await checkRolePermission(tx, { ...row, rolePermissionId: null }, index);
        await requirePair(tx, grantor, row);
        // A concurrent batch may insert the same row after the check: it is refused the same way.
        if (!(await insertRolePermission(tx, row))) throw badRequest(permissionGrantedTwice(index));
      },
      async update(tx, row, index) {
        requireRowId(index, 'rolePermissionId', row.rolePermissionId);
        await checkRolePermission(tx, row, index);
        await requirePair(tx, grantor, row);
        if (!(await updateRolePermission(tx, row))) throw notFound();
      },
      delete: deleteRolePermission,
    }),
    (tx) => loadRolePermissions(tx, distinctIds(rows.map((row) => row.roleId))),
  );
}

/** A role's permission rows; 404 for an unknown role. */
export async function rolePermissions(db: Db, roleId: number) {
  await requireRoleExists(db, roleId);
  return loadRolePermissions(db, [roleId]);
}

/** 404 for an unknown role. */
async function requireRoleExists(db: Db, roleId: number) {
  if (!(await roleExists(db, roleId))) throw notFound();
}

/** A page of a role's members; 404 for an unknown role. */
export async function roleUsers(db: Db, roleId: number, query: ListQuery) {
  await requireRoleExists(db, roleId);
  return listRoleUsers(db, roleId, query);
}
