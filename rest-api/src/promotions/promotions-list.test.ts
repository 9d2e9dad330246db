import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { demoPromotions } from './demo-data.ts';
import { promotionCalls } from './promotions.fixtures.ts';

const ascending = (values: string[]) => [...values].sort();

describe('GET /api/promotions', () => {
  const suite = testApiSuite();
  const { list, get, load } = promotionCalls(() => suite.as(DemoUser.ADMIN));

  it('pages the demo promotions, 1-based, ten by default, by id', async () => {
    expect(demoPromotions.length).toBeGreaterThanOrEqual(40);
    const first = await list();
    expect(first.count).toBe(demoPromotions.length);
    expect(first.collection.map((row) => row.promotionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const third = await list('take=5&page=3');
    expect(third.collection.map((row) => row.promotionId)).toEqual([11, 12, 13, 14, 15]);
    expect(third.collection[0]).toEqual({
      promotionId: 11,
      code: demoPromotions[10].code,
      description: demoPromotions[10].description,
      canalType: demoPromotions[10].canalType,
      promoType: demoPromotions[10].promoType,
      dateFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dateTo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      active: demoPromotions[10].active,
      flash: demoPromotions[10].flash,
    });
    expect((await list('take=10&page=99')).collection).toEqual([]);
  });

  it('covers every kind, canal type, flash and not, active and not, ended and running', async () => {
    const all = (await list('take=1000')).collection;
    expect(new Set(all.map((row) => row.promoType))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(new Set(all.map((row) => row.canalType))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(all.map((row) => row.flash))).toEqual(new Set([true, false]));
    expect(new Set(all.map((row) => row.active))).toEqual(new Set([true, false]));
    const today = new Date().toISOString().slice(0, 10);
    expect(all.some((row) => row.dateTo < today)).toBe(true);
    expect(all.some((row) => row.dateFrom <= today && row.dateTo >= today && row.active)).toBe(true);
    expect([...new Set(all.filter((row) => row.flash).map((row) => row.dateFrom === row.dateTo))]).toEqual([true]);
  });

  it('has article criteria of each kind with ranges and gifts, customer criteria of each kind, customer ranges and multi-line gifts', async () => {
    const { db } = suite.api;
    const values = async (sql: string) => (await db.query<{ value: number }>(sql)).map((row) => row.value).sort();
    expect(await values('select distinct article_criteria as value from promotions p where exists (select 1 from promotion_articles a where a.promotion_id = p.promotion_id)')).toEqual([1, 2, 3, 4]);
    expect(await values('select distinct customer_criteria as value from promotions p where customer_criteria = 0 or exists (select 1 from promotion_customers c where c.promotion_id = p.promotion_id)')).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await values('select distinct p.promo_type as value from promotion_gifts g join promotion_ranges r using (promotion_range_id) join promotions p using (promotion_id)')).toEqual([3]);
    expect(await values('select distinct p.promo_type as value from promotion_ranges r join promotions p using (promotion_id) where r.promotion_article_id is null')).toEqual([6]);
    expect(await values('select distinct p.promo_type as value from promotion_multiline_gifts m join promotions p using (promotion_id) where p.multi_line')).toEqual([3]);
    expect((await values('select count(*)::int as value from promotion_warehouses'))[0]).toBeGreaterThan(0);
  });

  it('filters by active, canal and type, combined', async () => {
    const active = await list('active=true&take=1000');
    expect(active.count).toBe(demoPromotions.filter((promotion) => promotion.active).length);
    expect([...new Set(active.collection.map((row) => row.active))]).toEqual([true]);
    expect((await list('active=false&take=1000')).count).toBe(demoPromotions.filter((promotion) => !promotion.active).length);
    const canal = await list('canal=2&take=1000');
    expect(canal.count).toBe(demoPromotions.filter((promotion) => promotion.canalType === 2).length);
    const kind = await list('type=3&take=1000');
    expect(kind.collection.map((row) => row.promoType)).toEqual(Array(7).fill(3));
    const both = await list('type=4&canal=1&active=true&take=1000');
    expect(both.count).toBe(demoPromotions.filter((p) => p.promoType === 4 && p.canalType === 1 && p.active).length);
  });

  it('searches code and description, case-insensitive', async () => {
    const byCode = await list('keyword=qdt&take=1000');
    expect(byCode.collection.map((row) => row.code)).toEqual(demoPromotions.filter((p) => p.code.startsWith('QDT')).map((p) => p.code));
    const byDescription = await list(`keyword=${encodeURIComponent('paliers de')}&take=1000`);
    expect(byDescription.count).toBe(7);
    expect((await list('keyword=introuvable')).count).toBe(0);
  });

  it('sorts on code, dateFrom and dateTo, ascending and descending', async () => {
    const codes = (await list('sort=code&take=1000')).collection.map((row) => row.code);
    expect(codes).toEqual(ascending(codes));
    expect((await list('sort=-code&take=1000')).collection.map((row) => row.code)).toEqual(ascending(codes).reverse());
    for (const field of ['dateFrom', 'dateTo'] as const) {
      const values = (await list(`sort=${field}&take=1000`)).collection.map((row) => row[field]);
      expect(values).toEqual(ascending(values));
      const descending = (await list(`sort=-${field}&take=1000`)).collection.map((row) => row[field]);
      expect(descending).toEqual(ascending(values).reverse());
    }
    const unknown = await suite.as(DemoUser.ADMIN)({ method: 'GET', url: '/api/promotions?sort=description' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toEqual({ sort: Messages.invalidValue });
  });

  it('GET by id answers the promotion with its sub-items, 404 when none', async () => {
    const promotion = await load(18);
    const expected = demoPromotions[17];
    expect(promotion).toMatchObject({ promotionId: 18, code: expected.code, promoType: 3, multiLine: expected.multiLine });
    expect(promotion.promotionChannels.map((row) => row.channelId)).toEqual(expected.channelIds);
    expect(promotion.promotionArticles.length).toBe(expected.articles.length);
    expect(promotion.promotionArticles[0].ranges[0].gifts[0]).toMatchObject({ articleId: expected.articles[0].ranges[0][3]![0][0], quantity: 1, maxQuantity: 3 });
    const missing = await get(9999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(Messages.noResult);
  });
});
