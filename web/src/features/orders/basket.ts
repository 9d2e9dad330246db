import { OrderMessages, isDeliveryDateAllowed, isSunday, stockCovers, type DeliveryWindow } from '@console/schema';
import type { OrderLineInput, PosCatalogQuery, PosOrderFieldsFragment } from '../../generated/graphql.ts';
import { formatDate } from '../../kit/dates.ts';
import { posTexts } from './posTexts.ts';

export type PosOrder = PosOrderFieldsFragment;
export type PosArticle = PosCatalogQuery['posCatalog']['items'][number];

/** A line of the basket as the screen shows it: the server's, or one just added and not yet priced. */
export interface BasketLine {
  /** Null until the server has saved the line. */
  orderLineId: number | null;
  articleId: number;
  articleCode: string;
  description: string;
  imageUrl: string | null;
  quantity: number;
  unitPrice: number;
  unitCode: string;
  isGift: boolean;
  /** Null until the server has priced the line. */
  totalAmountTTC: number | null;
  /** The promotion engine's discount on the line (DH TTC) and the promotion that gave it. */
  discountAmount: number;
  promotionCode: string | null;
  availableQuantity: number | null;
  /** The price was typed at the point of sale: it is sent with the line. */
  priceChanged: boolean;
  minimumToOrder: number;
  quantityStep: number;
}

export function linesOfOrder(order: PosOrder | null): BasketLine[] {
  return (order?.orderLines ?? []).map((line) => ({
    orderLineId: line.orderLineId,
    articleId: line.articleId,
    articleCode: line.articleCode,
    description: line.description,
    imageUrl: line.imageUrl ?? null,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    unitCode: line.unitCode,
    isGift: line.isGift,
    totalAmountTTC: line.totalAmountTTC,
    discountAmount: line.discountAmount,
    promotionCode: line.promotionCode ?? null,
    availableQuantity: line.availableQuantity ?? null,
    priceChanged: line.priceChanged,
    minimumToOrder: line.minimumToOrder,
    quantityStep: line.quantityStep,
  }));
}

/** A catalogue article as a new line: its minimum quantity (or 1), its promotion price when it has one. */
export function lineOfArticle(article: PosArticle): BasketLine {
  return {
    orderLineId: null,
    articleId: article.articleId,
    articleCode: article.code,
    description: article.commercialDesignation || article.descriptionLong,
    imageUrl: article.imageListUrl[0] ?? null,
    quantity: Math.max(1, article.minimumToOrder),
    unitPrice: article.unitPromotionPriceTTC ?? article.unitPriceTTC,
    unitCode: article.unitText.toUpperCase() === 'CAISSE' ? 'CAISSE' : 'UNITE',
    isGift: false,
    totalAmountTTC: null,
    discountAmount: 0,
    promotionCode: null,
    availableQuantity: null,
    priceChanged: false,
    minimumToOrder: article.minimumToOrder,
    quantityStep: article.quantityStep,
  };
}

/** The stock counts only when the channel controls it and the catalogue gives it. */
export function stockControlled(article: PosArticle, ctrlStock: boolean): boolean {
  return ctrlStock && article.stockQuantity !== null && article.stockQuantity !== undefined;
}

/** Out of stock under stock control: the tile cannot be added. */
export function cannotAdd(article: PosArticle, ctrlStock: boolean): boolean {
  return stockControlled(article, ctrlStock) && (article.outOfStock || (article.stockQuantity ?? 0) <= 0);
}

/** Seed 001 section 5: under stock control, an article is added only if the stock covers its minimum (the shared stockCovers). */
export function minimumAvailable(article: PosArticle, ctrlStock: boolean): boolean {
  return !stockControlled(article, ctrlStock) || stockCovers(Math.max(1, article.minimumToOrder), article.stockQuantity ?? 0);
}

/** Whether the article has its (non-gift) line in the basket; a gift line of it does not count. */
export function inBasket(lines: readonly BasketLine[], articleId: number): boolean {
  return lines.some((line) => line.articleId === articleId && !line.isGift);
}

/** A click on a tile: removes the article's line, or adds it. */
export function toggleArticle(lines: readonly BasketLine[], article: PosArticle): BasketLine[] {
  return inBasket(lines, article.articleId) ? removeLine(lines, article.articleId) : [...lines, lineOfArticle(article)];
}

export function removeLine(lines: readonly BasketLine[], articleId: number): BasketLine[] {
  return lines.filter((line) => line.isGift || line.articleId !== articleId);
}

export function changeLine(lines: readonly BasketLine[], articleId: number, change: Partial<Pick<BasketLine, 'quantity' | 'unitPrice' | 'priceChanged'>>): BasketLine[] {
  return lines.map((line) => (line.isGift || line.articleId !== articleId ? line : { ...line, ...change, totalAmountTTC: null, availableQuantity: null }));
}

/**
 * What a save sends: the non-gift lines (gifts are the engine's), each with the id the server gave its article's
 * line (a line added while the order was being created has none yet on screen), the price only when typed.
 */
export function lineInputs(lines: readonly BasketLine[], saved: PosOrder | null, allowModifPrice: boolean): OrderLineInput[] {
  const savedIds = new Map((saved?.orderLines ?? []).filter((line) => !line.isGift).map((line) => [line.articleId, line.orderLineId]));
  return lines
    .filter((line) => !line.isGift)
    .map((line) => {
      const orderLineId = line.orderLineId ?? savedIds.get(line.articleId);
      return {
        articleId: line.articleId,
        quantity: line.quantity,
        ...(orderLineId ? { orderLineId } : {}),
        ...(allowModifPrice && line.priceChanged ? { unitPrice: line.unitPrice } : {}),
      };
    });
}

export interface TotalRow {
  id: string;
  amount: number;
}

const SHOWN_WHEN_SOME = ['orderDiscount', 'escompte', 'stamp'];

/** The totals block: the order-total discount (part of the discount), escompte and stamp duty only when there are some. */
export function totalRows(order: PosOrder): TotalRow[] {
  const rows: TotalRow[] = [
    { id: 'totalHT', amount: order.totalAmountHT },
    { id: 'discount', amount: order.totalDiscount },
    { id: 'orderDiscount', amount: order.totalOrderDiscount },
    { id: 'escompte', amount: order.totalEscompte },
    { id: 'logistics', amount: order.totalRebates },
    { id: 'tva', amount: order.totalTva },
    { id: 'stamp', amount: order.totalTimbre },
    { id: 'totalTTC', amount: order.totalAmountTTC },
  ];
  return rows.filter((row) => !SHOWN_WHEN_SOME.includes(row.id) || row.amount > 0);
}

export interface ConfirmValues {
  customerId: number | null;
  orderId: number | null;
  paymentModeId: number | null;
  deliveryDate: string;
  deliverySlotId: number | null;
}

/** Seed 001 section 5: a customer, a payment mode, an allowed delivery date, a slot and a saved order. */
export function canConfirm(values: ConfirmValues, window: DeliveryWindow | null): boolean {
  return (
    values.customerId !== null &&
    values.orderId !== null &&
    values.paymentModeId !== null &&
    values.deliverySlotId !== null &&
    window !== null &&
    isDeliveryDateAllowed(values.deliveryDate, window)
  );
}

/** Why a date cannot be chosen: a Sunday, or outside the channel's window; null when it can. */
export function deliveryDateMessage(date: string, window: DeliveryWindow | null): string | null {
  if (!date || !window) return null;
  if (isSunday(date)) return posTexts.sunday;
  if (date < window.minDate || date > window.maxDate) return OrderMessages.deliveryDateOutsideWindow(formatDate(window.minDate), formatDate(window.maxDate));
  return null;
}

