/** SQL of the dispatch map: its orders, the facts an assignment checks, the locks and the schedule it writes. */
import type { DispatchOrder } from '@console/schema';
import type { Executor } from '../db/db.ts';

/** A customer's delivery address: the default one, else the first. */
const DELIVERY_ADDRESS = `left join lateral (
    select ca.latitude, ca.longitude from customer_addresses ca where ca.customer_id = o.customer_id
     order by ca.is_default desc, ca.customer_adress_id limit 1) a on true`;

/** Confirmed delivery orders (2, mode 2) of the warehouse whose desired date is in the range, oldest desired date first. */
export function listDispatchOrders(db: Executor, query: { warehouseId: number; dateFrom: string; dateTo: string }): Promise<DispatchOrder[]> {
  return db.query<DispatchOrder>(
    `select o.order_id as "orderId", o.code, to_char(o.desired_delivery_date, 'YYYY-MM-DD') as "desiredDeliveryDate",
            o.customer_id as "customerId", c.code as "customerCode",
            coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), nullif(c.contact_name, ''), c.code) as "customerName",
            -- Orders keep litres (the catalogue's unit); the map and the schedules speak m³.
            o.sum_article_weight::float8 as "weight", (o.sum_article_volume / 1000)::float8 as "volume",
            coalesce(a.latitude, 0) as "lat", coalesce(a.longitude, 0) as "lng"
       from orders o join customers c on c.customer_id = o.customer_id left join users u on u.user_id = c.user_id
       ${DELIVERY_ADDRESS}
      where o.warehouse_id = $1 and o.order_status_id = 2 and o.delivery_mode_id = 2
        and o.desired_delivery_date between $2::date and $3::date
      order by o.desired_delivery_date, o.order_id`,
    [query.warehouseId, query.dateFrom, query.dateTo],
  );
}

export interface DispatchedOrderFacts {
  orderId: number;
  orderStatusId: number;
  deliveryModeId: number;
  warehouseId: number | null;
}

/** The orders, locked for the transaction in ascending id order (two assignments of the same orders queue, never cross). */
export function lockDispatchOrders(tx: Executor, orderIds: readonly number[]): Promise<DispatchedOrderFacts[]> {
  return tx.query<DispatchedOrderFacts>(
    `select order_id as "orderId", order_status_id as "orderStatusId", delivery_mode_id as "deliveryModeId", warehouse_id as "warehouseId"
       from orders where order_id = any($1::int[]) order by order_id for update`,
    [orderIds],
  );
}

export interface AssignmentFacts {
  warehouseExists: boolean;
  /** Null when the vehicle does not exist. */
  vehicleActive: boolean | null;
  /** Whether the slot is one of the warehouse's. */
  slotOfWarehouse: boolean;
}

export async function assignmentFacts(db: Executor, body: { warehouseId: number; vehicleId: number; deliverySlotId: number }): Promise<AssignmentFacts> {
  const [row] = await db.query<AssignmentFacts>(
    `select exists (select 1 from warehouses where warehouse_id = $1) as "warehouseExists",
            (select active from vehicles where vehicle_id = $2) as "vehicleActive",
            exists (select 1 from delivery_slots where delivery_slot_id = $3 and warehouse_id = $1) as "slotOfWarehouse"`,
    [body.warehouseId, body.vehicleId, body.deliverySlotId],
  );
  return row;
}

/** A new open schedule; its code is TRN-, the operation date (YYYYMMDD) and its id on 4 digits at least (schedule_code, migration 018). */
export async function insertSchedule(
  tx: Executor,
  schedule: { warehouseId: number; vehicleId: number; deliverySlotId: number; operationDate: string; createdBy: number },
): Promise<number> {
  const [row] = await tx.query<{ scheduleId: number }>(
    `with next as (select nextval(pg_get_serial_sequence('schedules', 'schedule_id'))::int as id)
     insert into schedules (schedule_id, code, vehicle_id, warehouse_id, delivery_slot_id, operation_date, created_by)
     select id, schedule_code($4::date, id), $2, $1, $3, $4::date, $5 from next
     returning schedule_id as "scheduleId"`,
    [schedule.warehouseId, schedule.vehicleId, schedule.deliverySlotId, schedule.operationDate, schedule.createdBy],
  );
  return row.scheduleId;
}

/** The orders join the schedule in the given order and are dispatched (2 → 3), their delivery in progress. */
export async function addScheduleOrders(tx: Executor, scheduleId: number, orderIds: readonly number[]): Promise<void> {
  await tx.query(
    `insert into schedule_orders (schedule_id, order_id, position)
     select $1, id, (ordinality - 1)::smallint from unnest($2::int[]) with ordinality as t(id, ordinality)`,
    [scheduleId, orderIds],
  );
  await tx.query('update orders set order_status_id = 3, schedule_order_status = 1, updated_at = now() where order_id = any($1::int[])', [orderIds]);
}
