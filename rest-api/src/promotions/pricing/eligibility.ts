/**
 * Which promotions apply to a sale (its date, time, sales mode, channel, warehouse and customer) and
 * which articles each one names. Pure: the caller passes the context in.
 */
import { CANAL_ALL, SALES_MODE_CANAL } from '@console/schema';
import { PricingMessages } from './messages.ts';
import type { EngineArticle, EngineArticleCriterion, EngineContext, EngineCustomerFacts, EnginePromotion, EngineRange } from './types.ts';

/** The customer's fact that each customerCriteria value names (1 segment … 5 account). */
const CUSTOMER_FACT: Readonly<Record<number, (customer: EngineCustomerFacts) => number | null>> = {
  1: (customer) => customer.segmentId,
  2: (customer) => customer.regionId,
  3: (customer) => customer.sectorId,
  4: (customer) => customer.customerCategoryId,
  5: (customer) => customer.accountId,
};

/** The article's ids that each articleCriteria value compares with an entry's itemId (1 partner … 4 article). */
const ARTICLE_IDS: Readonly<Record<number, (article: EngineArticle) => readonly (number | null)[]>> = {
  1: (article) => [article.partnerId],
  2: (article) => [article.brandId],
  3: (article) => article.categoryIds,
  4: (article) => [article.articleId],
};

const QDT = 6;

/** A flash promotion's hours: endHour at or before startHour (both 00:00, say) is the whole day. */
function withinFlashHours(time: string, startHour: string, endHour: string): boolean {
  return endHour <= startHour || (startHour <= time && time < endHour);
}

function flashRefusal(promotion: EnginePromotion, context: EngineContext): string | null {
  const inPeriod = context.date >= promotion.dateFrom && context.date <= promotion.dateTo;
  if (inPeriod && context.date === promotion.dateFrom && withinFlashHours(context.time, promotion.startHour, promotion.endHour)) return null;
  return promotion.endHour <= promotion.startHour
    ? PricingMessages.flashDay(promotion.dateFrom)
    : PricingMessages.flashHours(promotion.dateFrom, promotion.startHour, promotion.endHour);
}

function customerMatches(promotion: EnginePromotion, customer: EngineCustomerFacts): boolean {
  if (promotion.customerCriteria === 0) return true;
  const fact = CUSTOMER_FACT[promotion.customerCriteria]?.(customer) ?? null;
  return fact !== null && promotion.customerItemIds.includes(fact);
}

/** Why the promotion does not apply to this sale, whatever the basket; null when it does. */
export function eligibilityRefusal(promotion: EnginePromotion, context: EngineContext): string | null {
  if (!promotion.active) return PricingMessages.inactive;
  if (promotion.flash) {
    const refusal = flashRefusal(promotion, context);
    if (refusal) return refusal;
  } else if (context.date < promotion.dateFrom || context.date > promotion.dateTo) {
    return PricingMessages.outOfPeriod(promotion.dateFrom, promotion.dateTo);
  }
  if (promotion.canalType !== CANAL_ALL && promotion.canalType !== SALES_MODE_CANAL[context.salesMode]) return PricingMessages.salesMode;
  if (!promotion.channelIds.includes(context.channelId)) return PricingMessages.channel;
  if (promotion.warehouseIds.length > 0 && (context.warehouseId === null || !promotion.warehouseIds.includes(context.warehouseId))) {
    return PricingMessages.warehouse;
  }
  if (!customerMatches(promotion, context.customer)) return PricingMessages.customer;
  return null;
}

const NO_RANGES: EngineArticleCriterion = { itemId: 0, ranges: [] };

/**
 * The promotion's entry for this article (its ranges), or null when the promotion does not name it.
 * articleCriteria 0 names every article, with the first entry's ranges when there is one; kind 6 names none.
 */
export function matchingEntry(promotion: EnginePromotion, article: EngineArticle): EngineArticleCriterion | null {
  if (promotion.promoType === QDT) return null;
  if (promotion.articleCriteria === 0) return promotion.articles[0] ?? NO_RANGES;
  const ids = ARTICLE_IDS[promotion.articleCriteria]?.(article) ?? [];
  return promotion.articles.find((entry) => ids.includes(entry.itemId)) ?? null;
}

/** The range a measure reaches: the highest `from` at or below it (the first such in list order), or null. */
export function chosenRange<Range extends Pick<EngineRange, 'from'>>(ranges: readonly Range[], measure: number): Range | null {
  let best: Range | null = null;
  for (const range of ranges) {
    if (range.from <= measure + 1e-9 && (best === null || range.from > best.from)) best = range;
  }
  return best;
}
