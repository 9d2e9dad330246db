import { Permission } from '@console/schema';
import type { DemoData } from '../db/demo-data.ts';
import type { Executor } from '../db/db.ts';
import { AccessLevel } from './reference-data.ts';
import { hashPassword } from './passwords.ts';

/**
 * A read-and-edit-only profile for users and access administration (access level Consultation:
 * levels 4 and 6, no create, no delete), so the console's level gating can be seen and tested.
 */
export const CONSULTATION_PASSWORD = 'Consult123!';

async function load(tx: Executor) {
  const [role] = await tx.query<{ role_id: number }>(
    `insert into roles (name, description) values ('Consultation des accès', 'Utilisateurs et accès en consultation et modification') returning role_id`,
  );
  for (const permissionId of [Permission.USERS, Permission.ACCESS_ADMIN]) {
    await tx.query('insert into role_permissions (role_id, permission_id, access_level_id) values ($1, $2, $3)', [role!.role_id, permissionId, AccessLevel.CONSULT]);
  }
  const [user] = await tx.query<{ user_id: number }>(
    `insert into users (first_name, last_name, email, phone_number, password_hash, matriculation, working_days, company, user_type_id, warehouse_id, created_by_user_id)
     values ('Leila', 'Fassi', 'consultation@demo.ma', '+212667000007', $1, 'ADM-009', 5, 1, 2, 1, 1) returning user_id`,
    [await hashPassword(CONSULTATION_PASSWORD)],
  );
  await tx.query('insert into user_roles (user_id, role_id) values ($1, $2)', [user!.user_id, role!.role_id]);
}

export const consultationDemoData: DemoData = { name: 'access-consultation.v1', load };
