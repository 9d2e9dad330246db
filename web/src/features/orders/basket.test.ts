import { describe, expect, it } from 'vitest';
import { canConfirm, cannotAdd, changeLine, deliveryDateMessage, inBasket, lineInputs, lineOfArticle, minimumAvailable, removeLine, toggleArticle, totalRows } from './basket.ts';
import { basketLine, orderLine, posArticle, posOrder } from './posTesting.ts';

describe('the basket', () => {
  it('adds an article with its minimum quantity and promotion price, and removes it on a second click', () => {
    const article = posArticle({ minimumToOrder: 6, unitPromotionPriceTTC: 8.5, unitText: 'CAISSE' });
    const added = toggleArticle([], article);
    expect(added).toEqual([expect.objectContaining({ articleId: 502, quantity: 6, unitPrice: 8.5, unitCode: 'CAISSE', orderLineId: null })]);
    expect(toggleArticle(added, article)).toEqual([]);
    expect(lineOfArticle(posArticle({ minimumToOrder: 0 })).quantity).toBe(1);
  });

  it('does not count a gift line of the same article as the article in the basket', () => {
    const gift = basketLine({ isGift: true, orderLineId: 7 });
    expect(inBasket([gift], 502)).toBe(false);
    expect(toggleArticle([gift], posArticle())).toHaveLength(2);
    expect(removeLine([gift, basketLine()], 502)).toEqual([gift]);
    expect(changeLine([gift], 502, { quantity: 3 })).toEqual([gift]);
  });

  it('checks the stock only when the channel controls it', () => {
    expect(cannotAdd(posArticle({ stockQuantity: 0, outOfStock: true }), true)).toBe(true);
    expect(cannotAdd(posArticle({ stockQuantity: 0, outOfStock: true }), false)).toBe(false);
    expect(cannotAdd(posArticle({ stockQuantity: null, outOfStock: true }), true)).toBe(false);
    // The shared stock rule (stockCovers): a minimum equal to the stock can be ordered, one above it cannot.
    expect(minimumAvailable(posArticle({ minimumToOrder: 12, stockQuantity: 12 }), true)).toBe(true);
    expect(minimumAvailable(posArticle({ minimumToOrder: 13, stockQuantity: 12 }), true)).toBe(false);
    expect(minimumAvailable(posArticle({ minimumToOrder: 0, stockQuantity: 1 }), true)).toBe(true);
    expect(minimumAvailable(posArticle({ minimumToOrder: 12, stockQuantity: 12 }), false)).toBe(true);
  });

  it('sends the non-gift lines with the saved line ids and the typed prices only', () => {
    const saved = posOrder({ orderLines: [orderLine({ orderLineId: 11 }), orderLine({ orderLineId: 12, isGift: true })] });
    const lines = [basketLine({ quantity: 2, priceChanged: true, unitPrice: 9 }), basketLine({ articleId: 503, orderLineId: null }), basketLine({ isGift: true, orderLineId: 12 })];
    expect(lineInputs(lines, saved, true)).toEqual([
      { articleId: 502, quantity: 2, orderLineId: 11, unitPrice: 9 },
      { articleId: 503, quantity: 1 },
    ]);
    expect(lineInputs(lines, saved, false)[0]).toEqual({ articleId: 502, quantity: 2, orderLineId: 11 });
  });

  it('shows escompte and stamp duty only when there are some', () => {
    expect(totalRows(posOrder()).map((row) => row.id)).toEqual(['totalHT', 'discount', 'logistics', 'tva', 'totalTTC']);
    expect(totalRows(posOrder({ totalEscompte: 1, totalTimbre: 0.25 })).map((row) => row.id)).toContain('stamp');
    const withQdt = totalRows(posOrder({ totalDiscount: 6.78, totalOrderDiscount: 4.78 }));
    expect(withQdt.slice(0, 3)).toEqual([
      { id: 'totalHT', amount: 8.25 },
      { id: 'discount', amount: 6.78 },
      { id: 'orderDiscount', amount: 4.78 },
    ]);
  });

  it('confirms only with a customer, a saved order, a payment mode, a slot and an allowed date', () => {
    const window = { minDate: '2026-03-02', maxDate: '2026-03-09' };
    const values = { customerId: 33, orderId: 70, paymentModeId: 100, deliveryDate: '2026-03-03', deliverySlotId: 4 };
    expect(canConfirm(values, window)).toBe(true);
    expect(canConfirm({ ...values, orderId: null }, window)).toBe(false);
    expect(canConfirm({ ...values, paymentModeId: null }, window)).toBe(false);
    expect(canConfirm({ ...values, deliverySlotId: null }, window)).toBe(false);
    expect(canConfirm({ ...values, deliveryDate: '2026-03-08' }, window)).toBe(false);
    expect(canConfirm({ ...values, deliveryDate: '2026-03-10' }, window)).toBe(false);
    expect(canConfirm(values, null)).toBe(false);
  });
});

describe('the delivery date', () => {
  const window = { minDate: '2026-03-02', maxDate: '2026-03-09' };
  it('says why a date cannot be chosen', () => {
    expect(deliveryDateMessage('2026-03-03', window)).toBeNull();
    expect(deliveryDateMessage('', window)).toBeNull();
    expect(deliveryDateMessage('2026-03-08', window)).toBe('Pas de livraison le dimanche');
    expect(deliveryDateMessage('2026-03-10', window)).toBe('La date de livraison doit être entre le 02-03-2026 et le 09-03-2026, hors dimanche');
  });
});
