/**
 * The promotion editor's warning before a save: the articles an amount discount would give away (discount ≥ price,
 * schema's `givesAway`), counted on the server from the articles the edited promotion names.
 */
import { amountDiscountPerUnit, GIVEAWAY_SHOWN, givesAway, hasArticleSection } from '@console/schema';
import type { Db } from '../db/db.ts';
import { badRequest } from '../http/errors.ts';
import { loadNamedArticles } from './giveaways.repository.ts';
import { matchingEntry } from './pricing/eligibility.ts';
import { channelsBefore, enginePromotionOf, UNSAVED_PROMOTION_ID } from './pricing.rules.ts';
import { decidePromotion, type PromotionPayload } from './promotions.rules.ts';

export interface GivenAwayArticle {
  articleId: number;
  code: string;
  designation: string;
  unitPrice: number;
  discount: number;
}

/**
 * How many active articles the promotion as edited would sell at 0,00 DH, and the first few (by code). The form's
 * rules apply first (400 keyed `promotion.<field>`). Nothing is written.
 */
export async function promotionGiveaways(db: Db, payload: PromotionPayload): Promise<{ count: number; articles: GivenAwayArticle[] }> {
  const decision = decidePromotion(payload, channelsBefore(payload));
  if ('errors' in decision) throw badRequest(Object.fromEntries(Object.entries(decision.errors).map(([field, message]) => [`promotion.${field}`, message])));
  const promotion = enginePromotionOf(UNSAVED_PROMOTION_ID, decision.fields, payload);
  const mayGiveAway = hasArticleSection(promotion.promoType) && amountDiscountPerUnit(promotion, promotion.articles.flatMap((entry) => entry.ranges)) !== null;
  if (!mayGiveAway || (promotion.articleCriteria !== 0 && promotion.articles.length === 0)) return { count: 0, articles: [] };
  const named = await loadNamedArticles(db, promotion.articleCriteria, promotion.articles.map((entry) => entry.itemId));
  const given = named.flatMap((article) => {
    const entry = matchingEntry(promotion, article);
    const discount = entry ? amountDiscountPerUnit(promotion, entry.ranges) : null;
    return discount !== null && givesAway(discount, article.unitPrice)
      ? [{ articleId: article.articleId, code: article.code, designation: article.description ?? article.code, unitPrice: article.unitPrice, discount }]
      : [];
  });
  return { count: given.length, articles: given.slice(0, GIVEAWAY_SHOWN) };
}
