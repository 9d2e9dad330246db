import { PREPARATION_BOARD_POLL_MS } from '@console/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startStack, type Stack } from './stack.ts';
import { faultyUpstream, type FaultyUpstream } from './faulty-upstream.ts';
import { startableCounters, startPreparation } from './live.ts';
import { shows, subscribeBoard } from './board-live.ts';

/** Runs only with TEST_REDIS_URL (vitest.config.ts leaves this file out otherwise). */
const redisUrl = process.env.TEST_REDIS_URL!;

describe('the preparation board across gateway replicas sharing Redis', () => {
  let first: Stack;
  let second: Stack;
  // Both replicas reach rest-api through it: it counts the board's polls.
  let proxy: FaultyUpstream | undefined;
  const upstreamFor = async (restApiUrl: string) => (proxy ??= await faultyUpstream(restApiUrl)).url;
  const pollsOf = (warehouseId: number) => proxy!.seen.filter((request) => request.path === '/api/preparation/board' && request.query === `warehouseId=${warehouseId}`);

  beforeAll(async () => {
    first = await startStack({ backend: 'pglite', redisUrl, upstreamFor });
    second = await startStack({ backend: 'pglite', redisUrl, restApiUrl: first.restApiUrl, upstreamFor });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await proxy?.close();
  });

  it('shows a subscriber on one replica a preparation started through the other within a second', async () => {
    const preparer = await first.signIn(demo.admin.email, demo.admin.password);
    const subscriber = subscribeBoard(second.url, 1);
    try {
      const { orderId, counter } = (await startableCounters(first, preparer, 1))[0]!;
      expect(await subscriber.sees(shows('idle', counter), 30_000)).toBe(true);
      await startPreparation(first, preparer, orderId);
      expect(await subscriber.sees(shows('inPreparation', counter), 1_000)).toBe(true);
    } finally {
      await subscriber.close();
    }
  });

  it('polls a warehouse once per interval whatever the subscribers on either replica', async () => {
    const warehouseId = 2;
    const subscribers = [first, second].flatMap((stack) => Array.from({ length: 50 }, () => subscribeBoard(stack.url, warehouseId)));
    try {
      const started = Date.now();
      for (const subscriber of subscribers) expect(await subscriber.sees((board) => board.warehouseId === warehouseId, 30_000)).toBe(true);
      // eslint-disable-next-line no-restricted-syntax -- polls counted over a time window: the window is the measure.
      await new Promise((resolve) => setTimeout(resolve, 11_000 - (Date.now() - started)));
      const polls = pollsOf(warehouseId);
      // The first read, then one poll per interval: ~11 s allow three at most.
      expect(polls.length).toBeGreaterThanOrEqual(1);
      expect(polls.length).toBeLessThanOrEqual(Math.ceil(11_000 / PREPARATION_BOARD_POLL_MS));
      expect([...new Set(subscribers.map((subscriber) => subscriber.results.every((result) => !result.errors)))]).toEqual([true]);
    } finally {
      await Promise.all(subscribers.map((subscriber) => subscriber.close()));
    }
  });
});
