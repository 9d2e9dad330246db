import type { GrantedPermission } from '@console/schema';
import type { Executor } from '../db/db.ts';

/** One (permission, access level) pair the user holds, as `GET /api/security/users/me/permissions` lists it. */
export interface AllowedPermission {
  permissionId: number;
  accessLevelId: number;
  permission: { permissionId: number; name: string };
  accessLevel: {
    accessLevelId: number;
    name: string;
    accessLevelDetails: {
      accessLevelDetailId: number;
      typePermissionId: number;
      permissionType: { permissionTypeId: number; name: string };
    }[];
  };
}

/**
 * The pairs of the user's roles, plus their own rows with allowed = true, minus their own rows with
 * allowed = false for the same pair. An inactive user has none. `$1` is the user id.
 */
const EFFECTIVE_PERMISSIONS_SQL = `
  (select rp.permission_id, rp.access_level_id
     from users u
     join user_roles ur on ur.user_id = u.user_id
     join role_permissions rp on rp.role_id = ur.role_id
    where u.user_id = $1 and u.active
   union
   select up.permission_id, up.access_level_id
     from users u
     join user_permissions up on up.user_id = u.user_id
    where u.user_id = $1 and u.active and up.allowed)
  except
  select permission_id, access_level_id from user_permissions where user_id = $1 and not allowed`;

interface Row {
  permission_id: number;
  permission_name: string;
  access_level_id: number;
  access_level_name: string;
  access_level_detail_id: number | null;
  permission_type_id: number | null;
  permission_type_name: string | null;
}

/** The user's effective permissions with their access levels' details, in one query. */
export async function loadAllowedPermissions(db: Executor, userId: number): Promise<AllowedPermission[]> {
  const rows = await db.query<Row>(
    `with effective as (${EFFECTIVE_PERMISSIONS_SQL})
     select e.permission_id, p.name as permission_name,
            e.access_level_id, al.name as access_level_name,
            d.access_level_detail_id, d.permission_type_id, pt.name as permission_type_name
       from effective e
       join permissions p on p.permission_id = e.permission_id
       join access_levels al on al.access_level_id = e.access_level_id
       left join access_level_details d on d.access_level_id = e.access_level_id
       left join permission_types pt on pt.permission_type_id = d.permission_type_id
      order by p."order", e.permission_id, e.access_level_id, d.permission_type_id`,
    [userId],
  );
  const byPair = new Map<string, AllowedPermission>();
  for (const row of rows) {
    const key = `${row.permission_id}:${row.access_level_id}`;
    let allowed = byPair.get(key);
    if (!allowed) {
      allowed = {
        permissionId: row.permission_id,
        accessLevelId: row.access_level_id,
        permission: { permissionId: row.permission_id, name: row.permission_name },
        accessLevel: { accessLevelId: row.access_level_id, name: row.access_level_name, accessLevelDetails: [] },
      };
      byPair.set(key, allowed);
    }
    if (row.access_level_detail_id !== null && row.permission_type_id !== null && row.permission_type_name !== null) {
      allowed.accessLevel.accessLevelDetails.push({
        accessLevelDetailId: row.access_level_detail_id,
        typePermissionId: row.permission_type_id,
        permissionType: { permissionTypeId: row.permission_type_id, name: row.permission_type_name },
      });
    }
  }
  return [...byPair.values()];
}

/** The shape `hasAccess` checks. */
export function toGranted(allowed: readonly AllowedPermission[]): GrantedPermission[] {
  return allowed.map((entry) => ({
    permissionId: entry.permissionId,
    levels: entry.accessLevel.accessLevelDetails.map((detail) => detail.typePermissionId),
  }));
}

