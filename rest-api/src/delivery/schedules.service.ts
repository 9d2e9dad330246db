/**
 * The schedules (seed 002 sections 3 and 4; the end of a delivery is ours): lists, one schedule, deletion,
 * invoicing and a delivery's outcome, each write one transaction with the schedule and its orders locked. A caller
 * holding only the warehouse schedules permission (40) and attached to a warehouse handles only its schedules.
 */
import {
  canDeleteSchedule,
  canInvoiceSchedule,
  DeliveryMessages,
  deliveryOutcomeRefusal,
  heldWarehouse,
  Permission,
  scheduleStatusAfterOutcome,
  type GrantedPermission,
} from '@console/schema';
import type { Db, Executor } from '../db/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { lockActionOrder } from '../orders/order-actions.repository.ts';
import { actOnLockedOrder } from '../orders/order-actions.service.ts';
import { userWarehouse } from '../orders/order-lists.repository.ts';
import { preparationReadScope, preparationWriteRefusal } from '../orders/preparation.rules.ts';
import { DispatchRestMessages } from './messages.ts';
import {
  deleteScheduleRows,
  listSchedules,
  loadSchedule,
  lockSchedule,
  markInvoiced,
  returnReasonExists,
  scheduleOrderStatus,
  scheduleOrderStatuses,
  setReturnReason,
  setScheduleStatus,
  type LockedSchedule,
  type ScheduleFilters,
  type ScheduleRow,
} from './schedules.repository.ts';
import { OUTCOME_ACTIONS, outcomeErrors, type OutcomeBody } from './schedules.rules.ts';

/** Who asks: their user and permissions; `levels` are the route's (a caller with 22 at them is held to no warehouse). */
export interface ScheduleCaller {
  userId: number;
  granted: readonly GrantedPermission[];
  levels?: number[];
}

/** The warehouse the caller is held to (heldWarehouse): none with the schedules permission (22), else their user's warehouse. */
async function heldTo(db: Executor, caller: ScheduleCaller): Promise<number | null> {
  return heldWarehouse(caller.granted, { permissions: [Permission.SCHEDULES], levels: caller.levels }, await userWarehouse(db, caller.userId));
}

export async function presentedSchedule(db: Executor, scheduleId: number): Promise<ScheduleRow> {
  const schedule = await loadSchedule(db, scheduleId);
  if (!schedule) throw notFound();
  return schedule;
}

export interface ScheduleListQuery extends Omit<ScheduleFilters, 'scheduleType'> {
  scheduleType?: number;
  take?: number;
  page?: number;
}

export async function scheduleList(db: Db, { take, page, scheduleType, ...filters }: ScheduleListQuery, caller: ScheduleCaller) {
  const scope = preparationReadScope(await heldTo(db, caller), filters.warehouseId, DispatchRestMessages.otherWarehouse);
  if ('message' in scope) throw forbidden(scope.message);
  return listSchedules(db, { ...filters, warehouseId: scope.warehouseId, scheduleType: scheduleType ?? 1 }, { take, page });
}

export async function scheduleById(db: Db, scheduleId: number, caller: ScheduleCaller): Promise<ScheduleRow> {
  const schedule = await presentedSchedule(db, scheduleId);
  const refusal = preparationWriteRefusal(await heldTo(db, caller), schedule.warehouseId, DispatchRestMessages.otherWarehouse);
  if (refusal) throw forbidden(refusal);
  return schedule;
}

/** The schedule locked, 404 for none, 403 when it is of another warehouse than the one the caller is held to. */
async function lockedSchedule(tx: Executor, scheduleId: number, caller: ScheduleCaller): Promise<LockedSchedule> {
  const schedule = await lockSchedule(tx, scheduleId);
  if (!schedule) throw notFound();
  const refusal = preparationWriteRefusal(await heldTo(tx, caller), schedule.warehouseId, DispatchRestMessages.otherWarehouse);
  if (refusal) throw forbidden(refusal);
  return schedule;
}

/** Open and not synchronized only (409 otherwise); its dispatched orders go back to awaiting planning. Answers them. */
export async function deleteSchedule(db: Db, scheduleId: number, caller: ScheduleCaller): Promise<{ orderIds: number[]; warehouseId: number }> {
  return db.transaction(async (tx) => {
    const schedule = await lockedSchedule(tx, scheduleId, caller);
    if (!canDeleteSchedule(schedule)) throw conflict(DeliveryMessages.scheduleNotDeletable);
    await deleteScheduleRows(tx, scheduleId);
    return { orderIds: schedule.orderIds, warehouseId: schedule.warehouseId };
  });
}

/** 1 → 2 only (409 otherwise): synchronized (`FAC-` and its code), its dispatched orders invoiced. */
export async function updateScheduleStatus(db: Db, body: { ScheduleId: number; ScheduleStatusId: number }, caller: ScheduleCaller): Promise<ScheduleRow> {
  return db.transaction(async (tx) => {
    const schedule = await lockedSchedule(tx, body.ScheduleId, caller);
    if (!canInvoiceSchedule(schedule.scheduleStatusId)) throw conflict(DeliveryMessages.scheduleNotInvoiceable);
    await markInvoiced(tx, schedule.scheduleId, `FAC-${schedule.code}`);
    return presentedSchedule(tx, schedule.scheduleId);
  });
}

export interface OutcomeSettings {
  stampDutyPercent: number;
}

/**
 * Ends one order's delivery: delivered is the order lists' collect, returned their return (its stock given back
 * once) with the reason; then the schedule is in progress (3) or, with no order left on its way, closed (4).
 */
export async function recordOutcome(
  db: Db,
  target: { scheduleId: number; orderId: number },
  body: OutcomeBody,
  caller: ScheduleCaller,
  settings: OutcomeSettings,
): Promise<ScheduleRow> {
  const errors = outcomeErrors(body);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const reasonReturnId = body.outcome === 'returned' ? body.reasonReturnId ?? null : null;
  if (reasonReturnId !== null && !(await returnReasonExists(db, reasonReturnId))) throw badRequest({ reasonReturnId: DispatchRestMessages.unknownReturnReason });
  return db.transaction(async (tx) => {
    const schedule = await lockedSchedule(tx, target.scheduleId, caller);
    const order = schedule.orderIds.includes(target.orderId) ? await lockActionOrder(tx, target.orderId) : undefined;
    if (!order) throw notFound(DispatchRestMessages.orderNotInSchedule);
    const refusal = deliveryOutcomeRefusal(schedule, { orderStatusId: order.orderStatusId, scheduleOrderStatusId: await scheduleOrderStatus(tx, order.orderId) });
    if (refusal) throw conflict(refusal);
    const paymentModeId = body.outcome === 'delivered' ? body.paymentModeId ?? null : null;
    const decision = await actOnLockedOrder(tx, order, OUTCOME_ACTIONS[body.outcome], { paymentModeId, stampDutyPercent: settings.stampDutyPercent, actorId: caller.userId });
    if (decision.refusal !== null) throw conflict(decision.refusal);
    if (reasonReturnId !== null) await setReturnReason(tx, order.orderId, reasonReturnId);
    await setScheduleStatus(tx, schedule.scheduleId, scheduleStatusAfterOutcome(await scheduleOrderStatuses(tx, schedule.scheduleId)));
    return presentedSchedule(tx, schedule.scheduleId);
  });
}
