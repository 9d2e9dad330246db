/**
 * SQL of the collection report (seed 002): the day's delivered orders (REPORT_ORDER_SETS.delivered, dated by their
 * collection), the cash each collector took (orders.collected_by, migration 021) and their tills' closes (till_closes).
 */
import { PaymentModeId, REPORT_ORDER_SETS, type InstantRange } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { boundedCountSql, countAlone, countedPage, type Page } from '../db/paging.ts';
import { SqlParams } from '../db/sql.ts';
import { CUSTOMER_NAME_SQL } from '../orders/order-lists.repository.ts';
import { dateInRange } from './report-dates.ts';

export interface CollectionOrderRow {
  orderId: number;
  code: string;
  customerName: string;
  deliveryModeId: number;
  paymentModeId: number | null;
  paymentModeTitle: string | null;
  totalAmountTTC: number;
  collectedAt: string;
  collectorId: number | null;
  collectorName: string | null;
  scheduleCode: string | null;
}

export interface CashCollectorRow {
  collectorId: number;
  collectorName: string;
  deliveryMan: boolean;
  orders: number;
  cashExpected: number;
  tpeAmount: number;
  cashHandedOver: number | null;
  cashDifference: number | null;
  closed: boolean;
  closedAt: string | null;
  closedByName: string | null;
}

const FULL_NAME = (alias: string) => `nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '')`;

function deliveredWhere(range: InstantRange, params: SqlParams): string {
  const set = REPORT_ORDER_SETS.delivered;
  return `where ${[...dateInRange(set.dateType, range, params), `o.order_status_id = any(${params.add(set.statusIds)}::int[])`].join(' and ')}`;
}

/** A row's columns and the joins they read, on `o` (orders): the report's page and its export show the same. */
const COLLECTION_ROW_SELECT = `o.order_id as "orderId", o.code, ${CUSTOMER_NAME_SQL} as "customerName", o.delivery_mode_id as "deliveryModeId",
  o.payment_mode_id as "paymentModeId", pm.title as "paymentModeTitle", o.total_amount_ttc::float8 as "totalAmountTTC",
  to_json(o.collected_at) #>> '{}' as "collectedAt", o.collected_by as "collectorId", ${FULL_NAME('cu')} as "collectorName",
  s.code as "scheduleCode"`;
const COLLECTION_ROW_JOINS = `join customers c on c.customer_id = o.customer_id left join users u on u.user_id = c.user_id
  left join payment_modes pm on pm.payment_mode_id = o.payment_mode_id left join users cu on cu.user_id = o.collected_by
  left join schedule_orders so on so.order_id = o.order_id left join schedules s on s.schedule_id = so.schedule_id`;

/** A page of the day's delivered orders, latest collection first, and the bounded count. */
export async function collectionPage(db: Executor, range: InstantRange, page: { take: number; offset: number }): Promise<Page<CollectionOrderRow>> {
  const params = new SqlParams();
  const where = deliveredWhere(range, params);
  const countValues = [...params.values];
  const rows = await db.query<CollectionOrderRow & { __count: number }>(
    `with page as (select o.order_id from orders o ${where} order by o.collected_at desc, o.order_id desc
                    limit ${params.add(page.take)} offset ${params.add(page.offset)})
     select ${COLLECTION_ROW_SELECT}, ${boundedCountSql('orders o', where)} as "__count"
       from page p join orders o on o.order_id = p.order_id ${COLLECTION_ROW_JOINS}
      order by o.collected_at desc, o.order_id desc`,
    params.values,
  );
  return countedPage(rows, page.offset, () => countAlone(db, 'orders o', where, countValues));
}

/** Every delivered order of the day, in the page's order: the statement the report's export reads through a cursor. */
export function collectionRowsQuery(range: InstantRange): { sql: string; params: unknown[] } {
  const params = new SqlParams();
  const where = deliveredWhere(range, params);
  return { sql: `select ${COLLECTION_ROW_SELECT} from orders o ${COLLECTION_ROW_JOINS} ${where} order by o.collected_at desc, o.order_id desc`, params: params.values };
}

/**
 * Each collector of the day (who collected a delivered order of it, or whose till was closed for it), by name: their
 * orders, the cash they should hand over (TTC of their cash orders), their card amounts, and the close if any.
 */
export async function cashCollectors(db: Executor, range: InstantRange, date: string, collectorId?: number): Promise<CashCollectorRow[]> {
  const params = new SqlParams([date]);
  const where = deliveredWhere(range, params);
  const only = collectorId === undefined ? '' : `where k.id = ${params.add(collectorId)}`;
  return db.query<CashCollectorRow>(
    `with day as (select o.collected_by as id, count(*)::int as orders,
                         coalesce(sum(o.total_amount_ttc) filter (where o.payment_mode_id = ${PaymentModeId.CASH}), 0) as cash,
                         coalesce(sum(o.total_amount_ttc) filter (where o.payment_mode_id = ${PaymentModeId.CARD}), 0) as tpe
                    from orders o ${where} and o.collected_by is not null group by o.collected_by),
     k as (select id from day union select collector_id from till_closes where business_date = $1::date)
     select k.id as "collectorId", coalesce(${FULL_NAME('cu')}, cu.email, '') as "collectorName",
            exists (select 1 from vehicles v where v.delivery_man_id = k.id) as "deliveryMan",
            coalesce(d.orders, 0) as orders, coalesce(d.cash, 0)::float8 as "cashExpected", coalesce(d.tpe, 0)::float8 as "tpeAmount",
            t.cash_handed_over::float8 as "cashHandedOver", (t.cash_handed_over - coalesce(d.cash, 0))::float8 as "cashDifference",
            t.collector_id is not null as closed, to_json(t.closed_at) #>> '{}' as "closedAt", ${FULL_NAME('cb')} as "closedByName"
       from k join users cu on cu.user_id = k.id left join day d on d.id = k.id
       left join till_closes t on t.business_date = $1::date and t.collector_id = k.id
       left join users cb on cb.user_id = t.closed_by
      ${only}
      order by "collectorName", k.id`,
    params.values,
  );
}

/** Whether the user exists (a till's collector). */
export async function userExists(db: Executor, userId: number): Promise<boolean> {
  return (await db.query('select 1 from users where user_id = $1', [userId])).length === 1;
}

/** Closes (or closes again) a collector's till for a business day. */
export async function saveTillClose(db: Executor, close: { date: string; collectorId: number; cashHandedOver: number; closedBy: number }): Promise<void> {
  await db.query(
    `insert into till_closes (business_date, collector_id, cash_handed_over, closed_at, closed_by) values ($1::date, $2, $3, now(), $4)
     on conflict (business_date, collector_id) do update set cash_handed_over = excluded.cash_handed_over, closed_at = excluded.closed_at, closed_by = excluded.closed_by`,
    [close.date, close.collectorId, close.cashHandedOver, close.closedBy],
  );
}
