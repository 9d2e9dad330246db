/** Return reasons: one transaction per write. A name already used answers 409 (the unique key, see http/database-errors.ts). */
import { DeliveryMessages } from '@console/schema';
import type { Db } from '../db/db.ts';
import { deleteOrRefuse } from '../http/crud.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { insertReturnReason, loadReturnReason, updateReturnReason as updateReturnReasonRow } from './return-reasons.repository.ts';
import { decideReturnReason, type ReturnReasonBody } from './return-reasons.rules.ts';

function decide(body: ReturnReasonBody) {
  const decision = decideReturnReason(body);
  if ('errors' in decision) throw badRequest(decision.errors);
  return decision.write;
}

export async function getReturnReason(db: Db, reasonReturnId: number) {
  const reason = await loadReturnReason(db, reasonReturnId);
  if (!reason) throw notFound();
  return reason;
}

export function createReturnReason(db: Db, body: ReturnReasonBody) {
  const write = decide(body);
  return db.transaction(async (tx) => loadReturnReason(tx, await insertReturnReason(tx, write)));
}

export function updateReturnReason(db: Db, reasonReturnId: number, body: ReturnReasonBody) {
  const write = decide(body);
  return db.transaction(async (tx) => {
    if (!(await updateReturnReasonRow(tx, reasonReturnId, write))) throw notFound();
    return loadReturnReason(tx, reasonReturnId);
  });
}

/** A reason a returned order names stays (409). */
export function deleteReturnReason(db: Db, reasonReturnId: number) {
  return deleteOrRefuse(db, { table: 'return_reasons', idColumn: 'reason_return_id', id: reasonReturnId }, [
    { sql: 'select 1 from orders where return_reason_id = $1', message: DeliveryMessages.returnReasonInUse },
  ]);
}
