/**
 * Reporting's shared vocabulary and rules (seed 002 daily recap, revenue and collection reports, performance
 * dashboard; issue 27): the report date types and the column each reads, the status sets behind each figure, the
 * business day of Morocco as half-open ranges of instants [start, end), the periods compared on the dashboard and
 * their sparkline buckets. rest-api reads ranges and buckets from here and passes them to SQL as instants, so the
 * time zone's rules are applied in one place (Node's time-zone data), never by the database's.
 */
import { OrderStatus } from './orders.ts';

const BUSINESS_TIME_ZONE = 'Africa/Casablanca';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Report date types: the seed's 1 to 4, ours 5 and 6 (the dashboard's cancelled and returned cards open the orders
 * list on them). Each means one column of `orders`, everywhere (reports, the order list's filter).
 */
export const ReportDateType = {
  /** « Date commande »: confirmed_at, as the order lists' order date. */
  ORDER: 1,
  /** The day the order was delivered, or collected at the counter: collected_at (status 5 is reached only by a collection). */
  DELIVERY: 2,
  /** desired_delivery_date (a day, no time). */
  DESIRED_DELIVERY: 3,
  /** invoiced_at: its round's invoicing (migration 021). */
  INVOICE: 4,
  /** cancelled_at (ours). */
  CANCELLATION: 5,
  /** returned_at (ours). */
  RETURN: 6,
} as const;
export type ReportDateTypeId = (typeof ReportDateType)[keyof typeof ReportDateType];

export const REPORT_DATE_TYPE_LABELS: Readonly<Record<ReportDateTypeId, string>> = {
  1: 'Date de commande',
  2: 'Date de livraison',
  3: 'Date de livraison souhaitée',
  4: 'Date de facturation',
  5: "Date d'annulation",
  6: 'Date de retour',
};

/** The seed's date types, offered by the revenue report's picker. */
export const REVENUE_DATE_TYPES: readonly ReportDateTypeId[] = [1, 2, 3, 4];

export function isReportDateType(value: number): value is ReportDateTypeId {
  return Object.values(ReportDateType).includes(value as ReportDateTypeId);
}

/** Orders making revenue: confirmed and on their way or delivered; neither open baskets, nor cancelled, nor returned. */
export const REVENUE_STATUSES: readonly number[] = [OrderStatus.CONFIRMED, OrderStatus.DISPATCHED, OrderStatus.INVOICED, OrderStatus.DELIVERED, OrderStatus.VALIDATED];
/** Delivered orders: delivered or collected (5), and validated after it (8). */
export const DELIVERED_STATUSES: readonly number[] = [OrderStatus.DELIVERED, OrderStatus.VALIDATED];
export const CANCELLED_STATUSES: readonly number[] = [OrderStatus.CANCELLED];
export const RETURNED_STATUSES: readonly number[] = [OrderStatus.RETURNED];

/** A half-open range of instants [start, end). */
export interface InstantRange {
  start: Date;
  end: Date;
}

/** The longest range a report reads (days). */
export const MAX_REPORT_DAYS = 366;
/** A dashboard range up to this long is bucketed by hour, longer ones by business day. */
const HOURLY_SERIES_MAX_MS = 2 * DAY_MS;

export const ReportingMessages = {
  invalidDate: 'Date invalide (AAAA-MM-JJ attendu)',
  invalidInstant: 'Date invalide (AAAA-MM-JJ ou date et heure ISO avec fuseau attendues)',
  fromAfterTo: 'La date de début ne doit pas être après la date de fin',
  rangeTooLong: `La période ne peut pas dépasser ${MAX_REPORT_DAYS} jours`,
  invalidDateType: 'Type de date inconnu (1 date de commande, 2 date de livraison, 3 date de livraison souhaitée, 4 date de facturation)',
  dateRangeIncomplete: 'Le type de date, la date de début et la date de fin vont ensemble',
  amountNotNegative: 'Le montant ne peut pas être négatif',
  amountCents: 'Le montant a au plus deux décimales',
  amountTooLarge: 'Le montant est trop grand',
} as const;

const offsetFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Morocco's offset from UTC at `at`, in milliseconds (+1 h most of the year, 0 during Ramadan). */
function offsetAt(at: number): number {
  const parts = Object.fromEntries(offsetFormat.formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]));
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return local - Math.floor(at / 1000) * 1000;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO date-time with its offset (Z or ±hh:mm): an instant, never a local time of unknown zone. */
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether `text` is a real calendar day YYYY-MM-DD. */
function isBusinessDate(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === text;
}

/** The instant a business day (Morocco) starts: its local midnight (Morocco changes its clocks at 02:00 or 03:00, never at midnight). */
function dayStart(date: string): number {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const guess = midnightUtc - offsetAt(midnightUtc);
  return midnightUtc - offsetAt(guess);
}

/** The next calendar day of YYYY-MM-DD. */
function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The business day YYYY-MM-DD (Morocco) an instant falls in. */
export function businessDateOf(at: Date): string {
  const local = new Date(at.getTime() + offsetAt(at.getTime()));
  return local.toISOString().slice(0, 10);
}

/**
 * An instant as a spreadsheet date and time: its Casablanca wall-clock time written as UTC, which Excel (zone-less)
 * shows as that time; null when missing or unreadable.
 */
export function spreadsheetDateTime(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const at = (typeof value === 'string' ? new Date(value) : value).getTime();
  return Number.isNaN(at) ? null : new Date(at + offsetAt(at));
}

/** A business day's bounds [start, end) (23, 24 or 25 hours long); null when `date` is not a real YYYY-MM-DD day. */
export function businessDayRange(date: string): InstantRange | null {
  if (!isBusinessDate(date)) return null;
  return { start: new Date(dayStart(date)), end: new Date(dayStart(nextDay(date))) };
}

type Bound = { at: Date } | { error: string };

/** A range's bound: an ISO instant with its offset, or a business day (its start; as `to`, its end: the day is included). */
function boundOf(text: string, side: 'from' | 'to'): Bound {
  if (DAY_PATTERN.test(text)) {
    const day = businessDayRange(text);
    if (!day) return { error: ReportingMessages.invalidDate };
    return { at: side === 'from' ? day.start : day.end };
  }
  const at = INSTANT_PATTERN.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? { error: ReportingMessages.invalidInstant } : { at: new Date(at) };
}

/**
 * A report's range from its two texts (YYYY-MM-DD business days, `to` inclusive, or ISO instants, `to` exclusive),
 * or the French reasons keyed by field (`fromField`, `toField`): each must read, from never after to, at most
 * MAX_REPORT_DAYS days. An empty range (from = to) is allowed and reads nothing.
 */
export function reportRange(
  from: string,
  to: string,
  fields: { from: string; to: string } = { from: 'dateFrom', to: 'dateTo' },
): { range: InstantRange } | { errors: Record<string, string> } {
  const start = boundOf(from, 'from');
  const end = boundOf(to, 'to');
  const errors: Record<string, string> = {};
  if ('error' in start) errors[fields.from] = start.error;
  if ('error' in end) errors[fields.to] = end.error;
  if ('error' in start || 'error' in end) return { errors };
  if (start.at.getTime() > end.at.getTime()) return { errors: { [fields.to]: ReportingMessages.fromAfterTo } };
  if (end.at.getTime() - start.at.getTime() > (MAX_REPORT_DAYS + 1) * DAY_MS) return { errors: { [fields.to]: ReportingMessages.rangeTooLong } };
  return { range: { start: start.at, end: end.at } };
}

/** The period of equal length just before `range`. */
export function previousPeriod(range: InstantRange): InstantRange {
  return { start: new Date(range.start.getTime() - (range.end.getTime() - range.start.getTime())), end: range.start };
}

export type SeriesStep = 'HOUR' | 'DAY';

/**
 * A sparkline's buckets over `range`: by hour when the range is at most two days, else by business day. Each
 * bucket's start, in order; the first one is the hour or business day `range.start` falls in, so every instant of
 * the range is in exactly one bucket (the last one runs to `range.end`).
 */
export function seriesBuckets(range: InstantRange): { step: SeriesStep; starts: Date[] } {
  const startMs = range.start.getTime();
  const endMs = range.end.getTime();
  if (endMs - startMs <= HOURLY_SERIES_MAX_MS) {
    // Morocco's offsets are whole hours: a local hour starts on a UTC hour.
    const starts: Date[] = [];
    for (let at = Math.floor(startMs / HOUR_MS) * HOUR_MS; at < endMs || starts.length === 0; at += HOUR_MS) starts.push(new Date(at));
    return { step: 'HOUR', starts };
  }
  const starts: Date[] = [];
  for (let date = businessDateOf(range.start); ; date = nextDay(date)) {
    const start = dayStart(date);
    if (start >= endMs && starts.length > 0) break;
    starts.push(new Date(start));
  }
  return { step: 'DAY', starts };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A figure against the previous period's: the change (in the figure's unit) and the change in percent of the previous (null when it is 0). */
export function comparePeriods(current: number, previous: number): { change: number; changePercent: number | null } {
  return { change: round2(current - previous), changePercent: previous === 0 ? null : round2(((current - previous) / Math.abs(previous)) * 100) };
}

/** The cash counted at a till's close: ≥ 0, whole centimes, below 10^10 DH; the French reason, or null when valid. */
export function tillAmountError(amount: number): string | null {
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e10) return ReportingMessages.amountTooLarge;
  if (amount < 0) return ReportingMessages.amountNotNegative;
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return ReportingMessages.amountCents;
  return null;
}

/** An order set behind figures: the date type that dates its orders and the statuses they hold. */
export interface ReportOrderSet {
  dateType: ReportDateTypeId;
  statusIds: readonly number[];
}

/**
 * The four sets every figure is counted on (the recap, the dashboard, the revenue report's date type 1, the cards'
 * orders list): ordered by confirmation and still making revenue, cancelled by cancellation, returned by return,
 * delivered (or collected at the counter) by delivery.
 */
export const REPORT_ORDER_SETS = {
  ordered: { dateType: ReportDateType.ORDER, statusIds: REVENUE_STATUSES },
  cancelled: { dateType: ReportDateType.CANCELLATION, statusIds: CANCELLED_STATUSES },
  returned: { dateType: ReportDateType.RETURN, statusIds: RETURNED_STATUSES },
  delivered: { dateType: ReportDateType.DELIVERY, statusIds: DELIVERED_STATUSES },
} as const satisfies Record<string, ReportOrderSet>;
export type ReportOrderSetName = keyof typeof REPORT_ORDER_SETS;
