import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { catalogs, demoArticles, demoCategories } from './demo-data.ts';
import { CatalogMessages } from './messages.ts';

type Call = { method: 'GET' | 'PUT'; url: string; payload?: object };
interface ArticleRow {
  articleId: number;
  active: boolean;
  unitPrice: number;
  brand: { brandId: number };
  family: { articleCategoryId: number };
  subFamily: { articleCategoryId: number };
}

describe('catalogue', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);

  const get = async (url: string, as = admin) => {
    const response = await as({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  describe('GET /api/articles', () => {
    it('pages the articles with their brand, tax, categories and conditioning', async () => {
      expect(demoArticles.length).toBeGreaterThanOrEqual(500);
      const page = await get('/api/articles?take=3&page=2');
      expect(page.count).toBe(demoArticles.length);
      expect(page.collection.map((row: ArticleRow) => row.articleId)).toEqual([4, 5, 6]);
      const [article] = page.collection;
      const expected = demoArticles[3];
      expect(article).toMatchObject({
        code: expected.code,
        commercialDesignation: expected.commercialDesignation,
        commercialDesignationAr: expected.commercialDesignationAr,
        brand: { brandId: expected.brandId, name: expect.any(String) },
        taxe: { taxeId: expected.taxeId, name: expect.stringMatching(/TVA|Exonéré/), rate: expect.any(Number) },
        unitPrice: expected.unitPrice,
        caseItems: expected.caseItems,
        active: expected.active,
        family: { articleCategoryId: expected.familyId, description: 'Épicerie', categoryType: 1 },
        subFamily: { articleCategoryId: expected.subFamilyId, categoryType: 2 },
        sSubFamily: { articleCategoryId: expected.sSubFamilyId, categoryType: 3 },
        conditioning: { description: expect.any(String) },
        variant: expected.variant,
        defaultImage: null,
      });
    });

    it('filters by family, sub-family, brand and active, and combines them', async () => {
      const boissons = demoCategories.find((category) => category.description === 'Boissons')!;
      const eaux = demoCategories.find((category) => category.description === 'Eaux')!;
      const byFamily = await get(`/api/articles?familyId=${boissons.id}&take=1000`);
      expect(byFamily.count).toBe(demoArticles.filter((article) => article.familyId === boissons.id).length);
      expect([...new Set(byFamily.collection.map((row: ArticleRow) => row.family.articleCategoryId === boissons.id))]).toEqual([true]);
      const bySub = await get(`/api/articles?familyId=${boissons.id}&subFamilyId=${eaux.id}&take=1000`);
      expect(bySub.count).toBe(demoArticles.filter((article) => article.subFamilyId === eaux.id).length);
      expect(bySub.count).toBeGreaterThan(0);

      const inactive = await get('/api/articles?active=false&take=1000');
      expect(inactive.count).toBe(demoArticles.filter((article) => !article.active).length);
      expect([...new Set(inactive.collection.map((row: ArticleRow) => !row.active))]).toEqual([true]);
      expect((await get('/api/articles?active=true')).count).toBe(demoArticles.filter((article) => article.active).length);

      const brandId = demoArticles[0].brandId;
      const byBrand = await get(`/api/articles?brandId=${brandId}&active=true&take=1000`);
      expect(byBrand.count).toBe(demoArticles.filter((article) => article.brandId === brandId && article.active).length);
      expect((await get('/api/articles?brandId=999')).count).toBe(0);
    });

    it('searches code and designations (French and Arabic), and sorts', async () => {
      const byCode = await get(`/api/articles?keyword=${demoArticles[41].code}`);
      expect(byCode.collection.map((row: ArticleRow) => row.articleId)).toEqual([42]);
      const sardines = await get(`/api/articles?keyword=${encodeURIComponent('SARDINES')}&take=100`);
      expect(sardines.count).toBe(demoArticles.filter((article) => article.descriptionLong.includes('Sardines')).length);
      const arabic = await get(`/api/articles?keyword=${encodeURIComponent('سردين')}&take=100`);
      expect(arabic.count).toBe(sardines.count);
      const cheapest = await get('/api/articles?sort=unitPrice&take=1');
      expect(cheapest.collection[0].unitPrice).toBe(Math.min(...demoArticles.map((article) => article.unitPrice)));
      const newest = await get('/api/articles?sort=-createdAt&take=1');
      expect(newest.collection[0].articleId).toBe([...demoArticles].sort((left, right) => left.daysAgo - right.daysAgo || left.id - right.id)[0].id);
      expect((await admin({ method: 'GET', url: '/api/articles?sort=volume' })).statusCode).toBe(400);
    });
  });

  describe('article detail and update', () => {
    it('answers the article with images, image URLs and tags, 404 when unknown', async () => {
      const { data } = await get('/api/articles/7');
      expect(data).toMatchObject({ articleId: 7, images: [], imageListUrl: [], tags: demoArticles[6].tags, defaultImage: null });
      expect((await admin({ method: 'GET', url: '/api/articles/99999' })).statusCode).toBe(404);
    });

    it('updates the active flag and the designations, at most 83 characters each', async () => {
      const ok = await admin({
        method: 'PUT',
        url: '/api/articles',
        payload: { articleId: 7, active: false, commercialDesignation: 'x'.repeat(83), commercialDesignationAr: 'زيت'.repeat(27) },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ articleId: 7, active: false, commercialDesignation: 'x'.repeat(83), code: demoArticles[6].code });

      const tooLong = await admin({
        method: 'PUT',
        url: '/api/articles',
        payload: { articleId: 7, active: true, commercialDesignation: 'x'.repeat(84), commercialDesignationAr: 'ب'.repeat(84) },
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toEqual({ commercialDesignation: CatalogMessages.max83, commercialDesignationAr: CatalogMessages.max83 });
      expect(CatalogMessages.max83).toBe('Vous ne pouvez pas dépasser 83 caractères');
      expect((await get('/api/articles/7')).data.active).toBe(false);

      // Only the flag: the designations stay.
      const partial = await admin({ method: 'PUT', url: '/api/articles', payload: { articleId: 7, active: true } });
      expect(partial.json().data).toMatchObject({ active: true, commercialDesignation: 'x'.repeat(83) });
      expect((await admin({ method: 'PUT', url: '/api/articles', payload: { active: true } })).json().message).toEqual({ articleId: Messages.requiredField });
      expect((await admin({ method: 'PUT', url: '/api/articles', payload: { articleId: 99999, active: true } })).statusCode).toBe(404);
    });
  });

  describe('catalogues', () => {
    it('lists catalogues, answers 204 when none matches', async () => {
      const list = await get('/api/catalogs?take=1000', suite.as(DemoUser.NOBODY));
      expect(list).toEqual({ collection: catalogs.map(([catalogId, nameFr]) => ({ catalogId, nameFr })), count: catalogs.length, countIsLowerBound: false });
      const none = await admin({ method: 'GET', url: '/api/catalogs?keyword=introuvable' });
      expect(none.statusCode).toBe(204);
      expect(none.body).toBe('');
    });

    it("replaces an article's catalogues, refusing unknown ids and changing nothing then", async () => {
      const articleId = 3;
      const before = (await get(`/api/articles/${articleId}/catalogs`)).collection;
      expect(before.map((row: { catalogId: number }) => row.catalogId)).toEqual(demoArticles[2].catalogIds);

      const replaced = await admin({ method: 'PUT', url: `/api/articles/${articleId}/catalogs`, payload: [5, 2, 5] });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json()).toEqual({
        data: [
          { catalogId: 2, nameFr: 'Catalogue grossistes' },
          { catalogId: 5, nameFr: 'Produits du terroir' },
        ],
      });
      const unknown = await admin({ method: 'PUT', url: `/api/articles/${articleId}/catalogs`, payload: [1, 77] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toEqual({ 1: 'Valeur invalide' });
      expect((await get(`/api/articles/${articleId}/catalogs`)).count).toBe(2);

      const cleared = await admin({ method: 'PUT', url: `/api/articles/${articleId}/catalogs`, payload: [] });
      expect(cleared.json()).toEqual({ data: [] });
      expect((await admin({ method: 'PUT', url: '/api/articles/99999/catalogs', payload: [1] })).statusCode).toBe(404);
      expect((await admin({ method: 'GET', url: '/api/articles/99999/catalogs' })).statusCode).toBe(404);
    });
  });

  describe('brands, partners, categories', () => {
    it('lists brands with their partner, and partners; both readable with permission 1', async () => {
      const brands = await get('/api/articles/brands?take=100');
      expect(brands.count).toBeGreaterThanOrEqual(40);
      expect(brands.collection[0]).toEqual({
        brandId: 1,
        name: 'Zitouna',
        description: expect.any(String),
        imageUrl: null,
        partner: { partnerId: 1, title: 'Atlas Agro Distribution' },
      });
      expect((await get('/api/articles/brands?keyword=lait')).collection.map((brand: { name: string }) => brand.name)).toEqual(['Souss Lait', 'Tadla Lait']);
      expect((await get('/api/articles/brands/2')).data).toMatchObject({ brandId: 2, name: 'Al Wafa' });
      expect((await get('/api/articles/partners?take=100')).count).toBe(12);
      expect((await get('/api/articles/partners?keyword=boissons')).collection).toEqual([
        { partnerId: 3, title: 'Sahara Boissons', description: expect.any(String) },
      ]);
    });

    it('lists families, children of a category, one category and the tree', async () => {
      const families = await get('/api/articles/categories?categoryType=1&take=1000', suite.as(DemoUser.NOBODY));
      expect(families.collection.map((row: { description: string }) => row.description)).toEqual([
        'Épicerie', 'Boissons', 'Produits laitiers', 'Hygiène', 'Entretien', 'Biscuiterie et confiserie',
      ]);
      const boissons = families.collection[1];
      const children = await get(`/api/articles/categories?parentId=${boissons.articleCategoryId}`);
      expect([...new Set(children.collection.map((row: { parentId: number; categoryType: number }) => row.parentId === boissons.articleCategoryId && row.categoryType === 2))]).toEqual([true]);
      const one = await get(`/api/articles/categories/${boissons.articleCategoryId}`);
      expect(one.data).toMatchObject({ articleCategoryId: boissons.articleCategoryId, description: 'Boissons', categoryType: 1, parentId: null });
      expect(one.data.children.map((row: { description: string }) => row.description).sort()).toEqual(
        children.collection.map((row: { description: string }) => row.description).sort(),
      );
      const tree = await get('/api/articles/categories/tree');
      expect(tree.count).toBe(6);
      const countNodes = (nodes: { children: unknown[] }[]): number =>
        nodes.reduce((sum, node) => sum + 1 + countNodes(node.children as { children: unknown[] }[]), 0);
      expect(countNodes(tree.collection)).toBe(demoCategories.length);
      expect((await admin({ method: 'GET', url: '/api/articles/categories/99999' })).statusCode).toBe(404);
    });
  });

  it('answers 403 on each route group to a caller without the permission', async () => {
    const groups: [caller: number, calls: Call[]][] = [
      // The agent holds none of 1, 5, 6.
      [
        DemoUser.AGENT,
        [
          { method: 'GET', url: '/api/articles' },
          { method: 'GET', url: '/api/articles/1' },
          { method: 'PUT', url: '/api/articles', payload: { articleId: 1, active: true } },
          { method: 'GET', url: '/api/articles/1/catalogs' },
          { method: 'PUT', url: '/api/articles/1/catalogs', payload: [1] },
          { method: 'GET', url: '/api/articles/brands' },
          { method: 'GET', url: '/api/articles/brands/1' },
          { method: 'GET', url: '/api/articles/partners' },
        ],
      ],
      // Marketing holds 1 at levels 4 and 6 only: no catalogue assignment (level 3).
      [DemoUser.MARKETING, [{ method: 'PUT', url: '/api/articles/1/catalogs', payload: [1] }]],
    ];
    for (const [userId, calls] of groups) {
      const as = suite.as(userId);
      for (const call of calls) {
        const response = await as(call);
        expect(response.statusCode, `${userId} ${call.method} ${call.url}`).toBe(403);
        expect(response.json().message).toBe(Messages.forbidden);
      }
    }
    expect((await get('/api/articles/1/catalogs')).collection.map((row: { catalogId: number }) => row.catalogId)).toEqual(demoArticles[0].catalogIds);
    // Marketing reads articles, brands and partners.
    const marketing = suite.as(DemoUser.MARKETING);
    for (const url of ['/api/articles', '/api/articles/1', '/api/articles/brands', '/api/articles/brands/1', '/api/articles/partners', '/api/articles/1/catalogs']) {
      expect((await marketing({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect((await suite.api.app.inject({ method: 'GET', url: '/api/articles' })).statusCode).toBe(401);
  });
});
