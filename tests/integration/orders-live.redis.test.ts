import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startStack, type Stack } from './stack.ts';
import { startableOrders, startPreparation, subscribeOrderChanges, untilListening } from './live.ts';

/** Runs only with TEST_REDIS_URL (vitest.config.ts leaves this file out otherwise). */
const redisUrl = process.env.TEST_REDIS_URL!;

describe('orderChanges across gateway replicas sharing Redis', () => {
  let first: Stack;
  let second: Stack;
  beforeAll(async () => {
    first = await startStack({ backend: 'pglite', redisUrl });
    second = await startStack({ backend: 'pglite', redisUrl, restApiUrl: first.restApiUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('tells a subscriber on one replica of a preparation started through the other within a second', async () => {
    const preparer = await first.signIn(demo.admin.email, demo.admin.password);
    const watcher = await second.signIn(demo.admin.email, demo.admin.password);
    const subscriber = subscribeOrderChanges(second, watcher);
    try {
      const [warmUp = 0, orderId = 0] = await startableOrders(first, preparer, 2);
      await untilListening(first, preparer, subscriber, warmUp);
      await startPreparation(first, preparer, orderId);
      expect(await subscriber.sees(orderId, 1_000)).toBe(true);
    } finally {
      await subscriber.close();
    }
  });
});
