import { describe, expect, it } from 'vitest';
import { OrderMessages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';

interface Parameters {
  channelId: number;
  channelName: string;
  ctrlStock: boolean;
  cutOff: string;
  deliveryFrom: number;
  deliveryTo: number;
  minBasket: number;
  allowModifPrice: boolean;
}

const body = (overrides: Record<string, unknown> = {}) => ({ channelId: 1, ctrlStock: true, cutOff: '15:30', deliveryFrom: 1, deliveryTo: 3, minBasket: 250.5, ...overrides });

describe('channel parameters', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const list = async () => (await admin({ method: 'GET', url: '/api/channels/parameters' })).json<{ collection: Parameters[]; count: number }>();
  const save = (payload: unknown, call = admin) => call({ method: 'POST', url: '/api/channels/parameters', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });

  it('lists every channel, with the defaults for one never saved', async () => {
    const page = await list();
    const [{ count }] = await suite.api.db.query<{ count: number }>('select count(*)::int as count from channels');
    expect(page.count).toBe(count);
    expect(page.collection.map((row) => row.channelId)).toEqual([...page.collection.map((row) => row.channelId)].sort((a, b) => a - b));
    await suite.api.db.query('delete from channel_parameters where channel_id = $1', [page.collection[0].channelId]);
    expect((await list()).collection[0]).toMatchObject({ ctrlStock: false, cutOff: '16:00', deliveryFrom: 1, deliveryTo: 5, minBasket: 0, allowModifPrice: false });
  });

  it('saves a channel, recording who did, and keeps the price setting when not sent', async () => {
    const saved = await save(body({ allowModifPrice: true }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ channelId: 1, ctrlStock: true, cutOff: '15:30', deliveryFrom: 1, deliveryTo: 3, minBasket: 250.5, allowModifPrice: true });
    const again = await save(body({ deliveryFrom: 2, deliveryTo: 2, minBasket: 100 }));
    expect(again.json().data).toMatchObject({ deliveryFrom: 2, deliveryTo: 2, minBasket: 100, allowModifPrice: true });
    expect((await list()).collection.find((row) => row.channelId === 1)).toEqual(again.json().data);
    const [row] = await suite.api.db.query<{ updated_by: number }>('select updated_by from channel_parameters where channel_id = 1');
    expect(row.updated_by).toBe(DemoUser.ADMIN);
  });

  it("refuses with the seed's messages, an unknown channel with 404", async () => {
    const refused = async (overrides: Record<string, unknown>) => {
      const response = await save(body(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      return response.json().message;
    };
    expect(await refused({ deliveryFrom: 4, deliveryTo: 2 })).toEqual({ deliveryFrom: 'De J+ doit être inferieur de A J+' });
    expect(await refused({ minBasket: 0 })).toEqual({ minBasket: 'Minimum de panier doit être superieur de 0' });
    expect(await refused({ deliveryFrom: -1, minBasket: -5 })).toEqual({ deliveryFrom: OrderMessages.notNegative, minBasket: OrderMessages.minBasketError });
    expect(Object.keys(await refused({ cutOff: '24:00' }))).toEqual(['cutOff']);
    expect(Object.keys(await refused({ cutOff: '9h' }))).toEqual(['cutOff']);
    expect((await save(body({ channelId: 999999 }))).statusCode).toBe(404);
  });

  it('needs permission 18 at level 3 or 4, and answers bad input with 4xx', async () => {
    expect((await suite.as(DemoUser.AGENT)({ method: 'GET', url: '/api/channels/parameters' })).statusCode).toBe(403);
    expect((await save(body(), suite.as(DemoUser.MARKETING))).statusCode).toBe(403);
    for (const payload of [
      body({ channelId: 99999999999999 }),
      body({ deliveryTo: 99999999999999 }),
      body({ minBasket: 1e20 }),
      body({ cutOff: '10:00\u0000' }),
      body({ ctrlStock: 'oui' }),
      { channelId: 1 },
      [],
    ]) {
      const response = await save(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
  });
});
