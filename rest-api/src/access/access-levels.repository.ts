/** The SQL of access levels' details (the permission types a level groups); no decisions. */
import type { Executor } from '../db/db.ts';
import type { AccessLevelDetailRow } from './access-levels.rules.ts';

/** The details of several access levels, by level then permission type; an unknown id has none. */
export function loadAccessLevelDetails(db: Executor, accessLevelIds: readonly number[]) {
  return db.query<Record<string, unknown>>(
    `select d.access_level_detail_id as "accessLevelDetailId", d.permission_type_id as "typePermissionId",
            d.access_level_id as "accessLevelId",
            json_build_object('permissionTypeId', pt.permission_type_id, 'name', pt.name) as "permissionType"
       from access_level_details d join permission_types pt on pt.permission_type_id = d.permission_type_id
      where d.access_level_id = any($1::int[])
      order by d.access_level_id, d.permission_type_id`,
    [[...accessLevelIds]],
  );
}

/** Adds the permission type to the level; already there, nothing changes. */
export async function insertAccessLevelDetail(tx: Executor, row: AccessLevelDetailRow) {
  await tx.query('insert into access_level_details (access_level_id, permission_type_id) values ($1, $2) on conflict do nothing', [
    row.accessLevelId,
    row.typePermissionId,
  ]);
}

/** Removes the detail by its id or, without one, by (level, permission type); already gone, nothing changes. */
export async function deleteAccessLevelDetail(tx: Executor, row: AccessLevelDetailRow) {
  if (row.accessLevelDetailId) {
    await tx.query('delete from access_level_details where access_level_detail_id = $1 and access_level_id = $2', [
      row.accessLevelDetailId,
      row.accessLevelId,
    ]);
  } else {
    await tx.query('delete from access_level_details where access_level_id = $1 and permission_type_id = $2', [
      row.accessLevelId,
      row.typePermissionId,
    ]);
  }
}
