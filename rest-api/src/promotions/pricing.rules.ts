/**
 * What the pricing routes hand the engine, as pure functions: a promotion as edited (the form's payload) turned into
 * the engine's promotion, and the context of a basket.
 */
import { DEFAULT_SALES_MODE, TypeAction } from '@console/schema';
import type { EngineContext, EngineCustomerFacts, EngineGift, EnginePromotion } from './pricing/types.ts';
import { isKept, type PromotionFields, type PromotionPayload } from './promotions.rules.ts';

/** The id an unsaved promotion gets in a simulation. */
export const UNSAVED_PROMOTION_ID = 0;

const gift = (row: { articleId: number; quantity: number; maxQuantity: number }): EngineGift => ({
  articleId: row.articleId,
  quantity: row.quantity,
  maxQuantity: row.maxQuantity,
});

/**
 * The promotion as the form holds it (its kept rows: typeAction 0, 1 or 2, with their values), for the engine. The
 * fields are those `decidePromotion` answered (defaults and forced values applied).
 */
export function enginePromotionOf(promotionId: number, fields: PromotionFields, payload: PromotionPayload): EnginePromotion {
  return {
    promotionId,
    code: fields.code,
    promoType: fields.promoType,
    canalType: fields.canalType,
    dateFrom: fields.dateFrom,
    dateTo: fields.dateTo,
    flash: fields.flash,
    startHour: fields.startHour,
    endHour: fields.endHour,
    active: fields.active,
    promoValue: fields.promoValue,
    discountType: fields.discountType,
    percentOrAmountDiscount: fields.percentOrAmountDiscount,
    multiLine: fields.multiLine,
    customerCriteria: fields.customerCriteria,
    articleCriteria: fields.articleCriteria,
    channelIds: (payload.promotionChannels ?? []).filter(isKept).map((row) => row.channelId),
    warehouseIds: (payload.promotionWarehouses ?? []).filter(isKept).map((row) => row.warehouseId),
    customerItemIds: fields.customerCriteria === 0 ? [] : (payload.promotionCutomers ?? []).filter(isKept).map((row) => row.itemId),
    articles: (payload.promotionArticles ?? []).filter(isKept).map((article) => ({
      itemId: article.itemId,
      ranges: (article.ranges ?? []).filter(isKept).map((range) => ({
        from: range.from,
        to: range.to,
        discountValue: range.discountValue ?? 0,
        gifts: (range.gifts ?? []).filter(isKept).map(gift),
      })),
    })),
    customerRanges: (payload.promotionRanges ?? []).filter(isKept).map((range) => ({ from: range.from, to: range.to, discountValue: range.discountValue ?? 0 })),
    multilineGifts: (payload.promotionMultilineGifts ?? []).filter(isKept).map(gift),
  };
}

/** The channels the promotion has before an edit, as `decidePromotion` counts them: every row naming an existing one. */
export const channelsBefore = (payload: PromotionPayload) =>
  (payload.promotionChannels ?? []).filter((row) => row.typeAction !== TypeAction.NEW).length;

/** Every article a promotion may give (its gifts), to load with the basket's. */
export const giftArticleIds = (promotions: readonly EnginePromotion[]) => [
  ...new Set(promotions.flatMap((promotion) => [...promotion.articles.flatMap((entry) => entry.ranges.flatMap((range) => range.gifts)), ...promotion.multilineGifts].map((row) => row.articleId))),
];

/** Where and when a basket is bought (seed 001 section 3, "Sales modes"). */
export interface PricingContextRequest {
  customerId: number;
  channelId?: number | null;
  warehouseId?: number | null;
  /** YYYY-MM-DD. */
  date?: string | null;
  /** HH:mm. */
  time?: string | null;
  salesMode?: number | null;
}

/** A basket: its context and its lines. */
export interface BasketRequest extends PricingContextRequest {
  lines: { articleId: number; quantity: number }[];
}

/** The engine's context: the channel is the customer's when absent, the date and time default to the given ones. */
export function engineContext(basket: PricingContextRequest, customer: EngineCustomerFacts, defaults: { date: string; time: string }): EngineContext {
  return {
    customer,
    channelId: basket.channelId ?? customer.channelId ?? 0,
    warehouseId: basket.warehouseId ?? null,
    date: basket.date || defaults.date,
    time: basket.time || defaults.time,
    salesMode: basket.salesMode ?? DEFAULT_SALES_MODE,
  };
}
