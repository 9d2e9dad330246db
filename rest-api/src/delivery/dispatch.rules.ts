/**
 * Dispatch (seed 002 sections 4 and 5) as pure functions: an assignment's own faults, and whether the orders it
 * names may all still be planned. The shared rules (operationDateError) are in @console/schema.
 */
import { DeliveryMessages, DeliveryMode, operationDateError, OrderStatus } from '@console/schema';
import type { AssignmentFacts, DispatchedOrderFacts } from './dispatch.repository.ts';
import { DispatchRestMessages } from './messages.ts';

/** Field errors keyed as the body names them (`WarehouseId`...); empty when the assignment may go on. */
export function assignmentErrors(facts: AssignmentFacts, operationDate: string, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!facts.warehouseExists) errors.WarehouseId = DispatchRestMessages.unknownWarehouse;
  if (facts.vehicleActive === null) errors.vehicleId = DispatchRestMessages.unknownVehicle;
  else if (!facts.vehicleActive) errors.vehicleId = DeliveryMessages.vehicleInactive;
  if (facts.warehouseExists && !facts.slotOfWarehouse) errors.deliverySlotId = DispatchRestMessages.slotNotOfWarehouse;
  const dateError = operationDateError(operationDate, today);
  if (dateError) errors.operationDate = dateError;
  return errors;
}

/** Every order named exists and is still a confirmed (2) delivery order of the warehouse. */
export function allStillToDispatch(orderIds: readonly number[], locked: readonly DispatchedOrderFacts[], warehouseId: number): boolean {
  const found = new Set(locked.map((order) => order.orderId));
  return orderIds.every((orderId) => found.has(orderId))
    && locked.every((order) => order.orderStatusId === OrderStatus.CONFIRMED && order.deliveryModeId === DeliveryMode.DELIVERY && order.warehouseId === warehouseId);
}
