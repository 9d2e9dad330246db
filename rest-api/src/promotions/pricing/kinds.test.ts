/** Each kind alone, priced through priceBasket; every expected amount worked by hand in its comment. */
import { describe, expect, it } from 'vitest';
import { priceBasket } from './engine.ts';
import { Article, gift, pricingInput, promotion, range } from './pricing.fixtures.ts';
import type { EnginePromotion } from './types.ts';

function firstLine(basket: readonly (readonly [number, number])[], promotions: readonly EnginePromotion[]) {
  return priceBasket(pricingInput(basket, promotions)).lines[0];
}

describe('kind 1 LPR', () => {
  it('takes promoValue % off each unit', () => {
    // 3 × 12,50 = 37,50; 10 % → 1,25 per unit → 11,25; total 33,75, discount 3,75.
    expect(priceBasket(pricingInput([[Article.OIL, 3]], [promotion()]))).toEqual({
      lines: [
        { articleId: 1, quantity: 3, unitPrice: 12.5, unitPromotionPrice: 11.25, discountAmount: 3.75, totalBefore: 37.5, total: 33.75, isGift: false, promotionId: 1 },
      ],
      totalBefore: 37.5,
      discountTotal: 3.75,
      orderDiscount: 0,
      total: 33.75,
      appliedPromotionIds: [1],
    });
  });

  it('takes promoValue DH off each unit', () => {
    // 4 × 8,00 = 32,00; 2 DH off → 6,00; total 24,00, discount 8,00.
    const sugar = promotion({ percentOrAmountDiscount: 2, promoValue: 2, articles: [{ itemId: Article.SUGAR, ranges: [] }] });
    expect(firstLine([[Article.SUGAR, 4]], [sugar])).toMatchObject({ unitPromotionPrice: 6, total: 24, discountAmount: 8, promotionId: 1 });
  });

  it('rounds the promotion price half up to the cent', () => {
    // 9,99 − 15 % (1,4985) = 8,4915 → 8,49; 3 × 8,49 = 25,47 of 29,97: discount 4,50.
    const flour = promotion({ promoValue: 15, articles: [{ itemId: Article.FLOUR, ranges: [] }] });
    expect(firstLine([[Article.FLOUR, 3]], [flour])).toMatchObject({ unitPromotionPrice: 8.49, totalBefore: 29.97, total: 25.47, discountAmount: 4.5 });
    // 12,50 − 10,2 % (1,275) = 11,225 → 11,23 (half up).
    expect(firstLine([[Article.OIL, 1]], [promotion({ promoValue: 10.2 })])).toMatchObject({ unitPromotionPrice: 11.23, total: 11.23 });
  });

  it('leaves an article it does not name at its price', () => {
    // 2 × 8,00 = 16,00, no promotion.
    expect(firstLine([[Article.SUGAR, 2]], [promotion()])).toMatchObject({ unitPromotionPrice: 8, total: 16, discountAmount: 0, promotionId: null });
  });
});

describe('kind 2 TPR', () => {
  const tpr = (ranges: EnginePromotion['articles'][number]['ranges'], promoValue = 10) =>
    promotion({ promoType: 2, promoValue, discountType: 2, articles: [{ itemId: Article.OIL, ranges }] });

  it('discounts at most `to` units once the quantity reaches `from`', () => {
    // 5 × 12,50 = 62,50; 20 % on 3 units: 3 × 10,00 + 2 × 12,50 = 55,00; 55 / 5 = 11,00 per unit; discount 7,50.
    expect(firstLine([[Article.OIL, 5]], [tpr([range(2, 3, 20)])])).toMatchObject({ unitPromotionPrice: 11, total: 55, discountAmount: 7.5 });
    // 4 units: 3 × 10,00 + 12,50 = 42,50; 42,50 / 4 = 10,625 → 10,63.
    expect(firstLine([[Article.OIL, 4]], [tpr([range(2, 3, 20)])])).toMatchObject({ unitPromotionPrice: 10.63, total: 42.5 });
    // 2 units, both within the cap: 2 × 10,00 = 20,00.
    expect(firstLine([[Article.OIL, 2]], [tpr([range(2, 3, 20)])])).toMatchObject({ unitPromotionPrice: 10, total: 20 });
  });

  it('gives nothing below `from`', () => {
    // 1 unit < from 2: 12,50.
    expect(firstLine([[Article.OIL, 1]], [tpr([range(2, 3, 20)])])).toMatchObject({ total: 12.5, promotionId: null });
  });

  it('uses promoValue when the range gives 0, caps nothing when `to` ≤ 0, and acts as LPR without ranges', () => {
    // 5 × 12,50, 10 % (promoValue) on 3 units: 3 × 11,25 + 2 × 12,50 = 58,75.
    expect(firstLine([[Article.OIL, 5]], [tpr([range(1, 3, 0)])])).toMatchObject({ total: 58.75, unitPromotionPrice: 11.75 });
    // 5 × 12,50, 20 % on every unit: 5 × 10,00 = 50,00.
    expect(firstLine([[Article.OIL, 5]], [tpr([range(1, 0, 20)])])).toMatchObject({ total: 50, unitPromotionPrice: 10 });
    // Only the first range counts: 5 units, first range from 1 to 0 at 20 %, the second one ignored: 50,00.
    expect(firstLine([[Article.OIL, 5]], [tpr([range(1, 0, 20), range(4, 0, 50)])])).toMatchObject({ total: 50 });
    // No ranges: 10 % on all 5 units: 5 × 11,25 = 56,25.
    expect(firstLine([[Article.OIL, 5]], [tpr([])])).toMatchObject({ total: 56.25, unitPromotionPrice: 11.25 });
  });
});

describe('kind 3 PLAN_PANIER', () => {
  const panier = (overrides: Partial<EnginePromotion>) => promotion({ promotionId: 5, promoType: 3, ...overrides });
  const perLine = panier({
    articles: [{ itemId: Article.OIL, ranges: [range(6, 11, 0, [gift(Article.GLASS, 1, 5)]), range(12, 100, 0, [gift(Article.GLASS, 2, 10)])] }],
  });

  it('appends gift lines at 0 DH without changing prices, per line by its range: quantity × floor(measure / from)', () => {
    // 13 oils: range from 12 → floor(13 / 12) = 1 time × 2 glasses = 2; the oils stay 13 × 12,50 = 162,50.
    expect(priceBasket(pricingInput([[Article.OIL, 13]], [perLine]))).toEqual({
      lines: [
        { articleId: 1, quantity: 13, unitPrice: 12.5, unitPromotionPrice: 12.5, discountAmount: 0, totalBefore: 162.5, total: 162.5, isGift: false, promotionId: null },
        { articleId: 9, quantity: 2, unitPrice: 5, unitPromotionPrice: 0, discountAmount: 0, totalBefore: 0, total: 0, isGift: true, promotionId: 5 },
      ],
      totalBefore: 162.5,
      discountTotal: 0,
      orderDiscount: 0,
      total: 162.5,
      appliedPromotionIds: [5],
    });
    // 25 oils: floor(25 / 12) = 2 times × 2 = 4 glasses; 7 oils: range from 6, once × 1 = 1; 5 oils: no range.
    expect(priceBasket(pricingInput([[Article.OIL, 25]], [perLine])).lines[1]).toMatchObject({ articleId: 9, quantity: 4 });
    expect(priceBasket(pricingInput([[Article.OIL, 7]], [perLine])).lines[1]).toMatchObject({ articleId: 9, quantity: 1 });
    expect(priceBasket(pricingInput([[Article.OIL, 5]], [perLine])).lines).toHaveLength(1);
  });

  it('caps a gift at maxQuantity, a measure above the last `to` keeping the last range', () => {
    // 20 oils, range 5…9: floor(20 / 5) = 4 times × 1 = 4, capped at 3.
    const capped = panier({ articles: [{ itemId: Article.OIL, ranges: [range(5, 9, 0, [gift(Article.GLASS, 1, 3)])] }] });
    expect(priceBasket(pricingInput([[Article.OIL, 20]], [capped])).lines[1]).toMatchObject({ quantity: 3, isGift: true });
  });

  it('measures amounts in DH with discountType 2', () => {
    // 3 × 12,50 = 37,50 DH, range from 12,50 DH: floor(37,50 / 12,50) = 3 glasses.
    const byAmount = panier({ discountType: 2, articles: [{ itemId: Article.OIL, ranges: [range(12.5, 0, 0, [gift(Article.GLASS, 1, 10)])] }] });
    expect(priceBasket(pricingInput([[Article.OIL, 3]], [byAmount])).lines[1]).toMatchObject({ quantity: 3 });
  });

  it('multiLine: the named lines add up to a threshold (promoValue), the gifts given once per threshold', () => {
    const multi = panier({
      multiLine: true,
      discountType: 2,
      promoValue: 100,
      articles: [
        { itemId: Article.OIL, ranges: [] },
        { itemId: Article.SUGAR, ranges: [] },
      ],
      multilineGifts: [gift(Article.GLASS, 2, 10), gift(Article.TEA, 1, 1)],
    });
    // 6 × 12,50 + 5 × 8,00 = 75 + 40 = 115 DH: once: 2 glasses, 1 tea.
    expect(priceBasket(pricingInput([[Article.OIL, 6], [Article.SUGAR, 5], [Article.TEA, 1]], [multi])).lines.slice(3)).toMatchObject([
      { articleId: 9, quantity: 2, unitPrice: 5, total: 0, isGift: true, promotionId: 5 },
      { articleId: 3, quantity: 1, unitPrice: 25, total: 0, isGift: true, promotionId: 5 },
    ]);
    // 10 × 12,50 + 10 × 8,00 = 205 DH: twice: 4 glasses, the tea capped at 1.
    expect(priceBasket(pricingInput([[Article.OIL, 10], [Article.SUGAR, 10]], [multi])).lines.slice(2)).toMatchObject([
      { articleId: 9, quantity: 4 },
      { articleId: 3, quantity: 1 },
    ]);
    // 2 × 12,50 + 8,00 = 33 DH < 100: no gift; the tea alone is not named.
    expect(priceBasket(pricingInput([[Article.OIL, 2], [Article.SUGAR, 1]], [multi])).lines).toHaveLength(2);
    expect(priceBasket(pricingInput([[Article.TEA, 10]], [{ ...multi, promoValue: 0 }])).lines).toHaveLength(1);
    // Threshold 0: any purchase of a named article, once.
    expect(priceBasket(pricingInput([[Article.SUGAR, 1]], [{ ...multi, promoValue: 0 }])).lines.slice(1)).toMatchObject([
      { articleId: 9, quantity: 2 },
      { articleId: 3, quantity: 1 },
    ]);
  });

  it('adds up the same gift of one promotion over lines, and keeps two promotions’ gifts apart', () => {
    // Criterion 0 (every article), range from 1: 2 oils → 2 glasses, 3 sugars → 3 glasses: 5 glasses from promotion 5.
    const every = panier({ articleCriteria: 0, articles: [{ itemId: 0, ranges: [range(1, 0, 0, [gift(Article.GLASS, 1, 99)])] }] });
    const other = { ...every, promotionId: 6 };
    expect(priceBasket(pricingInput([[Article.OIL, 2], [Article.SUGAR, 3]], [every, other])).lines.slice(2)).toMatchObject([
      { articleId: 9, quantity: 5, promotionId: 5 },
      { articleId: 9, quantity: 5, promotionId: 6 },
    ]);
  });
});

describe('kind 4 PLAN_PALIER', () => {
  const palier = promotion({ promoType: 4, articles: [{ itemId: Article.OIL, ranges: [range(5, 9, 5), range(10, 19, 10)] }] });

  it("takes the reached range's discountValue off each unit", () => {
    // 6 × 12,50 = 75,00; 5 % → 0,625 → 11,875 → 11,88 per unit; 6 × 11,88 = 71,28; discount 3,72.
    expect(firstLine([[Article.OIL, 6]], [palier])).toMatchObject({ unitPromotionPrice: 11.88, total: 71.28, discountAmount: 3.72 });
    // 10 × 12,50: 10 % → 11,25; 112,50. 30 units keep the last range: 30 × 11,25 = 337,50.
    expect(firstLine([[Article.OIL, 10]], [palier])).toMatchObject({ unitPromotionPrice: 11.25, total: 112.5 });
    expect(firstLine([[Article.OIL, 30]], [palier])).toMatchObject({ unitPromotionPrice: 11.25, total: 337.5 });
    // 3 units reach no range: 37,50.
    expect(firstLine([[Article.OIL, 3]], [palier])).toMatchObject({ total: 37.5, promotionId: null });
  });

  it('measures the amount with discountType 2, the value in DH', () => {
    // 7 × 8,00 = 56 DH ≥ 50: 1 DH off each unit → 7,00; 49,00.
    const byAmount = promotion({ promoType: 4, discountType: 2, percentOrAmountDiscount: 2, articles: [{ itemId: Article.SUGAR, ranges: [range(50, 0, 1)] }] });
    expect(firstLine([[Article.SUGAR, 7]], [byAmount])).toMatchObject({ unitPromotionPrice: 7, total: 49, discountAmount: 7 });
    // 6 × 8,00 = 48 DH < 50: nothing.
    expect(firstLine([[Article.SUGAR, 6]], [byAmount])).toMatchObject({ total: 48, promotionId: null });
  });
});

describe('kind 5 SLOG', () => {
  const slog = (overrides: Partial<EnginePromotion>) => promotion({ promoType: 5, discountType: 2, ...overrides });

  it("takes the reached range's percentage off the line total (the line amount decides)", () => {
    const ranged = slog({ articles: [{ itemId: Article.TEA, ranges: [range(100, 199, 5), range(200, 0, 10)] }] });
    // 5 × 25,00 = 125,00 ≥ 100: 5 % = 6,25 → 118,75; 118,75 / 5 = 23,75 per unit.
    expect(firstLine([[Article.TEA, 5]], [ranged])).toMatchObject({ total: 118.75, unitPromotionPrice: 23.75, discountAmount: 6.25 });
    // 8 × 25,00 = 200,00: 10 % → 180,00.
    expect(firstLine([[Article.TEA, 8]], [ranged])).toMatchObject({ total: 180, unitPromotionPrice: 22.5 });
    // 3 × 25,00 = 75,00 < 100: nothing.
    expect(firstLine([[Article.TEA, 3]], [ranged])).toMatchObject({ total: 75, promotionId: null });
  });

  it('takes promoValue DH once off the line without ranges, down to 0 at most', () => {
    // 3 × 8,00 = 24,00 − 15 DH = 9,00; 9,00 / 3 = 3,00 per unit.
    const flat = slog({ percentOrAmountDiscount: 2, promoValue: 15, articles: [{ itemId: Article.SUGAR, ranges: [] }] });
    expect(firstLine([[Article.SUGAR, 3]], [flat])).toMatchObject({ total: 9, unitPromotionPrice: 3, discountAmount: 15 });
    // 24,00 − 30 DH: capped at 0,00, discount 24,00.
    expect(firstLine([[Article.SUGAR, 3]], [{ ...flat, promoValue: 30 }])).toMatchObject({ total: 0, unitPromotionPrice: 0, discountAmount: 24 });
    // 3 × 9,99 = 29,97 − 10 DH = 19,97; 19,97 / 3 = 6,6567 → 6,66.
    const flour = { ...flat, promoValue: 10, articles: [{ itemId: Article.FLOUR, ranges: [] }] };
    expect(firstLine([[Article.FLOUR, 3]], [flour])).toMatchObject({ total: 19.97, unitPromotionPrice: 6.66 });
  });
});

describe('kind 6 QDT', () => {
  const qdt = promotion({ promotionId: 8, promoType: 6, articleCriteria: 0, articles: [], customerRanges: [{ from: 100, to: 499, discountValue: 2 }, { from: 500, to: 0, discountValue: 5 }] });

  it('takes the reached customer range off the order total, lines unchanged', () => {
    // 10 × 12,50 + 4 × 25,00 = 225,00 ≥ 100: 2 % = 4,50 → 220,50.
    expect(priceBasket(pricingInput([[Article.OIL, 10], [Article.TEA, 4]], [qdt]))).toMatchObject({
      totalBefore: 225,
      orderDiscount: 4.5,
      discountTotal: 4.5,
      total: 220.5,
      appliedPromotionIds: [8],
    });
    // 20 × 25,00 = 500,00: 5 % = 25,00 → 475,00. 7 × 12,50 = 87,50 < 100: nothing.
    expect(priceBasket(pricingInput([[Article.TEA, 20]], [qdt]))).toMatchObject({ orderDiscount: 25, total: 475 });
    expect(priceBasket(pricingInput([[Article.OIL, 7]], [qdt]))).toMatchObject({ orderDiscount: 0, total: 87.5, appliedPromotionIds: [] });
  });

  it('takes DH off the order, down to 0 at most', () => {
    // 8 × 12,50 = 100,00 − 20 DH = 80,00; with 150 DH: 0,00.
    const flat = { ...qdt, percentOrAmountDiscount: 2, customerRanges: [{ from: 100, to: 0, discountValue: 20 }] };
    expect(priceBasket(pricingInput([[Article.OIL, 8]], [flat]))).toMatchObject({ orderDiscount: 20, total: 80 });
    const huge = { ...flat, customerRanges: [{ from: 100, to: 0, discountValue: 150 }] };
    expect(priceBasket(pricingInput([[Article.OIL, 8]], [huge]))).toMatchObject({ orderDiscount: 100, discountTotal: 100, total: 0 });
  });
});
