/** The articles' promotions for the catalogue and the point of sale: the facts are read once, the engine answers per article. */
import { businessClock } from '@console/schema';
import type { Db } from '../db/db.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { PromotionRestMessages } from './messages.ts';
import { articlePromotionInfo } from './pricing/explain.ts';
import { activePromotions, loadCustomerFacts, loadEngineArticles } from './pricing.repository.ts';
import { engineContext, giftArticleIds, type PricingContextRequest } from './pricing.rules.ts';

/** What the articles' promotions need besides the articles: the engine's context and the day's active promotions (404 for an unknown customer). */
export async function promotionFacts(db: Db, request: PricingContextRequest) {
  const defaults = businessClock();
  const customer = await loadCustomerFacts(db, request.customerId);
  if (!customer) throw notFound(PromotionRestMessages.unknownCustomer);
  const promotions = await activePromotions(db, request.date || defaults.date);
  return { context: engineContext(request, customer, defaults), promotions };
}

export type PromotionFacts = Awaited<ReturnType<typeof promotionFacts>>;

/**
 * Each article's promotions with every stored active promotion of the context's day: 404 for an unknown customer,
 * 400 for an unknown article (keyed `articleIds.<index>`). A caller that already read the facts passes them.
 */
export async function articlesPromotionInfo(db: Db, body: { context: PricingContextRequest; articleIds: number[] }, known?: PromotionFacts) {
  const { context, promotions } = known ?? (await promotionFacts(db, body.context));
  const articles = await loadEngineArticles(db, [...new Set([...body.articleIds, ...giftArticleIds(promotions)])]);
  const unknown = body.articleIds.flatMap((articleId, index) => (articles.has(articleId) ? [] : [[`articleIds.${index}`, PromotionRestMessages.unknownArticle]]));
  if (unknown.length > 0) throw badRequest(Object.fromEntries(unknown));
  const input = { context, basket: [], articles, promotions };
  return body.articleIds.map((articleId) => {
    const { inPromo, promotionPercent, unitPromotionPrice, paliers, gifts } = articlePromotionInfo(articleId, input);
    return {
      articleId,
      inPromo,
      promotionPercent,
      unitPriceTTC: articles.get(articleId)?.unitPrice ?? 0,
      unitPromotionPriceTTC: unitPromotionPrice,
      articlePromotionInfo: { paliers, gifts },
    };
  });
}
