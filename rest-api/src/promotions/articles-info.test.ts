import { describe, expect, it } from 'vitest';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { PromotionRestMessages } from './messages.ts';
import { newPromotion, promotionCalls, type PromotionOut } from './promotions.fixtures.ts';
import type { RangeRow } from './promotions.rules.ts';

interface ArticleInfo {
  articleId: number;
  inPromo: boolean;
  promotionPercent: number | null;
  unitPriceTTC: number;
  unitPromotionPriceTTC: number | null;
  articlePromotionInfo: {
    paliers: { from: number; to: number; discountValue: number; unit: number; condition: number }[];
    gifts: { articleId: number; articleCode: string; quantity: number; maxQuantity: number; from: number; condition: number }[];
  };
}

/** A day no demo promotion reaches (they are dated around the day the data is loaded). */
const DAY = '2035-02-10';

describe('POST /api/promotions/articles-info', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const { create } = promotionCalls(() => admin);
  const facts = async () => {
    const [customer] = await suite.api.db.query<{ id: number; channelId: number }>(
      'select customer_id as id, channel_id as "channelId" from customers where channel_id is not null and deleted_at is null order by customer_id limit 1',
    );
    const [inBrand, other] = await suite.api.db.query<{ id: number; price: number }>(
      `(select article_id as id, unit_price::float8 as price from articles where brand_id = 1 and unit_price >= 10 and (unit_price * 100)::int % 10 = 0 order by article_id limit 1)
       union all (select article_id, unit_price::float8 from articles where brand_id <> 1 order by article_id limit 1)`,
    );
    return { customer: customer!, inBrand: inBrand!, other: other! };
  };
  /** Brand 1, every customer and warehouse, the customer's channel, in February 2035. */
  const stored = async (promoType: number, channelId: number, ranges: RangeRow[]) => {
    const response = await create(
      newPromotion(promoType, {
        code: `INFO-${promoType}`,
        dateFrom: '2035-02-01',
        dateTo: '2035-02-28',
        customerCriteria: 0,
        promotionCutomers: [],
        promotionWarehouses: [],
        promotionChannels: [{ typeAction: 1, channelId }],
        promotionArticles: [{ typeAction: 1, itemId: 1, title: 'Zitouna', description: null, ranges }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: PromotionOut }>().data;
  };
  const info = (body: object, call = admin) => call({ method: 'POST', url: '/api/promotions/articles-info', payload: body });

  it("answers each article's price, promotion price, ranges and gifts with the stored promotions of the day", async () => {
    const { customer, inBrand, other } = await facts();
    await stored(4, customer.channelId, [
      { typeAction: 1, from: 1, to: 5, discountValue: 10, gifts: [] },
      { typeAction: 1, from: 6, to: 100, discountValue: 20, gifts: [] },
    ]);
    await stored(3, customer.channelId, [{ typeAction: 1, from: 2, to: 10, discountValue: 0, gifts: [{ typeAction: 1, articleId: 12, quantity: 1, maxQuantity: 2 }] }]);
    const response = await info({ context: { customerId: customer.id, date: DAY }, articleIds: [other.id, inBrand.id] });
    expect(response.statusCode, response.body).toBe(200);
    const [plain, promoted] = response.json<{ data: ArticleInfo[] }>().data;
    const [{ code: giftCode } = { code: '' }] = await suite.api.db.query<{ code: string }>('select code from articles where article_id = 12');
    expect(plain).toEqual({
      articleId: other.id,
      inPromo: false,
      promotionPercent: null,
      unitPriceTTC: other.price,
      unitPromotionPriceTTC: null,
      articlePromotionInfo: { paliers: [], gifts: [] },
    });
    // One unit reaches the first range of the PLAN_PALIER: 10 % off (a price in tenths of a DH: exact in cents).
    expect(promoted).toEqual({
      articleId: inBrand.id,
      inPromo: true,
      promotionPercent: 10,
      unitPriceTTC: inBrand.price,
      unitPromotionPriceTTC: Math.round(inBrand.price * 90) / 100,
      articlePromotionInfo: {
        paliers: [
          { from: 1, to: 5, discountValue: 10, unit: 1, condition: 1 },
          { from: 6, to: 100, discountValue: 20, unit: 1, condition: 1 },
        ],
        gifts: [{ articleId: 12, articleCode: giftCode, quantity: 1, maxQuantity: 2, from: 2, condition: 1 }],
      },
    });

    const otherDay = (await info({ context: { customerId: customer.id, date: '2035-03-01' }, articleIds: [inBrand.id] })).json<{ data: ArticleInfo[] }>().data;
    expect(otherDay).toEqual([{ ...promoted, inPromo: false, promotionPercent: null, unitPromotionPriceTTC: null, articlePromotionInfo: { paliers: [], gifts: [] } }]);
    const otherChannel = await info({ context: { customerId: customer.id, date: DAY, channelId: customer.channelId === 1 ? 2 : 1 }, articleIds: [inBrand.id] });
    expect(otherChannel.json<{ data: ArticleInfo[] }>().data[0]!.inPromo).toBe(false);
  });

  it('refuses an unknown customer or article as the basket pricing does, and 1 to 200 articles', async () => {
    const { customer, inBrand } = await facts();
    const noCustomer = await info({ context: { customerId: 999999 }, articleIds: [inBrand.id] });
    expect(noCustomer.statusCode).toBe(404);
    expect(noCustomer.json().message).toBe(PromotionRestMessages.unknownCustomer);
    const noArticle = await info({ context: { customerId: customer.id }, articleIds: [inBrand.id, 999999] });
    expect(noArticle.statusCode).toBe(400);
    expect(noArticle.json().message).toEqual({ 'articleIds.1': PromotionRestMessages.unknownArticle });
    expect((await info({ context: { customerId: customer.id }, articleIds: [] })).statusCode).toBe(400);
    expect((await info({ context: { customerId: customer.id }, articleIds: Array.from({ length: 201 }, () => inBrand.id) })).statusCode).toBe(400);
    expect((await info({ context: { customerId: customer.id }, articleIds: Array.from({ length: 200 }, () => inBrand.id) })).statusCode).toBe(200);
    expect((await info({ articleIds: [inBrand.id] })).statusCode).toBe(400);
  });

  it('guards: permission 4 or 2, as the basket pricing', async () => {
    const { customer, inBrand } = await facts();
    const body = { context: { customerId: customer.id }, articleIds: [inBrand.id] };
    expect((await info(body, suite.as(DemoUser.NOBODY))).statusCode).toBe(403);
    expect((await info(body, suite.as(DemoUser.AGENT))).statusCode).toBe(200);
    expect((await info(body, suite.as(DemoUser.MARKETING))).statusCode).toBe(200);
  });
});
