/**
 * The rules of grant batches (users' permission rows, role memberships, roles' permission rows), as pure functions.
 * Errors are keyed `<row index>.<field>`, as the grids show them.
 */
import { Messages } from '@console/schema';
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
