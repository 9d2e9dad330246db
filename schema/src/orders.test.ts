import { describe, expect, it } from 'vitest';
import {
  amountToCollect,
  canMoveOrder,
  channelParameterErrors,
  deliveryDateWindow,
  isDeliveryDateAllowed,
  isOrderEditable,
  MAX_LINE_QUANTITY,
  OrderMessages,
  OrderStatus,
  PaymentModeId,
  quantityChoices,
  reachesMinimumBasket,
  stampDuty,
} from './orders.ts';

// 2026-11-24 is a Tuesday, 2026-11-29 a Sunday.
const window = (date: string, time: string, deliveryFrom: number, deliveryTo: number, cutOff = '16:00') => deliveryDateWindow({ date, time }, { cutOff, deliveryFrom, deliveryTo });

describe('the delivery-date window (seed 001 section 5)', () => {
  it('counts business days from today before the cut-off, from tomorrow past it', () => {
    expect(window('2026-11-24', '10:00', 1, 3)).toEqual({ minDate: '2026-11-25', maxDate: '2026-11-27' });
    expect(window('2026-11-24', '16:00', 1, 3)).toEqual({ minDate: '2026-11-25', maxDate: '2026-11-27' });
    expect(window('2026-11-24', '16:01', 1, 3)).toEqual({ minDate: '2026-11-26', maxDate: '2026-11-28' });
    expect(window('2026-11-24', '10:00', 0, 0)).toEqual({ minDate: '2026-11-24', maxDate: '2026-11-24' });
  });

  it('skips Sundays, and adds a day on a Sunday', () => {
    expect(window('2026-11-27', '10:00', 1, 3)).toEqual({ minDate: '2026-11-28', maxDate: '2026-12-01' });
    expect(window('2026-11-29', '08:00', 0, 2)).toEqual({ minDate: '2026-11-30', maxDate: '2026-12-02' });
    expect(window('2026-11-28', '17:00', 0, 1)).toEqual({ minDate: '2026-11-30', maxDate: '2026-12-01' });
  });

  it('never starts after it ends, nor before today', () => {
    expect(window('2026-11-24', '10:00', 5, 2)).toEqual({ minDate: '2026-11-26', maxDate: '2026-11-26' });
    expect(window('2026-11-24', '10:00', -3, -1)).toEqual({ minDate: '2026-11-24', maxDate: '2026-11-24' });
  });

  it('allows a date inside the window that is not a Sunday, in YYYY-MM-DD', () => {
    const days = { minDate: '2026-11-27', maxDate: '2026-12-01' };
    expect(isDeliveryDateAllowed('2026-11-27', days)).toBe(true);
    expect(isDeliveryDateAllowed('2026-12-01', days)).toBe(true);
    expect(isDeliveryDateAllowed('2026-11-29', days)).toBe(false);
    expect(isDeliveryDateAllowed('2026-11-26', days)).toBe(false);
    expect(isDeliveryDateAllowed('2026-12-02', days)).toBe(false);
    expect(isDeliveryDateAllowed('27/11/2026', days)).toBe(false);
  });
});

describe('order statuses', () => {
  it('confirms and cancels only a draft; a cancelled or validated order moves no more', () => {
    expect(canMoveOrder(OrderStatus.DRAFT, OrderStatus.CONFIRMED)).toBe(true);
    expect(canMoveOrder(OrderStatus.DRAFT, OrderStatus.CANCELLED)).toBe(true);
    expect(canMoveOrder(OrderStatus.CONFIRMED, OrderStatus.CONFIRMED)).toBe(false);
    expect(canMoveOrder(OrderStatus.DRAFT, OrderStatus.DELIVERED)).toBe(false);
    expect(canMoveOrder(OrderStatus.DISPATCHED, OrderStatus.CONFIRMED)).toBe(true);
    for (const to of Object.values(OrderStatus)) {
      expect(canMoveOrder(OrderStatus.CANCELLED, to)).toBe(false);
      expect(canMoveOrder(OrderStatus.VALIDATED, to)).toBe(false);
    }
    expect(canMoveOrder(42, OrderStatus.CONFIRMED)).toBe(false);
    expect(Object.values(OrderStatus).filter(isOrderEditable)).toEqual([OrderStatus.DRAFT]);
  });
});

describe('quantities, minimum basket, stamp duty', () => {
  it('offers quantities from the minimum by the step, below 10000', () => {
    expect(quantityChoices(1, 1)).toHaveLength(MAX_LINE_QUANTITY);
    const bySix = quantityChoices(6, 6);
    expect(bySix.slice(0, 3)).toEqual([6, 12, 18]);
    expect(bySix.at(-1)).toBe(9996);
    expect(quantityChoices(0, 0).slice(0, 2)).toEqual([1, 2]);
    expect(quantityChoices(9999, 5)).toEqual([9999]);
  });

  it('reaches the minimum basket at or above it; no minimum always does', () => {
    expect(reachesMinimumBasket(99.99, 100)).toBe(false);
    expect(reachesMinimumBasket(100, 100)).toBe(true);
    expect(reachesMinimumBasket(0, 0)).toBe(true);
  });

  it('charges stamp duty on cash only, rounded to the cent; card collects the TTC without it', () => {
    expect(stampDuty(1000, PaymentModeId.CASH, 0.25)).toBe(2.5);
    expect(stampDuty(123.45, PaymentModeId.CASH, 0.25)).toBe(0.31);
    expect(stampDuty(1000, PaymentModeId.CARD, 0.25)).toBe(0);
    expect(stampDuty(1000, null, 0.25)).toBe(0);
    expect(amountToCollect({ totalAmountTTC: 1002.5, totalTimbre: 2.5 }, PaymentModeId.CASH)).toBe(1002.5);
    expect(amountToCollect({ totalAmountTTC: 1002.5, totalTimbre: 2.5 }, PaymentModeId.CARD)).toBe(1000);
  });
});

describe('channel parameters form', () => {
  it('needs non-negative days, from ≤ to, a minimum basket above 0', () => {
    expect(channelParameterErrors({ deliveryFrom: 1, deliveryTo: 3, minBasket: 50 })).toEqual({});
    expect(channelParameterErrors({ deliveryFrom: 4, deliveryTo: 3, minBasket: 50 })).toEqual({ deliveryFrom: OrderMessages.deliveryNumbersError });
    expect(channelParameterErrors({ deliveryFrom: -1, deliveryTo: -2, minBasket: 0 })).toEqual({
      deliveryFrom: OrderMessages.notNegative,
      deliveryTo: OrderMessages.notNegative,
      minBasket: OrderMessages.minBasketError,
    });
  });
});
