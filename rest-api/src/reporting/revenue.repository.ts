/**
 * SQL of the revenue report (seed 002): the orders making revenue (REVENUE_STATUSES) whose date of the date type falls
 * in the range, a page of them newest first, and their totals and subtotals by warehouse, channel and payment mode.
 * Each row and sum shows every component of its TTC (rest-api/src/orders/totals.rules.ts), so that it reads as a sum:
 *   totalAmountHT − totalDiscount − totalEscompte + totalRebates + totalTva + totalTimbre = totalAmountTTC
 * (totalRebates is the logistics cost HT; the order-total discount is part of totalDiscount).
 */
import { REVENUE_STATUSES, type InstantRange, type ReportDateTypeId } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { boundedCountSql, countAlone, countedPage, type Page } from '../db/paging.ts';
import { SqlParams } from '../db/sql.ts';
import { DATE_COLUMNS, dateInRange, dateText } from './report-dates.ts';
import { CUSTOMER_NAME_SQL, STATUS_NAME_SQL } from '../orders/order-lists.repository.ts';

/** The components of a TTC, each shown: HT − discount − escompte + logistics (rebates) + VAT + stamp = TTC. */
export interface RevenueAmounts {
  totalAmountHT: number;
  totalDiscount: number;
  totalEscompte: number;
  totalRebates: number;
  totalTva: number;
  totalTimbre: number;
  totalAmountTTC: number;
}

const NO_AMOUNTS: RevenueAmounts = { totalAmountHT: 0, totalDiscount: 0, totalEscompte: 0, totalRebates: 0, totalTva: 0, totalTimbre: 0, totalAmountTTC: 0 };

export interface RevenueRow extends RevenueAmounts {
  orderId: number;
  code: string;
  date: string;
  customerId: number;
  customerCode: string;
  customerName: string;
  warehouseId: number | null;
  warehouseName: string | null;
  channelId: number | null;
  channelName: string | null;
  paymentModeId: number | null;
  paymentModeTitle: string | null;
  orderStatusId: number;
  orderStatusName: string;
}

export interface RevenueSubtotal extends RevenueAmounts {
  id: number | null;
  label: string;
  orders: number;
}

function revenueWhere(dateType: ReportDateTypeId, range: InstantRange, params: SqlParams): string {
  return `where ${[...dateInRange(dateType, range, params), `o.order_status_id = any(${params.add(REVENUE_STATUSES)}::int[])`].join(' and ')}`;
}

/** A row's columns and the joins they read, on `o` (orders): the report's page and its export show the same. */
const revenueRowSelect = (dateType: ReportDateTypeId) => `o.order_id as "orderId", o.code, ${dateText(dateType)} as date, o.customer_id as "customerId",
  c.code as "customerCode", ${CUSTOMER_NAME_SQL} as "customerName", o.warehouse_id as "warehouseId", w.localisation as "warehouseName",
  o.channel_id as "channelId", ch.name as "channelName", o.payment_mode_id as "paymentModeId", pm.title as "paymentModeTitle",
  o.order_status_id as "orderStatusId", ${STATUS_NAME_SQL} as "orderStatusName",
  o.total_amount_ht::float8 as "totalAmountHT", o.total_discount::float8 as "totalDiscount",
  o.total_escompte::float8 as "totalEscompte", o.total_rebates::float8 as "totalRebates", o.total_tva::float8 as "totalTva",
  o.total_timbre::float8 as "totalTimbre", o.total_amount_ttc::float8 as "totalAmountTTC"`;
const REVENUE_ROW_JOINS = `join customers c on c.customer_id = o.customer_id left join users u on u.user_id = c.user_id
  left join warehouses w on w.warehouse_id = o.warehouse_id left join channels ch on ch.channel_id = o.channel_id
  left join payment_modes pm on pm.payment_mode_id = o.payment_mode_id`;

/** A page of the report's rows, newest date first (then the id), and the bounded count. */
export async function revenuePage(db: Executor, dateType: ReportDateTypeId, range: InstantRange, page: { take: number; offset: number }): Promise<Page<RevenueRow>> {
  const params = new SqlParams();
  const where = revenueWhere(dateType, range, params);
  const countValues = [...params.values];
  const column = DATE_COLUMNS[dateType];
  const rows = await db.query<RevenueRow & { __count: number }>(
    `with page as (select o.order_id from orders o ${where} order by ${column} desc, o.order_id desc
                    limit ${params.add(page.take)} offset ${params.add(page.offset)})
     select ${revenueRowSelect(dateType)}, ${boundedCountSql('orders o', where)} as "__count"
       from page p join orders o on o.order_id = p.order_id ${REVENUE_ROW_JOINS}
      order by ${column} desc, o.order_id desc`,
    params.values,
  );
  return countedPage(rows, page.offset, () => countAlone(db, 'orders o', where, countValues));
}

/** Every row of the report, in the page's order: the statement its export reads through a cursor. */
export function revenueRowsQuery(dateType: ReportDateTypeId, range: InstantRange): { sql: string; params: unknown[] } {
  const params = new SqlParams();
  const where = revenueWhere(dateType, range, params);
  return {
    sql: `select ${revenueRowSelect(dateType)} from orders o ${REVENUE_ROW_JOINS} ${where} order by ${DATE_COLUMNS[dateType]} desc, o.order_id desc`,
    params: params.values,
  };
}

export interface RevenueSums {
  totals: RevenueSubtotal;
  byWarehouse: RevenueSubtotal[];
  byChannel: RevenueSubtotal[];
  byPaymentMode: RevenueSubtotal[];
}

const SUMS = `count(*)::int as orders, coalesce(sum(o.total_amount_ht), 0)::float8 as "totalAmountHT",
  coalesce(sum(o.total_discount), 0)::float8 as "totalDiscount", coalesce(sum(o.total_escompte), 0)::float8 as "totalEscompte",
  coalesce(sum(o.total_rebates), 0)::float8 as "totalRebates", coalesce(sum(o.total_tva), 0)::float8 as "totalTva",
  coalesce(sum(o.total_timbre), 0)::float8 as "totalTimbre", coalesce(sum(o.total_amount_ttc), 0)::float8 as "totalAmountTTC"`;

/** The totals of every matching order, and by warehouse, channel and payment mode (by label), in one reading. */
export async function revenueSums(db: Executor, dateType: ReportDateTypeId, range: InstantRange): Promise<RevenueSums> {
  const params = new SqlParams();
  const where = revenueWhere(dateType, range, params);
  const rows = await db.query<RevenueSubtotal & { kind: 'total' | 'warehouse' | 'channel' | 'payment' }>(
    `with m as (select o.warehouse_id, o.channel_id, o.payment_mode_id, o.total_amount_ht, o.total_discount, o.total_escompte, o.total_rebates, o.total_tva, o.total_timbre, o.total_amount_ttc
                  from orders o ${where}),
     g as (select case when grouping(o.warehouse_id) = 0 then 'warehouse' when grouping(o.channel_id) = 0 then 'channel'
                       when grouping(o.payment_mode_id) = 0 then 'payment' else 'total' end as kind,
                  coalesce(o.warehouse_id, o.channel_id, o.payment_mode_id) as id, ${SUMS}
             from m o group by grouping sets ((o.warehouse_id), (o.channel_id), (o.payment_mode_id), ()))
     select g.kind, g.id, coalesce(case g.kind when 'warehouse' then w.localisation when 'channel' then ch.name
                                                     when 'payment' then pm.title else 'Total' end, 'Non renseigné') as label,
            g.orders, g."totalAmountHT", g."totalDiscount", g."totalEscompte", g."totalRebates", g."totalTva", g."totalTimbre", g."totalAmountTTC"
       from g left join warehouses w on g.kind = 'warehouse' and w.warehouse_id = g.id
       left join channels ch on g.kind = 'channel' and ch.channel_id = g.id
       left join payment_modes pm on g.kind = 'payment' and pm.payment_mode_id = g.id
      order by g.kind, label, g.id`,
    params.values,
  );
  const of = (kind: string) => rows.filter((row) => row.kind === kind).map(({ kind: _kind, ...subtotal }) => subtotal);
  const [totals] = of('total');
  return {
    totals: totals ?? { id: null, label: 'Total', orders: 0, ...NO_AMOUNTS },
    byWarehouse: of('warehouse'),
    byChannel: of('channel'),
    byPaymentMode: of('payment'),
  };
}
