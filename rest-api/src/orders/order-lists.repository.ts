/**
 * SQL of the order lists (seed 001 section 2: all orders, take-away, delivery) and of preparation (ours): the rows
 * without lines, the orders to prepare with theirs, the preparation's locks and writes.
 */
import { ORDER_STATUS_LABELS, PREPARABLE_ORDER_STATUSES, type InstantRange, type ReportDateTypeId } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { boundedCountSql, countAlone, countedPage, type Page } from '../db/paging.ts';
import { SqlParams } from '../db/sql.ts';
import { dateInRange } from '../reporting/report-dates.ts';
import { ORDER_COLUMNS, ORDER_FROM, type StoredOrder } from './orders.repository.ts';

/** The distributor's time zone: « Date commande » is the day the order was confirmed there (schema/src/clock.ts). */
const BUSINESS_TIME_ZONE = 'Africa/Casablanca';

export interface OrderListFilters {
  orderId?: number;
  customerId?: number;
  statusId?: number;
  /** 1 also matches a null status. */
  preparationStatus?: number;
  deliveryModeId?: number;
  warehouseId?: number;
  /** YYYY-MM-DD. */
  desiredDeliveryDate?: string;
  /** YYYY-MM-DD: the day of confirmed_at in Morocco. */
  orderDate?: string;
  deliverySlotId?: number;
  /** 1 also matches a null status. */
  deliveryStatus?: number;
  excludeOpenBaskets?: boolean;
  /** Any of these statuses. */
  statusIds?: number[];
  paymentModeId?: number;
  /** The orders whose date of this report date type (reporting/report-dates.ts) falls in the range. */
  dated?: { dateType: ReportDateTypeId; range: InstantRange };
}

export interface OrderListRow {
  orderId: number;
  code: string;
  customerId: number;
  customerCode: string;
  customerName: string;
  customerPhone: string | null;
  warehouseId: number | null;
  warehouseName: string | null;
  orderStatusId: number;
  orderStatusName: string;
  preparationStatus: number;
  deliveryStatus: number;
  deliveryModeId: number;
  desiredDeliveryDate: string | null;
  deliverySlot: { deliverySlotId: number; warehouseId: number; startHour: string; endHour: string } | null;
  paymentModeId: number | null;
  totalAmountTTC: number;
  totalTimbre: number;
  createdAt: string;
  confirmedAt: string | null;
  collectedAt: string | null;
}

const statusLabels = `(array[${Object.values(ORDER_STATUS_LABELS)
  .map((label) => `'${label.replace(/'/g, "''")}'`)
  .join(', ')}])`;

/** A row's customer name (customers `c`, their user `u`): the user's names, else the contact name, else the code. */
export const CUSTOMER_NAME_SQL = `coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), nullif(c.contact_name, ''), c.code)`;
/** The French label of `o`'s status. */
export const STATUS_NAME_SQL = `${statusLabels}[o.order_status_id]`;

const ROW_COLUMNS = `o.order_id as "orderId", o.code, o.customer_id as "customerId", c.code as "customerCode",
  ${CUSTOMER_NAME_SQL} as "customerName",
  u.phone_number as "customerPhone", o.warehouse_id as "warehouseId", w.localisation as "warehouseName",
  o.order_status_id as "orderStatusId", ${STATUS_NAME_SQL} as "orderStatusName",
  o.preparation_status as "preparationStatus", coalesce(o.schedule_order_status, 1)::int as "deliveryStatus",
  o.delivery_mode_id as "deliveryModeId", to_char(o.desired_delivery_date, 'YYYY-MM-DD') as "desiredDeliveryDate",
  case when ds.delivery_slot_id is null then null
       else json_build_object('deliverySlotId', ds.delivery_slot_id, 'warehouseId', ds.warehouse_id,
                              'startHour', to_char(ds.start_hour, 'HH24:MI'), 'endHour', to_char(ds.end_hour, 'HH24:MI')) end as "deliverySlot",
  o.payment_mode_id as "paymentModeId", o.total_amount_ttc::float8 as "totalAmountTTC", o.total_timbre::float8 as "totalTimbre",
  to_json(o.created_at) #>> '{}' as "createdAt", to_json(o.confirmed_at) #>> '{}' as "confirmedAt", to_json(o.collected_at) #>> '{}' as "collectedAt"`;

/** What a row shows besides the order (`o`). */
const ROW_JOINS = `join customers c on c.customer_id = o.customer_id left join users u on u.user_id = c.user_id
  left join warehouses w on w.warehouse_id = o.warehouse_id left join delivery_slots ds on ds.delivery_slot_id = o.delivery_slot_id`;

/** The filters as conditions on `o` alone, so the count needs no join. */
function listConditions(filters: OrderListFilters, params: SqlParams): string[] {
  const where: string[] = [];
  const equal = (column: string, value: number | undefined) => {
    if (value !== undefined) where.push(`${column} = ${params.add(value)}`);
  };
  equal('o.order_id', filters.orderId);
  equal('o.customer_id', filters.customerId);
  equal('o.order_status_id', filters.statusId);
  equal('o.delivery_mode_id', filters.deliveryModeId);
  equal('o.warehouse_id', filters.warehouseId);
  equal('o.delivery_slot_id', filters.deliverySlotId);
  // Never null (migration 013: 1 by default), so 1 is also the seeds' « null counts as 1 ».
  equal('o.preparation_status', filters.preparationStatus);
  equal('coalesce(o.schedule_order_status, 1)', filters.deliveryStatus);
  if (filters.desiredDeliveryDate !== undefined) where.push(`o.desired_delivery_date = ${params.add(filters.desiredDeliveryDate)}::date`);
  if (filters.orderDate !== undefined) {
    // The day's bounds in Morocco as instants, so the index on confirmed_at serves.
    const day = params.add(filters.orderDate);
    where.push(
      `o.confirmed_at >= (${day}::date)::timestamp at time zone '${BUSINESS_TIME_ZONE}'`,
      `o.confirmed_at < (${day}::date + 1)::timestamp at time zone '${BUSINESS_TIME_ZONE}'`,
    );
  }
  if (filters.excludeOpenBaskets) where.push('o.order_status_id <> 1');
  if (filters.statusIds !== undefined) where.push(`o.order_status_id = any(${params.add(filters.statusIds)}::int[])`);
  equal('o.payment_mode_id', filters.paymentModeId);
  if (filters.dated !== undefined) where.push(...dateInRange(filters.dated.dateType, filters.dated.range, params));
  return where;
}

/**
 * A page of list rows, newest first (created_at, then order_id, descending), and how many match (bounded: db/paging.ts).
 * The page's ids are found on `orders` alone (an index gives the order; without statistics, a sort of narrow rows),
 * then only those rows are joined: the joins never run for the rows skipped. The count rides along as a sub-query
 * evaluated once.
 */
export async function listOrderRows(db: Executor, filters: OrderListFilters, page: { take: number; offset: number }): Promise<Page<OrderListRow>> {
  const params = new SqlParams();
  const where = listConditions(filters, params);
  const condition = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const countValues = [...params.values];
  const rows = await db.query<OrderListRow & { __count: number }>(
    `with page as (
       select o.order_id from orders o ${condition}
        order by o.created_at desc, o.order_id desc
        limit ${params.add(page.take)} offset ${params.add(page.offset)})
     select ${ROW_COLUMNS}, ${boundedCountSql('orders o', condition)} as "__count"
       from page p join orders o on o.order_id = p.order_id ${ROW_JOINS}
      order by o.created_at desc, o.order_id desc`,
    params.values,
  );
  return countedPage(rows, page.offset, () => countAlone(db, 'orders o', condition, countValues));
}

/** Orders to prepare: confirmed, dispatched or invoiced (PREPARABLE_ORDER_STATUSES), preparation not started or in progress. */
const TO_PREPARE = `o.order_status_id in (${PREPARABLE_ORDER_STATUSES.join(', ')}) and o.preparation_status in (1, 2)`;

/** The orders to prepare (of one warehouse, or all), oldest desired date first, then the earliest confirmed; with their lines. */
export async function listOrdersToPrepare(db: Executor, filters: { warehouseId?: number }, page: { take: number; offset: number }): Promise<Page<StoredOrder>> {
  const params = new SqlParams();
  const where = [TO_PREPARE];
  if (filters.warehouseId !== undefined) where.push(`o.warehouse_id = ${params.add(filters.warehouseId)}`);
  const condition = `where ${where.join(' and ')}`;
  const countValues = [...params.values];
  const rows = await db.query<StoredOrder & { __count: number }>(
    `select ${ORDER_COLUMNS}, ${boundedCountSql('orders o', condition)} as "__count" from ${ORDER_FROM} ${condition}
      order by o.desired_delivery_date asc nulls last, o.confirmed_at asc nulls last, o.order_id asc
      limit ${params.add(page.take)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return countedPage(rows, page.offset, () => countAlone(db, 'orders o', condition, countValues));
}

/** What preparation reads of an order, locked for the transaction. */
export interface PreparationFacts {
  orderId: number;
  orderStatusId: number;
  preparationStatus: number | null;
  warehouseId: number | null;
}

export async function lockOrderForPreparation(tx: Executor, orderId: number): Promise<PreparationFacts | undefined> {
  const [row] = await tx.query<PreparationFacts>(
    `select order_id as "orderId", order_status_id as "orderStatusId", preparation_status as "preparationStatus", warehouse_id as "warehouseId"
       from orders where order_id = $1 for update`,
    [orderId],
  );
  return row;
}

export interface PreparedLineRow {
  orderLineId: number;
  quantity: number;
  quantityPrepared: number | null;
}

export async function loadPreparedLines(tx: Executor, orderId: number): Promise<PreparedLineRow[]> {
  return tx.query<PreparedLineRow>(
    `select order_line_id as "orderLineId", quantity, quantity_prepared as "quantityPrepared"
       from order_lines where order_id = $1 order by position, order_line_id`,
    [orderId],
  );
}

/** Sets the prepared quantities of lines of the order. */
export async function updatePreparedQuantities(tx: Executor, orderId: number, lines: readonly { orderLineId: number; quantityPrepared: number }[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.query(
    `update order_lines l set quantity_prepared = x.q
       from unnest($2::int[], $3::int[]) as x(id, q)
      where l.order_line_id = x.id and l.order_id = $1`,
    [orderId, lines.map((line) => line.orderLineId), lines.map((line) => line.quantityPrepared)],
  );
}

export async function setPreparationStatus(tx: Executor, orderId: number, preparationStatus: number): Promise<void> {
  await tx.query('update orders set preparation_status = $2, updated_at = now() where order_id = $1', [orderId, preparationStatus]);
}

/** The user's warehouse (users.warehouse_id): preparation is restricted to it; null for none. */
export async function userWarehouse(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db.query<{ warehouseId: number | null }>('select warehouse_id as "warehouseId" from users where user_id = $1', [userId]);
  return row?.warehouseId ?? null;
}
