import type { Executor } from '../db/db.ts';

/** Reads of users and their grants, shared by the users routes. `u` is users, `ut` its user type. */

export const USER_COLUMNS = `
  u.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email,
  u.phone_number as "phoneNumber", u.matriculation, u.image_url as "imageUrl", u.working_days as "workingDays",
  u.company, u.user_type_id as "userTypeId", json_build_object('userTypeId', ut.user_type_id, 'name', ut.name) as type,
  u.original_entity as "originalEntity", u.active, u.created_at as "createdAt", u.warehouse_id as "warehouseId",
  coalesce((select json_agg(json_build_object('roleId', r.role_id, 'name', r.name) order by r.role_id)
              from user_roles ur join roles r on r.role_id = ur.role_id
             where ur.user_id = u.user_id), '[]') as roles`;

export const USER_FROM = 'users u join user_types ut on ut.user_type_id = u.user_type_id';

/** A user's own permission rows (not those of their roles), for several users at once. */
export function loadUserPermissions(db: Executor, userIds: readonly number[]) {
  return db.query<Record<string, unknown>>(
    `select up.user_permission_id as "userPermissionId", up.user_id as "userId", up.permission_id as "permissionId",
            up.access_level_id as "accessLevelId", up.allowed,
            json_build_object('permissionId', p.permission_id, 'name', p.name) as permission,
            json_build_object('accessLevelId', al.access_level_id, 'name', al.name) as "accessLevel"
       from user_permissions up
       join permissions p on p.permission_id = up.permission_id
       join access_levels al on al.access_level_id = up.access_level_id
      where up.user_id = any($1::int[])
      order by up.user_id, up.user_permission_id`,
    [[...userIds]],
  );
}

/** The user with their roles and own permission rows; undefined when unknown. */
export async function loadUser(db: Executor, userId: number): Promise<Record<string, unknown> | undefined> {
  const [user] = await db.query<Record<string, unknown>>(`select ${USER_COLUMNS} from ${USER_FROM} where u.user_id = $1`, [userId]);
  if (!user) return undefined;
  return { ...user, userPermissions: await loadUserPermissions(db, [userId]) };
}

/** Role membership rows with the user's names, matching a condition on `ur` (user_roles) / `u` (users). */
export function loadUserRoles(db: Executor, condition: string, params: readonly unknown[]) {
  return db.query<Record<string, unknown>>(
    `select ur.user_role_id as "userRoleId", ur.user_id as "userId", ur.role_id as "roleId",
            u.first_name as "firstName", u.last_name as "lastName", u.email
       from user_roles ur join users u on u.user_id = ur.user_id
      where ${condition}
      order by ur.user_role_id`,
    params,
  );
}

const nullableString = { type: 'string', nullable: true } as const;
const nullableInteger = { type: 'integer', nullable: true } as const;
const named = (idName: string) =>
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

const userProperties = {
  userId: { type: 'integer' },
  firstName: { type: 'string' },
  lastName: { type: 'string' },
  email: { type: 'string' },
  phoneNumber: nullableString,
  matriculation: nullableString,
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
