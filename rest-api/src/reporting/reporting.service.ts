/**
 * The reports (seed 002 daily recap, revenue and collection reports, performance dashboard; issue 27): inputs read
 * by @console/schema's rules (French 400s keyed by field), figures read from the repositories, nothing computed here.
 */
import {
  businessClock,
  businessDayRange,
  isReportDateType,
  previousPeriod,
  REVENUE_DATE_TYPES,
  reportRange,
  ReportingMessages,
  seriesBuckets,
  type GrantedPermission,
  type InstantRange,
} from '@console/schema';
import type { Db } from '../db/db.ts';
import { pageWindow } from '../db/paging.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { cashCollectors, collectionPage, saveTillClose, userExists } from './collection.repository.ts';
import { mayCloseTill, tillCloseErrors } from './collection.rules.ts';
import { periodFigures } from './figures.repository.ts';
import { ReportingRestMessages } from './messages.ts';
import { performanceCards, recapOf } from './performance.rules.ts';
import { loadRecapRounds, loadSync, saveSync, type ReportName } from './recap.repository.ts';
import { revenuePage, revenueSums } from './revenue.repository.ts';

/** The reports' pages: 50 by default, at most 200 (the order lists'). */
const reportPage = (query: { page?: number; take?: number }) => pageWindow(query, 50, 200);

/** A business day's bounds, or 400 keyed `field`. */
function dayRange(date: string, field = 'date'): InstantRange {
  const range = businessDayRange(date);
  if (!range) throw badRequest({ [field]: ReportingMessages.invalidDate });
  return range;
}

function rangeOf(dateFrom: string, dateTo: string): InstantRange {
  const read = reportRange(dateFrom, dateTo);
  if ('errors' in read) throw badRequest(read.errors);
  return read.range;
}

const lastSync = async (db: Db, report: ReportName, date: string) => (await loadSync(db, report, date)) ?? null;

export async function dailyRecap(db: Db, date: string) {
  const range = dayRange(date);
  const [{ total }, rounds, sync] = await Promise.all([periodFigures(db, range, [range.start]), loadRecapRounds(db, date), lastSync(db, 'recap', date)]);
  return {
    date,
    start: range.start.toISOString(),
    end: range.end.toISOString(),
    totalConfirmedOrders: total.ordersNumber,
    totalAmountConfirmedOrders: total.caAmount,
    totalCanceledOrders: total.canceledOrdersNumber,
    totalAmountCanceledOrders: total.canceledCAAmount,
    totalReturnedOrders: total.returnedOrdersNumber,
    totalAmountReturnedOrders: total.returnedCAAmount,
    totalDeliveredOrders: total.deliveredOrdersNumber,
    totalAmountDeliveredOrders: total.deliveredCAAmount,
    totalTPEDeliveredOrders: total.deliveredTPEOrdersNumber,
    totalTPEAmountDeliveredOrders: total.deliveredTPEAmount,
    totalCashDeliveredOrders: total.deliveredCashOrdersNumber,
    totalCashAmountDeliveredOrders: total.deliveredCashAmount,
    rounds,
    lastSync: sync,
  };
}

/** « Synchroniser »: the recap read again (idempotent), the run recorded with its totals, the recap answered. */
export async function synchronizeRecap(db: Db, date: string, userId: number) {
  const { rounds: _rounds, lastSync: _previous, ...totals } = await dailyRecap(db, date);
  await saveSync(db, 'recap', date, userId, totals);
  return dailyRecap(db, date);
}

export interface RevenueQuery {
  dateType: number;
  dateFrom: string;
  dateTo: string;
  page?: number;
  take?: number;
}

export async function revenueReport(db: Db, query: RevenueQuery) {
  const { dateType } = query;
  if (!isReportDateType(dateType) || !REVENUE_DATE_TYPES.includes(dateType)) throw badRequest({ dateType: ReportingMessages.invalidDateType });
  const range = rangeOf(query.dateFrom, query.dateTo);
  const [page, sums] = await Promise.all([revenuePage(db, dateType, range, reportPage(query)), revenueSums(db, dateType, range)]);
  return { ...page, dateFrom: range.start.toISOString(), dateTo: range.end.toISOString(), ...sums };
}

export interface CollectionQuery {
  date: string;
  page?: number;
  take?: number;
}

export async function collectionReport(db: Db, query: CollectionQuery) {
  const range = dayRange(query.date);
  const [page, { total }, collectors, sync] = await Promise.all([
    collectionPage(db, range, reportPage(query)),
    periodFigures(db, range, [range.start]),
    cashCollectors(db, range, query.date),
    lastSync(db, 'collection', query.date),
  ]);
  return {
    date: query.date,
    start: range.start.toISOString(),
    end: range.end.toISOString(),
    ...page,
    totalDeliveredOrders: total.deliveredOrdersNumber,
    totalCashAmountDeliveredOrders: total.deliveredCashAmount,
    totalTPEAmountDeliveredOrders: total.deliveredTPEAmount,
    collectors,
    lastSync: sync,
  };
}

/** The seed's cash totals of a day's delivered orders. */
export async function cashTotals(db: Db, date: string) {
  const range = dayRange(date);
  const { total } = await periodFigures(db, range, [range.start]);
  return { totalCashAmountDeliveredOrders: total.deliveredCashAmount, totalTPEAmountDeliveredOrders: total.deliveredTPEAmount };
}

export async function synchronizeCollection(db: Db, date: string, userId: number) {
  const report = await collectionReport(db, { date });
  const { totalDeliveredOrders, totalCashAmountDeliveredOrders, totalTPEAmountDeliveredOrders } = report;
  await saveSync(db, 'collection', date, userId, { totalDeliveredOrders, totalCashAmountDeliveredOrders, totalTPEAmountDeliveredOrders });
  return collectionReport(db, { date });
}

export interface TillCloseBody {
  date: string;
  collectorId: number;
  cashHandedOver: number;
}

/** Closes a collector's till: 400 by field for a bad day or amount or an unknown collector, 403 for another's till without permission 41. */
export async function closeTill(db: Db, body: TillCloseBody, caller: { userId: number; granted: readonly GrantedPermission[] }) {
  const errors = tillCloseErrors(body, businessClock().date);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  if (!mayCloseTill(caller.granted, caller.userId, body.collectorId)) throw forbidden(ReportingRestMessages.otherTill);
  if (!(await userExists(db, body.collectorId))) throw badRequest({ collectorId: ReportingRestMessages.unknownCollector });
  await saveTillClose(db, { ...body, closedBy: caller.userId });
  const [collector] = await cashCollectors(db, dayRange(body.date), body.date, body.collectorId);
  return collector;
}

export interface RangeQuery {
  dateFrom: string;
  dateTo: string;
}

/** The seed's performance recap response (plus deliveredCAAmount) over a range. */
export async function ordersRecap(db: Db, query: RangeQuery) {
  const range = rangeOf(query.dateFrom, query.dateTo);
  return recapOf((await periodFigures(db, range, [range.start])).total);
}

/** The dashboard: the recap over the range and the previous period of equal length, the cards with their sparklines. */
export async function performanceReport(db: Db, query: RangeQuery) {
  const range = rangeOf(query.dateFrom, query.dateTo);
  const previousRange = previousPeriod(range);
  const { step, starts } = seriesBuckets(range);
  const [current, previous] = await Promise.all([periodFigures(db, range, starts), periodFigures(db, previousRange, [previousRange.start])]);
  return {
    from: range.start.toISOString(),
    to: range.end.toISOString(),
    previousFrom: previousRange.start.toISOString(),
    previousTo: previousRange.end.toISOString(),
    step,
    current: recapOf(current.total),
    previous: recapOf(previous.total),
    cards: performanceCards(range, { current: current.total, previous: previous.total, buckets: starts.map((start, index) => ({ start, figures: current.buckets[index]! })) }),
  };
}
