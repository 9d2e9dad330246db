import { describe, expect, it } from 'vitest';
import { matchingEntry } from '../promotions/pricing/eligibility.ts';
import { ARTICLES, promotion, range } from '../promotions/pricing/pricing.fixtures.ts';
import type { EngineArticle, EnginePromotion } from '../promotions/pricing/types.ts';
import { promotedArticles, stockView, unitText, type PromotedArticles } from './pos-catalog.rules.ts';

/** The SQL condition of pos-catalog.repository.ts, applied to one article. */
function names(promoted: PromotedArticles, article: EngineArticle): boolean {
  return (
    promoted.every ||
    promoted.articleIds.includes(article.articleId) ||
    (article.brandId !== null && promoted.brandIds.includes(article.brandId)) ||
    (article.partnerId !== null && promoted.partnerIds.includes(article.partnerId)) ||
    article.categoryIds.some((id) => promoted.categoryIds.includes(id))
  );
}

const entry = (itemId: number) => ({ itemId, ranges: [range(1, 10, 5)] });

describe('unitText', () => {
  it('names a case CAISSE and anything else Pièce', () => {
    expect(unitText('CAISSE')).toBe('CAISSE');
    expect(unitText('UNITE')).toBe('Pièce');
  });
});

describe('stockView', () => {
  it('shows nothing and never out of stock when the channel does not control stock', () => {
    expect(stockView(false, 0)).toEqual({ stockQuantity: null, outOfStock: false });
    expect(stockView(false, null)).toEqual({ stockQuantity: null, outOfStock: false });
  });

  it('shows the quantity, out of stock at 0 or without a stock row, when it does', () => {
    expect(stockView(true, 12)).toEqual({ stockQuantity: 12, outOfStock: false });
    expect(stockView(true, 0)).toEqual({ stockQuantity: 0, outOfStock: true });
    expect(stockView(true, null)).toEqual({ stockQuantity: 0, outOfStock: true });
  });
});

describe('promotedArticles', () => {
  const cases: [string, EnginePromotion[]][] = [
    ['none', []],
    ['every article (criteria 0)', [promotion({ articleCriteria: 0, articles: [] })]],
    ['a partner', [promotion({ articleCriteria: 1, articles: [entry(102)] })]],
    ['a brand', [promotion({ articleCriteria: 2, articles: [entry(203)] })]],
    ['a category', [promotion({ articleCriteria: 3, articles: [entry(300)] })]],
    ['an article', [promotion({ articleCriteria: 4, articles: [entry(4)] })]],
    ['an order discount (kind 6) names none', [promotion({ promoType: 6, articleCriteria: 0, articles: [] })]],
    ['several', [promotion({ articleCriteria: 4, articles: [entry(1)] }), promotion({ promotionId: 2, articleCriteria: 2, articles: [entry(209)] })]],
  ];

  it.each(cases)('keeps exactly the articles the engine says are named: %s', (_name, promotions) => {
    const promoted = promotedArticles(promotions);
    for (const article of ARTICLES.values()) {
      const expected = promotions.some((candidate) => matchingEntry(candidate, article) !== null);
      expect(names(promoted, article), `article ${article.articleId}`).toBe(expected);
    }
  });
});
