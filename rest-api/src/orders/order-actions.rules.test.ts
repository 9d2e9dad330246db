import { describe, expect, it } from 'vitest';
import { DeliveryMode, OrderMessages } from '@console/schema';
import { OrderRestMessages } from './messages.ts';
import { actionRequestErrors, collectionFor, decideOrderAction, type ActionOrder } from './order-actions.rules.ts';

const order = (facts: Partial<ActionOrder> = {}): ActionOrder => ({
  orderStatusId: 2,
  preparationStatus: 1,
  deliveryModeId: DeliveryMode.DELIVERY,
  warehouseId: 1,
  totalAmountTTC: 100.25,
  totalTimbre: 0.25,
  ctrlStock: true,
  ...facts,
});
const options = { paymentModeId: null, stampDutyPercent: 0.25 };

describe('the bulk request', () => {
  it('needs a payment mode for collect, none for the others', () => {
    expect(actionRequestErrors('collect', undefined)).toEqual({ paymentModeId: OrderRestMessages.paymentModeRequired });
    expect(actionRequestErrors('collect', 101)).toEqual({});
    expect(actionRequestErrors('cancel', 100)).toEqual({ paymentModeId: OrderRestMessages.paymentModeOnlyForCollect });
    expect(actionRequestErrors('return', null)).toEqual({});
  });
});

describe("one order's action", () => {
  it('cancels (7) giving the stock back only when the channel controls it and the order has a warehouse', () => {
    expect(decideOrderAction('cancel', order(), options)).toEqual({ refusal: null, orderStatusId: 7, releaseStock: true, deliveryStatus: null, collection: null });
    expect(decideOrderAction('cancel', order({ ctrlStock: false }), options)).toMatchObject({ releaseStock: false });
    expect(decideOrderAction('cancel', order({ warehouseId: null }), options)).toMatchObject({ releaseStock: false });
  });

  it('returns (6) with the stock, a delivery order with delivery status 2', () => {
    expect(decideOrderAction('return', order({ orderStatusId: 3 }), options)).toMatchObject({ orderStatusId: 6, releaseStock: true, deliveryStatus: 2 });
    expect(decideOrderAction('return', order({ deliveryModeId: DeliveryMode.PICKUP }), options)).toMatchObject({ orderStatusId: 6, deliveryStatus: null });
  });

  it('collects (5) without stock, a delivery order with delivery status 3, the payment figures recomputed', () => {
    expect(decideOrderAction('collect', order({ orderStatusId: 4 }), { ...options, paymentModeId: 101 })).toEqual({
      refusal: null,
      orderStatusId: 5,
      releaseStock: false,
      deliveryStatus: 3,
      collection: { paymentModeId: 101, totalTimbre: 0, totalAmountTTC: 100, amountCollected: 100 },
    });
    expect(decideOrderAction('collect', order({ orderStatusId: 3 }), options)).toEqual({ refusal: OrderRestMessages.paymentModeRequired });
  });

  it('refuses with the shared reason', () => {
    expect(decideOrderAction('cancel', order({ preparationStatus: 3 }), options)).toEqual({ refusal: OrderMessages.alreadyPrepared });
    expect(decideOrderAction('collect', order(), { ...options, paymentModeId: 100 })).toEqual({ refusal: OrderMessages.actionRefusedForStatus('encaissée', 'Confirmée') });
  });
});

describe('a collection', () => {
  it('by card: no stamp duty, TTC − the former stamp duty, all of it collected', () => {
    expect(collectionFor({ totalAmountTTC: 200.5, totalTimbre: 0.5 }, 101, 0.25)).toEqual({ paymentModeId: 101, totalTimbre: 0, totalAmountTTC: 200, amountCollected: 200 });
  });

  it('cash: the stamp duty on the amount before it, added to the TTC and collected', () => {
    expect(collectionFor({ totalAmountTTC: 200, totalTimbre: 0 }, 100, 0.25)).toEqual({ paymentModeId: 100, totalTimbre: 0.5, totalAmountTTC: 200.5, amountCollected: 200.5 });
    expect(collectionFor({ totalAmountTTC: 200.5, totalTimbre: 0.5 }, 100, 0.25)).toEqual({ paymentModeId: 100, totalTimbre: 0.5, totalAmountTTC: 200.5, amountCollected: 200.5 });
    // Cents stay exact: 0.1 + 0.2 style sums do not leak.
    expect(collectionFor({ totalAmountTTC: 33.33, totalTimbre: 0 }, 100, 0.25)).toEqual({ paymentModeId: 100, totalTimbre: 0.08, totalAmountTTC: 33.41, amountCollected: 33.41 });
  });
});
