import { describe, expect, it } from 'vitest';
import { Messages, OrderMessages } from '@console/schema';
import { OrderRestMessages } from './messages.ts';
import { availableQuantities, confirmErrors, lineErrors, orderFigures, orderLineRows, stockDemands, typedPrices, type OrderingFacts } from './orders.rules.ts';

const ordering: OrderingFacts = {
  customerId: 1,
  channelId: 1,
  warehouseId: 2,
  ctrlStock: true,
  cutOff: '16:00',
  deliveryFrom: 1,
  deliveryTo: 3,
  minBasket: 100,
  allowModifPrice: false,
  earlyPaymentPercent: 0,
  logisticsCost: 0,
  paymentModeIds: [100],
};

describe('order lines', () => {
  it('refuses unknown articles, quantities out of 1…9999 and typed prices the channel does not allow', () => {
    const known = new Set([1, 2]);
    const lines = [
      { articleId: 1, quantity: 0 },
      { articleId: 3, quantity: 10000 },
      { articleId: 2, quantity: 1, unitPrice: 5 },
      { articleId: 9, quantity: -1, isGift: true },
    ];
    expect(lineErrors(lines, { allowModifPrice: false, knownArticleIds: known })).toEqual({
      'orderLines.0.quantity': OrderMessages.quantityAboveZero,
      'orderLines.1.articleId': Messages.unknownReference,
      'orderLines.1.quantity': OrderRestMessages.quantityTooLarge,
      'orderLines.2.unitPrice': OrderRestMessages.priceNotModifiable,
    });
    expect(lineErrors([{ articleId: 1, quantity: 1, unitPrice: 0 }], { allowModifPrice: true, knownArticleIds: known })).toEqual({ 'orderLines.0.unitPrice': OrderMessages.priceAboveZero });
    expect(lineErrors([{ articleId: 1, quantity: 1, unitPrice: 12.5 }], { allowModifPrice: true, knownArticleIds: known })).toEqual({});
  });

  it("prices a typed line from its price and marks it changed; the engine's gifts follow the lines", () => {
    const requested = [{ articleId: 1, quantity: 2, unitPrice: 9 }, { articleId: 2, quantity: 1 }];
    expect(typedPrices(requested)).toEqual(new Map([[1, 9]]));
    const priced = [
      { articleId: 1, quantity: 2, unitPrice: 9, unitPromotionPrice: 9, discountAmount: 0, total: 18, isGift: false, promotionId: null },
      { articleId: 2, quantity: 1, unitPrice: 4, unitPromotionPrice: 3, discountAmount: 1, total: 3, isGift: false, promotionId: 7 },
      { articleId: 1, quantity: 1, unitPrice: 9, unitPromotionPrice: 0, discountAmount: 0, total: 0, isGift: true, promotionId: 7 },
    ];
    const facts = new Map([[1, { tvaPercent: 20, unitCode: 'CAISSE', grossWeight: 1, volume: 1 }]]);
    const rows = orderLineRows(priced, requested, facts);
    expect(rows.map((row) => [row.articleId, row.priceChanged, row.isGift, row.unitCode, row.tvaPercent, row.promotionId])).toEqual([
      [1, true, false, 'CAISSE', 20, null],
      [2, false, false, 'UNITE', 0, 7],
      [1, false, true, 'CAISSE', 20, 7],
    ]);
    // The reports count the lines the customer ordered: the engine's gift is not one of them.
    const figures = orderFigures(rows, { orderDiscount: 0, deliveryModeId: 1, paymentModeId: 100 }, ordering, facts, 0);
    expect([figures.linesCount, figures.sumArticleWeight]).toEqual([2, 3]);
  });

  it('takes stock by article, gifts included, in ascending article order', () => {
    expect(stockDemands([{ articleId: 5, quantity: 2 }, { articleId: 1, quantity: 1 }, { articleId: 5, quantity: 3 }])).toEqual([
      { articleId: 1, quantity: 1 },
      { articleId: 5, quantity: 5 },
    ]);
  });

  it("shows a line's stock when the order's lines of its article ask more, on open baskets only", () => {
    const lines = [
      { articleId: 1, quantity: 3, stockQuantity: 4 },
      { articleId: 1, quantity: 2, stockQuantity: 4 },
      { articleId: 2, quantity: 9, stockQuantity: null },
      // The shared stock rule (stockCovers) at its boundary: a stock equal to the quantity covers it.
      { articleId: 3, quantity: 1, stockQuantity: 1 },
    ];
    expect(availableQuantities(lines, 1)).toEqual([4, 4, null, null]);
    expect(availableQuantities(lines, 2)).toEqual([null, null, null, null]);
  });
});

describe('confirmation', () => {
  const now = { date: '2026-11-24', time: '10:00' };
  const facts = { now, ordering, slotWarehouseId: 2, orderWarehouseId: 2, paidLineCount: 1, totalAmountTTC: 150 };

  it('accepts a date of the window, a slot of the warehouse, a payment mode of the customer, a basket over the minimum', () => {
    expect(confirmErrors({ paymentModeId: 100, desiredDeliveryDate: '2026-11-25', deliverySlotId: 1 }, facts)).toEqual({});
  });

  it('says what is wrong, by field', () => {
    expect(
      confirmErrors({ paymentModeId: 101, desiredDeliveryDate: '2026-11-24', deliverySlotId: 1 }, { ...facts, slotWarehouseId: 3, totalAmountTTC: 99.99 }),
    ).toEqual({
      desiredDeliveryDate: OrderMessages.deliveryDateOutsideWindow('2026-11-25', '2026-11-27'),
      deliverySlotId: OrderRestMessages.slotNotOffered,
      paymentModeId: OrderRestMessages.paymentModeNotOffered,
      orderLines: "Le minimum de panier (100,00\u00a0DH) n'est pas atteint",
    });
    expect(confirmErrors({ paymentModeId: 100, desiredDeliveryDate: '2026-11-25', deliverySlotId: 1 }, { ...facts, slotWarehouseId: undefined, paidLineCount: 0 })).toEqual({
      deliverySlotId: OrderRestMessages.slotNotOffered,
      orderLines: OrderRestMessages.emptyOrder,
    });
  });
});
