/**
 * The simulator and the basket pricing: the facts are read through the repository, the engine (pricing/) prices.
 * Nothing is written.
 */
import { businessClock } from '@console/schema';
import type { Db, Executor } from '../db/db.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { PromotionRestMessages } from './messages.ts';
import { priceBasket } from './pricing/engine.ts';
import { whyNotApplicable } from './pricing/explain.ts';
import type { EngineArticle, EnginePricedBasket, EnginePricingInput, EnginePromotion } from './pricing/types.ts';
import { activePromotions, loadCustomerFacts, loadEngineArticles } from './pricing.repository.ts';
import { channelsBefore, engineContext, enginePromotionOf, giftArticleIds, UNSAVED_PROMOTION_ID, type BasketRequest } from './pricing.rules.ts';
import { decidePromotion, type PromotionPayload } from './promotions.rules.ts';

/**
 * The engine's input for a basket: 404 for an unknown customer, 400 for an unknown article of the basket (keyed
 * `<prefix>lines.<index>.articleId`).
 */
async function pricingInput(
  db: Executor,
  basket: BasketRequest,
  promotions: readonly EnginePromotion[],
  defaults: { date: string; time: string },
  prefix: string,
): Promise<EnginePricingInput> {
  const customer = await loadCustomerFacts(db, basket.customerId);
  if (!customer) throw notFound(PromotionRestMessages.unknownCustomer);
  const articles = await loadEngineArticles(db, [...new Set([...basket.lines.map((line) => line.articleId), ...giftArticleIds(promotions)])]);
  const unknown = basket.lines.flatMap((line, index) => (articles.has(line.articleId) ? [] : [[`${prefix}lines.${index}.articleId`, PromotionRestMessages.unknownArticle]]));
  if (unknown.length > 0) throw badRequest(Object.fromEntries(unknown));
  return { context: engineContext(basket, customer, defaults), basket: basket.lines, articles, promotions };
}

/** A priced basket with each line's article code and text and its promotion's code. */
function presented(basket: EnginePricedBasket, articles: ReadonlyMap<number, EngineArticle>, promotions: readonly EnginePromotion[]) {
  const codes = new Map(promotions.map((promotion) => [promotion.promotionId, promotion.code]));
  return {
    ...basket,
    lines: basket.lines.map((line) => ({
      ...line,
      articleCode: articles.get(line.articleId)?.code ?? '',
      articleDescription: articles.get(line.articleId)?.description ?? null,
      promotionCode: line.promotionId === null ? null : (codes.get(line.promotionId) ?? null),
    })),
  };
}

/**
 * The promotion as edited (saved or not) on a basket: priced without any promotion, then with this one only, and
 * why it gives nothing when it does not. The form's rules apply first (400 keyed `promotion.<field>`).
 */
export async function simulatePromotion(db: Db, body: { promotion: PromotionPayload; promotionId?: number | null; basket: BasketRequest }) {
  const decision = decidePromotion(body.promotion, channelsBefore(body.promotion));
  if ('errors' in decision) throw badRequest(Object.fromEntries(Object.entries(decision.errors).map(([field, message]) => [`promotion.${field}`, message])));
  const promotion = enginePromotionOf(body.promotionId ?? UNSAVED_PROMOTION_ID, decision.fields, body.promotion);
  const input = await pricingInput(db, body.basket, [promotion], { date: promotion.dateFrom, time: promotion.startHour }, 'basket.');
  return {
    without: presented(priceBasket({ ...input, promotions: [] }), input.articles, []),
    with: presented(priceBasket(input), input.articles, [promotion]),
    notApplicable: whyNotApplicable(promotion, input),
  };
}

/**
 * A basket priced with the given promotions, on `db` or inside the caller's transaction (orders: the promotions are
 * read before it, their queries run in parallel on the pool). `typedPrices` (article id → TTC) replaces an article's
 * catalogue price for the engine: a line whose price was typed at the point of sale is discounted from that price.
 */
export async function priceWithPromotions(
  db: Executor,
  basket: BasketRequest,
  promotions: readonly EnginePromotion[],
  typedPrices: ReadonlyMap<number, number> = new Map(),
) {
  const input = await pricingInput(db, basket, promotions, businessClock(), '');
  const articles = new Map([...input.articles].map(([id, article]) => [id, typedPrices.has(id) ? { ...article, unitPrice: typedPrices.get(id) ?? article.unitPrice } : article]));
  return presented(priceBasket({ ...input, articles }), articles, promotions);
}

/** A basket priced with every stored active promotion of its day (the point of sale's pricing). */
export async function priceWithStoredPromotions(db: Db, basket: BasketRequest) {
  return priceWithPromotions(db, basket, await activePromotions(db, basket.date || businessClock().date));
}
