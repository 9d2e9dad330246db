/**
 * The orders' rules as pure functions: which lines a save accepts, what the priced basket writes, which stock an
 * order lacks, what a confirmation needs. The service reads the facts and passes them in.
 */
import {
  deliveryDateWindow,
  DeliveryMode,
  isDeliveryDateAllowed,
  MAX_LINE_QUANTITY,
  Messages,
  OrderMessages,
  OrderStatus,
  reachesMinimumBasket,
  stockCovers,
  type LocalClock,
} from '@console/schema';
import { orderTotals, type PricedTotals } from './totals.rules.ts';
import { OrderRestMessages } from './messages.ts';
import type { ChannelParametersRow } from '../settings/channel-parameters.repository.ts';

/** The largest price a line may carry (numeric(12, 2)). */
const MAX_UNIT_PRICE = 9_999_999_999.99;

/** A line as a save sends it; gift lines sent back by a client are the engine's and are dropped. */
export interface LineRequest {
  articleId: number;
  quantity: number;
  unitPrice?: number | null;
  isGift?: boolean | null;
}

/** A customer's ordering facts: the channel's parameters (seed 002), the warehouse, the payment modes offered. */
export interface OrderingFacts extends Omit<ChannelParametersRow, 'channelId' | 'channelCode' | 'channelName'> {
  customerId: number;
  channelId: number | null;
  warehouseId: number | null;
  paymentModeIds: number[];
}

/** What an order line needs of its article. */
export interface ArticleFacts {
  tvaPercent: number;
  unitCode: string;
  grossWeight: number;
  volume: number;
}

export type FieldErrors = Record<string, string>;

/** The lines the client means (gift lines left out). */
export const requestedLines = <Line extends LineRequest>(lines: readonly Line[]) => lines.filter((line) => !line.isGift);

/**
 * Field errors of the requested lines, keyed `orderLines.<index>.<field>` (indexes of the lines as sent): known
 * article, quantity 1…9999, a typed price only when the channel allows it, above 0.
 */
export function lineErrors(lines: readonly LineRequest[], facts: { allowModifPrice: boolean; knownArticleIds: ReadonlySet<number> }): FieldErrors {
  const errors: FieldErrors = {};
  lines.forEach((line, index) => {
    if (line.isGift) return;
    const key = (field: string) => `orderLines.${index}.${field}`;
    if (!facts.knownArticleIds.has(line.articleId)) errors[key('articleId')] = Messages.unknownReference;
    if (!(line.quantity > 0)) errors[key('quantity')] = OrderMessages.quantityAboveZero;
    else if (line.quantity > MAX_LINE_QUANTITY) errors[key('quantity')] = OrderRestMessages.quantityTooLarge;
    if (line.unitPrice !== undefined && line.unitPrice !== null) {
      if (!facts.allowModifPrice) errors[key('unitPrice')] = OrderRestMessages.priceNotModifiable;
      else if (!(line.unitPrice > 0)) errors[key('unitPrice')] = OrderMessages.priceAboveZero;
      else if (line.unitPrice > MAX_UNIT_PRICE) errors[key('unitPrice')] = Messages.invalidValue;
    }
  });
  return errors;
}

/**
 * The typed prices of the lines, by article: the engine prices that article from it (a changed price is the
 * article's price for this order, promotions applying on top). Two lines of one article: the last typed price.
 */
export function typedPrices(lines: readonly LineRequest[]): Map<number, number> {
  const prices = new Map<number, number>();
  for (const line of lines) if (line.unitPrice !== undefined && line.unitPrice !== null) prices.set(line.articleId, line.unitPrice);
  return prices;
}

/** A line of the engine's answer. */
export interface PricedLine {
  articleId: number;
  quantity: number;
  unitPrice: number;
  unitPromotionPrice: number;
  discountAmount: number;
  total: number;
  isGift: boolean;
  promotionId: number | null;
}

/** An order line as it is written. */
export interface OrderLineRow {
  articleId: number;
  position: number;
  quantity: number;
  unitPrice: number;
  priceChanged: boolean;
  unitCode: string;
  discountedUnitPriceTTC: number;
  isGift: boolean;
  discountAmount: number;
  tvaPercent: number;
  totalAmountTTC: number;
  promotionId: number | null;
}

const unsavedPromotion = (promotionId: number | null) => (promotionId && promotionId > 0 ? promotionId : null);

/** The engine's lines (the requested ones in order, then the gifts) as order lines. */
export function orderLineRows(priced: readonly PricedLine[], requested: readonly LineRequest[], articles: ReadonlyMap<number, ArticleFacts>): OrderLineRow[] {
  return priced.map((line, index) => {
    const article = articles.get(line.articleId);
    const typed = !line.isGift && requested[index]?.unitPrice !== undefined && requested[index]?.unitPrice !== null;
    return {
      articleId: line.articleId,
      position: index,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      priceChanged: typed,
      unitCode: article?.unitCode ?? 'UNITE',
      discountedUnitPriceTTC: line.unitPromotionPrice,
      isGift: line.isGift,
      discountAmount: line.discountAmount,
      tvaPercent: article?.tvaPercent ?? 0,
      totalAmountTTC: line.total,
      promotionId: unsavedPromotion(line.promotionId),
    };
  });
}

export interface OrderFigures extends PricedTotals {
  sumArticleWeight: number;
  sumArticleVolume: number;
  /** The lines the customer ordered: gift lines (the promotion engine's) left out. The reports' lines figure. */
  linesCount: number;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The lines the customer ordered (`orders.lines_count`, the reports' lines figure): gift lines left out. */
export const orderedLineCount = (lines: readonly { isGift: boolean }[]): number => lines.filter((line) => !line.isGift).length;

/** The order's totals (totals.rules.ts), weight and volume; the logistics cost only for a delivered order. */
export function orderFigures(
  rows: readonly OrderLineRow[],
  order: { orderDiscount: number; deliveryModeId: number; paymentModeId: number | null },
  facts: Pick<OrderingFacts, 'earlyPaymentPercent' | 'logisticsCost'>,
  articles: ReadonlyMap<number, ArticleFacts>,
  stampDutyPercent: number,
): OrderFigures {
  const totals = orderTotals({
    lines: rows,
    orderDiscount: order.orderDiscount,
    earlyPaymentPercent: facts.earlyPaymentPercent,
    logisticsCost: order.deliveryModeId === DeliveryMode.DELIVERY && rows.some((row) => !row.isGift) ? facts.logisticsCost : 0,
    paymentModeId: order.paymentModeId,
    stampDutyPercent,
  });
  const sum = (measure: (article: ArticleFacts) => number) =>
    round3(rows.reduce((total, row) => total + row.quantity * measure(articles.get(row.articleId) ?? { tvaPercent: 0, unitCode: 'UNITE', grossWeight: 0, volume: 0 }), 0));
  return {
    ...totals,
    sumArticleWeight: sum((article) => article.grossWeight),
    sumArticleVolume: sum((article) => article.volume),
    linesCount: orderedLineCount(rows),
  };
}

/** The quantity an order takes of each article (gift lines included), by ascending article id: the order stock is locked in. */
export function stockDemands(lines: readonly { articleId: number; quantity: number }[]): { articleId: number; quantity: number }[] {
  const demands = new Map<number, number>();
  for (const line of lines) demands.set(line.articleId, (demands.get(line.articleId) ?? 0) + line.quantity);
  return [...demands].sort(([a], [b]) => a - b).map(([articleId, quantity]) => ({ articleId, quantity }));
}

/** A line as read, with its article's stock in the order's warehouse (null: the channel does not control stock). */
export interface StockedLine {
  articleId: number;
  quantity: number;
  stockQuantity: number | null;
}

/**
 * Each line's availableQuantity (seed 001: '{n} disponibles'): the stock of its article when the order's lines of
 * that article together ask more, null otherwise; only an open basket is checked (a confirmed order holds its stock).
 */
export function availableQuantities(lines: readonly StockedLine[], orderStatusId: number): (number | null)[] {
  const asked = new Map(stockDemands(lines).map((demand) => [demand.articleId, demand.quantity]));
  return lines.map((line) =>
    orderStatusId === OrderStatus.DRAFT && line.stockQuantity !== null && !stockCovers(asked.get(line.articleId) ?? 0, line.stockQuantity) ? line.stockQuantity : null,
  );
}

export interface ConfirmRequest {
  paymentModeId: number;
  desiredDeliveryDate: string;
  deliverySlotId: number;
}

/**
 * Why a confirmation is refused, by field (empty: it may go on): the date within the channel's window (seed 001
 * section 5, Morocco's clock), a slot of the order's warehouse, one of the customer's payment modes, lines, the
 * channel's minimum basket on the order's TTC.
 */
export function confirmErrors(
  request: ConfirmRequest,
  facts: {
    now: LocalClock;
    ordering: OrderingFacts;
    slotWarehouseId: number | null | undefined;
    orderWarehouseId: number | null;
    paidLineCount: number;
    totalAmountTTC: number;
  },
): FieldErrors {
  const errors: FieldErrors = {};
  const window = deliveryDateWindow(facts.now, facts.ordering);
  if (!isDeliveryDateAllowed(request.desiredDeliveryDate, window)) {
    errors.desiredDeliveryDate = OrderMessages.deliveryDateOutsideWindow(window.minDate, window.maxDate);
  }
  if (facts.slotWarehouseId === undefined || facts.slotWarehouseId !== facts.orderWarehouseId) errors.deliverySlotId = OrderRestMessages.slotNotOffered;
  if (!facts.ordering.paymentModeIds.includes(request.paymentModeId)) errors.paymentModeId = OrderRestMessages.paymentModeNotOffered;
  if (facts.paidLineCount === 0) errors.orderLines = OrderRestMessages.emptyOrder;
  else if (!reachesMinimumBasket(facts.totalAmountTTC, facts.ordering.minBasket)) {
    errors.orderLines = OrderMessages.minimumBasketNotReached(facts.ordering.minBasket);
  }
  return errors;
}
