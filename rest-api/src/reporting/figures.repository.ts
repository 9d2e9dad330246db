/**
 * The figures of the recap and the dashboard, defined once: over the four order sets of @console/schema
 * (REPORT_ORDER_SETS, each dated by its report date type), for a range cut into buckets. One statement gives every
 * bucket and the whole range (grouping sets), averages included, so no figure is computed anywhere else.
 */
import { PaymentModeId, REPORT_ORDER_SETS, type InstantRange, type ReportOrderSetName } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { SqlParams } from '../db/sql.ts';
import { DATE_COLUMNS, dateInRange } from './report-dates.ts';

/** The figures of a range or of one bucket. Amounts DH TTC; averages per ordered order, 0 without one. */
export interface Figures {
  ordersNumber: number;
  /** Order lines of the ordered orders, gift lines (the promotion engine's) left out: their `lines_count`. */
  linesNumber: number;
  caAmount: number;
  caAverage: number;
  linesAveragePerOrder: number;
  canceledOrdersNumber: number;
  canceledCAAmount: number;
  returnedOrdersNumber: number;
  returnedCAAmount: number;
  deliveredOrdersNumber: number;
  deliveredCAAmount: number;
  /** Delivered, paid by card terminal (TPE, 101) or cash (ESP, 100). */
  deliveredTPEOrdersNumber: number;
  deliveredTPEAmount: number;
  deliveredCashOrdersNumber: number;
  deliveredCashAmount: number;
}

/**
 * The orders of one set whose date falls in the range, as `kind`, summed by bucket and payment mode (the finest the
 * figures need), so the figures add up a few rows per bucket instead of every order. It reads only what the set's
 * date index carries (migration 026): a range is an index-only scan.
 */
function eventsOf(name: ReportOrderSetName, kind: number, range: InstantRange, params: SqlParams, buckets: string): string {
  const set = REPORT_ORDER_SETS[name];
  const where = [...dateInRange(set.dateType, range, params), `o.order_status_id = any(${params.add(set.statusIds)}::int[])`];
  return `select width_bucket(${DATE_COLUMNS[set.dateType]}, ${buckets}) as bucket, ${kind} as kind, o.payment_mode_id,
                 count(*) as orders, sum(o.total_amount_ttc) as amount, sum(o.lines_count) as lines
            from orders o where ${where.join(' and ')} group by 1, 3`;
}

const KIND = { ordered: 1, cancelled: 2, returned: 3, delivered: 4 } as const;

const total = (measure: 'orders' | 'amount' | 'lines', kind: number, extra = '') => `sum(e.${measure}) filter (where e.kind = ${kind}${extra})`;
const count = (kind: number, extra = '') => `coalesce(${total('orders', kind, extra)}, 0)::int`;
const amount = (kind: number, extra = '') => `coalesce(${total('amount', kind, extra)}, 0)::float8`;
const perOrdered = (numerator: string) => `coalesce(round((${numerator})::numeric / nullif(${total('orders', KIND.ordered)}, 0), 2), 0)::float8`;

const FIGURE_COLUMNS = `
  ${count(KIND.ordered)} as "ordersNumber",
  coalesce(${total('lines', KIND.ordered)}, 0)::int as "linesNumber",
  ${amount(KIND.ordered)} as "caAmount",
  ${perOrdered(total('amount', KIND.ordered))} as "caAverage",
  ${perOrdered(total('lines', KIND.ordered))} as "linesAveragePerOrder",
  ${count(KIND.cancelled)} as "canceledOrdersNumber",
  ${amount(KIND.cancelled)} as "canceledCAAmount",
  ${count(KIND.returned)} as "returnedOrdersNumber",
  ${amount(KIND.returned)} as "returnedCAAmount",
  ${count(KIND.delivered)} as "deliveredOrdersNumber",
  ${amount(KIND.delivered)} as "deliveredCAAmount",
  ${count(KIND.delivered, ` and e.payment_mode_id = ${PaymentModeId.CARD}`)} as "deliveredTPEOrdersNumber",
  ${amount(KIND.delivered, ` and e.payment_mode_id = ${PaymentModeId.CARD}`)} as "deliveredTPEAmount",
  ${count(KIND.delivered, ` and e.payment_mode_id = ${PaymentModeId.CASH}`)} as "deliveredCashOrdersNumber",
  ${amount(KIND.delivered, ` and e.payment_mode_id = ${PaymentModeId.CASH}`)} as "deliveredCashAmount"`;

export interface PeriodFigures {
  total: Figures;
  /** One per bucket start, in order (a bucket without orders has zeros). */
  buckets: Figures[];
}

/** Every figure at 0: a bucket, a day or a period without orders. */
export const ZERO_FIGURES: Readonly<Figures> = {
  ordersNumber: 0,
  linesNumber: 0,
  caAmount: 0,
  caAverage: 0,
  linesAveragePerOrder: 0,
  canceledOrdersNumber: 0,
  canceledCAAmount: 0,
  returnedOrdersNumber: 0,
  returnedCAAmount: 0,
  deliveredOrdersNumber: 0,
  deliveredCAAmount: 0,
  deliveredTPEOrdersNumber: 0,
  deliveredTPEAmount: 0,
  deliveredCashOrdersNumber: 0,
  deliveredCashAmount: 0,
};

/**
 * The figures of `range` and of each bucket (`bucketStarts`: ascending instants, the first at or before the range's
 * start; an order goes to the last bucket starting at or before its date). Each set is read on its date's index.
 */
export async function periodFigures(db: Executor, range: InstantRange, bucketStarts: readonly Date[]): Promise<PeriodFigures> {
  const params = new SqlParams();
  const buckets = `${params.add(bucketStarts.map((start) => start.toISOString()))}::timestamptz[]`;
  const events = (Object.keys(KIND) as ReportOrderSetName[]).map((name) => eventsOf(name, KIND[name], range, params, buckets)).join('\n union all ');
  const rows = await db.query<Figures & { bucket: number | null }>(
    `select case when grouping(e.bucket) = 1 then null else e.bucket end as bucket, ${FIGURE_COLUMNS}
       from (${events}) e group by grouping sets ((e.bucket), ())`,
    params.values,
  );
  const strip = (row: Figures & { bucket: number | null }): Figures => {
    const { bucket: _bucket, ...figures } = row;
    return figures;
  };
  const total = rows.find((row) => row.bucket === null);
  const byBucket = new Map(rows.filter((row) => row.bucket !== null).map((row) => [row.bucket, strip(row)]));
  return { total: total ? strip(total) : ZERO_FIGURES, buckets: bucketStarts.map((_start, index) => byBucket.get(index + 1) ?? ZERO_FIGURES) };
}
