/** The user administration's rules, as pure functions: no database, no HTTP. */
import { CUSTOMER_USER_TYPE_ID, Level, Messages, Permission, hasAccess, type AccessRequirement, type GrantedPermission } from '@console/schema';
import { AdminMessages } from './messages.ts';

/** The create and update bodies (the password is only taken on create). */
export interface UserBody {
  userId?: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password?: string;
  matriculation?: string | null;
  /** The 3CX extension the call log matches the user's calls by. */
  extension?: string | null;
  imageUrl?: string | null;
  workingDays?: number | null;
  company?: number | null;
  userTypeId: number;
  originalEntity?: string | null;
  active?: boolean;
  warehouseId?: number | null;
}

/** The fields written as given, in column order; the user type and password are written apart. */
const WRITABLE_USER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'matriculation',
  'extension',
  'imageUrl',
  'workingDays',
  'company',
  'originalEntity',
  'active',
  'warehouseId',
] as const;
export type WritableUserField = (typeof WRITABLE_USER_FIELDS)[number];

/** The writable fields the body sends (null empties one, a field left out keeps its value). */
export function presentUserFields(body: UserBody): [WritableUserField, string | number | boolean | null][] {
  return WRITABLE_USER_FIELDS.flatMap((field) => {
    const value = body[field];
    return value === undefined ? [] : [[field, value]];
  });
}

/**
 * Which user types the list shows: the one asked for, or every type but customer accounts (managed on the
 * customer screens, possibly 100,000 of them).
 */
export function listedUserTypes(userTypeId: number | undefined): { only: number } | { except: number } {
  return userTypeId !== undefined ? { only: userTypeId } : { except: CUSTOMER_USER_TYPE_ID };
}

/** A user's type is fixed once the user exists: the field error when an update asks for another one. */
export function userTypeChangeErrors(currentTypeId: number, requestedTypeId: number): Record<string, string> | null {
  return currentTypeId === requestedTypeId ? null : { userTypeId: AdminMessages.userTypeFixed };
}

/** Nobody deletes their own account: the conflict message, or null. */
export function deleteUserRefusal(callerId: number, userId: number): string | null {
  return callerId === userId ? AdminMessages.deleteSelf : null;
}

/** Setting another user's password (back-office): users (8) at level 8 reaches every user... */
export const changeUserPasswords: AccessRequirement = { permissions: [Permission.USERS], levels: [Level.CHANGE_PASSWORD] };
/** ...customers (3) at level 5 only customer accounts (user type 3). */
export const changeCustomerPasswords: AccessRequirement = { permissions: [Permission.CUSTOMERS], levels: [Level.DELETE] };

/** The new password typed twice must match: the field error when it does not. */
export function passwordConfirmErrors(password: string, confirmPassword: string): Record<string, string> | null {
  return password === confirmPassword ? null : { confirmPassword: Messages.passwordConfirmMismatch };
}

/** Whether a caller who passed the reset's guard may set the password of a user of this type. */
export function mayResetPasswordOf(targetUserTypeId: number, granted: readonly GrantedPermission[]): boolean {
  return targetUserTypeId === CUSTOMER_USER_TYPE_ID || hasAccess(granted, changeUserPasswords);
}
