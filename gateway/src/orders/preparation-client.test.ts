import { createPubSub } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import type { LiveTopics, OrderChangeEvent } from '../live/events.ts';
import { fakeUpstream, type UpstreamCall } from '../rest/testing.ts';

const order = (orderId: number, preparationStatus: number) => ({ orderId, warehouseId: 2, preparationStatus, orderLines: [] });

/** The fake rest-api's answers, by method and path. */
function answer({ path, url, body }: UpstreamCall): [number, object] {
  if (url === '/api/orders/list?page=1&take=50') return [200, { collection: [], count: 10_000, countIsLowerBound: true }];
  if (path === '/api/orders/list') return [200, { collection: [], count: 0 }];
  if (path === '/api/orders/preparation') return [200, { collection: [order(5, 1)], count: 1 }];
  if (path === '/api/orders/5/preparation/start') return [200, { data: order(5, 2) }];
  if (path === '/api/orders/6/preparation/start') return [409, { statusCode: 409, error: 'Conflict', message: 'Cette commande ne peut pas être mise en préparation' }];
  if (path === '/api/orders/5/preparation') {
    const { finish } = body as { finish: boolean };
    if (!finish) return [400, { statusCode: 400, error: 'Bad Request', message: { 'lines.0.quantityPrepared': 'La quantité préparée ne peut pas dépasser 3' } }];
    return [200, { data: order(5, 4) }];
  }
  return [500, {}];
}

describe('the order lists and preparation through the gateway', () => {
  const upstream = fakeUpstream(answer);
  const live = createPubSub<LiveTopics>();
  const run = (source: string) => upstream.run(source, { live });
  const lastCall = () => upstream.calls.at(-1);

  /** The events published while `work` runs. */
  async function published(work: () => Promise<unknown>): Promise<OrderChangeEvent[]> {
    const events: OrderChangeEvent[] = [];
    const iterator = live.subscribe('orders:changed')[Symbol.asyncIterator]();
    const reading = (async () => {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) events.push(next.value);
    })();
    await work();
    await iterator.return?.();
    await reading;
    return events;
  }

  it('sends the list filter as the REST query, with the page', async () => {
    const result = await run('{ orders(filter: { deliveryModeId: 1, excludeOpenBaskets: true, orderDate: "2031-07-11" }, page: 2, take: 50) { count } }');
    expect(result.errors).toBeUndefined();
    const sent = new URL(lastCall()?.url ?? '', 'http://upstream');
    expect(sent.pathname).toBe('/api/orders/list');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ deliveryModeId: '1', excludeOpenBaskets: 'true', orderDate: '2031-07-11', page: '2', take: '50' });
  });

  it('passes on a count that stopped at the bound, and reads a seeds-style answer without the flag as exact', async () => {
    expect(await run('{ orders(filter: {}, page: 1, take: 50) { count countIsLowerBound } }')).toEqual({ data: { orders: { count: 10_000, countIsLowerBound: true } } });
    expect(await run('{ ordersToPrepare(warehouseId: 2, page: 1, take: 20) { count countIsLowerBound } }')).toEqual({ data: { ordersToPrepare: { count: 1, countIsLowerBound: false } } });
  });

  it('reads the orders to prepare of the warehouse asked', async () => {
    const result = await run('{ ordersToPrepare(warehouseId: 2, page: 1, take: 20) { count items { orderId preparationStatus } } }');
    expect(result).toEqual({ data: { ordersToPrepare: { count: 1, items: [{ orderId: 5, preparationStatus: 1 }] } } });
    expect(lastCall()).toMatchObject({ method: 'GET', url: '/api/orders/preparation?warehouseId=2&page=1&take=20' });
  });

  it('publishes the order and its warehouse after a start, nothing after a refusal', async () => {
    const started = await published(async () => {
      const result = await run('mutation { startOrderPreparation(orderId: 5) { ok order { orderId preparationStatus } } }');
      expect(result).toEqual({ data: { startOrderPreparation: { ok: true, order: { orderId: 5, preparationStatus: 2 } } } });
    });
    expect(started).toEqual([{ orderIds: [5], warehouseIds: [2] }]);
    const refused = await published(async () => {
      const result = await run('mutation { startOrderPreparation(orderId: 6) { ok } }');
      expect(result.errors?.[0]).toMatchObject({ message: 'Cette commande ne peut pas être mise en préparation', extensions: { code: 'BAD_USER_INPUT', status: 409 } });
    });
    expect(refused).toEqual([]);
  });

  it("answers a save's line errors as data, named as the input names them, and publishes a finish", async () => {
    const lines = '[{ orderLineId: 10, quantityPrepared: 4 }]';
    const failed = await published(async () => {
      const result = await run(`mutation { saveOrderPreparation(orderId: 5, lines: ${lines}, finish: false) { ok errors { field message } order { orderId } } }`);
      expect(result.data).toEqual({
        saveOrderPreparation: { ok: false, errors: [{ field: 'lines.0.quantityPrepared', message: 'La quantité préparée ne peut pas dépasser 3' }], order: null },
      });
    });
    expect(failed).toEqual([]);
    const finished = await published(async () => {
      const result = await run(`mutation { saveOrderPreparation(orderId: 5, lines: ${lines}, finish: true) { ok order { preparationStatus } } }`);
      expect(result.data).toEqual({ saveOrderPreparation: { ok: true, order: { preparationStatus: 4 } } });
    });
    expect(finished).toEqual([{ orderIds: [5], warehouseIds: [2] }]);
  });
});
