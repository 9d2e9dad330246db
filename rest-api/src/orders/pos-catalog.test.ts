import { describe, expect, it } from 'vitest';
import { businessClock, Limits } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { newPromotion, promotionCalls } from '../promotions/promotions.fixtures.ts';

interface PosArticle {
  articleId: number;
  code: string;
  descriptionLong: string;
  imageListUrl: string[];
  unitText: string;
  stockQuantity: number | null;
  outOfStock: boolean;
  minimumToOrder: number;
  quantityStep: number;
  unitPriceTTC: number;
  inPromo: boolean;
  brand: string | null;
  articlePromotionInfo: { paliers: unknown[]; gifts: unknown[] };
}
type Page = { collection: PosArticle[]; count: number };

describe('the point of sale: catalogue, families and brands', () => {
  const suite = testApiSuite();
  const agent = suite.as(DemoUser.AGENT);
  const admin = suite.as(DemoUser.ADMIN);
  const get = (url: string) => agent({ method: 'GET', url });
  const catalog = async (query: string) => {
    const response = await get(`/api/orders/pos/catalog?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const customer = async () => {
    const [row] = await suite.api.db.query<{ id: number; channelId: number; warehouseId: number }>(
      `select customer_id as id, channel_id as "channelId", warehouse_id as "warehouseId" from customers
        where deleted_at is null and channel_id is not null and warehouse_id is not null order by customer_id limit 1`,
    );
    return row!;
  };

  it('pages the active articles 9 at a time with prices, units, stock of the warehouse and promotions', async () => {
    const { id, warehouseId } = await customer();
    const [{ active }] = await suite.api.db.query<{ active: number }>('select count(*)::int as active from articles where active');
    const first = await catalog(`customerId=${id}&page=1&deliveryModeId=2`);
    expect(first.count).toBe(active);
    expect(first.collection).toHaveLength(9);
    const second = await catalog(`customerId=${id}&page=2`);
    expect(second.collection.map((article) => article.articleId)).not.toContain(first.collection[0]!.articleId);
    const [article] = first.collection;
    const [facts] = await suite.api.db.query<{ price: number; quantity: number; unit: string; minimum: number; step: number }>(
      `select a.unit_price::float8 as price, s.quantity, a.unit_code as unit, a.minimum_to_order as minimum, a.quantity_step as step
         from articles a join article_stocks s on s.article_id = a.article_id and s.warehouse_id = $2 where a.article_id = $1`,
      [article!.articleId, warehouseId],
    );
    expect(article).toMatchObject({
      unitPriceTTC: facts!.price,
      stockQuantity: facts!.quantity,
      outOfStock: facts!.quantity <= 0,
      unitText: facts!.unit === 'CAISSE' ? 'CAISSE' : 'Pièce',
      minimumToOrder: facts!.minimum,
      quantityStep: facts!.step,
      imageListUrl: [],
      articlePromotionInfo: { paliers: expect.any(Array), gifts: expect.any(Array) },
    });
    expect(article!.brand).toEqual(expect.any(String));
    const past = await catalog(`customerId=${id}&page=999`);
    expect(past).toEqual({ collection: [], count: active, countIsLowerBound: false });
  });

  it('shows no stock when the channel does not control it, and out of stock at 0 when it does', async () => {
    const { id, channelId, warehouseId } = await customer();
    await suite.api.db.query('update channel_parameters set ctrl_stock = false where channel_id = $1', [channelId]);
    const loose = await catalog(`customerId=${id}`);
    expect([...new Set(loose.collection.map((article) => article.stockQuantity === null && !article.outOfStock))]).toEqual([true]);
    await suite.api.db.query('update channel_parameters set ctrl_stock = true where channel_id = $1', [channelId]);
    const target = loose.collection[0]!.articleId;
    await suite.api.db.query('update article_stocks set quantity = 0 where article_id = $1 and warehouse_id = $2', [target, warehouseId]);
    const strict = await catalog(`customerId=${id}`);
    expect(strict.collection.find((article) => article.articleId === target)).toMatchObject({ stockQuantity: 0, outOfStock: true });
  });

  it('filters by family, brand and keyword (code or description, any case, any accent)', async () => {
    const { id } = await customer();
    const families = (await get(`/api/orders/pos/families?customerId=${id}`)).json<{ data: { id: number; name: string }[] }>().data;
    expect(families.length).toBeGreaterThan(0);
    const family = families[0]!;
    const brands = (await get(`/api/orders/pos/brands?customerId=${id}&commercialFamilyId=${family.id}`)).json<{ data: { id: number; name: string }[] }>().data;
    expect(brands.length).toBeGreaterThan(0);
    const brand = brands[0]!;
    const page = await catalog(`customerId=${id}&commercialFamilyId=${family.id}&brandId=${brand.id}&take=100`);
    const [{ expected }] = await suite.api.db.query<{ expected: number }>(
      'select count(*)::int as expected from articles where active and family_id = $1 and brand_id = $2',
      [family.id, brand.id],
    );
    expect(page.count).toBe(expected);
    expect([...new Set(page.collection.map((article) => article.brand === brand.name))]).toEqual([true]);
    const word = page.collection[0]!.descriptionLong.split(' ')[0]!;
    const byWord = await catalog(`customerId=${id}&keyword=${encodeURIComponent(word.toUpperCase())}`);
    expect(byWord.count).toBeGreaterThan(0);
    const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    expect([...new Set(byWord.collection.map((article) => plain(article.descriptionLong).includes(plain(word)) || article.code.includes(word)))]).toEqual([true]);
    const accented = await catalog(`customerId=${id}&keyword=THE`);
    expect(accented.collection.some((article) => article.descriptionLong.includes('Thé'))).toBe(true);
    const byCode = await catalog(`customerId=${id}&keyword=${page.collection[0]!.code}`);
    expect(byCode.collection.map((article) => article.articleId)).toEqual([page.collection[0]!.articleId]);
    expect((await get(`/api/orders/pos/brands?customerId=${id}&commercialFamilyId=999999`)).json()).toEqual({ data: [] });
  });

  it('finds by keyword the articles one of whose code and descriptions holds it, folded as before (migration 024), never across two of them', async () => {
    const { id } = await customer();
    const keywordIds = async (keyword: string) => {
      const ids: number[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await catalog(`customerId=${id}&keyword=${encodeURIComponent(keyword)}&take=100&page=${page}`);
        ids.push(...answer.collection.map((article) => article.articleId));
        if (ids.length >= answer.count) return ids.sort((a, b) => a - b);
      }
    };
    const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸ';
    const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyoAAAAAACEEEEIIIINOOOOOUUUUYY';
    const folded = (column: string) => `translate(${column}, '${ACCENTED}', '${PLAIN}')`;
    const plainLower = (text: string) => [...text].map((letter) => PLAIN[ACCENTED.indexOf(letter)] ?? letter).join('').toLowerCase();
    // The search of before: each column folded and compared with ilike at every search.
    const before = async (keyword: string) =>
      (
        await suite.api.db.query<{ id: number }>(
          `select article_id as id from articles a where a.active and (${['a.code', 'a.description_long', 'a.description_short', 'a.commercial_designation']
            .map((column) => `${folded(column)} ilike ${folded('$1')}`)
            .join(' or ')}) order by article_id`,
          [`%${keyword}%`],
        )
      ).map((row) => row.id);
    const [article] = await suite.api.db.query<{ code: string; descriptionLong: string; descriptionShort: string }>(
      `select code, description_long as "descriptionLong", description_short as "descriptionShort" from articles where active order by article_id limit 1`,
    );
    for (const keyword of ['THE', 'thé', 'É', 'œuf', 'Lait', article!.descriptionShort.slice(-5).toLowerCase(), article!.code.slice(0, 3)]) {
      const expected = await before(keyword);
      expect(await keywordIds(keyword), keyword).toEqual(expected);
    }
    const [stored] = await suite.api.db.query<{ search: string }>('select search from articles where code = $1', [article!.code]);
    expect(stored!.search.split('\x1f').slice(0, 2)).toEqual([article!.code.toLowerCase(), plainLower(article!.descriptionLong)]);
    // The end of the code and the start of the long description: no field holds both.
    const across = `${article!.code.slice(-2)}${article!.descriptionLong.slice(0, 2)}`;
    expect(await before(across)).toEqual([]);
    expect(await keywordIds(across)).toEqual([]);
  });

  it('keeps only the articles an applicable promotion names when asked, counted before paging', async () => {
    const { id, channelId } = await customer();
    const { create } = promotionCalls(() => admin);
    const today = businessClock().date;
    const [article] = await suite.api.db.query<{ id: number; brandId: number }>('select article_id as id, brand_id as "brandId" from articles where active order by article_id desc limit 1');
    const created = await create(
      newPromotion(4, {
        code: 'POS-CATALOG',
        dateFrom: today,
        dateTo: today,
        customerCriteria: 0,
        promotionCutomers: [],
        promotionWarehouses: [],
        promotionChannels: [{ typeAction: 1, channelId }],
        articleCriteria: 2,
        promotionArticles: [{ typeAction: 1, itemId: article!.brandId, title: 'Marque', description: null, ranges: [{ typeAction: 1, from: 1, to: 100, discountValue: 10, gifts: [] }] }],
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const promoted = await catalog(`customerId=${id}&onlyWithPromotion=true&take=100`);
    expect(promoted.count).toBeGreaterThan(0);
    expect([...new Set(promoted.collection.map((row) => row.inPromo))]).toEqual([true]);
    const [{ all }] = await suite.api.db.query<{ all: number }>('select count(*)::int as "all" from articles where active');
    expect(promoted.count).toBeLessThan(all);
    const ofBrand = await catalog(`customerId=${id}&brandId=${article!.brandId}&take=100`);
    expect([...new Set(ofBrand.collection.map((row) => row.inPromo))]).toEqual([true]);
    const allPromoted = await catalog(`customerId=${id}&onlyWithPromotion=true&brandId=${article!.brandId}&take=100`);
    expect(allPromoted.count).toBe(ofBrand.count);
  });

  it('answers 404 for an unknown customer and 400 for bad input', async () => {
    for (const url of ['/api/orders/pos/catalog?customerId=999999', '/api/orders/pos/families?customerId=999999', '/api/orders/pos/brands?customerId=999999&commercialFamilyId=1']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    const { id } = await customer();
    for (const query of [
      '',
      'customerId=x',
      `customerId=${id}&page=0`,
      `customerId=${id}&take=0`,
      `customerId=${id}&take=101`,
      `customerId=${id}&deliveryModeId=3`,
      `customerId=${id}&keyword=%00`,
      `customerId=${id}&keyword=${'k'.repeat(Limits.keyword + 1)}`,
      `customerId=${id}&onlyWithPromotion=maybe`,
      `customerId=${id}&brandId=-4`,
    ]) {
      expect((await get(`/api/orders/pos/catalog?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get(`/api/orders/pos/brands?customerId=${id}`)).statusCode).toBe(400);
    expect((await get('/api/orders/pos/families')).statusCode).toBe(400);
  });
});
