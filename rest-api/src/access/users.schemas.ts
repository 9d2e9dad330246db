/** JSON schemas of the users routes (they make the OpenAPI document). */
import { EXTENSION_MESSAGE, EXTENSION_PATTERN } from '@console/schema';
import { emailField, idField } from '../http/schemas.ts';
import { MESSAGE_KEYWORD } from '../http/validation.ts';

const nullableString = { type: 'string', nullable: true } as const;
export const nullableInteger = { type: 'integer', nullable: true } as const;
/** A referenced row as answers nest it: its id and name. */
export const named = (idName: string) =>
  ({ type: 'object', required: [idName, 'name'], properties: { [idName]: { type: 'integer' }, name: { type: 'string' } } }) as const;

export const userRoleSchema = {
  type: 'object',
  required: ['userRoleId', 'userId', 'roleId', 'firstName', 'lastName', 'email'],
  properties: {
    userRoleId: { type: 'integer' },
    userId: { type: 'integer' },
    roleId: { type: 'integer' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
  },
} as const;

export const userPermissionSchema = {
  type: 'object',
  required: ['userPermissionId', 'userId', 'permissionId', 'accessLevelId', 'allowed', 'permission', 'accessLevel'],
  properties: {
    userPermissionId: { type: 'integer' },
    userId: { type: 'integer' },
    permissionId: { type: 'integer' },
    accessLevelId: { type: 'integer' },
    allowed: { type: 'boolean', description: 'false withdraws the same pair granted by a role.' },
    permission: named('permissionId'),
    accessLevel: named('accessLevelId'),
  },
} as const;

/** A user's properties; the profile answers pick theirs from here. */
export const userProperties = {
  userId: { type: 'integer' },
  firstName: { type: 'string' },
  lastName: { type: 'string' },
  email: { type: 'string' },
  phoneNumber: nullableString,
  matriculation: nullableString,
  extension: { ...nullableString, description: 'The 3CX extension (2 to 8 digits) the call log matches the user\u2019s calls by; unique.' },
  imageUrl: nullableString,
  workingDays: nullableInteger,
  company: { ...nullableInteger, description: '1, 2 or 3 (the seeds do not reproduce the companies\u2019 names).' },
  userTypeId: { type: 'integer' },
  type: named('userTypeId'),
  originalEntity: nullableString,
  active: { type: 'boolean' },
  createdAt: { type: 'string', format: 'date-time' },
  warehouseId: { ...nullableInteger, description: 'Not in the contract: the user\u2019s warehouse.' },
  roles: { type: 'array', items: named('roleId') },
} as const;

const userRequired = ['userId', 'firstName', 'lastName', 'email', 'userTypeId', 'type', 'active', 'createdAt', 'roles'];

export const userListItemSchema = { type: 'object', required: userRequired, properties: userProperties } as const;

export const userSchema = {
  type: 'object',
  required: [...userRequired, 'userPermissions'],
  properties: {
    ...userProperties,
    userPermissions: { type: 'array', items: userPermissionSchema, description: "The user's own rows, not their roles' ones." },
  },
} as const;

const requiredText = { type: 'string', minLength: 1 } as const;
const optionalText = { type: 'string', nullable: true } as const;

/** Fields of create and update bodies (no password: it is only taken on create). */
export const userFields = {
  firstName: requiredText,
  lastName: requiredText,
  email: emailField,
  phoneNumber: requiredText,
  matriculation: optionalText,
  extension: { type: 'string', nullable: true, pattern: EXTENSION_PATTERN.source, [MESSAGE_KEYWORD]: EXTENSION_MESSAGE, description: '2 to 8 digits, unique; null: none.' },
  imageUrl: optionalText,
  workingDays: { type: 'integer', minimum: 0, nullable: true },
  company: { type: 'integer', minimum: 1, maximum: 3, nullable: true, description: '1, 2 or 3.' },
  userTypeId: { ...idField, description: 'Must exist; cannot change once the user exists.' },
  originalEntity: optionalText,
  active: { type: 'boolean', description: 'Default true.' },
  warehouseId: { ...idField, nullable: true, description: 'Must exist when given.' },
} as const;
export const requiredUserFields = ['firstName', 'lastName', 'email', 'phoneNumber', 'userTypeId'];
