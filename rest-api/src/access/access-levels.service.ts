/** Access levels' details: the checkbox grid's batch in one transaction, the answer read in it. */
import { Permission } from '@console/schema';
import type { Db } from '../db/db.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { requireExisting } from '../http/references.ts';
import { deleteAccessLevelDetail, insertAccessLevelDetail, loadAccessLevelDetails } from './access-levels.repository.ts';
import { parseChangesBody, type AccessLevelDetailRow } from './access-levels.rules.ts';
import { loadLevelPermissionIds } from './grants.repository.ts';
import { distinctIds, levelTypeCeilingRefusal } from './grants.rules.ts';
import { grantBatch } from './grants.service.ts';

/** The body as the schema should check it: a JSON string's content; 400 when the string is not JSON. */
export function changesBody(body: unknown): unknown {
  const parsed = parseChangesBody(body);
  if ('message' in parsed) throw badRequest(parsed.message);
  return parsed.changes;
}

/**
 * Applies the changes (an added type needs level 3 of permission 10, a removed one level 5), in one transaction
 * with the ceiling: a type added to a level is given on every permission granted at that level, so the caller
 * holds it on each. Answers the details of every level named in the batch, after the change.
 */
export function changeAccessLevelDetails(db: Db, callerId: number, rows: AccessLevelDetailRow[]) {
  return grantBatch(
    db,
    { callerId, permissions: [Permission.ACCESS_ADMIN], rows },
    (grantor) => ({
      async insert(tx, row, index) {
        await requireExisting(tx, {
          [`${index}.accessLevelId`]: { table: 'access_levels', column: 'access_level_id', id: row.accessLevelId },
          [`${index}.typePermissionId`]: { table: 'permission_types', column: 'permission_type_id', id: row.typePermissionId },
        });
        const refusal = levelTypeCeilingRefusal(grantor, await loadLevelPermissionIds(tx, row.accessLevelId), row.typePermissionId);
        if (refusal) throw forbidden(refusal);
        await insertAccessLevelDetail(tx, row);
      },
      delete: deleteAccessLevelDetail,
    }),
    (tx) => loadAccessLevelDetails(tx, distinctIds(rows.map((row) => row.accessLevelId))),
  );
}
