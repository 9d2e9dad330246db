/**
 * What blocks deleting a row of the administration tables (`references` of their CRUD routes): each query finds
 * a row still pointing at the id, with the French refusal. The schema's cascades take the rest.
 */
import type { Reference } from '../db/sets.ts';
import { AdminMessages } from './messages.ts';

export const userTypeReferences: readonly Reference[] = [{ sql: 'select 1 from users where user_type_id = $1', message: AdminMessages.userTypeInUse }];

export const roleReferences: readonly Reference[] = [{ sql: 'select 1 from user_roles where role_id = $1', message: AdminMessages.roleInUse }];

export const permissionReferences: readonly Reference[] = [
  {
    sql: `select 1 from role_permissions where permission_id = $1
          union all select 1 from user_permissions where permission_id = $1`,
    message: AdminMessages.permissionInUse,
  },
];

export const permissionTypeReferences: readonly Reference[] = [
  { sql: 'select 1 from access_level_details where permission_type_id = $1', message: AdminMessages.permissionTypeInUse },
];

export const accessLevelReferences: readonly Reference[] = [
  {
    sql: `select 1 from role_permissions where access_level_id = $1
          union all select 1 from user_permissions where access_level_id = $1`,
    message: AdminMessages.accessLevelInUse,
  },
];
