/** Test data for the pricing engine: a sale, a few articles and a promotion builder. */
import type { EngineArticle, EngineContext, EngineGift, EnginePricingInput, EnginePromotion, EngineRange } from './types.ts';

/** Call centre (sales mode 1), channel 2, warehouse 7, 10 December 2026 at 10:30. */
export const CONTEXT: EngineContext = {
  customer: { customerId: 1, segmentId: 11, regionId: 21, sectorId: 31, customerCategoryId: 41, accountId: 51, channelId: 2 },
  channelId: 2,
  warehouseId: 7,
  date: '2026-12-10',
  time: '10:30',
  salesMode: 1,
};

function article(articleId: number, unitPrice: number, description: string): EngineArticle {
  return { articleId, code: `A${articleId}`, description, unitPrice, partnerId: 100 + articleId, brandId: 200 + articleId, categoryIds: [300, 310 + articleId] };
}

/** Huile 12,50; sucre 8,00; thé 25,00; farine 9,99; verre (a gift) 5,00. */
export const Article = { OIL: 1, SUGAR: 2, TEA: 3, FLOUR: 4, GLASS: 9 } as const;
export const ARTICLES: ReadonlyMap<number, EngineArticle> = new Map(
  [article(1, 12.5, 'Huile'), article(2, 8, 'Sucre'), article(3, 25, 'Thé'), article(4, 9.99, 'Farine'), article(9, 5, 'Verre')].map(
    (item) => [item.articleId, item] as const,
  ),
);

export function range(from: number, to: number, discountValue: number, gifts: readonly EngineGift[] = []): EngineRange {
  return { from, to, discountValue, gifts };
}

export function gift(articleId: number, quantity: number, maxQuantity: number): EngineGift {
  return { articleId, quantity, maxQuantity };
}

/** Active all December, every canal, channel 2, every warehouse and customer; kind 1, 10 %, naming the oil. */
export function promotion(overrides: Partial<EnginePromotion> = {}): EnginePromotion {
  return {
    promotionId: 1,
    code: 'PROMO',
    promoType: 1,
    canalType: 4,
    dateFrom: '2026-12-01',
    dateTo: '2026-12-31',
    flash: false,
    startHour: '00:00',
    endHour: '00:00',
    active: true,
    promoValue: 10,
    discountType: 1,
    percentOrAmountDiscount: 1,
    multiLine: false,
    customerCriteria: 0,
    articleCriteria: 4,
    channelIds: [2],
    warehouseIds: [],
    customerItemIds: [],
    articles: [{ itemId: Article.OIL, ranges: [] }],
    customerRanges: [],
    multilineGifts: [],
    ...overrides,
  };
}

/** A basket of [articleId, quantity] pairs. */
export function pricingInput(basket: readonly (readonly [number, number])[], promotions: readonly EnginePromotion[], context = CONTEXT): EnginePricingInput {
  return { context, basket: basket.map(([articleId, quantity]) => ({ articleId, quantity })), articles: ARTICLES, promotions };
}
