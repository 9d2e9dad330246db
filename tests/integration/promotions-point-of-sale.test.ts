import { beforeAll, describe, expect, it } from 'vitest';
import { backends, codeOf, signedInStack } from './stack.ts';
import { palierPromotionInput } from '../promotion-input.ts';

const CREATE = `mutation($input: PromotionInput!) { createPromotion(input: $input) { ok errors { field message } promotion { promotionId } } }`;
const INFO = `query($context: PricingContextInput!, $articleIds: [Int!]!) {
  articlesPromotionInfo(context: $context, articleIds: $articleIds) {
    articleId inPromo promotionPercent unitPriceTTC unitPromotionPriceTTC paliers { from to discountValue unit } gifts { articleId quantity maxQuantity from }
  }
}`;
const PRICE = `query($context: PricingContextInput!, $lines: [BasketLineInput!]!) {
  priceBasket(context: $context, lines: $lines) {
    total totalBefore discountTotal orderDiscount appliedPromotionIds
    lines { articleId articleCode articleDescription quantity unitPrice unitPromotionPrice total isGift promotionId promotionCode }
  }
}`;

interface Info {
  articleId: number;
  inPromo: boolean;
  promotionPercent: number | null;
  unitPriceTTC: number;
  unitPromotionPriceTTC: number | null;
  paliers: { from: number; to: number; discountValue: number; unit: number }[];
  gifts: unknown[];
}
interface Priced {
  total: number;
  totalBefore: number;
  appliedPromotionIds: number[];
  lines: { articleId: number; articleCode: string; articleDescription: string | null; unitPrice: number; unitPromotionPrice: number; promotionCode: string | null }[];
}

/** A day no demo promotion reaches (they are dated around the day the data is loaded). */
const context = { customerId: 1, date: '2035-02-10' };

/** Kind 4 (PLAN_PALIER) on article 1, every channel, customer and warehouse, in February 2035: 10 % from 1 to 10 units. */
const palier = palierPromotionInput({
  code: 'POS-1',
  description: 'Promotion point de vente',
  dateFrom: '2035-02-01',
  dateTo: '2035-02-28',
  articleCriteria: 4,
  channelIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  articles: [{ typeAction: 1, itemId: 1, title: 'A1', ranges: [{ typeAction: 1, from: 1, to: 10, discountValue: 10, gifts: [] }] }],
});

describe.each(backends)("the point of sale's pricing through the gateway on %s", (backend) => {
  let promotionId = 0;
  const suite = signedInStack({ backend }, ['admin', 'agent', 'dispatcher']);
  const { as } = suite;

  beforeAll(async () => {
    const created = await as<{ createPromotion: { ok: boolean; promotion: { promotionId: number } | null } }>('admin', CREATE, { input: palier });
    expect(created.data!.createPromotion.ok, JSON.stringify(created)).toBe(true);
    promotionId = created.data!.createPromotion.promotion!.promotionId;
  });

  it("answers an agent (permission 4) each article's promotions, in the order asked", async () => {
    const answer = await as<{ articlesPromotionInfo: Info[] }>('agent', INFO, { context, articleIds: [2, 1] });
    expect(answer.errors).toBeUndefined();
    const [plain, promoted] = answer.data!.articlesPromotionInfo;
    expect(plain).toMatchObject({ articleId: 2, inPromo: false, promotionPercent: null, unitPromotionPriceTTC: null, paliers: [], gifts: [] });
    expect(promoted).toMatchObject({ articleId: 1, inPromo: true, paliers: [{ from: 1, to: 10, discountValue: 10, unit: 1 }], gifts: [] });
    expect(promoted!.promotionPercent).toBeCloseTo(10, 1);
    expect(promoted!.unitPromotionPriceTTC).toBeCloseTo(promoted!.unitPriceTTC * 0.9, 2);
    const later = (await as<{ articlesPromotionInfo: Info[] }>('agent', INFO, { context: { ...context, date: '2035-03-01' }, articleIds: [1] })).data!;
    expect(later.articlesPromotionInfo[0]).toMatchObject({ inPromo: false, paliers: [], unitPriceTTC: promoted!.unitPriceTTC });
  });

  it('prices a basket for an agent with the stored promotions, article code and text filled', async () => {
    const answer = await as<{ priceBasket: Priced }>('agent', PRICE, { context, lines: [{ articleId: 1, quantity: 4 }] });
    expect(answer.errors).toBeUndefined();
    const basket = answer.data!.priceBasket;
    expect(basket.appliedPromotionIds).toEqual([promotionId]);
    expect(basket.lines).toEqual([expect.objectContaining({ articleId: 1, articleCode: expect.stringMatching(/\S/), promotionCode: 'POS-1' })]);
    expect(basket.lines[0]!.articleDescription).toEqual(expect.any(String));
    expect(basket.lines[0]!.unitPromotionPrice).toBeCloseTo(basket.lines[0]!.unitPrice * 0.9, 2);
    expect(basket.total).toBeLessThan(basket.totalBefore);
  });

  it('unknown customer NOT_FOUND, unknown article BAD_USER_INPUT named as the arguments name it', async () => {
    expect(codeOf(await as('agent', INFO, { context: { customerId: 987654 }, articleIds: [1] }))).toBe('NOT_FOUND');
    const article = await as('agent', INFO, { context, articleIds: [1, 987654] });
    expect(codeOf(article)).toBe('BAD_USER_INPUT');
    expect(article.errors![0]!.extensions).toMatchObject({ fieldErrors: { 'articleIds.1': 'Article introuvable' } });
    const line = await as('agent', PRICE, { context, lines: [{ articleId: 987654, quantity: 1 }] });
    expect(codeOf(line)).toBe('BAD_USER_INPUT');
    expect(line.errors![0]!.extensions).toMatchObject({ fieldErrors: { 'lines.0.articleId': 'Article introuvable' } });
    expect(codeOf(await as('agent', PRICE, { context: { ...context, date: '10/02/2035' }, lines: [] }))).toBe('BAD_USER_INPUT');
  });

  it('FORBIDDEN without permission 4 or 2 (dispatcher)', async () => {
    expect(codeOf(await as('dispatcher', INFO, { context, articleIds: [1] }))).toBe('FORBIDDEN');
    expect(codeOf(await as('dispatcher', PRICE, { context, lines: [{ articleId: 1, quantity: 1 }] }))).toBe('FORBIDDEN');
  });
});
