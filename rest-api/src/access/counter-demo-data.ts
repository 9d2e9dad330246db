import { Permission } from '@console/schema';
import type { DemoData } from '../db/demo-data.ts';
import type { Executor } from '../db/db.ts';
import { hashPassword } from './passwords.ts';
import { AccessLevel } from './reference-data.ts';

/**
 * The counter's and the warehouse's staff (orders after the call): a cashier who cancels, returns and collects on
 * the take-away and delivery lists and reads the orders, and a preparer who moves orders through preparation.
 * A set of its own (not access.v1) so a demo database made before them gets them too. Both work in the first
 * Casablanca warehouse.
 */
const P = Permission;

/**
 * Each user with a role of their own. Roles by name, not by a fixed id: an existing database's administrators may
 * have made roles with any id since access.v1 (a role of the same name gets the grants).
 */
export const counterDemoUsers = [
  {
    firstName: 'Nadia', lastName: 'Berrada', email: 'caisse@demo.ma', password: 'Caisse123!', phone: '+212668000008', matriculation: 'CAI-004',
    role: 'Caissier',
    roleDescription: 'Encaissement, retours et annulations des commandes à emporter et en livraison',
    // Permission 27 at levels 3, 4 and 6; permission 15 read (6).
    grants: [[P.ROMEO_ORDERS, AccessLevel.CREATE_EDIT], [P.ORDERS, AccessLevel.READ]],
  },
  {
    firstName: 'Rachid', lastName: 'Ouazzani', email: 'preparateur@demo.ma', password: 'Prepa123!', phone: '+212669000009', matriculation: 'PRE-011',
    role: 'Préparateur',
    roleDescription: 'Préparation des commandes du dépôt',
    // Permission 40 at levels 4 and 6.
    grants: [[P.WAREHOUSE_SCHEDULES, AccessLevel.CONSULT]],
  },
] as const;

async function load(tx: Executor) {
  const [warehouse] = await tx.query<{ id: number }>(`select warehouse_id as id from warehouses where localisation ilike 'Casablanca%' order by warehouse_id limit 1`);
  for (const user of counterDemoUsers) {
    await tx.query('insert into roles (name, description) values ($1, $2) on conflict do nothing', [user.role, user.roleDescription]);
    const [role] = await tx.query<{ roleId: number }>('select role_id as "roleId" from roles where lower(btrim(name)) = lower($1)', [user.role]);
    if (!role) continue;
    for (const [permissionId, levelId] of user.grants) {
      await tx.query('insert into role_permissions (role_id, permission_id, access_level_id) values ($1, $2, $3) on conflict do nothing', [role.roleId, permissionId, levelId]);
    }
    const [row] = await tx.query<{ userId: number }>(
      `insert into users (first_name, last_name, email, phone_number, password_hash, matriculation, working_days, company, user_type_id, warehouse_id, created_by_user_id)
       values ($1, $2, $3, $4, $5, $6, 6, 1, 2, $7, (select user_id from users where lower(email) = 'admin@demo.ma'))
       on conflict do nothing returning user_id as "userId"`,
      [user.firstName, user.lastName, user.email, user.phone, await hashPassword(user.password), user.matriculation, warehouse?.id ?? null],
    );
    if (row) await tx.query('insert into user_roles (user_id, role_id) values ($1, $2)', [row.userId, role.roleId]);
  }
}

/** Needs access.v1 (the warehouses, the administrator). */
export const counterDemoData: DemoData = { name: 'access-counter.v1', load };
