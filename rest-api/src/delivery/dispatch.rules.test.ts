import { describe, expect, it } from 'vitest';
import { DeliveryMessages } from '@console/schema';
import { allStillToDispatch, assignmentErrors } from './dispatch.rules.ts';
import { DispatchRestMessages } from './messages.ts';
import { OUTCOME_ACTIONS, outcomeErrors } from './schedules.rules.ts';

const facts = { warehouseExists: true, vehicleActive: true, slotOfWarehouse: true };
const order = (orderId: number, change: Partial<{ orderStatusId: number; deliveryModeId: number; warehouseId: number | null }> = {}) => ({
  orderId,
  orderStatusId: 2,
  deliveryModeId: 2,
  warehouseId: 1,
  ...change,
});

describe('dispatch rules', () => {
  it('accepts an assignment of a known warehouse, an active vehicle, its slot, from today', () => {
    expect(assignmentErrors(facts, '2030-01-05', '2030-01-05')).toEqual({});
  });

  it('names each faulty field', () => {
    expect(assignmentErrors({ warehouseExists: false, vehicleActive: null, slotOfWarehouse: false }, '2030-01-04', '2030-01-05')).toEqual({
      WarehouseId: DispatchRestMessages.unknownWarehouse,
      vehicleId: DispatchRestMessages.unknownVehicle,
      operationDate: DeliveryMessages.dateNotBefore('05-01-2030'),
    });
    expect(assignmentErrors({ ...facts, vehicleActive: false, slotOfWarehouse: false }, '2030-01-05', '2030-01-05')).toEqual({
      vehicleId: DeliveryMessages.vehicleInactive,
      deliverySlotId: DispatchRestMessages.slotNotOfWarehouse,
    });
  });

  it('dispatches only when every order named is still a confirmed delivery order of the warehouse', () => {
    expect(allStillToDispatch([1, 2], [order(1), order(2)], 1)).toBe(true);
    expect(allStillToDispatch([1, 2], [order(1)], 1)).toBe(false);
    expect(allStillToDispatch([1], [order(1, { orderStatusId: 3 })], 1)).toBe(false);
    expect(allStillToDispatch([1], [order(1, { deliveryModeId: 1 })], 1)).toBe(false);
    expect(allStillToDispatch([1], [order(1, { warehouseId: 2 })], 1)).toBe(false);
  });
});

describe('delivery outcome rules', () => {
  it('asks a delivered order its payment mode and a returned one its reason', () => {
    expect(outcomeErrors({ outcome: 'delivered' })).toEqual({ paymentModeId: DeliveryMessages.paymentModeRequired });
    expect(outcomeErrors({ outcome: 'delivered', paymentModeId: 100 })).toEqual({});
    expect(outcomeErrors({ outcome: 'returned', reasonReturnId: null })).toEqual({ reasonReturnId: DeliveryMessages.returnReasonRequired });
    expect(outcomeErrors({ outcome: 'returned', reasonReturnId: 3 })).toEqual({});
  });

  it('is the order lists\u2019 collect or return', () => {
    expect(OUTCOME_ACTIONS).toEqual({ delivered: 'collect', returned: 'return' });
  });
});
