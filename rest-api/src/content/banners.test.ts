import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { DemoUser, TINY_PNG, multipart, testApiSuite } from '../http/testing.ts';
import { INVALID_VALUE } from '../http/validation.ts';

interface Banner {
  bannerId: number;
  name: string;
  startDate: string;
  endDate: string;
  active: boolean;
  imageUrl: string | null;
  warehouses: { warehouseId: number }[];
  channels: { channelId: number; code: string }[];
}
interface Listed {
  articleId: number;
  code: string;
  descriptionLong: string;
  imageListUrl: string | null;
}

const newBanner = (overrides: Record<string, unknown> = {}) => ({
  name: 'Soldes d\u2019hiver',
  startDate: '2026-01-10',
  endDate: '2026-01-31',
  active: true,
  imageUrl: null,
  warehouses: [1, 3],
  channels: [2],
  ...overrides,
});

describe('banners', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const agent = suite.as(DemoUser.AGENT);
  const list = async (query = '') => (await admin({ method: 'GET', url: `/api/banners${query}` })).json<{ collection: Banner[]; count: number }>();
  const get = async (id: number) => (await admin({ method: 'GET', url: `/api/banners/${id}` })).json<{ data: Banner }>().data;

  it('lists the demo banners by 10, filters by name and active', async () => {
    const page = await list();
    expect(page.count).toBe(8);
    expect(page.collection[0]).toMatchObject({ bannerId: 1, name: 'Ramadan Karim : prix doux', startDate: '2026-02-15', endDate: '2026-03-20', active: true });
    expect(page.collection[0].warehouses.map((row) => row.warehouseId)).toEqual([1, 2, 3]);
    expect(page.collection[0].channels).toEqual([{ channelId: 1, code: 'CANAL-1' }, { channelId: 2, code: 'CANAL-2' }]);
    // The console ships the demo images as static files (web/public/demo/banners).
    expect(page.collection.map((row) => row.imageUrl)).toEqual(Array.from({ length: 8 }, (_, index) => `/demo/banners/${index + 1}.svg`));
    expect((await list('?active=true')).count).toBe(5);
    expect((await list('?keyword=RAMADAN')).collection.map((row) => row.bannerId)).toEqual([1]);
    expect((await list('?take=3&page=3')).collection.map((row) => row.bannerId)).toEqual([7, 8]);
  });

  it('creates, reads, updates and deletes a banner; 404 for an unknown one', async () => {
    const created = await admin({ method: 'POST', url: '/api/banners', payload: newBanner({ active: undefined }) });
    expect(created.statusCode).toBe(200);
    const banner = created.json<{ data: Banner }>().data;
    expect(banner).toMatchObject({ name: 'Soldes d\u2019hiver', startDate: '2026-01-10', endDate: '2026-01-31', active: false, imageUrl: null });
    expect(await get(banner.bannerId)).toEqual(banner);

    const payload = newBanner({ bannerId: banner.bannerId, name: 'Soldes', imageUrl: '/assets/21/0/x.png', warehouses: [2], channels: [] });
    const updated = await admin({ method: 'PUT', url: '/api/banners', payload });
    expect(updated.json<{ data: Banner }>().data).toMatchObject({ name: 'Soldes', active: true, imageUrl: '/assets/21/0/x.png', warehouses: [{ warehouseId: 2 }], channels: [] });

    expect((await admin({ method: 'DELETE', url: `/api/banners/${banner.bannerId}` })).statusCode).toBe(204);
    expect((await admin({ method: 'GET', url: `/api/banners/${banner.bannerId}` })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `/api/banners/${banner.bannerId}` })).statusCode).toBe(404);
    expect((await admin({ method: 'PUT', url: '/api/banners', payload: newBanner({ bannerId: 9999 }) })).statusCode).toBe(404);
  });

  it('validates with exact messages and writes nothing on a refusal', async () => {
    const before = await get(2);
    const refused = async (method: string, payload: object) => {
      const response = await admin({ method, url: '/api/banners', payload });
      expect(response.statusCode).toBe(400);
      return response.json<{ message: unknown }>().message;
    };
    expect(await refused('POST', newBanner({ endDate: '2026-01-09' }))).toEqual({ endDate: 'Date should not be before 10-01-2026' });
    expect(await refused('POST', { name: '', startDate: '', endDate: '2026-01-01' })).toEqual({ name: Messages.requiredField, startDate: Messages.requiredField });
    expect(await refused('POST', { name: 'x' })).toEqual({ startDate: Messages.requiredField, endDate: Messages.requiredField });
    expect(await refused('PUT', newBanner({ bannerId: 2, warehouses: [1, 99], channels: [77] }))).toEqual({ 'warehouses.1': INVALID_VALUE, 'channels.0': INVALID_VALUE });
    expect(await refused('PUT', newBanner({ bannerId: 2, name: 'Changé', endDate: '2025-12-31' }))).toEqual({ endDate: 'Date should not be before 10-01-2026' });
    expect(await get(2)).toEqual(before);
    expect((await list()).count).toBe(8);
  });

  it('uploads a banner image (type 21) before the banner is saved', async () => {
    const form = multipart({ entityId: 0, type: 21 }, [['file', 'banner.png', 'image/png', TINY_PNG]]);
    const response = await suite.as(DemoUser.ADMIN)({ method: 'POST', url: '/api/assets/upload', ...form });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { imageUrl: string } }>().data.imageUrl).toMatch(/^\/assets\/21\/0\/[0-9a-f]{32}\.png$/);
    const article = multipart({ entityId: 0, type: 1 }, [['file', 'a.png', 'image/png', TINY_PNG]]);
    expect((await admin({ method: 'POST', url: '/api/assets/upload', ...article })).json<{ message: unknown }>().message).toEqual({ entityId: INVALID_VALUE });
  });

  it('answers 403 to a user without permission 2', async () => {
    expect((await agent({ method: 'GET', url: '/api/banners' })).statusCode).toBe(403);
    expect((await agent({ method: 'POST', url: '/api/banners', payload: newBanner() })).statusCode).toBe(403);
    expect((await agent({ method: 'GET', url: '/api/promotedarticles' })).statusCode).toBe(403);
    expect((await agent({ method: 'POST', url: '/api/promotedarticles', payload: { articleIds: [1] } })).statusCode).toBe(403);
  });
});

describe('promoted articles', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const read = async () => (await admin({ method: 'GET', url: '/api/promotedarticles' })).json<{ data: Listed[] }>().data;

  it('lists the demo promoted articles in order', async () => {
    const articles = await read();
    expect(articles).toHaveLength(12);
    expect(articles[0]).toEqual({ articleId: expect.any(Number), code: expect.any(String), descriptionLong: expect.any(String), imageListUrl: null });
  });

  it('replaces the list in the order given, each article once', async () => {
    const response = await admin({ method: 'POST', url: '/api/promotedarticles', payload: { articleIds: [30, 4, 30, 17] } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Listed[] }>().data.map((row) => row.articleId)).toEqual([30, 4, 17]);
    expect((await read()).map((row) => row.articleId)).toEqual([30, 4, 17]);
    await admin({ method: 'POST', url: '/api/promotedarticles', payload: { articleIds: [17, 30] } });
    expect((await read()).map((row) => row.articleId)).toEqual([17, 30]);
  });

  it('refuses an unknown article and keeps the list', async () => {
    const before = await read();
    const response = await admin({ method: 'POST', url: '/api/promotedarticles', payload: { articleIds: [4, 99999] } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: unknown }>().message).toEqual({ 'articleIds.1': INVALID_VALUE });
    expect(await read()).toEqual(before);
  });

  it('empties the list', async () => {
    expect((await admin({ method: 'POST', url: '/api/promotedarticles', payload: { articleIds: [] } })).json<{ data: Listed[] }>().data).toEqual([]);
  });
});
