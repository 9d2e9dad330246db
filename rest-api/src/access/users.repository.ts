import type { Executor } from '../db/db.ts';
import { listPage } from '../db/paging.ts';
import { SqlParams } from '../db/sql.ts';
import type { ListQuery } from '../http/lists.ts';
import type { WritableUserField } from './users.rules.ts';

/** The users' SQL, reads and writes; no decisions (those are in users.rules.ts). `u` is users, `ut` its user type. */

const USER_COLUMNS = `
  u.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email,
  u.phone_number as "phoneNumber", u.matriculation, u.extension, u.image_url as "imageUrl", u.working_days as "workingDays",
  u.company, u.user_type_id as "userTypeId", json_build_object('userTypeId', ut.user_type_id, 'name', ut.name) as type,
  u.original_entity as "originalEntity", u.active, u.created_at as "createdAt", u.warehouse_id as "warehouseId",
  coalesce((select json_agg(json_build_object('roleId', r.role_id, 'name', r.name) order by r.role_id)
              from user_roles ur join roles r on r.role_id = ur.role_id
             where ur.user_id = u.user_id), '[]') as roles`;

const USER_FROM = 'users u join user_types ut on ut.user_type_id = u.user_type_id';

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

const USER_FIELD_COLUMNS: Record<WritableUserField, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phoneNumber: 'phone_number',
  matriculation: 'matriculation',
  extension: 'extension',
  imageUrl: 'image_url',
  workingDays: 'working_days',
  company: 'company',
  originalEntity: 'original_entity',
  active: 'active',
  warehouseId: 'warehouse_id',
};

/** A page of users (GET /api/users) of the types listed, optionally holding a role. */
export function listUsers(db: Executor, query: ListQuery & { roleId?: number }, types: { only: number } | { except: number }) {
  const params = new SqlParams();
  // Staff (every type but one): a literal, not a parameter, so that the planner matches `user_type_id <> 3` to the
  // partial index users_staff (migration 018) and reads the staff only, not the million customer accounts.
  const where: string[] = ['only' in types ? `u.user_type_id = ${params.add(types.only)}` : `u.user_type_id <> ${types.except}`];
  if (query.roleId !== undefined) {
    where.push(`exists (select 1 from user_roles f where f.user_id = u.user_id and f.role_id = ${params.add(query.roleId)})`);
  }
  return listPage(
    db,
    {
      select: USER_COLUMNS,
      from: USER_FROM,
      where,
      params,
      keywordColumns: ['u.first_name', 'u.last_name', "u.first_name || ' ' || u.last_name", 'u.email', 'u.phone_number', 'u.matriculation'],
      sortable: {
        userId: 'u.user_id',
        firstName: 'u.first_name',
        lastName: 'u.last_name',
        email: 'u.email',
        userTypeId: 'u.user_type_id',
        createdAt: 'u.created_at',
      },
      defaultSort: 'userId',
      tieBreaker: 'u.user_id',
    },
    query,
  );
}

/** Whether another user (any case) has the e-mail. */
export async function emailTaken(tx: Executor, email: string, userId: number | null): Promise<boolean> {
  const [taken] = await tx.query('select 1 from users where lower(email) = lower($1) and user_id is distinct from $2', [email, userId]);
  return taken !== undefined;
}

/** Whether another user holds the 3CX extension. */
export async function extensionTaken(tx: Executor, extension: string, userId: number | null): Promise<boolean> {
  const [taken] = await tx.query('select 1 from users where extension = $1 and user_id is distinct from $2', [extension, userId]);
  return taken !== undefined;
}

/** A new user with the fields given, their type and password, created by the caller; the new id. */
export async function insertUser(
  tx: Executor,
  fields: [WritableUserField, unknown][],
  more: { userTypeId: number; passwordHash: string; callerId: number },
): Promise<number> {
  const columns = [...fields.map(([field]) => USER_FIELD_COLUMNS[field]), 'user_type_id', 'password_hash', 'created_by_user_id'];
  const values = [...fields.map(([, value]) => value), more.userTypeId, more.passwordHash, more.callerId];
  const [row] = await tx.query<{ user_id: number }>(
    `insert into users (${columns.join(', ')}) values (${values.map((_, index) => `$${index + 1}`).join(', ')}) returning user_id`,
    values,
  );
  return row.user_id;
}

/** The user's type; undefined when the user is unknown. */
export async function loadUserType(db: Executor, userId: number): Promise<number | undefined> {
  const [user] = await db.query<{ user_type_id: number }>('select user_type_id from users where user_id = $1', [userId]);
  return user?.user_type_id;
}

/** The user's type, the user locked for the rest of the transaction; undefined when unknown. */
export async function lockUserType(tx: Executor, userId: number): Promise<number | undefined> {
  const [current] = await tx.query<{ user_type_id: number }>('select user_type_id from users where user_id = $1 for update', [userId]);
  return current?.user_type_id;
}

export async function updateUserFields(tx: Executor, userId: number, fields: [WritableUserField, unknown][]) {
  await tx.query(`update users set ${fields.map(([field], index) => `${USER_FIELD_COLUMNS[field]} = $${index + 2}`).join(', ')} where user_id = $1`, [
    userId,
    ...fields.map(([, value]) => value),
  ]);
}
