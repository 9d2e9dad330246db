/** Access levels' details: the checkbox grid's batch in one transaction, the answer read in it. */
import type { Db } from '../db/db.ts';
import { badRequest } from '../http/errors.ts';
import { requireExisting } from '../http/references.ts';
import { applyTypeActions } from '../http/type-action.ts';
import { deleteAccessLevelDetail, insertAccessLevelDetail, loadAccessLevelDetails } from './access-levels.repository.ts';
import { parseChangesBody, type AccessLevelDetailRow } from './access-levels.rules.ts';
import { distinctIds } from './grants.rules.ts';

/** The body as the schema should check it: a JSON string's content; 400 when the string is not JSON. */
export function changesBody(body: unknown): unknown {
  const parsed = parseChangesBody(body);
  if ('message' in parsed) throw badRequest(parsed.message);
  return parsed.changes;
}

/** Applies the changes; answers the details of every level named in the batch, after the change. */
export function changeAccessLevelDetails(db: Db, rows: AccessLevelDetailRow[]) {
  return applyTypeActions(
    db,
    rows,
    {
      async insert(tx, row, index) {
        await requireExisting(tx, {
          [`${index}.accessLevelId`]: { table: 'access_levels', column: 'access_level_id', id: row.accessLevelId },
          [`${index}.typePermissionId`]: { table: 'permission_types', column: 'permission_type_id', id: row.typePermissionId },
        });
        await insertAccessLevelDetail(tx, row);
      },
      delete: deleteAccessLevelDetail,
    },
    (tx) => loadAccessLevelDetails(tx, distinctIds(rows.map((row) => row.accessLevelId))),
  );
}
