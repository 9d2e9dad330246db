import { describe, expect, it } from 'vitest';
import {
  amountToCollect,
  canMoveOrder,
  canReopenOrder,
  canPrintPreparationVoucher,
  canPrintReceipt,
  canRecordPreparation,
  canStartPreparation,
  channelParameterErrors,
  deliveryDateChangeError,
  deliveryDateWindow,
  DeliveryMode,
  isDeliveryDateAllowed,
  isOrderEditable,
  MAX_LINE_QUANTITY,
  ORDER_LIST_ACTION_TARGETS,
  orderActionRefusal,
  OrderMessages,
  OrderStatus,
  PaymentModeId,
  preparationOutcome,
  PreparationStatus,
  preparedQuantityError,
  quantityChoices,
  reopenRefusal,
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

  it('reopens only a confirmed order whose preparation has not started (2 → 1)', () => {
    expect(canMoveOrder(OrderStatus.CONFIRMED, OrderStatus.DRAFT)).toBe(true);
    expect(canMoveOrder(OrderStatus.DISPATCHED, OrderStatus.DRAFT)).toBe(false);
    expect(canReopenOrder({ orderStatusId: OrderStatus.CONFIRMED, preparationStatus: null })).toBe(true);
    expect(canReopenOrder({ orderStatusId: OrderStatus.CONFIRMED, preparationStatus: PreparationStatus.NOT_STARTED })).toBe(true);
    for (const preparationStatus of [PreparationStatus.IN_PROGRESS, PreparationStatus.PREPARED, PreparationStatus.PARTIALLY_PREPARED]) {
      expect(canReopenOrder({ orderStatusId: OrderStatus.CONFIRMED, preparationStatus })).toBe(false);
    }
    const reopenable = Object.values(OrderStatus).filter((orderStatusId) => canReopenOrder({ orderStatusId, preparationStatus: null }));
    expect(reopenable).toEqual([OrderStatus.CONFIRMED]);
  });

  it('says in French why an order cannot be reopened', () => {
    expect(reopenRefusal({ orderStatusId: OrderStatus.CONFIRMED, preparationStatus: 1 })).toBeNull();
    expect(reopenRefusal({ orderStatusId: OrderStatus.CONFIRMED, preparationStatus: 2 })).toBe(OrderMessages.reopenRefusedPreparation);
    expect(reopenRefusal({ orderStatusId: OrderStatus.DELIVERED, preparationStatus: 3 })).toBe(
      'Une commande « Livrée » ne peut pas être modifiée : seule une commande confirmée peut repasser en panier ouvert',
    );
    expect(reopenRefusal({ orderStatusId: OrderStatus.DRAFT, preparationStatus: null })).toContain('« Panier ouvert »');
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

const STATUSES = [1, 2, 3, 4, 5, 6, 7, 8];
const PREPARATIONS = [null, 1, 2, 3, 4];
const MODES = [DeliveryMode.PICKUP, DeliveryMode.DELIVERY];

/** Every (status, preparation, delivery mode) the action allows, as `status/preparation/mode`. */
function allowed(action: 'cancel' | 'return' | 'collect'): string[] {
  return STATUSES.flatMap((orderStatusId) =>
    PREPARATIONS.flatMap((preparationStatus) =>
      MODES.filter((deliveryModeId) => orderActionRefusal(action, { orderStatusId, preparationStatus, deliveryModeId }) === null).map(
        (deliveryModeId) => `${orderStatusId}/${preparationStatus ?? 'null'}/${deliveryModeId}`,
      ),
    ),
  );
}
const combos = (statuses: number[], preparations: (number | null)[], modes: number[]) =>
  statuses.flatMap((status) => preparations.flatMap((preparation) => modes.map((mode) => `${status}/${preparation ?? 'null'}/${mode}`)));

describe('the order lists\' actions (seed 001 section 4): the status sets', () => {
  it('cancels only a confirmed order not prepared yet (preparation null, 1 or 2), either mode', () => {
    expect(allowed('cancel')).toEqual(combos([2], [null, 1, 2], [1, 2]));
  });

  it('returns a confirmed, dispatched or invoiced order, whatever its preparation', () => {
    expect(allowed('return')).toEqual(combos([2, 3, 4], PREPARATIONS, [1, 2]));
  });

  it('collects a prepared confirmed take-away order, and a dispatched or invoiced delivery order', () => {
    expect(allowed('collect').sort()).toEqual([...combos([2], [3, 4], [1]), ...combos([3, 4], PREPARATIONS, [2])].sort());
  });

  it('every allowed action is a move the status graph allows', () => {
    for (const action of ['cancel', 'return', 'collect'] as const) {
      for (const combo of allowed(action)) expect(canMoveOrder(Number(combo.split('/')[0]), ORDER_LIST_ACTION_TARGETS[action]), `${action} ${combo}`).toBe(true);
    }
  });

  it('gives the reason of a refusal in French', () => {
    const order = (orderStatusId: number, preparationStatus: number | null, deliveryModeId: number = DeliveryMode.DELIVERY) => ({ orderStatusId, preparationStatus, deliveryModeId });
    expect(orderActionRefusal('cancel', order(5, null))).toBe('Une commande « Livrée » ne peut pas être annulée');
    expect(orderActionRefusal('cancel', order(2, 3))).toBe(OrderMessages.alreadyPrepared);
    expect(orderActionRefusal('cancel', order(2, 4))).toBe(OrderMessages.alreadyPrepared);
    expect(orderActionRefusal('return', order(5, 3))).toBe('Une commande « Livrée » ne peut pas être retournée');
    expect(orderActionRefusal('return', order(1, 1))).toBe('Une commande « Panier ouvert » ne peut pas être retournée');
    expect(orderActionRefusal('collect', order(2, 1, DeliveryMode.PICKUP))).toBe(OrderMessages.notPreparedYet);
    expect(orderActionRefusal('collect', order(3, 3, DeliveryMode.PICKUP))).toBe('Une commande « Dispatchée » ne peut pas être encaissée');
    expect(orderActionRefusal('collect', order(2, 3))).toBe('Une commande « Confirmée » ne peut pas être encaissée');
    expect(orderActionRefusal('collect', order(99, 3))).toBe('Une commande « 99 » ne peut pas être encaissée');
  });

  it('targets 7, 6 and 5', () => {
    expect(ORDER_LIST_ACTION_TARGETS).toEqual({ cancel: OrderStatus.CANCELLED, return: OrderStatus.RETURNED, collect: OrderStatus.DELIVERED });
  });

  it('prints the voucher while confirmed or dispatched, the receipts past the basket and not cancelled', () => {
    expect(STATUSES.filter(canPrintPreparationVoucher)).toEqual([2, 3]);
    expect(STATUSES.filter(canPrintReceipt)).toEqual([2, 3, 4, 5, 6, 8]);
  });
});

describe('the delivery-date change (seed 001 section 5)', () => {
  // 2026-11-24 is a Tuesday, 2026-11-29 a Sunday.
  const confirmed = { orderStatusId: OrderStatus.CONFIRMED, desiredDeliveryDate: '2026-11-25' };
  it('accepts a changed date from today on that is not a Sunday', () => {
    expect(deliveryDateChangeError(confirmed, '2026-11-24', '2026-11-24')).toBeNull();
    expect(deliveryDateChangeError(confirmed, '2026-11-30', '2026-11-24')).toBeNull();
    expect(deliveryDateChangeError({ ...confirmed, desiredDeliveryDate: null }, '2026-11-25', '2026-11-24')).toBeNull();
  });

  it('refuses with the reason: not confirmed, empty, unchanged, before today, a Sunday', () => {
    for (const status of STATUSES.filter((status) => status !== OrderStatus.CONFIRMED)) {
      expect(deliveryDateChangeError({ ...confirmed, orderStatusId: status }, '2026-11-26', '2026-11-24')).toBe(OrderMessages.deliveryDateLocked);
    }
    expect(deliveryDateChangeError(confirmed, '', '2026-11-24')).toBe(OrderMessages.deliveryDateRequired);
    expect(deliveryDateChangeError(confirmed, '26/11/2026', '2026-11-24')).toBe(OrderMessages.deliveryDateRequired);
    expect(deliveryDateChangeError(confirmed, '2026-11-25', '2026-11-24')).toBe(OrderMessages.deliveryDateUnchanged);
    expect(deliveryDateChangeError(confirmed, '2026-11-23', '2026-11-24')).toBe(OrderMessages.deliveryDateBeforeToday);
    expect(deliveryDateChangeError(confirmed, '2026-11-29', '2026-11-24')).toBe(OrderMessages.deliveryDateSunday);
  });
});

describe('preparation', () => {
  const order = (orderStatusId: number, preparationStatus: number | null) => ({ orderStatusId, preparationStatus });
  const open = (rule: (order: { orderStatusId: number; preparationStatus: number | null }) => boolean) =>
    STATUSES.flatMap((status) => PREPARATIONS.filter((preparation) => rule(order(status, preparation))).map((preparation) => `${status}/${preparation ?? 'null'}`));

  it('starts a confirmed, dispatched or invoiced order not started yet (null counts as 1)', () => {
    expect(open(canStartPreparation)).toEqual(['2/null', '2/1', '3/null', '3/1', '4/null', '4/1']);
  });

  it('records quantities only while the preparation is in progress', () => {
    expect(open(canRecordPreparation)).toEqual(['2/2', '3/2', '4/2']);
  });

  it('takes a whole prepared quantity from 0 to the ordered one', () => {
    expect(preparedQuantityError(5, 0)).toBeNull();
    expect(preparedQuantityError(5, 5)).toBeNull();
    expect(preparedQuantityError(5, 6)).toBe(OrderMessages.preparedAboveOrdered(5));
    expect(preparedQuantityError(5, -1)).toBe(OrderMessages.preparedNotNegative);
    expect(preparedQuantityError(5, 1.5)).toBe(OrderMessages.preparedNotNegative);
  });

  it('finishes prepared when every line is complete, partially otherwise (a missing quantity counts 0)', () => {
    expect(preparationOutcome([{ quantity: 2, quantityPrepared: 2 }, { quantity: 1, quantityPrepared: 3 }])).toBe(PreparationStatus.PREPARED);
    expect(preparationOutcome([{ quantity: 2, quantityPrepared: 2 }, { quantity: 1, quantityPrepared: 0 }])).toBe(PreparationStatus.PARTIALLY_PREPARED);
    expect(preparationOutcome([{ quantity: 2, quantityPrepared: null }])).toBe(PreparationStatus.PARTIALLY_PREPARED);
    expect(preparationOutcome([])).toBe(PreparationStatus.PREPARED);
  });
});
