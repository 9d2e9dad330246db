/** SQL of the public preparation board (seed 002): a warehouse's preparable orders in three columns. */
import { PreparationStatus } from '@console/schema';
import type { Executor } from '../db/db.ts';

export type BoardColumn = 'idle' | 'inPreparation' | 'prepared';

export interface BoardRow {
  column: BoardColumn;
  orderId: number;
  counter: number;
}

export async function warehouseExists(db: Executor, warehouseId: number): Promise<boolean> {
  const rows = await db.query<{ found: number }>('select 1 as found from warehouses where warehouse_id = $1', [warehouseId]);
  return rows.length > 0;
}

/**
 * The orders of the given statuses of a warehouse, each in its column (not started or null: idle; in progress;
 * prepared fully or partly), at most `limit` per column (the partial indexes orders_to_prepare and
 * orders_board_prepared serve it). Waiting and in preparation: oldest confirmation first. Ready: the latest
 * prepared first, so a just-finished order shows even when older ready orders wait to be collected or loaded.
 */
export function listBoardRows(db: Executor, warehouseId: number, orderStatusIds: readonly number[], limit: number): Promise<BoardRow[]> {
  return db.query<BoardRow>(
    `select "column", "orderId", counter from (
       select "column", "orderId", counter, row_number() over (partition by "column" order by case when "column" = 'prepared' then "updatedAt" end desc nulls last,
                                                                "confirmedAt" nulls last, "orderId") as rank
         from (select case when o.preparation_status in (${PreparationStatus.PREPARED}, ${PreparationStatus.PARTIALLY_PREPARED}) then 'prepared'
                           when o.preparation_status = ${PreparationStatus.IN_PROGRESS} then 'inPreparation'
                           else 'idle' end as "column",
                      o.order_id as "orderId", o.counter, o.confirmed_at as "confirmedAt", o.updated_at as "updatedAt"
                 from orders o
                where o.warehouse_id = $1 and o.order_status_id = any($2::int[])) placed
     ) ranked
     where rank <= $3
     order by rank`,
    [warehouseId, [...orderStatusIds], limit],
  );
}
