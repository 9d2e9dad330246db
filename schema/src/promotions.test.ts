import { describe, expect, it } from 'vitest';
import { amountDiscountPerUnit, DiscountUnit, givesAway, PromoType } from './promotions.ts';

const amount = (promoType: number, promoValue = 0) => ({ promoType, promoValue, percentOrAmountDiscount: DiscountUnit.AMOUNT });
const steps = (...values: number[]) => values.map((discountValue) => ({ discountValue }));

describe('amountDiscountPerUnit: the most DH a promotion takes off one unit', () => {
  it('LPR: its promoValue, whatever the ranges', () => {
    expect(amountDiscountPerUnit(amount(PromoType.LPR, 40), steps(2))).toBe(40);
  });

  it('TPR: the first range’s value, promoValue when it gives 0 or there is none', () => {
    expect(amountDiscountPerUnit(amount(PromoType.TPR, 5), steps(12, 30))).toBe(12);
    expect(amountDiscountPerUnit(amount(PromoType.TPR, 5), steps(0))).toBe(5);
    expect(amountDiscountPerUnit(amount(PromoType.TPR, 5), [])).toBe(5);
  });

  it('PLAN_PALIER: the largest range; none without ranges', () => {
    expect(amountDiscountPerUnit(amount(PromoType.PLAN_PALIER), steps(3, 9, 6))).toBe(9);
    expect(amountDiscountPerUnit(amount(PromoType.PLAN_PALIER), [])).toBeNull();
  });

  it('SLOG: the largest range, promoValue without ranges', () => {
    expect(amountDiscountPerUnit(amount(PromoType.SLOG, 15), steps(4, 8))).toBe(8);
    expect(amountDiscountPerUnit(amount(PromoType.SLOG, 15), [])).toBe(15);
  });

  it('null for a percentage, for gifts (3) and for the order total (6)', () => {
    expect(amountDiscountPerUnit({ ...amount(PromoType.LPR, 100), percentOrAmountDiscount: DiscountUnit.PERCENT }, [])).toBeNull();
    expect(amountDiscountPerUnit(amount(PromoType.PLAN_PANIER, 50), steps(50))).toBeNull();
    expect(amountDiscountPerUnit(amount(PromoType.QDT, 50), steps(50))).toBeNull();
  });
});

describe('givesAway: amount discount ≥ price', () => {
  it('reaches or exceeds the price: given away', () => {
    expect(givesAway(40, 35.5)).toBe(true);
    expect(givesAway(40, 40)).toBe(true);
  });

  it('below the price, no discount or none at all: sold', () => {
    expect(givesAway(39.99, 40)).toBe(false);
    expect(givesAway(null, 0)).toBe(false);
    expect(givesAway(0, 0)).toBe(false);
  });
});
