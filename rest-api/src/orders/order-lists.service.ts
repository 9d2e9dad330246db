/**
 * The order lists (seed 001 section 2) and preparation (ours: start, prepared quantities, finish). Each write is one
 * transaction with the order locked; the rules are @console/schema's and preparation.rules.ts.
 */
import {
  billedDiffersFromOrdered,
  canRecordPreparation,
  canStartPreparation,
  isReportDateType,
  ORDER_LIST_MAX_TAKE,
  ORDER_LIST_PAGE_SIZE,
  OrderMessages,
  PreparationStatus,
  preparationOutcome,
  ReportingMessages,
  reportRange,
} from '@console/schema';
import type { Db, Executor } from '../db/db.ts';
import { pageWindow } from '../db/paging.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import {
  listOrderRows,
  listOrdersToPrepare,
  loadPreparedLines,
  lockOrderForPreparation,
  setPreparationStatus,
  updatePreparedQuantities,
  userWarehouse,
  type OrderListFilters,
  type PreparationFacts,
} from './order-lists.repository.ts';
import { loadOrder } from './orders.repository.ts';
import { presentOrder, type OrderAnswer, type OrderSettings } from './orders.service.ts';
import { billPreparedQuantities } from './preparation-billing.service.ts';
import { linesAfterSave, preparationReadScope, preparationWriteRefusal, preparedLineErrors, type PreparedLineInput } from './preparation.rules.ts';

/** Take clamped to 1…200 (the lists' convention: a larger take is clamped, not refused); 400 past the count bound. */
const listPage = (query: { page?: number; take?: number }) => pageWindow(query, ORDER_LIST_PAGE_SIZE, ORDER_LIST_MAX_TAKE);

export interface OrderListQuery extends Omit<OrderListFilters, 'dated'> {
  page?: number;
  take?: number;
  dateType?: number;
  dateFrom?: string;
  dateTo?: string;
}

/** The report date range of a list query (all three or none; 400 keyed by field otherwise), as @console/schema reads it. */
function datedFilter(query: Pick<OrderListQuery, 'dateType' | 'dateFrom' | 'dateTo'>): OrderListFilters['dated'] {
  const { dateType, dateFrom, dateTo } = query;
  if (dateType === undefined && dateFrom === undefined && dateTo === undefined) return undefined;
  if (dateType === undefined || dateFrom === undefined || dateTo === undefined) throw badRequest({ dateType: ReportingMessages.dateRangeIncomplete });
  if (!isReportDateType(dateType)) throw badRequest({ dateType: ReportingMessages.invalidDateType });
  const read = reportRange(dateFrom, dateTo);
  if ('errors' in read) throw badRequest(read.errors);
  return { dateType, range: read.range };
}

export async function listOrderRowPage(db: Db, { page, take, dateType, dateFrom, dateTo, ...filters }: OrderListQuery) {
  return listOrderRows(db, { ...filters, dated: datedFilter({ dateType, dateFrom, dateTo }) }, listPage({ page, take }));
}

export interface PreparationQuery {
  warehouseId?: number;
  page?: number;
  take?: number;
}

/** The orders to prepare of the caller's warehouse (403 for another), or of the one asked, or all. */
export async function ordersToPrepare(db: Db, query: PreparationQuery, userId: number) {
  const scope = preparationReadScope(await userWarehouse(db, userId), query.warehouseId);
  if ('message' in scope) throw forbidden(scope.message);
  const page = await listOrdersToPrepare(db, scope, listPage(query));
  return { ...page, collection: page.collection.map(presentOrder) };
}

/** The order locked, 404 for none, 403 when it is of another warehouse than the caller's. */
async function lockedForPreparation(tx: Executor, orderId: number, userId: number): Promise<PreparationFacts> {
  const order = await lockOrderForPreparation(tx, orderId);
  if (!order) throw notFound();
  const refusal = preparationWriteRefusal(await userWarehouse(tx, userId), order.warehouseId);
  if (refusal) throw forbidden(refusal);
  return order;
}

async function answer(tx: Executor, orderId: number): Promise<OrderAnswer> {
  const order = await loadOrder(tx, orderId);
  if (!order) throw notFound();
  return presentOrder(order);
}

/** Preparation starts (1 → 2); 409 when the order is not one to start. */
export async function startPreparation(db: Db, orderId: number, userId: number): Promise<OrderAnswer> {
  return db.transaction(async (tx) => {
    const order = await lockedForPreparation(tx, orderId, userId);
    if (!canStartPreparation(order)) throw conflict(OrderMessages.preparationNotStartable);
    await setPreparationStatus(tx, orderId, PreparationStatus.IN_PROGRESS);
    return answer(tx, orderId);
  });
}

export interface SavePreparationBody {
  lines: PreparedLineInput[];
  finish: boolean;
}

/**
 * Saves prepared quantities (400 keyed `lines.<i>.<field>`); with finish, the preparation ends: 3 when every line
 * has its whole quantity (lines not sent count as stored, null as 0), else 4, and the order is billed on what was
 * prepared, the rest given back to stock (preparation-billing.service.ts). 409 unless in progress.
 */
export async function savePreparation(db: Db, orderId: number, body: SavePreparationBody, userId: number, settings: OrderSettings): Promise<OrderAnswer> {
  return db.transaction(async (tx) => {
    const order = await lockedForPreparation(tx, orderId, userId);
    if (!canRecordPreparation(order)) throw conflict(OrderMessages.preparationNotInProgress);
    const stored = await loadPreparedLines(tx, orderId);
    const errors = preparedLineErrors(body.lines, stored);
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    await updatePreparedQuantities(tx, orderId, body.lines);
    if (body.finish) {
      const lines = linesAfterSave(stored, body.lines);
      const outcome = preparationOutcome(lines);
      await setPreparationStatus(tx, orderId, outcome);
      if (billedDiffersFromOrdered(lines, outcome)) await billPreparedQuantities(tx, orderId, settings);
    }
    return answer(tx, orderId);
  });
}
