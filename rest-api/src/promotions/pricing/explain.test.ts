import { describe, expect, it } from 'vitest';
import { articlePromotionInfo, whyNotApplicable } from './explain.ts';
import { Article, CONTEXT, gift, pricingInput, promotion, range } from './pricing.fixtures.ts';
import type { EnginePromotion } from './types.ts';

const oils = (quantity: number, promotions: readonly EnginePromotion[] = []) => pricingInput([[Article.OIL, quantity]], promotions);
const palier = promotion({ promotionId: 4, promoType: 4, articles: [{ itemId: Article.OIL, ranges: [range(5, 9, 5), range(10, 19, 10)] }] });
const qdt = promotion({ promotionId: 6, promoType: 6, articleCriteria: 0, articles: [], customerRanges: [{ from: 100, to: 0, discountValue: 2 }] });

describe('whyNotApplicable', () => {
  it('answers null for a promotion that gives something', () => {
    expect(whyNotApplicable(promotion(), oils(3, [promotion()]))).toBeNull();
    expect(whyNotApplicable(qdt, oils(8, [qdt]))).toBeNull();
  });

  it('answers the eligibility refusal first, in French, dates in DD-MM-YYYY', () => {
    const cases: readonly (readonly [Partial<EnginePromotion>, string])[] = [
      [{ active: false }, "La promotion n'est pas active."],
      [{ dateFrom: '2026-12-20', dateTo: '2026-12-31' }, 'Hors période : du 20-12-2026 au 31-12-2026.'],
      [{ flash: true, dateFrom: '2026-12-01', dateTo: '2026-12-01', startHour: '10:00', endHour: '12:00' }, 'Promotion flash : valable le 01-12-2026 de 10:00 à 12:00.'],
      [{ canalType: 2 }, "Le canal de vente n'est pas concerné."],
      [{ channelIds: [1] }, "Le canal (channel) du client n'est pas concerné."],
      [{ warehouseIds: [1] }, "L'entrepôt n'est pas concerné."],
      [{ customerCriteria: 5, customerItemIds: [1] }, 'Le client ne remplit pas les critères client.'],
      [{ active: false, channelIds: [1] }, "La promotion n'est pas active."],
    ];
    for (const [overrides, reason] of cases) expect(whyNotApplicable(promotion(overrides), oils(3))).toBe(reason);
  });

  it('answers that no article is named, or the threshold is not reached', () => {
    expect(whyNotApplicable(promotion(), pricingInput([[Article.SUGAR, 3]], []))).toBe("Aucun article du panier n'est concerné.");
    expect(whyNotApplicable(palier, oils(3))).toBe("Le seuil n'est pas atteint.");
    // 7 × 12,50 = 87,50 < 100.
    expect(whyNotApplicable(qdt, oils(7))).toBe("Le seuil n'est pas atteint.");
    const panier = promotion({ promoType: 3, multiLine: true, discountType: 1, promoValue: 12, multilineGifts: [gift(Article.GLASS, 1, 1)] });
    expect(whyNotApplicable(panier, oils(11))).toBe("Le seuil n'est pas atteint.");
    expect(whyNotApplicable(panier, oils(12))).toBeNull();
  });

  it('measures QDT on the total after the line promotions', () => {
    // 8 × 12,50 = 100,00, but 10 % off the oils leaves 90,00 < 100.
    expect(whyNotApplicable(qdt, oils(8, [promotion(), qdt]))).toBe("Le seuil n'est pas atteint.");
  });

  it('answers that a better promotion applies instead', () => {
    const better = promotion({ promotionId: 2, promoValue: 20 });
    expect(whyNotApplicable(promotion(), oils(3, [promotion(), better]))).toBe("Une promotion plus avantageuse s'applique à sa place.");
    // Even when the promotion is not in the input's list: it is priced with the others.
    expect(whyNotApplicable(promotion(), oils(3, [better]))).toBe("Une promotion plus avantageuse s'applique à sa place.");
    const biggerQdt = { ...qdt, promotionId: 7, customerRanges: [{ from: 100, to: 0, discountValue: 3 }] };
    expect(whyNotApplicable(qdt, oils(8, [qdt, biggerQdt]))).toBe("Une promotion plus avantageuse s'applique à sa place.");
  });

  it('answers that a reached promotion gives nothing when its value is 0', () => {
    const nothing = 'La promotion ne donne aucune remise ni aucun cadeau sur ce panier.';
    expect(whyNotApplicable(promotion({ promoValue: 0 }), oils(3))).toBe(nothing);
    expect(whyNotApplicable({ ...qdt, customerRanges: [{ from: 0, to: 0, discountValue: 0 }] }, oils(3))).toBe(nothing);
  });
});

describe('articlePromotionInfo', () => {
  it('answers the percent and promotion price of one unit with its best price promotion', () => {
    // 12,50 − 10 % = 11,25.
    expect(articlePromotionInfo(Article.OIL, oils(0, [promotion()]))).toEqual({ inPromo: true, promotionPercent: 10, unitPromotionPrice: 11.25, paliers: [], gifts: [] });
    // 12,50 − 2 DH = 10,50: 2 / 12,50 = 16 %.
    const flat = promotion({ promotionId: 2, percentOrAmountDiscount: 2, promoValue: 2 });
    expect(articlePromotionInfo(Article.OIL, oils(0, [promotion(), flat]))).toMatchObject({ promotionPercent: 16, unitPromotionPrice: 10.5 });
    // 9,99 − 1 DH = 8,99: 1 / 9,99 = 10,01 %.
    const flour = promotion({ percentOrAmountDiscount: 2, promoValue: 1, articles: [{ itemId: Article.FLOUR, ranges: [] }] });
    expect(articlePromotionInfo(Article.FLOUR, oils(0, [flour]))).toMatchObject({ promotionPercent: 10.01, unitPromotionPrice: 8.99 });
  });

  it('shows the ranges of a price promotion one unit does not reach, without a promotion price', () => {
    expect(articlePromotionInfo(Article.OIL, oils(0, [palier]))).toEqual({
      inPromo: true,
      promotionPercent: null,
      unitPromotionPrice: null,
      paliers: [
        { from: 5, to: 9, discountValue: 5, unit: 1, condition: 1 },
        { from: 10, to: 19, discountValue: 10, unit: 1, condition: 1 },
      ],
      gifts: [],
    });
    // LPR 5 % wins on one unit: 12,50 − 0,625 = 11,875 → 11,88, a discount of 0,62 / 12,50 = 4,96 %; having no ranges,
    // it lets the palier's ranges show.
    const lpr = promotion({ promoValue: 5 });
    expect(articlePromotionInfo(Article.OIL, oils(0, [lpr, palier]))).toMatchObject({ promotionPercent: 4.96, unitPromotionPrice: 11.88, paliers: [{ from: 5 }, { from: 10 }] });
    // An LPR with ranges shows none: it gives promoValue whatever they say.
    const lprWithRanges = promotion({ promoValue: 5, articles: [{ itemId: Article.OIL, ranges: [range(1, 3, 20)] }] });
    expect(articlePromotionInfo(Article.OIL, oils(0, [lprWithRanges, palier]))).toMatchObject({ paliers: [{ from: 5 }, { from: 10 }] });
    // A TPR from 1 wins and shows its own range.
    const tpr = promotion({ promotionId: 9, promoType: 2, articles: [{ itemId: Article.OIL, ranges: [range(1, 3, 20)] }] });
    expect(articlePromotionInfo(Article.OIL, oils(0, [palier, tpr]))).toMatchObject({ promotionPercent: 20, unitPromotionPrice: 10, paliers: [{ from: 1, to: 3, discountValue: 20, unit: 1, condition: 1 }] });
  });

  it('lists the gifts of the PLAN_PANIER promotions naming the article, with their from', () => {
    const perLine = promotion({ promotionId: 3, promoType: 3, articles: [{ itemId: Article.OIL, ranges: [range(6, 11, 0, [gift(Article.GLASS, 1, 5)]), range(12, 0, 0, [gift(Article.GLASS, 2, 10)])] }] });
    const multi = promotion({ promotionId: 5, promoType: 3, multiLine: true, promoValue: 100, multilineGifts: [gift(Article.TEA, 1, 1)] });
    expect(articlePromotionInfo(Article.OIL, oils(0, [perLine, multi]))).toEqual({
      inPromo: true,
      promotionPercent: null,
      unitPromotionPrice: null,
      paliers: [],
      gifts: [
        { articleId: 9, articleCode: 'A9', quantity: 1, maxQuantity: 5, from: 6, condition: 1 },
        { articleId: 9, articleCode: 'A9', quantity: 2, maxQuantity: 10, from: 12, condition: 1 },
        { articleId: 3, articleCode: 'A3', quantity: 1, maxQuantity: 1, from: 100, condition: 1 },
      ],
    });
  });

  it('answers no promotion for an article none names, or whose promotions do not apply', () => {
    const none = { inPromo: false, promotionPercent: null, unitPromotionPrice: null, paliers: [], gifts: [] };
    expect(articlePromotionInfo(Article.SUGAR, oils(0, [promotion(), palier, qdt]))).toEqual(none);
    expect(articlePromotionInfo(Article.OIL, pricingInput([], [promotion()], { ...CONTEXT, date: '2027-01-01' }))).toEqual(none);
  });

  it('refuses an article missing from the articles', () => {
    expect(() => articlePromotionInfo(404, oils(0, [promotion()]))).toThrow('article 404');
  });
});
