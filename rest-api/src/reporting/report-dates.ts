/**
 * The one translation of a report date type into SQL (schema/src/reporting.ts ReportDateType): the column of `o`
 * (orders) it reads and the condition « its date falls in [start, end) ». The reports and the order lists' dateType
 * filter use it, so a date type means the same column everywhere. Bounds are instants computed by
 * @console/schema (Morocco's day), never by the database's time-zone data.
 */
import { businessDateOf, ReportDateType, type InstantRange, type ReportDateTypeId } from '@console/schema';
import type { SqlParams } from '../db/sql.ts';

export const DATE_COLUMNS: Readonly<Record<ReportDateTypeId, string>> = {
  [ReportDateType.ORDER]: 'o.confirmed_at',
  [ReportDateType.DELIVERY]: 'o.collected_at',
  [ReportDateType.DESIRED_DELIVERY]: 'o.desired_delivery_date',
  [ReportDateType.INVOICE]: 'o.invoiced_at',
  [ReportDateType.CANCELLATION]: 'o.cancelled_at',
  [ReportDateType.RETURN]: 'o.returned_at',
};

const DAY_MS = 86_400_000;

/**
 * The business days a range touches, [first, afterLast) as YYYY-MM-DD: what the desired delivery date (a day, no
 * time) is compared with. An empty range touches none.
 */
export function daysTouched(range: InstantRange): { first: string; afterLast: string } {
  const first = businessDateOf(range.start);
  if (range.end.getTime() <= range.start.getTime()) return { first, afterLast: first };
  const last = businessDateOf(new Date(range.end.getTime() - 1));
  return { first, afterLast: new Date(Date.parse(`${last}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10) };
}

/** Conditions on `o`: the order's date of `dateType` falls in `range` (half-open). */
export function dateInRange(dateType: ReportDateTypeId, range: InstantRange, params: SqlParams): string[] {
  const column = DATE_COLUMNS[dateType];
  if (dateType === ReportDateType.DESIRED_DELIVERY) {
    const days = daysTouched(range);
    return [`${column} >= ${params.add(days.first)}::date`, `${column} < ${params.add(days.afterLast)}::date`];
  }
  return [`${column} >= ${params.add(range.start.toISOString())}::timestamptz`, `${column} < ${params.add(range.end.toISOString())}::timestamptz`];
}

/** The order's date of `dateType` as the answers give it: an ISO date-time, or YYYY-MM-DD for the desired delivery date. */
export function dateText(dateType: ReportDateTypeId): string {
  const column = DATE_COLUMNS[dateType];
  return dateType === ReportDateType.DESIRED_DELIVERY ? `to_char(${column}, 'YYYY-MM-DD')` : `to_json(${column}) #>> '{}'`;
}
