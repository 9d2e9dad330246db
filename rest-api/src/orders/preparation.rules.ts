/**
 * Preparation (ours; the seeds show its statuses only): whose warehouse a caller prepares, which sent lines are
 * acceptable, the lines as they stand after a save. The shared rules (canStartPreparation, canRecordPreparation,
 * preparedQuantityError, preparationOutcome) are in @console/schema. Pure.
 */
import { preparedQuantityError } from '@console/schema';
import { OrderRestMessages } from './messages.ts';

/**
 * The warehouse a preparation read covers: a user attached to a warehouse sees that one only (asking another is
 * refused); a user without one sees the warehouse asked, or every warehouse. The warehouse schedules read the same way.
 */
export function preparationReadScope(
  callerWarehouseId: number | null,
  requested: number | undefined,
  refusal: string = OrderRestMessages.otherWarehouse,
): { warehouseId: number | undefined } | { message: string } {
  if (callerWarehouseId === null) return { warehouseId: requested };
  if (requested !== undefined && requested !== callerWarehouseId) return { message: refusal };
  return { warehouseId: callerWarehouseId };
}

/** A user attached to a warehouse prepares (or handles the schedules of) only its orders; null when allowed. */
export function preparationWriteRefusal(
  callerWarehouseId: number | null,
  orderWarehouseId: number | null,
  refusal: string = OrderRestMessages.otherWarehouse,
): string | null {
  return callerWarehouseId === null || callerWarehouseId === orderWarehouseId ? null : refusal;
}

export interface PreparedLineInput {
  orderLineId: number;
  quantityPrepared: number;
}

/** Field errors of the sent lines (`lines.<i>.<field>`): a line of another order, a line sent twice, a quantity out of range. */
export function preparedLineErrors(sent: readonly PreparedLineInput[], stored: readonly { orderLineId: number; quantity: number }[]): Record<string, string> {
  const quantities = new Map(stored.map((line) => [line.orderLineId, line.quantity]));
  const seen = new Set<number>();
  const errors: Record<string, string> = {};
  sent.forEach((line, index) => {
    const quantity = quantities.get(line.orderLineId);
    if (quantity === undefined) errors[`lines.${index}.orderLineId`] = OrderRestMessages.lineNotInOrder;
    else if (seen.has(line.orderLineId)) errors[`lines.${index}.orderLineId`] = OrderRestMessages.lineSentTwice;
    else {
      const error = preparedQuantityError(quantity, line.quantityPrepared);
      if (error) errors[`lines.${index}.quantityPrepared`] = error;
    }
    seen.add(line.orderLineId);
  });
  return errors;
}

/** The order's lines once the sent quantities are applied: lines not sent keep what is stored. */
export function linesAfterSave<Line extends { orderLineId: number; quantity: number; quantityPrepared: number | null }>(
  stored: readonly Line[],
  sent: readonly PreparedLineInput[],
): Line[] {
  const prepared = new Map(sent.map((line) => [line.orderLineId, line.quantityPrepared]));
  return stored.map((line) => ({ ...line, quantityPrepared: prepared.get(line.orderLineId) ?? line.quantityPrepared }));
}
