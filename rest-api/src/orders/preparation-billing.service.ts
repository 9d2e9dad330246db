/**
 * A preparation that ends short (4 Préparée partiellement): the order is billed on what was prepared. Inside the
 * preparation's transaction, the order is priced again by the promotions engine on the prepared quantities (ranges,
 * gifts and the order discount depend on them), with the promotions in force when it was confirmed and the prices it
 * was confirmed at; its lines and totals are rewritten (each line keeps its ordered quantity beside the prepared one)
 * and the units not prepared go back to the stock the confirmation took them from. The rule (what a line is billed,
 * what goes back) is @console/schema's billedLine.
 */
import { billedLine, businessClock } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { loadActivePromotions } from '../promotions/pricing.repository.ts';
import { priceWithPromotions } from '../promotions/pricing.service.ts';
import { giveBackStock } from './order-actions.repository.ts';
import { reservedStock } from './order-actions.rules.ts';
import { loadBillingLines, writeBilledLines, type BilledLineMoney } from './preparation-billing.repository.ts';
import { loadArticleFacts, loadOrderingFacts, lockOrder, updateOrderRow } from './orders.repository.ts';
import { orderFigures, stockDemands, type OrderLineRow } from './orders.rules.ts';
import type { OrderSettings } from './orders.service.ts';

export async function billPreparedQuantities(tx: Executor, orderId: number, settings: OrderSettings): Promise<void> {
  // Already locked by the preparation's save: the same transaction takes the lock again at no cost.
  const order = await lockOrder(tx, orderId);
  const facts = order && (await loadOrderingFacts(tx, order.customerId));
  if (!order || !facts) return;
  const lines = (await loadBillingLines(tx, orderId)).map((line) => ({ ...line, ...billedLine(line, order.preparationStatus) }));
  const paid = lines.filter((line) => !line.isGift && line.billedQuantity > 0);
  // The promotions of the confirmation's day and time, on the prices the order was confirmed at.
  const confirmed = businessClock(order.confirmedAt ? new Date(order.confirmedAt) : new Date());
  const priced = await priceWithPromotions(
    tx,
    {
      customerId: order.customerId,
      channelId: facts.channelId,
      warehouseId: facts.warehouseId,
      date: confirmed.date,
      time: confirmed.time,
      lines: paid.map((line) => ({ articleId: line.articleId, quantity: line.billedQuantity })),
    },
    await loadActivePromotions(tx, confirmed.date),
    new Map(paid.map((line) => [line.articleId, line.unitPrice])),
  );
  const pricedOf = new Map(paid.map((line, index) => [line.orderLineId, priced.lines[index]]));
  const money: BilledLineMoney[] = lines.map((line) => {
    const engine = pricedOf.get(line.orderLineId);
    if (line.isGift) return { orderLineId: line.orderLineId, discountedUnitPriceTTC: line.discountedUnitPriceTTC, discountAmount: 0, totalAmountTTC: 0, promotionId: line.promotionId };
    if (!engine) return { orderLineId: line.orderLineId, discountedUnitPriceTTC: line.unitPrice, discountAmount: 0, totalAmountTTC: 0, promotionId: null };
    return {
      orderLineId: line.orderLineId,
      discountedUnitPriceTTC: engine.unitPromotionPrice,
      discountAmount: engine.discountAmount,
      totalAmountTTC: engine.total,
      promotionId: engine.promotionId && engine.promotionId > 0 ? engine.promotionId : null,
    };
  });
  await writeBilledLines(tx, orderId, money);
  const rows: OrderLineRow[] = lines.map((line, index) => ({
    articleId: line.articleId,
    position: index,
    quantity: line.billedQuantity,
    unitPrice: line.unitPrice,
    priceChanged: line.priceChanged,
    unitCode: line.unitCode,
    isGift: line.isGift,
    tvaPercent: line.tvaPercent,
    ...(money[index] ?? { discountedUnitPriceTTC: line.unitPrice, discountAmount: 0, totalAmountTTC: 0, promotionId: null }),
  }));
  const articles = await loadArticleFacts(tx, lines.map((line) => line.articleId));
  const figures = orderFigures(rows, { orderDiscount: priced.orderDiscount, deliveryModeId: order.deliveryModeId, paymentModeId: order.paymentModeId }, facts, articles, settings.stampDutyPercent);
  await updateOrderRow(tx, orderId, figures, {});
  const stock = reservedStock({ ctrlStock: facts.ctrlStock, warehouseId: order.warehouseId });
  if (stock) {
    const notPrepared = lines.map((line) => ({ articleId: line.articleId, quantity: line.notPrepared })).filter((line) => line.quantity > 0);
    for (const demand of stockDemands(notPrepared)) await giveBackStock(tx, { ...demand, warehouseId: stock.warehouseId });
  }
}
