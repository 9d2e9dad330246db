/** priceBasket's stacking, order discount and money; every expected amount worked by hand in its comment. */
import { describe, expect, it } from 'vitest';
import { priceBasket } from './engine.ts';
import { ARTICLES, Article, gift, pricingInput, promotion, range } from './pricing.fixtures.ts';

const lpr10 = promotion();
const palier15 = promotion({ promotionId: 2, promoType: 4, articles: [{ itemId: Article.OIL, ranges: [range(5, 0, 15)] }] });
const qdt2 = promotion({ promotionId: 8, promoType: 6, articleCriteria: 0, articles: [], customerRanges: [{ from: 100, to: 0, discountValue: 2 }] });

describe('priceBasket: one price promotion per line', () => {
  it('gives a line the promotion with the largest discount', () => {
    // 6 oils = 75,00: LPR 10 % → 67,50 (7,50 off); palier 15 % → 12,50 − 1,875 = 10,625 → 10,63, 63,78 (11,22 off): the palier wins.
    expect(priceBasket(pricingInput([[Article.OIL, 6]], [lpr10, palier15])).lines[0]).toMatchObject({
      unitPromotionPrice: 10.63,
      total: 63.78,
      discountAmount: 11.22,
      promotionId: 2,
    });
    // 3 oils reach no palier: LPR 10 %, 33,75; only the LPR is applied.
    expect(priceBasket(pricingInput([[Article.OIL, 3]], [lpr10, palier15]))).toMatchObject({ total: 33.75, appliedPromotionIds: [1] });
  });

  it('breaks a tie with the lowest promotionId', () => {
    // 10 % of 12,50 = 1,25 = 1,25 DH: promotion 2 beats 3.
    const flat = promotion({ promotionId: 2, percentOrAmountDiscount: 2, promoValue: 1.25 });
    const percent = promotion({ promotionId: 3 });
    expect(priceBasket(pricingInput([[Article.OIL, 2]], [percent, flat]))).toMatchObject({ total: 22.5, appliedPromotionIds: [2] });
  });

  it('prices each line on its own, keeping the basket order', () => {
    // Oils 3 × 11,25 = 33,75 (LPR 10 %); sugar 2 × (8,00 − 2 DH) = 12,00 (LPR 2 DH); tea 25,00; oils again 1 × 11,25.
    const sugar = promotion({ promotionId: 4, percentOrAmountDiscount: 2, promoValue: 2, articles: [{ itemId: Article.SUGAR, ranges: [] }] });
    const basket = priceBasket(pricingInput([[Article.OIL, 3], [Article.SUGAR, 2], [Article.TEA, 1], [Article.OIL, 1]], [sugar, lpr10]));
    expect(basket.lines.map((line) => [line.articleId, line.total, line.promotionId])).toEqual([
      [1, 33.75, 1],
      [2, 12, 4],
      [3, 25, null],
      [1, 11.25, 1],
    ]);
    // 37,50 + 16,00 + 25,00 + 12,50 = 91,00 before; 3,75 + 4,00 + 1,25 = 9,00 off; 82,00.
    expect(basket).toMatchObject({ totalBefore: 91, discountTotal: 9, orderDiscount: 0, total: 82, appliedPromotionIds: [1, 4] });
  });

  it('caps a discount larger than the price at 0', () => {
    // 12,50 − 15 DH → 0,00 each; 2 oils: 25,00 off.
    const huge = promotion({ percentOrAmountDiscount: 2, promoValue: 15 });
    expect(priceBasket(pricingInput([[Article.OIL, 2]], [huge]))).toMatchObject({
      lines: [{ unitPromotionPrice: 0, total: 0, discountAmount: 25 }],
      discountTotal: 25,
      total: 0,
    });
    // 150 % of 12,50 → 0,00 too.
    expect(priceBasket(pricingInput([[Article.OIL, 1]], [promotion({ promoValue: 150 })])).total).toBe(0);
  });

  it('leaves out promotions that do not apply to the sale or give nothing', () => {
    // Inactive 10 % and 0 % promotions: 3 oils stay 37,50.
    const inactive = promotion({ active: false });
    const zero = promotion({ promotionId: 2, promoValue: 0 });
    expect(priceBasket(pricingInput([[Article.OIL, 3]], [inactive, zero]))).toMatchObject({
      lines: [{ total: 37.5, promotionId: null }],
      total: 37.5,
      appliedPromotionIds: [],
    });
  });
});

describe('priceBasket: gifts and order discount on top', () => {
  it('adds gifts to a line priced by LPR', () => {
    // 6 oils at 11,25 = 67,50 (LPR 10 %) and 1 glass from the panier's range from 6.
    const panier = promotion({ promotionId: 3, promoType: 3, articles: [{ itemId: Article.OIL, ranges: [range(6, 0, 0, [gift(Article.GLASS, 1, 5)])] }] });
    expect(priceBasket(pricingInput([[Article.OIL, 6]], [panier, lpr10]))).toEqual({
      lines: [
        { articleId: 1, quantity: 6, unitPrice: 12.5, unitPromotionPrice: 11.25, discountAmount: 7.5, totalBefore: 75, total: 67.5, isGift: false, promotionId: 1 },
        { articleId: 9, quantity: 1, unitPrice: 5, unitPromotionPrice: 0, discountAmount: 0, totalBefore: 0, total: 0, isGift: true, promotionId: 3 },
      ],
      totalBefore: 75,
      discountTotal: 7.5,
      orderDiscount: 0,
      total: 67.5,
      appliedPromotionIds: [1, 3],
    });
  });

  it('takes the order discount on the total after the line promotions', () => {
    // Oils 10 × 11,25 = 112,50 (10 %) + teas 4 × 25,00 = 100,00 → 212,50 ≥ 100: 2 % = 4,25.
    // Before 225,00; off 12,50 + 4,25 = 16,75; total 208,25.
    expect(priceBasket(pricingInput([[Article.OIL, 10], [Article.TEA, 4]], [lpr10, qdt2]))).toMatchObject({
      totalBefore: 225,
      orderDiscount: 4.25,
      discountTotal: 16.75,
      total: 208.25,
      appliedPromotionIds: [1, 8],
    });
    // 8 oils = 100,00 reach the QDT alone, but 10 % off leaves 90,00 < 100: no order discount.
    expect(priceBasket(pricingInput([[Article.OIL, 8]], [lpr10, qdt2]))).toMatchObject({ orderDiscount: 0, total: 90, appliedPromotionIds: [1] });
  });

  it('takes at most one order discount, the largest', () => {
    // 10 teas = 250,00: 2 % = 5,00 vs 6 DH: 6,00 wins → 244,00.
    const flat6 = { ...qdt2, promotionId: 9, percentOrAmountDiscount: 2, customerRanges: [{ from: 200, to: 0, discountValue: 6 }] };
    expect(priceBasket(pricingInput([[Article.TEA, 10]], [qdt2, flat6]))).toMatchObject({ orderDiscount: 6, total: 244, appliedPromotionIds: [9] });
    // Equal discounts (5,00 each): the lowest id, 8.
    const flat5 = { ...flat6, customerRanges: [{ from: 200, to: 0, discountValue: 5 }] };
    expect(priceBasket(pricingInput([[Article.TEA, 10]], [flat5, qdt2]))).toMatchObject({ orderDiscount: 5, appliedPromotionIds: [8] });
  });
});

describe('priceBasket: missing articles', () => {
  it('throws when a basket or gift article is not among the articles', () => {
    expect(() => priceBasket(pricingInput([[404, 1]], []))).toThrow('article 404');
    const panier = promotion({ promoType: 3, articles: [{ itemId: Article.OIL, ranges: [range(1, 0, 0, [gift(405, 1, 1)])] }] });
    expect(() => priceBasket(pricingInput([[Article.OIL, 1]], [panier]))).toThrow('article 405');
    expect(ARTICLES.has(405)).toBe(false);
  });
});

describe('priceBasket: money', () => {
  it('rounds a unit price to the cent, half up, before multiplying', () => {
    // 12,345 → 12,35; 2 × 12,35 = 24,70; 10 % → 1,235 off → 11,115 → 11,12; 2 × 11,12 = 22,24.
    const odd = { articleId: 7, code: 'A7', description: null, unitPrice: 12.345, partnerId: null, brandId: null, categoryIds: [] };
    const input = { ...pricingInput([[7, 2]], [promotion({ articles: [{ itemId: 7, ranges: [] }] })]), articles: new Map([[7, odd]]) };
    expect(priceBasket(input)).toMatchObject({
      lines: [{ unitPrice: 12.35, unitPromotionPrice: 11.12, totalBefore: 24.7, total: 22.24, discountAmount: 2.46 }],
      totalBefore: 24.7,
      total: 22.24,
    });
  });
});
