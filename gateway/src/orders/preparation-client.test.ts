import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createPubSub } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTypeDefs } from '@console/schema/sdl';
import type { LiveTopics, OrderChangeEvent } from '../live/events.ts';
import { domainResolvers } from '../resolvers.ts';
import { restClientFor } from '../rest/api.ts';
import { RestUpstream } from '../rest/client.ts';
import { deadlineIn } from '../rest/deadline.ts';

// The build of graphql that @graphql-tools loads (under Vite, an import would load another).
const { graphql }: typeof import('graphql') = createRequire(import.meta.url)('graphql');

const order = (orderId: number, preparationStatus: number) => ({ orderId, warehouseId: 2, preparationStatus, orderLines: [] });

/** The fake rest-api's answers, by method and path. */
function answer(request: IncomingMessage, body: string): [number, object] {
  const url = new URL(request.url ?? '/', 'http://upstream');
  if (url.pathname === '/api/orders/list') return [200, { collection: [], count: 0 }];
  if (url.pathname === '/api/orders/preparation') return [200, { collection: [order(5, 1)], count: 1 }];
  if (url.pathname === '/api/orders/5/preparation/start') return [200, { data: order(5, 2) }];
  if (url.pathname === '/api/orders/6/preparation/start') return [409, { statusCode: 409, error: 'Conflict', message: 'Cette commande ne peut pas être mise en préparation' }];
  if (url.pathname === '/api/orders/5/preparation') {
    const { finish } = JSON.parse(body) as { finish: boolean };
    if (!finish) return [400, { statusCode: 400, error: 'Bad Request', message: { 'lines.0.quantityPrepared': 'La quantité préparée ne peut pas dépasser 3' } }];
    return [200, { data: order(5, 4) }];
  }
  return [500, {}];
}

describe('the order lists and preparation through the gateway', () => {
  let server: Server;
  let upstream: RestUpstream;
  const seen: string[] = [];
  const live = createPubSub<LiveTopics>();
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: domainResolvers });
  const run = (source: string) =>
    graphql({ schema, source, contextValue: { rest: restClientFor(upstream, { token: () => 't', requestId: 'r', deadline: deadlineIn(5_000) }), live } });

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        seen.push(`${request.method} ${request.url}`);
        const [status, body] = answer(request, text);
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    upstream = new RestUpstream(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await upstream.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

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
    const sent = new URL(seen.at(-1)?.replace(/^GET /, '') ?? '', 'http://upstream');
    expect(sent.pathname).toBe('/api/orders/list');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ deliveryModeId: '1', excludeOpenBaskets: 'true', orderDate: '2031-07-11', page: '2', take: '50' });
  });

  it('reads the orders to prepare of the warehouse asked', async () => {
    const result = await run('{ ordersToPrepare(warehouseId: 2, page: 1, take: 20) { count items { orderId preparationStatus } } }');
    expect(result).toEqual({ data: { ordersToPrepare: { count: 1, items: [{ orderId: 5, preparationStatus: 1 }] } } });
    expect(seen.at(-1)).toBe('GET /api/orders/preparation?warehouseId=2&page=1&take=20');
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
