/** SQL of the order lists' actions and of the delivery-date change: locks, the stock given back, the writes. */
import { OrderStatus } from '@console/schema';
import type { Executor } from '../db/db.ts';
import type { ActionOrder, Collection } from './order-actions.rules.ts';

export interface LockedActionOrder extends ActionOrder {
  orderId: number;
  code: string;
  customerId: number;
  desiredDeliveryDate: string | null;
}

/**
 * The order, locked for the transaction (for update), with what the actions read; undefined for none. ctrlStock is
 * read as the confirmation reads it: the customer's channel's parameters.
 */
export async function lockActionOrder(tx: Executor, orderId: number): Promise<LockedActionOrder | undefined> {
  const [row] = await tx.query<LockedActionOrder>(
    `select o.order_id as "orderId", o.code, o.customer_id as "customerId", o.order_status_id as "orderStatusId", o.preparation_status as "preparationStatus",
            o.delivery_mode_id as "deliveryModeId", o.warehouse_id as "warehouseId", o.total_amount_ttc::float8 as "totalAmountTTC",
            o.total_timbre::float8 as "totalTimbre", to_char(o.desired_delivery_date, 'YYYY-MM-DD') as "desiredDeliveryDate",
            coalesce((select s.ctrl_stock from customers c join channel_settings s on s.channel_id = c.channel_id
                       where c.customer_id = o.customer_id), false) as "ctrlStock"
       from orders o where o.order_id = $1 for update of o`,
    [orderId],
  );
  return row;
}

/** The order's lines (gift lines included: the confirmation took their stock too), ordered and prepared. */
export async function orderQuantities(tx: Executor, orderId: number): Promise<{ articleId: number; quantity: number; quantityPrepared: number | null }[]> {
  return tx.query('select article_id as "articleId", quantity, quantity_prepared as "quantityPrepared" from order_lines where order_id = $1', [orderId]);
}

/** Puts `quantity` of the article back into the warehouse's stock (the row the confirmation took it from). */
export async function giveBackStock(tx: Executor, demand: { articleId: number; warehouseId: number; quantity: number }): Promise<void> {
  await tx.query('update article_stocks set quantity = quantity + $3 where article_id = $1 and warehouse_id = $2', [
    demand.articleId,
    demand.warehouseId,
    demand.quantity,
  ]);
}

/**
 * The action's writes: the status and its date (cancelled_at, returned_at; migration 021), the delivery status when
 * given, and a collection's payment, figures, date and collector: the delivery man of the order's round, else
 * `actorId` (the cashier at the counter); an order collected without being invoiced is invoiced by its collection.
 */
export async function applyOrderAction(
  tx: Executor,
  orderId: number,
  change: { orderStatusId: number; deliveryStatus: number | null; collection: Collection | null },
  actorId: number | null,
): Promise<void> {
  const { collection } = change;
  await tx.query(
    `update orders o set order_status_id = $2::smallint, schedule_order_status = coalesce($3, schedule_order_status),
            payment_mode_id = case when $4::boolean then $5 else payment_mode_id end,
            total_timbre = case when $4::boolean then $6 else total_timbre end,
            total_amount_ttc = case when $4::boolean then $7 else total_amount_ttc end,
            collected_at = case when $4::boolean then now() else collected_at end,
            collected_by = case when $4::boolean
                                then coalesce((select v.delivery_man_id from schedule_orders so join schedules s on s.schedule_id = so.schedule_id
                                                 join vehicles v on v.vehicle_id = s.vehicle_id where so.order_id = o.order_id), $8)
                                else collected_by end,
            invoiced_at = case when $4::boolean then coalesce(invoiced_at, now()) else invoiced_at end,
            cancelled_at = case when $2::smallint = ${OrderStatus.CANCELLED} then now() else cancelled_at end,
            returned_at = case when $2::smallint = ${OrderStatus.RETURNED} then now() else returned_at end,
            updated_at = now()
      where order_id = $1`,
    [orderId, change.orderStatusId, change.deliveryStatus, collection !== null, collection?.paymentModeId ?? null, collection?.totalTimbre ?? 0, collection?.totalAmountTTC ?? 0, actorId],
  );
}

/**
 * A reopened order: an open basket again (status 1), no longer confirmed; its desired date, slot and payment mode
 * stay for the next confirmation. The unique index of open baskets refuses it when the customer has another.
 */
export async function markReopened(tx: Executor, orderId: number): Promise<void> {
  await tx.query('update orders set order_status_id = 1, confirmed_at = null, confirmed_by = null, updated_at = now() where order_id = $1', [orderId]);
}

export async function paymentModeExists(db: Executor, paymentModeId: number): Promise<boolean> {
  const rows = await db.query('select 1 from payment_modes where payment_mode_id = $1', [paymentModeId]);
  return rows.length === 1;
}

export async function setDesiredDeliveryDate(tx: Executor, orderId: number, desiredDeliveryDate: string): Promise<void> {
  await tx.query('update orders set desired_delivery_date = $2::date, updated_at = now() where order_id = $1', [orderId, desiredDeliveryDate]);
}
