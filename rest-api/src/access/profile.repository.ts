/** The signed-in user's SQL. Only active users are found: an inactive or deleted one reads as undefined. */
import type { Executor } from '../db/db.ts';

/** `w` is the user's warehouse, left-joined. */
const WAREHOUSE_JSON = `case when w.warehouse_id is null then null else json_build_object(
  'warehouseId', w.warehouse_id, 'code', w.code, 'localisation', w.localisation, 'description', w.description) end`;

/** The user as the console keeps it after sign-in (permissions apart). */
export async function loadSignedInUser(db: Executor, userId: number): Promise<Record<string, unknown> | undefined> {
  const [user] = await db.query<Record<string, unknown>>(
    `select u.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName",
            u.image_url as "imageUrl", u.user_type_id as "userTypeId", ${WAREHOUSE_JSON} as warehouse
       from users u left join warehouses w on w.warehouse_id = u.warehouse_id
      where u.user_id = $1 and u.active`,
    [userId],
  );
  return user;
}

/** The profile screen's user. */
export async function loadCurrentUser(db: Executor, userId: number): Promise<Record<string, unknown> | undefined> {
  const [user] = await db.query<Record<string, unknown>>(
    `select u.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email,
            u.phone_number as "phoneNumber", u.image_url as "imageUrl", u.working_days as "workingDays",
            u.company, u.matriculation, u.user_type_id as "userTypeId",
            json_build_object('name', ut.name) as type,
            coalesce((select json_agg(json_build_object('roleId', r.role_id, 'name', r.name) order by r.role_id)
                        from user_roles ur join roles r on r.role_id = ur.role_id
                       where ur.user_id = u.user_id), '[]') as roles,
            ${WAREHOUSE_JSON} as warehouse
       from users u
       join user_types ut on ut.user_type_id = u.user_type_id
       left join warehouses w on w.warehouse_id = u.warehouse_id
      where u.user_id = $1 and u.active`,
    [userId],
  );
  return user;
}

export async function activePasswordHash(db: Executor, userId: number): Promise<string | undefined> {
  const [user] = await db.query<{ password_hash: string }>('select password_hash from users where user_id = $1 and active', [userId]);
  return user?.password_hash;
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db.query('update users set password_hash = $2 where user_id = $1', [userId, passwordHash]);
}
