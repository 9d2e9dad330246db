import type { OrderTotals } from '@console/schema';
/**
 * An order's totals (seed 001 "Order": totalAmountHT … totalTimbre). Pure, in integer cents.
 *
 * Prices are TTC (the catalogue's and the promotion engine's). The order shows HT amounts that add up:
 *   totalAmountHT − totalDiscount − totalEscompte + totalRebates + totalTva + totalTimbre = totalAmountTTC
 * - totalAmountHT: the paid lines' gross amounts (quantity × unit price) without VAT, each at its own rate;
 * - totalDiscount: the lines' promotion discounts and the engine's order discount, without VAT (the latter also
 *   alone in totalOrderDiscount);
 * - totalEscompte: the channel's early-payment percent of the net HT;
 * - totalRebates: the channel's logistics cost (HT) of a delivered order, VAT at LOGISTICS_VAT_PERCENT;
 * - totalTva: the VAT of the net goods (each line's rate; order-level discounts spread by amount) and of the
 *   logistics cost;
 * - totalTimbre: stamp duty on a cash payment (schema/src/orders.ts stampDuty), included in totalAmountTTC.
 * Gift lines are free and count in no total.
 */
import { stampDuty } from '@console/schema';
import { roundCents, toCents, toDh } from '../promotions/pricing/money.ts';

/** VAT on the logistics cost (a service): the standard rate. */
export const LOGISTICS_VAT_PERCENT = 20;

export interface TotalsLine {
  quantity: number;
  /** TTC, DH. */
  unitPrice: number;
  /** The promotion discount of the line, TTC, DH. */
  discountAmount: number;
  tvaPercent: number;
  isGift: boolean;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  /** The engine's order-level discount (kind QDT), TTC, DH. */
  orderDiscount: number;
  earlyPaymentPercent: number;
  /** DH HT; 0 for a pickup order. */
  logisticsCost: number;
  paymentModeId: number | null;
  stampDutyPercent: number;
}


const withoutVat = (ttcCents: number, tvaPercent: number) => roundCents((ttcCents * 100) / (100 + tvaPercent));

/** The totals, and of totalDiscount the order-total discount (QDT), HT: the point of sale shows it on its own line. */
export interface PricedTotals extends OrderTotals {
  totalOrderDiscount: number;
}

export function orderTotals(input: TotalsInput): PricedTotals {
  let grossHT = 0;
  let lineDiscountHT = 0;
  let netTTC = 0;
  let netHT = 0;
  for (const line of input.lines) {
    if (line.isGift) continue;
    const grossTTC = roundCents(line.quantity * toCents(line.unitPrice));
    const lineNetTTC = grossTTC - toCents(line.discountAmount);
    grossHT += withoutVat(grossTTC, line.tvaPercent);
    const lineNetHT = withoutVat(lineNetTTC, line.tvaPercent);
    lineDiscountHT += withoutVat(grossTTC, line.tvaPercent) - lineNetHT;
    netTTC += lineNetTTC;
    netHT += lineNetHT;
  }
  // The order discount is TTC; without VAT at the basket's average rate.
  const orderDiscountTTC = Math.min(toCents(input.orderDiscount), netTTC);
  const orderDiscountHT = netTTC > 0 ? roundCents((orderDiscountTTC * netHT) / netTTC) : 0;
  const goodsHT = netHT - orderDiscountHT;
  const escompteHT = roundCents((goodsHT * input.earlyPaymentPercent) / 100);
  const taxedGoodsHT = goodsHT - escompteHT;
  const goodsVat = netHT > 0 ? roundCents((taxedGoodsHT * (netTTC - netHT)) / netHT) : 0;
  const logisticsHT = toCents(input.logisticsCost);
  const logisticsVat = roundCents((logisticsHT * LOGISTICS_VAT_PERCENT) / 100);
  const beforeStamp = taxedGoodsHT + goodsVat + logisticsHT + logisticsVat;
  const timbre = toCents(stampDuty(toDh(beforeStamp), input.paymentModeId, input.stampDutyPercent));
  return {
    totalAmountHT: toDh(grossHT),
    totalDiscount: toDh(lineDiscountHT + orderDiscountHT),
    totalOrderDiscount: toDh(orderDiscountHT),
    totalEscompte: toDh(escompteHT),
    totalRebates: toDh(logisticsHT),
    totalTva: toDh(goodsVat + logisticsVat),
    totalAmountTTC: toDh(beforeStamp + timbre),
    totalTimbre: toDh(timbre),
  };
}
