/** The user administration's rules, as pure functions: no database, no HTTP. */
import { CUSTOMER_USER_TYPE_ID } from '@console/schema';
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
