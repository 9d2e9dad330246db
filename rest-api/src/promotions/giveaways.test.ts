import { describe, expect, it } from 'vitest';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { demoPromotions } from './demo-data.ts';
import { newPromotion } from './promotions.fixtures.ts';
import type { PromotionPayload } from './promotions.rules.ts';

interface Giveaways {
  count: number;
  articles: { articleId: number; code: string; designation: string; unitPrice: number; discount: number }[];
}

/** The payload of a demo promotion, as the editor would send it. */
const demoPayload = (promotion: (typeof demoPromotions)[number]): PromotionPayload => ({
  ...newPromotion(promotion.promoType, { code: promotion.code }),
  promoValue: promotion.promoValue,
  discountType: promotion.discountType,
  percentOrAmountDiscount: promotion.percentOrAmountDiscount,
  multiLine: promotion.multiLine,
  customerCriteria: 0,
  promotionCutomers: [],
  articleCriteria: promotion.articleCriteria,
  promotionArticles: promotion.articles.map((article) => ({
    typeAction: 1,
    itemId: article.itemId,
    title: String(article.itemId),
    description: null,
    ranges: article.ranges.map(([from, to, discountValue]) => ({ typeAction: 1, from, to, discountValue, gifts: [] })),
  })),
});

describe('POST /api/promotions/giveaways: the articles an amount discount sells at 0,00 DH', () => {
  const suite = testApiSuite();
  const ask = async (promotion: PromotionPayload, userId: number = DemoUser.ADMIN) => {
    const response = await suite.as(userId)({ method: 'POST', url: '/api/promotions/giveaways', payload: { promotion } });
    return { status: response.statusCode, body: response.json<{ data: Giveaways; message?: unknown }>() };
  };
  /** Active articles of a partner at or under a price, by code (what the answer must count). */
  const partnerArticlesAtMost = (partnerId: number, price: number) =>
    suite.api.db.query<{ code: string; unitPrice: number }>(
      `select a.code, a.unit_price::float8 as "unitPrice" from articles a join brands b on b.brand_id = a.brand_id
        where b.partner_id = $1 and a.active and a.unit_price <= $2 order by a.code, a.article_id`,
      [partnerId, price],
    );
  const lpr = (partnerId: number, promoValue: number, percentOrAmountDiscount = 2) =>
    newPromotion(1, {
      promoValue,
      percentOrAmountDiscount,
      articleCriteria: 1,
      promotionArticles: [{ typeAction: 1, itemId: partnerId, title: 'P', description: null, ranges: [] }],
    });

  it('counts the active articles the criterion names whose price the amount reaches, the first five by code', async () => {
    const expected = await partnerArticlesAtMost(1, 40);
    expect(expected.length).toBeGreaterThan(5);
    const { status, body } = await ask(lpr(1, 40));
    expect(status).toBe(200);
    expect(body.data.count).toBe(expected.length);
    expect(body.data.articles.map((row) => row.code)).toEqual(expected.slice(0, 5).map((row) => row.code));
    expect(body.data.articles[0]).toMatchObject({ unitPrice: expected[0]!.unitPrice, discount: 40 });
  });

  it('a range of a PLAN_PALIER in DH counts; a percentage never gives anything away', async () => {
    const expected = await partnerArticlesAtMost(2, 30);
    const palier = newPromotion(4, {
      percentOrAmountDiscount: 2,
      articleCriteria: 1,
      promotionArticles: [{ typeAction: 1, itemId: 2, title: 'P', description: null, ranges: [{ typeAction: 1, from: 1, to: 9, discountValue: 5, gifts: [] }, { typeAction: 1, from: 10, to: 99, discountValue: 30, gifts: [] }] }],
    });
    expect((await ask(palier)).body.data.count).toBe(expected.length);
    expect((await ask(lpr(1, 100, 1))).body.data).toEqual({ count: 0, articles: [] });
  });

  it('the demo promotions give nothing away', async () => {
    const given = [];
    for (const promotion of demoPromotions) {
      const { status, body } = await ask(demoPayload(promotion));
      expect(status, JSON.stringify(body)).toBe(200);
      if (body.data.count > 0) given.push(`${promotion.code}: ${body.data.count}`);
    }
    expect(given.join(', ')).toBe('');
  });

  it('answers the form’s errors under promotion.<field>; permission 2 at level 3 or 4 only', async () => {
    const invalid = await ask({ ...lpr(1, 40), code: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toEqual({ 'promotion.code': 'Required' });
    expect((await ask(lpr(1, 40), DemoUser.MARKETING)).status).toBe(200);
    expect((await ask(lpr(1, 40), DemoUser.NOBODY)).status).toBe(403);
    expect((await ask(lpr(1, 40), DemoUser.AGENT)).status).toBe(403);
  });
});
