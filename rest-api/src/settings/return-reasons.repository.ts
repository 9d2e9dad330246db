/** The return reasons' SQL; no decisions (return-reasons.rules.ts). `r` is return_reasons. */
import type { Executor } from '../db/db.ts';
import { listPage } from '../db/paging.ts';
import type { ListQuery } from '../http/lists.ts';
import type { ReturnReasonBody } from './return-reasons.rules.ts';

const COLUMNS = 'r.reason_return_id as "reasonReturnId", r.name, r.description, r."from"';

export function listReturnReasons(db: Executor, query: ListQuery) {
  return listPage(
    db,
    {
      select: COLUMNS,
      from: 'return_reasons r',
      keywordColumns: ['r.name', 'r.description'],
      sortable: { reasonReturnId: 'r.reason_return_id', name: 'r.name' },
      defaultSort: 'reasonReturnId',
      tieBreaker: 'r.reason_return_id',
    },
    query,
  );
}

export async function loadReturnReason(db: Executor, reasonReturnId: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query<Record<string, unknown>>(`select ${COLUMNS} from return_reasons r where r.reason_return_id = $1`, [reasonReturnId]);
  return row;
}

export async function insertReturnReason(tx: Executor, write: ReturnReasonBody): Promise<number> {
  const [row] = await tx.query<{ id: number }>('insert into return_reasons (name, description) values ($1, $2) returning reason_return_id as id', [
    write.name,
    write.description,
  ]);
  return row.id;
}

/** False when unknown. */
export async function updateReturnReason(tx: Executor, reasonReturnId: number, write: ReturnReasonBody): Promise<boolean> {
  const rows = await tx.query('update return_reasons set name = $2, description = $3 where reason_return_id = $1 returning 1', [
    reasonReturnId,
    write.name,
    write.description,
  ]);
  return rows.length > 0;
}
