import { describe, expect, it } from 'vitest';
import { signedInStack } from './stack.ts';
import { startableCounters, startPreparation } from './live.ts';
import { firstResult, shows, subscribeBoard } from './board-live.ts';

/** The board's promise for a change made through the gateway: on screen within a second. */
const WITHIN_MS = 1_000;
const BOARD_QUERY = '{ preparationBoard(warehouseId: 1) { warehouseId idle { counter } } }';

describe('the preparation board over graphql-ws (one gateway, in-memory bus)', () => {
  const suite = signedInStack({ backend: 'pglite' }, ['admin']);

  it('streams the board to a visitor without a token: the board now, then a preparation started through the gateway', async () => {
    const subscriber = subscribeBoard(suite.stack.url, 1);
    try {
      // The demo administrator is attached to warehouse 1.
      const { orderId, counter } = (await startableCounters(suite.stack, suite.token('admin'), 1))[0]!;
      expect(await subscriber.sees(shows('idle', counter), 30_000)).toBe(true);
      await startPreparation(suite.stack, suite.token('admin'), orderId);
      expect(await subscriber.sees(shows('inPreparation', counter), WITHIN_MS)).toBe(true);
      const latest = subscriber.boards().at(-1)!;
      expect(latest.warehouseId).toBe(1);
      expect(shows('idle', counter)(latest)).toBe(false);
      expect(subscriber.results.length).toBeGreaterThan(1);
      expect(subscriber.results.flatMap((result) => result.errors ?? [])).toEqual([]);
    } finally {
      await subscriber.close();
    }
  });

  it('screens of one board share its stream: one leaving stops none of the others, a late one starts from the board now', async () => {
    const [first, second] = [subscribeBoard(suite.stack.url, 1), subscribeBoard(suite.stack.url, 1)];
    let late: ReturnType<typeof subscribeBoard> | undefined;
    try {
      const [order, next] = await startableCounters(suite.stack, suite.token('admin'), 2);
      for (const screen of [first, second]) expect(await screen.sees(shows('idle', order!.counter), 30_000)).toBe(true);
      await first.close();
      await startPreparation(suite.stack, suite.token('admin'), order!.orderId);
      expect(await second.sees(shows('inPreparation', order!.counter), WITHIN_MS)).toBe(true);
      late = subscribeBoard(suite.stack.url, 1);
      expect(await late.sees(shows('inPreparation', order!.counter), WITHIN_MS)).toBe(true);
      await startPreparation(suite.stack, suite.token('admin'), next!.orderId);
      for (const screen of [second, late]) expect(await screen.sees(shows('inPreparation', next!.counter), WITHIN_MS)).toBe(true);
    } finally {
      await Promise.all([first.close(), second.close(), late?.close()]);
    }
  });

  it('streams the board for any spelling of the operation: an inline argument, any variable name, an alias, fragments', async () => {
    const spellings: [query: string, variables: Record<string, unknown>, field: string][] = [
      ['subscription { preparationBoard(warehouseId: 2) { warehouseId } }', {}, 'preparationBoard'],
      ['subscription Board($w: Int!) { preparationBoard(warehouseId: $w) { warehouseId } }', { w: 2 }, 'preparationBoard'],
      ['subscription($w: Int!) { screen: preparationBoard(warehouseId: $w) { warehouseId } }', { w: 2 }, 'screen'],
      ['subscription($id: Int!) { ...Board } fragment Board on Subscription { preparationBoard(warehouseId: $id) { warehouseId } }', { id: 2 }, 'preparationBoard'],
      ['subscription { ... on Subscription { wall: preparationBoard(warehouseId: 2) { warehouseId } } }', {}, 'wall'],
    ];
    for (const [query, variables, field] of spellings) {
      const result = await firstResult(suite.stack.url, query, variables);
      expect({ query, result }).toEqual({ query, result: { data: { [field]: { warehouseId: 2 } } } });
    }
  });

  it('shows counters, not internal order ids: the public board has no orderId to ask for, in the query or the stream', async () => {
    const board = await suite.stack.graphql<{ preparationBoard: { idle: { counter: number }[] } }>('{ preparationBoard(warehouseId: 1) { idle { counter } } }');
    // The seed's board: the counters of the warehouse's orders waiting (the demo data has some).
    expect(board.data?.preparationBoard.idle.length).toBeGreaterThan(0);
    expect(board.data?.preparationBoard.idle.every((order) => Object.keys(order).join() === 'counter' && Number.isInteger(order.counter))).toBe(true);
    for (const query of ['{ preparationBoard(warehouseId: 1) { idle { orderId } } }', 'subscription { preparationBoard(warehouseId: 1) { prepared { orderId counter } } }']) {
      const answer = query.startsWith('{') ? await suite.stack.graphql(query) : await firstResult(suite.stack.url, query);
      expect({ query, data: answer.data, codes: answer.errors?.map((error) => error.extensions?.code) }).toEqual({ query, data: undefined, codes: ['GRAPHQL_VALIDATION_FAILED'] });
    }
  });

  it('answers the query without a token too', async () => {
    const answer = await suite.stack.graphql<{ preparationBoard: { warehouseId: number; idle: unknown[] } }>(BOARD_QUERY);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.preparationBoard.warehouseId).toBe(1);
  });

  it('ends the stream of an unknown warehouse with NOT_FOUND', async () => {
    const subscriber = subscribeBoard(suite.stack.url, 999_999);
    try {
      await subscriber.ended;
      expect(subscriber.results.map((result) => result.errors?.map((error) => error.extensions?.code))).toEqual([['NOT_FOUND']]);
    } finally {
      await subscriber.close();
    }
    const answer = await suite.stack.graphql('{ preparationBoard(warehouseId: 999999) { warehouseId } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
