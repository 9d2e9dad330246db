/** What each promotion kind gives a basket line, the basket's gifts and the order, in cents. */
import { ConditionUnit, DiscountUnit, PromoType } from '@console/schema';
import { chosenRange, matchingEntry } from './eligibility.ts';
import { roundCents, wholeTimes } from './money.ts';
import type { EngineArticle, EngineArticleCriterion, EngineGift, EnginePromotion } from './types.ts';

/** The kinds that change a line's price; a line takes at most one of them. */
export const PRICE_KINDS: readonly number[] = [PromoType.LPR, PromoType.TPR, PromoType.PLAN_PALIER, PromoType.SLOG];

/** A basket line before promotions. */
export interface LineDraft {
  article: EngineArticle;
  quantity: number;
  priceCents: number;
  totalBeforeCents: number;
}

/** What a price promotion (kinds 1, 2, 4, 5) makes of a line. */
export interface LineOffer {
  promotionId: number;
  totalCents: number;
  unitPromotionCents: number;
}

/** Gift units a kind 3 promotion gives. */
export interface GiftGrant {
  promotionId: number;
  articleId: number;
  quantity: number;
}

/** A line's measure: its quantity, or its amount in DH (discountType 2). */
function lineMeasure(promotion: EnginePromotion, line: LineDraft): number {
  return promotion.discountType === ConditionUnit.AMOUNT ? line.totalBeforeCents / 100 : line.quantity;
}

/** The discount in cents of `value` (percent or DH, as the promotion says) on `baseCents`. */
function discountCents(promotion: EnginePromotion, value: number, baseCents: number): number {
  return promotion.percentOrAmountDiscount === DiscountUnit.PERCENT ? (baseCents * value) / 100 : value * 100;
}

/** A per-unit discount on at most `units` units of the line (the others keep their price). */
function perUnitOffer(promotion: EnginePromotion, line: LineDraft, value: number, units = line.quantity): LineOffer {
  const unitPromotionCents = Math.max(0, roundCents(line.priceCents - discountCents(promotion, value, line.priceCents)));
  const discounted = Math.min(line.quantity, units);
  if (discounted >= line.quantity) {
    return { promotionId: promotion.promotionId, unitPromotionCents, totalCents: roundCents(line.quantity * unitPromotionCents) };
  }
  const totalCents = roundCents(discounted * unitPromotionCents + (line.quantity - discounted) * line.priceCents);
  return { promotionId: promotion.promotionId, totalCents, unitPromotionCents: roundCents(totalCents / line.quantity) };
}

/** TPR: the entry's first range needs `from` units and discounts at most `to` of them (to ≤ 0: all). */
function tprOffer(promotion: EnginePromotion, entry: EngineArticleCriterion, line: LineDraft): LineOffer | null {
  const range = entry.ranges[0];
  if (!range) return perUnitOffer(promotion, line, promotion.promoValue);
  if (line.quantity < range.from) return null;
  const value = range.discountValue > 0 ? range.discountValue : promotion.promoValue;
  return perUnitOffer(promotion, line, value, range.to > 0 ? range.to : line.quantity);
}

/** SLOG: a discount on the line total; with ranges, the line amount must reach one. */
function slogOffer(promotion: EnginePromotion, entry: EngineArticleCriterion, line: LineDraft): LineOffer | null {
  let value = promotion.promoValue;
  if (entry.ranges.length > 0) {
    const range = chosenRange(entry.ranges, line.totalBeforeCents / 100);
    if (!range) return null;
    value = range.discountValue;
  }
  const totalCents = Math.max(0, roundCents(line.totalBeforeCents - discountCents(promotion, value, line.totalBeforeCents)));
  const unitPromotionCents = line.quantity > 0 ? roundCents(totalCents / line.quantity) : line.priceCents;
  return { promotionId: promotion.promotionId, totalCents, unitPromotionCents };
}

/** What a price promotion makes of a line, or null when it does not name the article or its condition is not reached. */
export function lineOffer(promotion: EnginePromotion, line: LineDraft): LineOffer | null {
  const entry = matchingEntry(promotion, line.article);
  if (!entry) return null;
  switch (promotion.promoType) {
    case PromoType.LPR:
      return perUnitOffer(promotion, line, promotion.promoValue);
    case PromoType.TPR:
      return tprOffer(promotion, entry, line);
    case PromoType.PLAN_PALIER: {
      const range = chosenRange(entry.ranges, lineMeasure(promotion, line));
      return range ? perUnitOffer(promotion, line, range.discountValue) : null;
    }
    case PromoType.SLOG:
      return slogOffer(promotion, entry, line);
    default:
      return null;
  }
}

function grants(promotion: EnginePromotion, gifts: readonly EngineGift[], times: number): GiftGrant[] {
  return gifts.map((gift) => ({
    promotionId: promotion.promotionId,
    articleId: gift.articleId,
    quantity: Math.min(gift.maxQuantity, gift.quantity * times),
  }));
}

/**
 * PLAN_PANIER's gifts (units per gift article, in first-given order), or null when no line reaches a range
 * (per line) or the threshold (multiLine). Grants of 0 units are left out.
 */
export function basketGifts(promotion: EnginePromotion, lines: readonly LineDraft[]): GiftGrant[] | null {
  const matching = lines.filter((line) => matchingEntry(promotion, line.article) !== null);
  let given: GiftGrant[] | null = null;
  if (promotion.multiLine) {
    const measure = matching.reduce((sum, line) => sum + lineMeasure(promotion, line), 0);
    const threshold = promotion.promoValue;
    const times = threshold > 0 ? wholeTimes(measure, threshold) : 1;
    if (matching.length > 0 && times > 0) given = grants(promotion, promotion.multilineGifts, times);
  } else {
    for (const line of matching) {
      const range = chosenRange(matchingEntry(promotion, line.article)?.ranges ?? [], lineMeasure(promotion, line));
      if (!range) continue;
      const times = range.from > 0 ? wholeTimes(lineMeasure(promotion, line), range.from) : 1;
      given = [...(given ?? []), ...grants(promotion, range.gifts, times)];
    }
  }
  return given === null ? null : mergeGrants(given);
}

/** One grant per gift article: the units of the same article add up. */
function mergeGrants(given: readonly GiftGrant[]): GiftGrant[] {
  const merged = new Map<number, GiftGrant>();
  for (const grant of given) {
    const previous = merged.get(grant.articleId);
    merged.set(grant.articleId, { ...grant, quantity: (previous?.quantity ?? 0) + grant.quantity });
  }
  return [...merged.values()].filter((grant) => grant.quantity > 0);
}

/** QDT: the order discount in cents on a total of `totalCents` (capped at it), or null when no customer range is reached. */
export function orderDiscountCents(promotion: EnginePromotion, totalCents: number): number | null {
  if (promotion.promoType !== PromoType.QDT) return null;
  const range = chosenRange(promotion.customerRanges, totalCents / 100);
  if (!range) return null;
  return Math.min(totalCents, Math.max(0, roundCents(discountCents(promotion, range.discountValue, totalCents))));
}
