/** SQL of the schedules: the lists and one schedule with its orders, the locks, invoicing, deletion, an outcome's writes. */
import type { Executor } from '../db/db.ts';
import { listPage, type Page } from '../db/paging.ts';
import { SqlParams } from '../db/sql.ts';

export interface ScheduleOrderRow {
  scheduleOrderId: number;
  orderId: number;
  code: string;
  scheduleOrderStatusId: number;
  orderStatusId: number;
  customerName: string;
  customerPhone: string | null;
  weight: number;
  totalAmountTTC: number;
  totalTimbre: number;
  paymentModeId: number | null;
  returnReasonId: number | null;
  returnReason: string | null;
}

export interface ScheduleRow {
  scheduleId: number;
  code: string;
  scheduleStatusId: number;
  provisionalStatusId: number;
  externalId: string | null;
  synchronized: boolean;
  warehouseId: number;
  warehouseName: string;
  vehicle: {
    vehicleId: number;
    code: string;
    brand: string | null;
    model: string | null;
    matriculation: string;
    weight: number;
    volume: number;
    deliveryMan: { userId: number; firstName: string; lastName: string } | null;
  };
  operationDate: string;
  deliverySlot: { deliverySlotId: number; warehouseId: number; startHour: string; endHour: string } | null;
  orderCount: number;
  weight: number;
  volume: number;
  totalAmountTTC: number;
  createdAt: string;
  orders: ScheduleOrderRow[];
}

/** A schedule as the lists show it (`s`), its orders' totals summed; `orders` empty. */
const SCHEDULE_COLUMNS = `s.schedule_id as "scheduleId", s.code, s.schedule_status_id as "scheduleStatusId",
  case when s.external_id is null then 1 else 2 end as "provisionalStatusId", s.external_id as "externalId",
  s.external_id is not null as "synchronized", s.warehouse_id as "warehouseId", w.localisation as "warehouseName",
  json_build_object('vehicleId', v.vehicle_id, 'code', v.code, 'brand', v.brand, 'model', v.model, 'matriculation', v.matriculation,
    'weight', v.weight::float8, 'volume', v.volume::float8,
    'deliveryMan', case when dm.user_id is null then null
                        else json_build_object('userId', dm.user_id, 'firstName', coalesce(dm.first_name, ''), 'lastName', coalesce(dm.last_name, '')) end) as "vehicle",
  to_char(s.operation_date, 'YYYY-MM-DD') as "operationDate",
  case when ds.delivery_slot_id is null then null
       else json_build_object('deliverySlotId', ds.delivery_slot_id, 'warehouseId', ds.warehouse_id,
                              'startHour', to_char(ds.start_hour, 'HH24:MI'), 'endHour', to_char(ds.end_hour, 'HH24:MI')) end as "deliverySlot",
  t.orders as "orderCount", t.weight as "weight", t.volume as "volume", t.ttc as "totalAmountTTC",
  to_json(s.created_at) #>> '{}' as "createdAt", '[]'::json as "orders"`;

const SCHEDULE_JOINS = `schedules s join warehouses w on w.warehouse_id = s.warehouse_id join vehicles v on v.vehicle_id = s.vehicle_id
  left join users dm on dm.user_id = v.delivery_man_id left join delivery_slots ds on ds.delivery_slot_id = s.delivery_slot_id
  cross join lateral (
    select count(*)::int as orders, coalesce(sum(o.sum_article_weight), 0)::float8 as weight,
           (coalesce(sum(o.sum_article_volume), 0) / 1000)::float8 as volume, coalesce(sum(o.total_amount_ttc), 0)::float8 as ttc
      from schedule_orders so join orders o on o.order_id = so.order_id where so.schedule_id = s.schedule_id) t`;

export interface ScheduleFilters {
  /** 1 loaded (status filter on the schedule status), 2 provisional (status filter on open / synchronized). */
  scheduleType: number;
  warehouseId?: number;
  vehicleId?: number;
  operationDate?: string;
  scheduleStatusId?: number;
  slotId?: number;
  orderCode?: string;
}

function filterConditions(filters: ScheduleFilters, params: SqlParams): string[] {
  const where: string[] = [];
  if (filters.warehouseId !== undefined) where.push(`s.warehouse_id = ${params.add(filters.warehouseId)}`);
  if (filters.vehicleId !== undefined) where.push(`s.vehicle_id = ${params.add(filters.vehicleId)}`);
  if (filters.operationDate !== undefined) where.push(`s.operation_date = ${params.add(filters.operationDate)}::date`);
  if (filters.slotId !== undefined) where.push(`s.delivery_slot_id = ${params.add(filters.slotId)}`);
  if (filters.scheduleStatusId !== undefined) {
    if (filters.scheduleType === 2) where.push(filters.scheduleStatusId === 2 ? 's.external_id is not null' : 's.external_id is null');
    else where.push(`s.schedule_status_id = ${params.add(filters.scheduleStatusId)}`);
  }
  const orderCode = filters.orderCode?.trim();
  if (orderCode) {
    // Codes are made upper-case (document_code), so the order's unique code index finds it.
    where.push(`s.schedule_id in (select fso.schedule_id from orders fo join schedule_orders fso on fso.order_id = fo.order_id
                                   where fo.code = upper(${params.add(orderCode)}))`);
  }
  return where;
}

/** A page of schedules, newest operation date first. */
export function listSchedules(db: Executor, filters: ScheduleFilters, page: { take?: number; page?: number }): Promise<Page<ScheduleRow>> {
  const params = new SqlParams();
  return listPage<ScheduleRow>(
    db,
    {
      select: SCHEDULE_COLUMNS,
      from: SCHEDULE_JOINS,
      where: filterConditions(filters, params),
      params,
      sortable: { operationDate: 's.operation_date', scheduleId: 's.schedule_id' },
      defaultSort: '-operationDate',
      tieBreaker: 's.schedule_id',
      // The totals (a lateral aggregate over the schedule's orders) are computed for the page's rows only.
      deferred: true,
      keysFrom: 'schedules s',
    },
    page,
  );
}

/** The schedule's orders in their position. */
function loadScheduleOrders(db: Executor, scheduleId: number): Promise<ScheduleOrderRow[]> {
  return db.query<ScheduleOrderRow>(
    `select so.schedule_order_id as "scheduleOrderId", o.order_id as "orderId", o.code,
            coalesce(o.schedule_order_status, 1)::int as "scheduleOrderStatusId", o.order_status_id as "orderStatusId",
            coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), nullif(c.contact_name, ''), c.code) as "customerName",
            u.phone_number as "customerPhone", o.sum_article_weight::float8 as "weight", o.total_amount_ttc::float8 as "totalAmountTTC",
            o.total_timbre::float8 as "totalTimbre",
            o.payment_mode_id as "paymentModeId", o.return_reason_id as "returnReasonId", rr.name as "returnReason"
       from schedule_orders so join orders o on o.order_id = so.order_id join customers c on c.customer_id = o.customer_id
       left join users u on u.user_id = c.user_id left join return_reasons rr on rr.reason_return_id = o.return_reason_id
      where so.schedule_id = $1 order by so.position, so.schedule_order_id`,
    [scheduleId],
  );
}

/** One schedule with its orders; undefined for none. */
export async function loadSchedule(db: Executor, scheduleId: number): Promise<ScheduleRow | undefined> {
  const [row] = await db.query<ScheduleRow>(`select ${SCHEDULE_COLUMNS} from ${SCHEDULE_JOINS} where s.schedule_id = $1`, [scheduleId]);
  return row && { ...row, orders: await loadScheduleOrders(db, scheduleId) };
}

export interface LockedSchedule {
  scheduleId: number;
  scheduleStatusId: number;
  synchronized: boolean;
  code: string;
  warehouseId: number;
  orderIds: number[];
}

/** The schedule locked for the transaction, then its orders (ascending ids, as the dispatch locks them); undefined for none. */
export async function lockSchedule(tx: Executor, scheduleId: number): Promise<LockedSchedule | undefined> {
  const [row] = await tx.query<Omit<LockedSchedule, 'orderIds'>>(
    `select schedule_id as "scheduleId", schedule_status_id as "scheduleStatusId", external_id is not null as "synchronized", code,
            warehouse_id as "warehouseId"
       from schedules where schedule_id = $1 for update`,
    [scheduleId],
  );
  if (!row) return undefined;
  const orders = await tx.query<{ orderId: number }>(
    `select o.order_id as "orderId" from orders o join schedule_orders so on so.order_id = o.order_id
      where so.schedule_id = $1 order by o.order_id for update of o`,
    [scheduleId],
  );
  return { ...row, orderIds: orders.map((order) => order.orderId) };
}

/** Its dispatched orders go back to awaiting planning (3 → 2, no delivery status); the schedule goes (its order rows with it). */
export async function deleteScheduleRows(tx: Executor, scheduleId: number): Promise<void> {
  await tx.query(
    `update orders set order_status_id = 2, schedule_order_status = null, updated_at = now()
      where order_status_id = 3 and order_id in (select order_id from schedule_orders where schedule_id = $1)`,
    [scheduleId],
  );
  await tx.query('delete from schedules where schedule_id = $1', [scheduleId]);
}

/** Invoiced (2) and synchronized (the external id), its dispatched orders invoiced (3 → 4, invoiced_at). */
export async function markInvoiced(tx: Executor, scheduleId: number, externalId: string): Promise<void> {
  await tx.query(
    `update orders set order_status_id = 4, invoiced_at = now(), updated_at = now()
      where order_status_id = 3 and order_id in (select order_id from schedule_orders where schedule_id = $1)`,
    [scheduleId],
  );
  await tx.query('update schedules set schedule_status_id = 2, external_id = $2, invoiced_at = now() where schedule_id = $1', [scheduleId, externalId]);
}

/** The order's delivery status (null counts as in progress). */
export async function scheduleOrderStatus(tx: Executor, orderId: number): Promise<number | null> {
  const [row] = await tx.query<{ status: number | null }>('select schedule_order_status as status from orders where order_id = $1', [orderId]);
  return row?.status ?? null;
}

export async function setReturnReason(tx: Executor, orderId: number, reasonReturnId: number): Promise<void> {
  await tx.query('update orders set return_reason_id = $2 where order_id = $1', [orderId, reasonReturnId]);
}

export async function returnReasonExists(db: Executor, reasonReturnId: number): Promise<boolean> {
  const rows = await db.query('select 1 from return_reasons where reason_return_id = $1', [reasonReturnId]);
  return rows.length === 1;
}

/** The delivery statuses of the schedule's orders. */
export async function scheduleOrderStatuses(tx: Executor, scheduleId: number): Promise<(number | null)[]> {
  const rows = await tx.query<{ status: number | null }>(
    'select o.schedule_order_status as status from schedule_orders so join orders o on o.order_id = so.order_id where so.schedule_id = $1',
    [scheduleId],
  );
  return rows.map((row) => row.status);
}

export async function setScheduleStatus(tx: Executor, scheduleId: number, scheduleStatusId: number): Promise<void> {
  await tx.query('update schedules set schedule_status_id = $2 where schedule_id = $1', [scheduleId, scheduleStatusId]);
}
