/**
 * The order lists' bulk actions (seed 001 section 4) and the all-orders list's delivery-date change. A bulk action
 * takes each order in its own transaction: locked, decided by the rules, written, or left as it was with the reason;
 * one order's refusal or failure never touches another's.
 */
import { billedLine, businessClock, deliveryDateChangeError, OrderMessages, reopenRefusal, type OrderListAction } from '@console/schema';
import type { Db, Executor } from '../db/db.ts';
import { isUniqueViolation } from '../db/sql.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { OrderRestMessages } from './messages.ts';
import {
  applyOrderAction,
  giveBackStock,
  lockActionOrder,
  markReopened,
  orderQuantities,
  paymentModeExists,
  setDesiredDeliveryDate,
  type LockedActionOrder,
} from './order-actions.repository.ts';
import { actionRequestErrors, decideOrderAction, reservedStock, type ActionDecision } from './order-actions.rules.ts';
import { draftOf } from './orders.repository.ts';
import { stockDemands } from './orders.rules.ts';
import { presentedOrder, type OrderAnswer, type OrderSettings } from './orders.service.ts';

export interface OrderActionBody {
  action: OrderListAction;
  orderIds: number[];
  paymentModeId?: number | null;
}

export interface OrderActionResult {
  orderId: number;
  /** Empty when the order does not exist. */
  code: string;
  ok: boolean;
  reason: string | null;
  /** After the action (unchanged when refused); null when the order does not exist. */
  orderStatusId: number | null;
  warehouseId: number | null;
  amountCollected: number | null;
}

export interface OrderActionReport {
  results: OrderActionResult[];
  done: number;
  refused: number;
}

/**
 * Gives the quantities the order still holds (gift lines included) back to the warehouse the confirmation took them
 * from: what was ordered, or once a preparation has ended, what was prepared (the rest went back when it ended).
 */
async function giveBackReservedStock(tx: Executor, order: { orderId: number; preparationStatus: number | null }, warehouseId: number): Promise<void> {
  const held = (await orderQuantities(tx, order.orderId)).map((line) => ({ articleId: line.articleId, quantity: billedLine(line, order.preparationStatus).billedQuantity }));
  // Ascending article ids, as the confirmation takes them: concurrent writers of one stock row queue, never cross.
  for (const demand of stockDemands(held)) await giveBackStock(tx, { ...demand, warehouseId });
}

/**
 * One locked order's action inside the caller's transaction (the lists' bulk action, a schedule's delivery outcome):
 * decided by the rules, then its stock given back and its writes; nothing written when refused.
 */
export async function actOnLockedOrder(
  tx: Executor,
  order: LockedActionOrder,
  action: OrderListAction,
  options: { paymentModeId: number | null; stampDutyPercent: number; actorId: number },
): Promise<ActionDecision> {
  const decision = decideOrderAction(action, order, options);
  if (decision.refusal !== null) return decision;
  if (decision.releaseStock && order.warehouseId !== null) await giveBackReservedStock(tx, order, order.warehouseId);
  await applyOrderAction(tx, order.orderId, decision, options.actorId);
  return decision;
}

/** One order's action in its own transaction; the refusal is the answer's, the transaction changes nothing then. */
async function actOnOrder(db: Db, orderId: number, body: OrderActionBody, settings: OrderSettings & { actorId: number }): Promise<OrderActionResult> {
  return db.transaction(async (tx) => {
    const order = await lockActionOrder(tx, orderId);
    if (!order) return { orderId, code: '', ok: false, reason: OrderMessages.orderNotFound, orderStatusId: null, warehouseId: null, amountCollected: null };
    const answer = { orderId, code: order.code, warehouseId: order.warehouseId };
    const decision = await actOnLockedOrder(tx, order, body.action, { paymentModeId: body.paymentModeId ?? null, stampDutyPercent: settings.stampDutyPercent, actorId: settings.actorId });
    if (decision.refusal !== null) return { ...answer, ok: false, reason: decision.refusal, orderStatusId: order.orderStatusId, amountCollected: null };
    return { ...answer, ok: true, reason: null, orderStatusId: decision.orderStatusId, amountCollected: decision.collection?.amountCollected ?? null };
  });
}

/**
 * Cancel, return or collect each order in the request's order (ids unique: the schema checks it). 400 only for the
 * request itself (a payment mode missing for collect, sent for another action, unknown); an unexpected failure of
 * one order is reported on its row (logged), the others go on. `actorId`: the caller (a counter collection's collector).
 */
export async function runOrderAction(db: Db, body: OrderActionBody, settings: OrderSettings & { actorId: number }, logFailure: (error: unknown, orderId: number) => void): Promise<OrderActionReport> {
  const errors = actionRequestErrors(body.action, body.paymentModeId);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  if (body.paymentModeId !== undefined && body.paymentModeId !== null && !(await paymentModeExists(db, body.paymentModeId))) {
    throw badRequest({ paymentModeId: OrderRestMessages.unknownPaymentMode });
  }
  const results: OrderActionResult[] = [];
  for (const orderId of body.orderIds) {
    try {
      results.push(await actOnOrder(db, orderId, body, settings));
    } catch (error) {
      logFailure(error, orderId);
      results.push({ orderId, code: '', ok: false, reason: OrderRestMessages.actionFailed, orderStatusId: null, warehouseId: null, amountCollected: null });
    }
  }
  const done = results.filter((result) => result.ok).length;
  return { results, done, refused: results.length - done };
}

/**
 * The all-orders list's delivery-date change (seed 001 section 5): the order locked, the shared rule asked with
 * today's date of the business clock (Morocco); 400 keyed `desiredDeliveryDate` when refused, 404 for none.
 */
export async function changeDeliveryDate(db: Db, orderId: number, desiredDeliveryDate: string): Promise<OrderAnswer> {
  return db.transaction(async (tx) => {
    const order = await lockActionOrder(tx, orderId);
    if (!order) throw notFound();
    const error = deliveryDateChangeError(order, desiredDeliveryDate, businessClock().date);
    if (error) throw badRequest({ desiredDeliveryDate: error });
    await setDesiredDeliveryDate(tx, orderId, desiredDeliveryDate);
    return presentedOrder(tx, orderId);
  });
}

/** 409 naming the customer's other open basket, its id in the body. */
async function otherDraftConflict(db: Executor, customerId: number) {
  const draft = await draftOf(db, customerId);
  return conflict(OrderRestMessages.reopenDraftExists(draft?.code ?? ''), draft ? { orderId: draft.orderId } : {});
}

/**
 * The order editor's « Modifier la commande »: a confirmed order whose preparation has not started becomes an open
 * basket again (2 → 1) in one transaction, the row locked: the stock its confirmation reserved given back as a cancel
 * gives it, confirmedAt and confirmedBy cleared, date, slot and payment mode kept. 409 with the shared reason when
 * the rule refuses (also the loser of two concurrent reopens), or when the customer has another open basket (also
 * when one is created meanwhile: the unique index).
 */
export async function reopenOrder(db: Db, orderId: number): Promise<OrderAnswer> {
  let customerId: number | undefined;
  try {
    return await db.transaction(async (tx) => {
      const order = await lockActionOrder(tx, orderId);
      if (!order) throw notFound();
      customerId = order.customerId;
      const refusal = reopenRefusal(order);
      if (refusal) throw conflict(refusal);
      if (await draftOf(tx, order.customerId)) throw await otherDraftConflict(tx, order.customerId);
      const release = reservedStock(order);
      if (release) await giveBackReservedStock(tx, order, release.warehouseId);
      await markReopened(tx, orderId);
      return presentedOrder(tx, orderId);
    });
  } catch (error) {
    if (isUniqueViolation(error) && customerId !== undefined) throw await otherDraftConflict(db, customerId);
    throw error;
  }
}
