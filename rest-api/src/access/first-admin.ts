import { ConfigError } from '@console/schema/env';
import { EMAIL_PATTERN, Level, Permission, SUPER_ADMIN_USER_TYPE_ID } from '@console/schema';
import type { Db, Executor } from '../db/db.ts';
import { DEMO_PASSWORD } from './admin-demo-data.ts';
import { CONSULTATION_PASSWORD } from './consultation-demo-data.ts';
import { demoUsers } from './demo-data.ts';
import { hashPassword } from './passwords.ts';
import { ReferenceRole } from './reference-data.ts';

/** An administrator to create: ADMIN_EMAIL and ADMIN_PASSWORD, or the create-admin command's options. */
export interface AdministratorInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

const ADMIN_MIN_PASSWORD_LENGTH = 10;
const PUBLISHED_PASSWORDS = new Set([...demoUsers.map((user) => user.password), DEMO_PASSWORD, CONSULTATION_PASSWORD]);

/** Why this password may not protect an administrator account, or undefined when it may. */
export function administratorPasswordProblem(password: string): string | undefined {
  if (password.length < ADMIN_MIN_PASSWORD_LENGTH) return `must be at least ${ADMIN_MIN_PASSWORD_LENGTH} characters long`;
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return 'must contain letters and digits';
  if (PUBLISHED_PASSWORDS.has(password)) return 'is a published demo password';
  return undefined;
}

/**
 * The administrator ADMIN_EMAIL and ADMIN_PASSWORD ask for (ADMIN_FIRST_NAME and ADMIN_LAST_NAME
 * optional), undefined when neither is set. Throws a message naming the variable at fault.
 */
export function administratorFromEnv(env: NodeJS.ProcessEnv): AdministratorInput | undefined {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!email && !password) return undefined;
  if (!email) throw new ConfigError('ADMIN_PASSWORD is set without ADMIN_EMAIL');
  if (!password) throw new ConfigError('ADMIN_EMAIL is set without ADMIN_PASSWORD');
  return administratorInput({ email, password, firstName: env.ADMIN_FIRST_NAME, lastName: env.ADMIN_LAST_NAME }, 'ADMIN_EMAIL', 'ADMIN_PASSWORD');
}

/** Checks an administrator's e-mail and password; the names say which setting is at fault. */
export function administratorInput(
  given: { email: string; password: string; firstName?: string; lastName?: string },
  emailName = 'email',
  passwordName = 'password',
): AdministratorInput {
  if (!EMAIL_PATTERN.test(given.email)) throw new Error(`${emailName} is not an e-mail address: "${given.email}"`);
  const problem = administratorPasswordProblem(given.password);
  if (problem) throw new Error(`${passwordName} ${problem}`);
  return { email: given.email, password: given.password, firstName: given.firstName?.trim() || 'Administrateur', lastName: given.lastName?.trim() || 'Principal' };
}

/**
 * Whether an active user can already bring others in: creating users (USERS) and granting access
 * (ACCESS_ADMIN), each at a level that includes CREATE, with their own refusals taken off.
 */
export async function hasAdministrator(tx: Executor): Promise<boolean> {
  const [row] = await tx.query<{ found: boolean }>(
    `select exists (
       select 1
         from users u
         cross join lateral (
           (select rp.permission_id, rp.access_level_id
              from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
             where ur.user_id = u.user_id
            union
            select up.permission_id, up.access_level_id from user_permissions up where up.user_id = u.user_id and up.allowed)
           except
           select up.permission_id, up.access_level_id from user_permissions up where up.user_id = u.user_id and not up.allowed
         ) g
         join access_level_details d on d.access_level_id = g.access_level_id and d.permission_type_id = $3
        where u.active and g.permission_id in ($1, $2)
        group by u.user_id
       having count(distinct g.permission_id) = 2
     ) as found`,
    [Permission.USERS, Permission.ACCESS_ADMIN, Level.CREATE],
  );
  return row?.found ?? false;
}

/** Creates the user with the reference administrator role; refuses an e-mail already in use. */
export async function createAdministrator(tx: Executor, admin: AdministratorInput): Promise<number> {
  const [taken] = await tx.query('select 1 from users where lower(email) = lower($1)', [admin.email]);
  if (taken) throw new Error(`a user with the e-mail ${admin.email} already exists: give them the Administrateur role from the console instead`);
  const [role] = await tx.query('select 1 from roles where role_id = $1', [ReferenceRole.ADMIN]);
  if (!role) throw new Error(`the Administrateur role (id ${ReferenceRole.ADMIN}) was deleted`);
  const [user] = await tx.query<{ user_id: number }>(
    `insert into users (first_name, last_name, email, password_hash, user_type_id)
     values ($1, $2, $3, $4, $5) returning user_id`,
    [admin.firstName, admin.lastName, admin.email, await hashPassword(admin.password), SUPER_ADMIN_USER_TYPE_ID],
  );
  await tx.query('insert into user_roles (user_id, role_id) values ($1, $2)', [user!.user_id, ReferenceRole.ADMIN]);
  return user!.user_id;
}

const ADMIN_LOCK = 7_340_003;

/**
 * Creates the first administrator once: when an administrator exists (created this way on an
 * earlier start, or by anyone since), nothing changes, whatever the password given now.
 */
export async function ensureFirstAdministrator(db: Db, admin: AdministratorInput): Promise<{ created: boolean; userId?: number }> {
  return db.transaction(async (tx) => {
    // Replicas starting together: one creates, the others then see it.
    await tx.query('select pg_advisory_xact_lock($1)', [ADMIN_LOCK]);
    if (await hasAdministrator(tx)) return { created: false };
    return { created: true, userId: await createAdministrator(tx, admin) };
  });
}
