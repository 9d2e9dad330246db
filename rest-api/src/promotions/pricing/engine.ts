/**
 * The promotions pricing engine: a basket priced with the promotions that apply to its sale. Pure (no
 * database, no clock): the promotions service and the point of sale load the data and pass it in.
 * The rules, in words: PRICING_ELIGIBILITY and PRICING_RULES_TABLE (table.ts).
 */
import { PromoType } from '@console/schema';
import { eligibilityRefusal } from './eligibility.ts';
import { basketGifts, lineOffer, orderDiscountCents, type GiftGrant, type LineDraft, type LineOffer } from './kinds.ts';
import { roundCents, toCents, toDh } from './money.ts';
import type { EngineArticle, EngineBasketLine, EnginePricedBasket, EnginePricedLine, EnginePricingInput, EnginePromotion } from './types.ts';

function articleOf(articles: ReadonlyMap<number, EngineArticle>, articleId: number): EngineArticle {
  const article = articles.get(articleId);
  if (!article) throw new Error(`Pricing: article ${articleId} is missing from the articles.`);
  return article;
}

/** The basket's lines at their price, rounded to the cent (throws on an article missing from the articles). */
export function lineDrafts(basket: readonly EngineBasketLine[], articles: ReadonlyMap<number, EngineArticle>): LineDraft[] {
  return basket.map((line) => {
    const article = articleOf(articles, line.articleId);
    const priceCents = toCents(article.unitPrice);
    return { article, quantity: line.quantity, priceCents, totalBeforeCents: roundCents(line.quantity * priceCents) };
  });
}

/** The line's best offer: the largest discount (ties: the lowest promotionId); none when no offer lowers the line. */
function bestOffer(promotions: readonly EnginePromotion[], line: LineDraft): LineOffer | null {
  let best: LineOffer | null = null;
  for (const promotion of promotions) {
    const offer = lineOffer(promotion, line);
    if (!offer || offer.totalCents >= line.totalBeforeCents) continue;
    if (!best || offer.totalCents < best.totalCents || (offer.totalCents === best.totalCents && offer.promotionId < best.promotionId)) {
      best = offer;
    }
  }
  return best;
}

function pricedLine(line: LineDraft, offer: LineOffer | null): EnginePricedLine {
  const totalCents = offer?.totalCents ?? line.totalBeforeCents;
  return {
    articleId: line.article.articleId,
    quantity: line.quantity,
    unitPrice: toDh(line.priceCents),
    unitPromotionPrice: toDh(offer?.unitPromotionCents ?? line.priceCents),
    discountAmount: toDh(line.totalBeforeCents - totalCents),
    totalBefore: toDh(line.totalBeforeCents),
    total: toDh(totalCents),
    isGift: false,
    promotionId: offer?.promotionId ?? null,
  };
}

function giftLine(grant: GiftGrant, articles: ReadonlyMap<number, EngineArticle>): EnginePricedLine {
  return {
    articleId: grant.articleId,
    quantity: grant.quantity,
    unitPrice: toDh(toCents(articleOf(articles, grant.articleId).unitPrice)),
    unitPromotionPrice: 0,
    discountAmount: 0,
    totalBefore: 0,
    total: 0,
    isGift: true,
    promotionId: grant.promotionId,
  };
}

/** The largest QDT order discount on `totalCents` (ties: the lowest promotionId), or null. */
function bestOrderDiscount(promotions: readonly EnginePromotion[], totalCents: number): { promotionId: number; cents: number } | null {
  let best: { promotionId: number; cents: number } | null = null;
  for (const promotion of promotions) {
    const cents = orderDiscountCents(promotion, totalCents);
    if (cents === null || cents <= 0) continue;
    if (!best || cents > best.cents || (cents === best.cents && promotion.promotionId < best.promotionId)) {
      best = { promotionId: promotion.promotionId, cents };
    }
  }
  return best;
}

/** Prices drafted lines with promotions already known to apply to the sale. */
export function priceLines(lines: readonly LineDraft[], promotions: readonly EnginePromotion[], articles: ReadonlyMap<number, EngineArticle>): EnginePricedBasket {
  const offers = lines.map((line) => bestOffer(promotions, line));
  const gifts = promotions
    .filter((promotion) => promotion.promoType === PromoType.PLAN_PANIER)
    .flatMap((promotion) => basketGifts(promotion, lines) ?? [])
    .map((grant) => giftLine(grant, articles));
  const totalBeforeCents = lines.reduce((sum, line) => sum + line.totalBeforeCents, 0);
  const lineDiscountCents = lines.reduce((sum, line, index) => sum + line.totalBeforeCents - (offers[index]?.totalCents ?? line.totalBeforeCents), 0);
  const order = bestOrderDiscount(promotions, totalBeforeCents - lineDiscountCents);
  const orderCents = order?.cents ?? 0;
  const priced = [...lines.map((line, index) => pricedLine(line, offers[index] ?? null)), ...gifts];
  const applied = new Set<number>();
  for (const line of priced) if (line.promotionId !== null) applied.add(line.promotionId);
  if (order) applied.add(order.promotionId);
  return {
    lines: priced,
    totalBefore: toDh(totalBeforeCents),
    discountTotal: toDh(lineDiscountCents + orderCents),
    orderDiscount: toDh(orderCents),
    total: toDh(totalBeforeCents - lineDiscountCents - orderCents),
    appliedPromotionIds: [...applied].sort((a, b) => a - b),
  };
}

/** The promotions that apply to the sale, whatever the basket. */
export function eligiblePromotions(input: EnginePricingInput): EnginePromotion[] {
  return input.promotions.filter((promotion) => eligibilityRefusal(promotion, input.context) === null);
}

/** The basket priced: each line with at most one price promotion, every applicable gift, at most one order discount. */
export function priceBasket(input: EnginePricingInput): EnginePricedBasket {
  return priceLines(lineDrafts(input.basket, input.articles), eligiblePromotions(input), input.articles);
}
