/**
 * The rules of grant batches (users' permission rows, role memberships, roles' permission rows), as pure functions.
 * Errors are keyed `<row index>.<field>`, as the grids show them.
 */
import { Messages, SUPER_ADMIN_USER_TYPE_ID, type GrantedPermission } from '@console/schema';
import type { BatchRow } from '../http/type-action.ts';
import { AdminMessages } from './messages.ts';

export interface UserPermissionRow extends BatchRow {
  userPermissionId?: number | null;
  userId: number;
  permissionId: number;
  accessLevelId: number;
  allowed?: boolean;
}

export interface UserRoleRow extends BatchRow {
  userRoleId?: number | null;
  userId: number;
  roleId: number;
}

export interface RolePermissionRow extends BatchRow {
  rolePermissionId?: number | null;
  roleId: number;
  permissionId: number;
  accessLevelId: number;
}

/** An update names the row it changes: the field error when it does not. */
export function missingRowIdErrors(index: number, field: string, rowId: number | null | undefined): Record<string, string> | null {
  return rowId ? null : { [`${index}.${field}`]: Messages.requiredField };
}

/** The same permission pair granted twice (to a user or a role): reported on the access level. */
export const permissionGrantedTwice = (index: number) => ({ [`${index}.accessLevelId`]: AdminMessages.permissionAlreadyGranted });

/** The same role given twice to a user: reported on the role. */
export const roleGrantedTwice = (index: number) => ({ [`${index}.roleId`]: AdminMessages.roleAlreadyGranted });

/** The distinct owners a batch names, in first-seen order: whose rows the answer lists. */
export const distinctIds = (ids: readonly number[]): number[] => [...new Set(ids)];

/**
 * The caller of a grant batch, read in its transaction: their effective permissions (each with the permission
 * types of its access level) and whether they are a Super Admin, who holds everything.
 */
export interface Grantor {
  userId: number;
  superAdmin: boolean;
  granted: readonly GrantedPermission[];
}

/** What the repository reads about the caller: their user type while active (null otherwise), their permissions. */
export interface GrantorFacts {
  userId: number;
  activeUserTypeId: number | null;
  granted: readonly GrantedPermission[];
}

/** An active user of the Super Admin type holds everything. */
export const grantorOf = ({ userId, activeUserTypeId, granted }: GrantorFacts): Grantor => ({
  userId,
  superAdmin: activeUserTypeId === SUPER_ADMIN_USER_TYPE_ID,
  granted,
});

/** Whether the grantor holds every permission type of every permission in `grants` (a Super Admin holds all). */
function holdsAll(grantor: Grantor, grants: readonly GrantedPermission[]): boolean {
  if (grantor.superAdmin) return true;
  return grants.every(({ permissionId, levels }) =>
    levels.every((level) => grantor.granted.some((held) => held.permissionId === permissionId && held.levels.includes(level))),
  );
}

/** Nobody changes their own roles or their own permission rows, not even a Super Admin. */
export const ownAccessRefusal = (grantor: Grantor, userIds: readonly (number | undefined)[]): string | null =>
  userIds.includes(grantor.userId) ? AdminMessages.ownAccess : null;

/** Giving a (permission, access level) pair, to a user or a role: the grantor holds each permission type of that level on that permission. */
export const pairCeilingRefusal = (grantor: Grantor, permissionId: number, levelTypes: readonly number[]): string | null =>
  holdsAll(grantor, [{ permissionId, levels: levelTypes }]) ? null : AdminMessages.grantAboveOwn;

/** Adding a user to a role: the grantor holds everything the role grants. */
export const roleCeilingRefusal = (grantor: Grantor, roleGrants: readonly GrantedPermission[]): string | null =>
  holdsAll(grantor, roleGrants) ? null : AdminMessages.roleAboveOwn;

/**
 * Adding a permission type to an access level gives it on every permission granted at that level: the
 * grantor holds that type on each of them.
 */
export const levelTypeCeilingRefusal = (grantor: Grantor, permissionIds: readonly number[], typeId: number): string | null =>
  holdsAll(grantor, permissionIds.map((permissionId) => ({ permissionId, levels: [typeId] }))) ? null : AdminMessages.levelTypeAboveOwn;

/** A user of the Super Admin type holds everything: only a Super Admin creates one. */
export const userTypeCeilingRefusal = (grantor: Grantor, userTypeId: number): string | null =>
  userTypeId === SUPER_ADMIN_USER_TYPE_ID && !grantor.superAdmin ? AdminMessages.superAdminOnly : null;

/** Setting another user's password hands over their rights: only to a grantor holding all of them (a Super Admin's to a Super Admin). */
export function accountCeilingRefusal(grantor: Grantor, target: Grantor): string | null {
  if (target.superAdmin && !grantor.superAdmin) return AdminMessages.accountAboveOwn;
  return holdsAll(grantor, target.granted) ? null : AdminMessages.accountAboveOwn;
}
