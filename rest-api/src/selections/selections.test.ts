import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { INVALID_VALUE } from '../http/validation.ts';
import { SelectionMessages } from './messages.ts';

interface Listed {
  articleId: number;
  code: string;
}
interface Selection {
  selectionId: number;
  parentId: number | null;
  channelId: number | null;
  channel: { channelId: number; code: string } | null;
  nameFr: string;
  active: boolean;
  articles: Listed[];
  subSelections: Selection[];
}
interface Page<T> {
  collection: T[];
  count: number;
}

const newSelection = (overrides: Record<string, unknown> = {}) => ({
  selectionId: 0,
  nameFr: 'Promo du week-end',
  nameAr: 'عروض نهاية الأسبوع',
  descriptionFr: 'Les bons plans',
  descriptionAr: 'أفضل العروض',
  channelId: 2,
  active: true,
  articles: [{ articleId: 5 }, { articleId: 3 }, { articleId: 5 }],
  ...overrides,
});

describe('selections', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const agent = suite.as(DemoUser.AGENT);
  const get = async (id: number) => (await admin({ method: 'GET', url: `/api/selections/${id}` })).json<{ data: Selection }>().data;

  describe('GET /api/selections', () => {
    it('pages the top-level selections with their articles and sub-selections', async () => {
      const response = await admin({ method: 'GET', url: '/api/selections?take=3&page=2' });
      expect(response.statusCode).toBe(200);
      const page = response.json<Page<Selection>>();
      expect(page.count).toBe(10);
      expect(page.collection).toHaveLength(3);
      for (const selection of page.collection) {
        expect(selection.parentId).toBeNull();
        expect(selection.channel?.channelId).toBe(selection.channelId);
        expect(selection.articles.length).toBeGreaterThan(0);
        expect(selection.subSelections.length).toBeGreaterThanOrEqual(2);
        expect([...new Set(selection.subSelections.map((sub) => sub.parentId === selection.selectionId && sub.channelId === selection.channelId))]).toEqual([true]);
      }
    });

    it('filters by keyword, channel and active', async () => {
      const ramadan = (await admin({ method: 'GET', url: '/api/selections?keyword=ramadan' })).json<Page<Selection>>();
      expect(ramadan.collection.map((row) => row.nameFr)).toEqual(['Ramadan Karim']);
      const channel3 = (await admin({ method: 'GET', url: '/api/selections?channelId=3' })).json<Page<Selection>>();
      expect(channel3.collection.map((row) => row.nameFr)).toEqual(['Spécial cafés et restaurants']);
      const inactive = (await admin({ method: 'GET', url: '/api/selections?active=false' })).json<Page<Selection>>();
      expect(inactive.collection.map((row) => row.nameFr)).toEqual(['Famille et bébé']);
    });
  });

  describe('GET /api/selections/:id and its articles', () => {
    it('reads a selection, a sub-selection and the articles in order; 404 when unknown', async () => {
      const selection = await get(1);
      expect(selection).toMatchObject({ selectionId: 1, parentId: null, nameFr: 'Ramadan Karim' });
      const sub = await get(selection.subSelections[0].selectionId);
      expect(sub).toMatchObject({ parentId: 1, subSelections: [] });
      const articles = await admin({ method: 'GET', url: `/api/selections/${sub.selectionId}/articles` });
      expect(articles.json<{ data: Listed[] }>().data).toEqual(sub.articles);
      expect((await admin({ method: 'GET', url: '/api/selections/9999' })).statusCode).toBe(404);
      expect((await admin({ method: 'GET', url: '/api/selections/9999/articles' })).statusCode).toBe(404);
    });
  });

  describe('POST, PUT and DELETE /api/selections', () => {
    it('creates a selection with its articles once each, in order, then a sub-selection that takes its channel', async () => {
      const created = await admin({ method: 'POST', url: '/api/selections', payload: newSelection() });
      expect(created.statusCode).toBe(200);
      const selection = created.json<{ data: Selection }>().data;
      expect(selection).toMatchObject({ nameFr: 'Promo du week-end', channelId: 2, active: true, subSelections: [] });
      expect(selection.articles.map((article) => article.articleId)).toEqual([5, 3]);

      const sub = await admin({
        method: 'POST',
        url: '/api/selections',
        payload: { nameFr: 'Huiles', nameAr: 'زيوت', parentId: selection.selectionId, channelId: 7, articles: [{ articleId: 9 }] },
      });
      expect(sub.statusCode).toBe(200);
      expect(sub.json<{ data: Selection }>().data).toMatchObject({ parentId: selection.selectionId, channelId: 2, descriptionFr: null });
      expect((await get(selection.selectionId)).subSelections.map((row) => row.nameFr)).toEqual(['Huiles']);
    });

    it('updates every field and replaces the articles; a channel change reaches the sub-selections', async () => {
      const before = await get(2);
      const parent = await get(1);
      const updated = await admin({
        method: 'PUT',
        url: '/api/selections',
        payload: newSelection({ selectionId: 1, channelId: 5, active: false, articles: [{ articleId: 12 }, { articleId: 11 }] }),
      });
      expect(updated.statusCode).toBe(200);
      const selection = updated.json<{ data: Selection }>().data;
      expect(selection).toMatchObject({ selectionId: 1, channelId: 5, active: false, nameFr: 'Promo du week-end' });
      expect(selection.articles.map((article) => article.articleId)).toEqual([12, 11]);
      expect(selection.subSelections.map((sub) => sub.channelId)).toEqual(parent.subSelections.map(() => 5));
      expect((await get(2)).articles).toEqual(before.articles);
    });

    it('answers 404 for an unknown selection and deletes a selection with its sub-selections', async () => {
      expect((await admin({ method: 'PUT', url: '/api/selections', payload: newSelection({ selectionId: 9999 }) })).statusCode).toBe(404);
      const subIds = (await get(5)).subSelections.map((sub) => sub.selectionId);
      expect((await admin({ method: 'DELETE', url: '/api/selections/5' })).statusCode).toBe(204);
      for (const id of [5, ...subIds]) expect((await admin({ method: 'GET', url: `/api/selections/${id}` })).statusCode).toBe(404);
      expect((await admin({ method: 'DELETE', url: '/api/selections/5' })).statusCode).toBe(404);
    });
  });

  describe('validation', () => {
    const refused = async (payload: object, method = 'POST') => {
      const response = await admin({ method, url: '/api/selections', payload });
      expect(response.statusCode).toBe(400);
      return response.json<{ message: unknown }>().message;
    };

    it('requires the names, and on a selection the channel and both descriptions', async () => {
      expect(await refused({ nameFr: '', nameAr: 'x', channelId: 1, descriptionFr: 'a', descriptionAr: 'b' })).toEqual({ nameFr: Messages.requiredField });
      expect(await refused({ nameFr: 'A', nameAr: 'B' })).toEqual({
        channelId: Messages.requiredField,
        descriptionFr: Messages.requiredField,
        descriptionAr: Messages.requiredField,
      });
      expect(await refused(newSelection({ descriptionAr: '  ' }))).toEqual({ descriptionAr: Messages.requiredField });
      expect(await refused(newSelection({ channelId: 999 }))).toEqual({ channelId: INVALID_VALUE });
    });

    it('hangs a sub-selection only under an existing top-level selection', async () => {
      const sub = (await get(3)).selectionId;
      expect(await refused({ nameFr: 'A', nameAr: 'B', parentId: 9999 })).toEqual({ parentId: INVALID_VALUE });
      expect(await refused({ nameFr: 'A', nameAr: 'B', parentId: sub })).toEqual({ parentId: SelectionMessages.parentNotTopLevel });
      expect(await refused({ ...newSelection({ selectionId: 1, parentId: 1 }) }, 'PUT')).toEqual({ parentId: SelectionMessages.parentNotTopLevel });
      expect(await refused({ ...newSelection({ selectionId: 9, parentId: 1 }) }, 'PUT')).toEqual({ parentId: SelectionMessages.hasSubSelections });
    });

    it('refuses unknown articles and writes nothing', async () => {
      const before = await get(12);
      const { count } = (await admin({ method: 'GET', url: '/api/selections' })).json<Page<Selection>>();
      expect(await refused(newSelection({ articles: [{ articleId: 3 }, { articleId: 99999 }] }))).toEqual({ 'articles.1.articleId': INVALID_VALUE });
      expect(await refused(newSelection({ selectionId: 12, nameFr: 'Changé', articles: [{ articleId: 99999 }] }), 'PUT')).toEqual({
        'articles.0.articleId': INVALID_VALUE,
      });
      expect(await get(12)).toEqual(before);
      expect((await admin({ method: 'GET', url: '/api/selections' })).json<Page<Selection>>().count).toBe(count);
    });
  });

  describe('the article chooser', () => {
    it('pages active articles by 20, or 1000 with a brand, with the category filters', async () => {
      const page = (await admin({ method: 'GET', url: '/api/articles/chooser' })).json<Page<Listed>>();
      expect(page.collection).toHaveLength(20);
      expect(page.count).toBeGreaterThan(100);
      const brand = (await admin({ method: 'GET', url: '/api/articles/chooser?brandId=1' })).json<Page<Listed>>();
      expect(brand.collection).toHaveLength(brand.count);
      const family = (await admin({ method: 'GET', url: '/api/articles/chooser?familyId=23&take=1000' })).json<Page<Listed>>();
      const articles = (await admin({ method: 'GET', url: '/api/articles?familyId=23&active=true&take=1000' })).json<Page<Listed>>();
      expect(family.count).toBe(articles.count);
    });

    it('answers 204 when nothing matches', async () => {
      expect((await admin({ method: 'GET', url: '/api/articles/chooser?keyword=zzzzqqq' })).statusCode).toBe(204);
    });

    it('is open to the marketing user (selections, home pages, promotions) and closed to an agent', async () => {
      expect((await suite.as(DemoUser.MARKETING)({ method: 'GET', url: '/api/articles/chooser' })).statusCode).toBe(200);
      expect((await agent({ method: 'GET', url: '/api/articles/chooser' })).statusCode).toBe(403);
    });
  });

  it('answers 403 to a user without permission 11', async () => {
    expect((await agent({ method: 'GET', url: '/api/selections' })).statusCode).toBe(403);
    expect((await agent({ method: 'GET', url: '/api/selections/1' })).statusCode).toBe(403);
    expect((await agent({ method: 'POST', url: '/api/selections', payload: newSelection() })).statusCode).toBe(403);
    expect((await agent({ method: 'DELETE', url: '/api/selections/1' })).statusCode).toBe(403);
  });
});
