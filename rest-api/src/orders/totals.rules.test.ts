import { describe, expect, it } from 'vitest';
import { DEFAULT_STAMP_DUTY_PERCENT, PaymentModeId } from '@console/schema';
import type { OrderTotals } from '@console/schema';
import { LOGISTICS_VAT_PERCENT, orderTotals, type TotalsInput } from './totals.rules.ts';

const cents = (dh: number) => Math.round(dh * 100);
/** HT − discount − escompte + rebates + TVA + timbre = TTC, to the cent. */
const balances = (totals: OrderTotals) =>
  cents(totals.totalAmountHT) - cents(totals.totalDiscount) - cents(totals.totalEscompte) + cents(totals.totalRebates) + cents(totals.totalTva) + cents(totals.totalTimbre) ===
  cents(totals.totalAmountTTC);

const base: TotalsInput = {
  lines: [
    { quantity: 3, unitPrice: 12, discountAmount: 0, tvaPercent: 20, isGift: false },
    { quantity: 2, unitPrice: 11, discountAmount: 2.2, tvaPercent: 10, isGift: false },
  ],
  orderDiscount: 0,
  earlyPaymentPercent: 0,
  logisticsCost: 0,
  paymentModeId: PaymentModeId.CARD,
  stampDutyPercent: DEFAULT_STAMP_DUTY_PERCENT,
};

describe('order totals', () => {
  it('splits TTC prices into HT and VAT at each line rate', () => {
    const totals = orderTotals(base);
    // 36 TTC at 20 % is 30 HT; 22 TTC at 10 % is 20 HT, 2.20 TTC off is 2 HT.
    expect(totals).toEqual({ totalAmountHT: 50, totalDiscount: 2, totalOrderDiscount: 0, totalEscompte: 0, totalRebates: 0, totalTva: 7.8, totalAmountTTC: 55.8, totalTimbre: 0 });
    expect(balances(totals)).toBe(true);
  });

  it('adds stamp duty on cash, included in the TTC; none on card', () => {
    const cash = orderTotals({ ...base, paymentModeId: PaymentModeId.CASH });
    expect(cash.totalTimbre).toBe(0.14);
    expect(cash.totalAmountTTC).toBe(55.94);
    expect(balances(cash)).toBe(true);
    expect(orderTotals(base).totalTimbre).toBe(0);
  });

  it('leaves gift lines out of every total', () => {
    const withGift = orderTotals({ ...base, lines: [...base.lines, { quantity: 5, unitPrice: 40, discountAmount: 0, tvaPercent: 20, isGift: true }] });
    expect(withGift).toEqual(orderTotals(base));
  });

  it('says which part of the discount is the order-total discount (QDT), without VAT at the basket average', () => {
    // 55,80 TTC net for 48,00 HT net: 5,58 TTC off the order is 4,80 HT, within totalDiscount.
    const totals = orderTotals({ ...base, orderDiscount: 5.58 });
    expect(totals.totalOrderDiscount).toBe(4.8);
    expect(totals.totalDiscount).toBe(6.8);
    expect(balances(totals)).toBe(true);
  });

  it('balances with an order discount, early payment and logistics cost, whatever the amounts', () => {
    const totals = orderTotals({ ...base, orderDiscount: 5, earlyPaymentPercent: 2, logisticsCost: 15, paymentModeId: PaymentModeId.CASH });
    expect(totals.totalRebates).toBe(15);
    expect(totals.totalEscompte).toBeGreaterThan(0);
    expect(balances(totals)).toBe(true);
    for (let seed = 1; seed <= 200; seed += 1) {
      const random = (n: number) => ((seed * 9301 + n * 49297) % 233280) / 233280;
      const input: TotalsInput = {
        lines: Array.from({ length: 1 + (seed % 5) }, (_, index) => {
          const unitPrice = Math.round(random(index) * 50000) / 100 + 0.01;
          const quantity = 1 + Math.floor(random(index + 7) * 40);
          return { quantity, unitPrice, discountAmount: Math.round(random(index + 3) * quantity * unitPrice * 30) / 100, tvaPercent: [0, 7, 10, 14, 20][index % 5] ?? 20, isGift: index === 3 };
        }),
        orderDiscount: Math.round(random(11) * 2000) / 100,
        earlyPaymentPercent: Math.round(random(12) * 500) / 100,
        logisticsCost: seed % 2 === 0 ? Math.round(random(13) * 3000) / 100 : 0,
        paymentModeId: seed % 3 === 0 ? PaymentModeId.CARD : PaymentModeId.CASH,
        stampDutyPercent: DEFAULT_STAMP_DUTY_PERCENT,
      };
      expect(balances(orderTotals(input)), JSON.stringify(input)).toBe(true);
    }
  });

  it('taxes the logistics cost at the standard rate', () => {
    const totals = orderTotals({ ...base, lines: [], logisticsCost: 10 });
    expect(totals.totalTva).toBe((10 * LOGISTICS_VAT_PERCENT) / 100);
    expect(totals.totalAmountTTC).toBe(12);
  });
});
