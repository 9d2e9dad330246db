import { describe, expect, it } from 'vitest';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { PromotionRestMessages } from './messages.ts';
import { newPromotion } from './promotions.fixtures.ts';
import type { PromotionPayload } from './promotions.rules.ts';

interface PricedBasket {
  lines: { articleId: number; articleCode: string; quantity: number; unitPrice: number; unitPromotionPrice: number; total: number; isGift: boolean; promotionId: number | null; promotionCode: string | null }[];
  totalBefore: number;
  discountTotal: number;
  orderDiscount: number;
  total: number;
  appliedPromotionIds: number[];
}

describe('pricing: the simulator and the stored promotions', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const facts = async () => {
    const [customer] = await suite.api.db.query<{ id: number; channelId: number }>(
      'select customer_id as id, channel_id as "channelId" from customers where customer_segment_id = 1 and channel_id = 1 and deleted_at is null order by customer_id limit 1',
    );
    const [article] = await suite.api.db.query<{ id: number; price: number; code: string }>(
      'select article_id as id, unit_price::float8 as price, code from articles where brand_id = 1 and unit_price >= 10 order by article_id limit 1',
    );
    return { customer: customer!, article: article! };
  };
  /** Kind 1, 10 % off every article of brand 1, channel 1, every canal and customer. */
  const lpr = (overrides: PromotionPayload = {}) =>
    newPromotion(1, {
      code: 'SIM-LPR',
      promoValue: 10,
      customerCriteria: 0,
      promotionCutomers: [],
      promotionWarehouses: [],
      articleCriteria: 2,
      promotionArticles: [{ typeAction: 1, itemId: 1, title: 'Zitouna', ranges: [] }],
      ...overrides,
    });
  const simulate = (body: object) => admin({ method: 'POST', url: '/api/promotions/simulate', payload: body });

  it('prices the basket without any promotion and with the edited one only', async () => {
    const { customer, article } = await facts();
    const response = await simulate({ promotion: lpr(), basket: { customerId: customer.id, lines: [{ articleId: article.id, quantity: 3 }] } });
    expect(response.statusCode, response.body).toBe(200);
    const { without, with: withPromotion, notApplicable } = response.json<{ data: { without: PricedBasket; with: PricedBasket; notApplicable: string | null } }>().data;
    expect(notApplicable).toBeNull();
    expect(without.total).toBeCloseTo(3 * article.price, 2);
    expect(without.appliedPromotionIds).toEqual([]);
    expect(without.lines[0]).toMatchObject({ articleId: article.id, articleCode: article.code, quantity: 3, promotionId: null, promotionCode: null });
    expect(withPromotion.appliedPromotionIds).toEqual([0]);
    expect(withPromotion.lines[0]).toMatchObject({ promotionId: 0, promotionCode: 'SIM-LPR' });
    expect(withPromotion.lines[0]!.unitPromotionPrice).toBeCloseTo(Math.round(article.price * 90) / 100, 2);
    expect(withPromotion.total).toBeLessThan(without.total);
  });

  it('says why the promotion gives nothing; rows deleted in the form do not count', async () => {
    const { customer, article } = await facts();
    const basket = { customerId: customer.id, lines: [{ articleId: article.id, quantity: 1 }] };
    const otherChannel = await simulate({ promotion: lpr({ promotionChannels: [{ typeAction: 1, channelId: 5 }] }), basket });
    const answer = otherChannel.json<{ data: { without: PricedBasket; with: PricedBasket; notApplicable: string | null } }>().data;
    expect(answer.notApplicable).toEqual(expect.any(String));
    expect(answer.with.total).toBe(answer.without.total);
    const entryDeleted = lpr({ promotionArticles: [{ typeAction: 3, promotionArticleId: 1, itemId: 1, title: 'Zitouna', ranges: [] }] });
    const noEntry = (await simulate({ promotionId: 1, promotion: entryDeleted, basket })).json<{ data: { notApplicable: string | null } }>().data;
    expect(noEntry.notApplicable).toEqual(expect.any(String));
  });

  it('applies the form rules first, and refuses an unknown customer or article', async () => {
    const { customer, article } = await facts();
    const invalid = await simulate({ promotion: lpr({ promoValue: 150 }), basket: { customerId: customer.id, lines: [{ articleId: article.id, quantity: 1 }] } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toEqual({ 'promotion.promoValue': 'Invalid Discount' });
    const noCustomer = await simulate({ promotion: lpr(), basket: { customerId: 999999, lines: [{ articleId: article.id, quantity: 1 }] } });
    expect(noCustomer.statusCode).toBe(404);
    expect(noCustomer.json().message).toBe(PromotionRestMessages.unknownCustomer);
    const noArticle = await simulate({ promotion: lpr(), basket: { customerId: customer.id, lines: [{ articleId: article.id, quantity: 1 }, { articleId: 999999, quantity: 1 }] } });
    expect(noArticle.statusCode).toBe(400);
    expect(noArticle.json().message).toEqual({ 'basket.lines.1.articleId': PromotionRestMessages.unknownArticle });
  });

  it('prices a basket with the stored active promotions of its day', async () => {
    const { customer, article } = await facts();
    const price = (date: string, salesMode: number) =>
      admin({ method: 'POST', url: '/api/promotions/pricing', payload: { customerId: customer.id, salesMode, date, lines: [{ articleId: article.id, quantity: 5 }] } });
    const today = new Date().toISOString().slice(0, 10);
    const priced = await Promise.all([1, 2, 3, 4].map(async (salesMode) => (await price(today, salesMode)).json<{ data: PricedBasket }>().data));
    const applied = [...new Set(priced.flatMap((basket) => basket.appliedPromotionIds))];
    expect(applied.length).toBeGreaterThan(0);
    const active = await suite.api.db.query<{ id: number }>(
      'select promotion_id as id from promotions where active and $1::date between date_from and date_to',
      [today],
    );
    expect([...new Set(applied.map((id) => active.some((row) => row.id === id)))]).toEqual([true]);
    expect(priced.some((basket) => basket.total < basket.totalBefore || basket.lines.some((line) => line.isGift))).toBe(true);
    const longAgo = (await price('2001-01-01', 1)).json<{ data: PricedBasket }>().data;
    expect(longAgo.appliedPromotionIds).toEqual([]);
    expect(longAgo.total).toBeCloseTo(5 * article.price, 2);
  });

  it('guards: the simulator needs permission 2 at level 3 or 4, the pricing 4 or 2', async () => {
    const { customer, article } = await facts();
    const basket = { customerId: customer.id, lines: [{ articleId: article.id, quantity: 1 }] };
    const nobody = suite.as(DemoUser.NOBODY);
    expect((await nobody({ method: 'POST', url: '/api/promotions/simulate', payload: { promotion: lpr(), basket } })).statusCode).toBe(403);
    expect((await nobody({ method: 'POST', url: '/api/promotions/pricing', payload: basket })).statusCode).toBe(403);
    const agent = suite.as(DemoUser.AGENT);
    expect((await agent({ method: 'POST', url: '/api/promotions/pricing', payload: basket })).statusCode).toBe(200);
    const marketing = suite.as(DemoUser.MARKETING);
    expect((await marketing({ method: 'POST', url: '/api/promotions/simulate', payload: { promotion: lpr(), basket } })).statusCode).toBe(200);
  });
});
