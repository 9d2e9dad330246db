/** Why a promotion gives nothing on a basket, and an article's promotions for the catalogue. */
import { ConditionUnit, PromoType } from '@console/schema';
import { eligiblePromotions, lineDrafts, priceLines } from './engine.ts';
import { eligibilityRefusal, matchingEntry } from './eligibility.ts';
import { PRICE_KINDS, basketGifts, lineOffer, orderDiscountCents, type LineDraft } from './kinds.ts';
import { PricingMessages } from './messages.ts';
import { roundCents, toCents } from './money.ts';
import type { EngineArticle, EngineArticlePromotionInfo, EngineGiftOffer, EnginePalier, EnginePricingInput, EnginePromotion } from './types.ts';

/** Whether the promotion's condition is reached on some line (price kinds) or by the basket (gifts). */
function conditionReached(promotion: EnginePromotion, lines: readonly LineDraft[]): boolean {
  if (promotion.promoType === PromoType.PLAN_PANIER) return basketGifts(promotion, lines) !== null;
  return lines.some((line) => lineOffer(promotion, line) !== null);
}

/**
 * Why this promotion gives nothing on this basket (French), or null when it changes a price, gives a gift or
 * an order discount. The basket is priced with the input's other promotions that apply, as priceBasket does.
 */
export function whyNotApplicable(promotion: EnginePromotion, input: EnginePricingInput): string | null {
  const refusal = eligibilityRefusal(promotion, input.context);
  if (refusal) return refusal;
  const lines = lineDrafts(input.basket, input.articles);
  const isOrderKind = promotion.promoType === PromoType.QDT;
  if (!isOrderKind && !lines.some((line) => matchingEntry(promotion, line.article) !== null)) return PricingMessages.noArticle;
  const others = eligiblePromotions(input).filter((other) => other.promotionId !== promotion.promotionId);
  const priced = priceLines(lines, [...others, promotion], input.articles);
  if (priced.appliedPromotionIds.includes(promotion.promotionId)) return null;
  if (isOrderKind) {
    const cents = orderDiscountCents(promotion, toCents(priced.total + priced.orderDiscount));
    if (cents === null) return PricingMessages.threshold;
    return cents > 0 ? PricingMessages.outdone : PricingMessages.nothingGiven;
  }
  if (priceLines(lines, [promotion], input.articles).appliedPromotionIds.length > 0) return PricingMessages.outdone;
  return conditionReached(promotion, lines) ? PricingMessages.nothingGiven : PricingMessages.threshold;
}

/**
 * The ranges that decide what a price promotion gives, as the engine reads them: none for LPR (promoValue, whatever
 * the ranges), the first for TPR (in units), every one for PLAN_PALIER (its condition unit) and SLOG (DH of the line).
 */
function paliersOf(promotion: EnginePromotion, article: EngineArticle): EnginePalier[] {
  const ranges = matchingEntry(promotion, article)?.ranges ?? [];
  const counted: Record<number, { ranges: typeof ranges; condition: number }> = {
    [PromoType.LPR]: { ranges: [], condition: promotion.discountType },
    [PromoType.TPR]: { ranges: ranges.slice(0, 1), condition: ConditionUnit.QUANTITY },
    [PromoType.SLOG]: { ranges, condition: ConditionUnit.AMOUNT },
  };
  const shown = counted[promotion.promoType] ?? { ranges, condition: promotion.discountType };
  return shown.ranges.map((range) => ({
    from: range.from,
    to: range.to,
    discountValue: range.discountValue,
    unit: promotion.percentOrAmountDiscount,
    condition: shown.condition,
  }));
}

function giftOffers(promotion: EnginePromotion, article: EngineArticle, articles: EnginePricingInput['articles']): EngineGiftOffer[] {
  const gift = (from: number) => (offer: { articleId: number; quantity: number; maxQuantity: number }) => ({
    articleId: offer.articleId,
    articleCode: articles.get(offer.articleId)?.code ?? '',
    quantity: offer.quantity,
    maxQuantity: offer.maxQuantity,
    from,
    condition: promotion.discountType,
  });
  if (promotion.multiLine) return promotion.multilineGifts.map(gift(promotion.promoValue));
  return (matchingEntry(promotion, article)?.ranges ?? []).flatMap((range) => range.gifts.map(gift(range.from)));
}

/**
 * An article's promotions for the catalogue: one unit priced as priceBasket would (percent and promotion price
 * of the winning price promotion), the ranges of that promotion (when it has none, or one unit reaches no
 * promotion, those of the applicable price promotion with ranges and the lowest id) and the gifts of every
 * applicable PLAN_PANIER naming the article. inPromo: an applicable promotion of kinds 1 to 5 names the article.
 */
export function articlePromotionInfo(articleId: number, input: EnginePricingInput): EngineArticlePromotionInfo {
  const lines = lineDrafts([{ articleId, quantity: 1 }], input.articles);
  const article = lines[0]?.article;
  const eligible = eligiblePromotions(input);
  const line = priceLines(lines, eligible, input.articles).lines[0];
  if (!article || !line) return { inPromo: false, promotionPercent: null, unitPromotionPrice: null, paliers: [], gifts: [] };
  const naming = eligible.filter((promotion) => matchingEntry(promotion, article) !== null);
  const priceKinds = naming.filter((promotion) => PRICE_KINDS.includes(promotion.promoType));
  const winner = priceKinds.find((promotion) => promotion.promotionId === line.promotionId);
  const hasRanges = (promotion: EnginePromotion) => paliersOf(promotion, article).length > 0;
  const shown = winner && hasRanges(winner) ? winner : [...priceKinds].sort((a, b) => a.promotionId - b.promotionId).find(hasRanges);
  return {
    inPromo: naming.length > 0,
    promotionPercent:
      winner && line.unitPrice > 0 ? roundCents(((line.unitPrice - line.unitPromotionPrice) / line.unitPrice) * 10_000) / 100 : null,
    unitPromotionPrice: winner ? line.unitPromotionPrice : null,
    paliers: shown ? paliersOf(shown, article) : [],
    gifts: naming.filter((promotion) => promotion.promoType === PromoType.PLAN_PANIER).flatMap((promotion) => giftOffers(promotion, article, input.articles)),
  };
}
