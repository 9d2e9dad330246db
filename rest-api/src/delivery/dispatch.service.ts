/**
 * The dispatch map (seed 002 sections 4 and 5): its orders, and a vehicle's assignment in one transaction: the
 * orders locked, all still to plan or nothing written (409), the schedule created and its orders dispatched (2 → 3).
 */
import { businessClock, DeliveryMessages, dispatchConfigurationErrors, type DispatchOrder } from '@console/schema';
import type { Db } from '../db/db.ts';
import { isUniqueViolation } from '../db/sql.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { addScheduleOrders, assignmentFacts, insertSchedule, listDispatchOrders, lockDispatchOrders } from './dispatch.repository.ts';
import { allStillToDispatch, assignmentErrors } from './dispatch.rules.ts';
import { presentedSchedule } from './schedules.service.ts';
import type { ScheduleRow } from './schedules.repository.ts';

export interface DispatchOrdersQuery {
  warehouseId: number;
  dateFrom: string;
  dateTo: string;
}

/** 400 `{ dateTo }` when the range is upside down (the configuration's rule). */
export async function dispatchOrders(db: Db, query: DispatchOrdersQuery): Promise<DispatchOrder[]> {
  const errors = dispatchConfigurationErrors(query);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return listDispatchOrders(db, query);
}

export interface DispatchBody {
  WarehouseId: number;
  vehicleId: number;
  operationDate: string;
  deliverySlotId: number;
  ScheduleOrders: { orderId: number }[];
}

export async function assignDispatch(db: Db, body: DispatchBody, userId: number): Promise<ScheduleRow> {
  const orderIds = body.ScheduleOrders.map((order) => order.orderId);
  try {
    return await db.transaction(async (tx) => {
      const facts = await assignmentFacts(tx, { warehouseId: body.WarehouseId, vehicleId: body.vehicleId, deliverySlotId: body.deliverySlotId });
      const errors = assignmentErrors(facts, body.operationDate, businessClock().date);
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      if (!allStillToDispatch(orderIds, await lockDispatchOrders(tx, orderIds), body.WarehouseId)) throw conflict(DeliveryMessages.ordersNoLongerConfirmed);
      const scheduleId = await insertSchedule(tx, {
        warehouseId: body.WarehouseId,
        vehicleId: body.vehicleId,
        deliverySlotId: body.deliverySlotId,
        operationDate: body.operationDate,
        createdBy: userId,
      });
      await addScheduleOrders(tx, scheduleId, orderIds);
      return presentedSchedule(tx, scheduleId);
    });
  } catch (error) {
    // The last guard: an order is in one schedule at most.
    if (isUniqueViolation(error)) throw conflict(DeliveryMessages.ordersNoLongerConfirmed);
    throw error;
  }
}
