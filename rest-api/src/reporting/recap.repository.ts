/** SQL of the daily recap's rounds and of the reports' synchronizations (report_syncs, migration 021). */
import { CANCELLED_STATUSES, DELIVERED_STATUSES, PaymentModeId, RETURNED_STATUSES } from '@console/schema';
import type { Executor } from '../db/db.ts';

export interface RecapRoundRow {
  scheduleId: number;
  code: string;
  scheduleStatusId: number;
  warehouseId: number;
  warehouseName: string | null;
  vehicleId: number;
  vehicleCode: string;
  vehicleMatriculation: string;
  deliveryManId: number | null;
  deliveryManName: string | null;
  ordersCount: number;
  deliveredOrders: number;
  returnedOrders: number;
  cashExpected: number;
  cashCollected: number;
  cashDifference: number;
}

const list = (ids: readonly number[]) => `array[${ids.join(', ')}]::int[]`;
const DELIVERED = `o.order_status_id = any(${list(DELIVERED_STATUSES)})`;
const CASH = `o.payment_mode_id = ${PaymentModeId.CASH}`;
/** Cash a round should bring back: its cash orders neither returned nor cancelled. */
const CASH_EXPECTED = `coalesce(sum(o.total_amount_ttc) filter (where ${CASH} and o.order_status_id <> all(${list([...RETURNED_STATUSES, ...CANCELLED_STATUSES])})), 0)`;
/** Cash recorded as collected: its delivered cash orders. */
const CASH_COLLECTED = `coalesce(sum(o.total_amount_ttc) filter (where ${CASH} and ${DELIVERED}), 0)`;

/** The schedules of an operation date (YYYY-MM-DD), by code, with their orders' outcomes and cash. */
export async function loadRecapRounds(db: Executor, date: string): Promise<RecapRoundRow[]> {
  return db.query<RecapRoundRow>(
    `select s.schedule_id as "scheduleId", s.code, s.schedule_status_id as "scheduleStatusId", s.warehouse_id as "warehouseId",
            w.localisation as "warehouseName", v.vehicle_id as "vehicleId", v.code as "vehicleCode", v.matriculation as "vehicleMatriculation",
            v.delivery_man_id as "deliveryManId", nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as "deliveryManName",
            count(o.order_id)::int as "ordersCount",
            count(*) filter (where ${DELIVERED})::int as "deliveredOrders",
            count(*) filter (where o.order_status_id = any(${list(RETURNED_STATUSES)}))::int as "returnedOrders",
            ${CASH_EXPECTED}::float8 as "cashExpected",
            ${CASH_COLLECTED}::float8 as "cashCollected",
            (${CASH_COLLECTED} - ${CASH_EXPECTED})::float8 as "cashDifference"
       from schedules s
       join vehicles v on v.vehicle_id = s.vehicle_id
       left join users u on u.user_id = v.delivery_man_id
       left join warehouses w on w.warehouse_id = s.warehouse_id
       left join schedule_orders so on so.schedule_id = s.schedule_id
       left join orders o on o.order_id = so.order_id
      where s.operation_date = $1::date
      group by s.schedule_id, w.localisation, v.vehicle_id, u.user_id
      order by s.code`,
    [date],
  );
}

export type ReportName = 'recap' | 'collection';

export interface SyncRow {
  ranAt: string;
  ranByName: string;
}

/** The last synchronization of a report for a business day; undefined when never run. */
export async function loadSync(db: Executor, report: ReportName, date: string): Promise<SyncRow | undefined> {
  const [row] = await db.query<SyncRow>(
    `select to_json(r.ran_at) #>> '{}' as "ranAt", coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), '') as "ranByName"
       from report_syncs r left join users u on u.user_id = r.ran_by
      where r.report = $1 and r.business_date = $2::date`,
    [report, date],
  );
  return row;
}

/** Records a run (replacing the previous one of that day): who, now, and the totals it answered. */
export async function saveSync(db: Executor, report: ReportName, date: string, ranBy: number, totals: object): Promise<void> {
  await db.query(
    `insert into report_syncs (report, business_date, ran_at, ran_by, totals) values ($1, $2::date, now(), $3, $4::jsonb)
     on conflict (report, business_date) do update set ran_at = excluded.ran_at, ran_by = excluded.ran_by, totals = excluded.totals`,
    [report, date, ranBy, JSON.stringify(totals)],
  );
}
