import { describe, expect, it } from 'vitest';
import { demo, signedInStack } from './stack.ts';
import { startableOrders, startPreparation, subscribeOrderChanges, untilListening } from './live.ts';

/** The spec's promise to open lists: a change made by another user shows within a second. */
const WITHIN_MS = 1_000;

describe('orderChanges over graphql-ws', () => {
  const suite = signedInStack({ backend: 'pglite' }, ['admin', 'marketing']);

  it("tells an admin's open subscription of an order another session starts preparing", async () => {
    const subscriber = subscribeOrderChanges(suite.stack, suite.token('admin'));
    try {
      // Another sign-in of the administrator (warehouse 1) prepares.
      const preparer = await suite.stack.signIn(demo.admin.email, demo.admin.password);
      const [warmUp = 0, orderId = 0] = await startableOrders(suite.stack, preparer, 2);
      await untilListening(suite.stack, preparer, subscriber, warmUp);
      await startPreparation(suite.stack, preparer, orderId);
      expect(await subscriber.sees(orderId, WITHIN_MS)).toBe(true);
      const event = subscriber.results.find((result) => result.data?.orderChanges.orderIds.includes(orderId));
      expect(event?.data?.orderChanges).toEqual({ orderIds: [orderId], warehouseIds: [1] });
    } finally {
      await subscriber.close();
    }
  });

  // Marketing holds none of the subscription's permissions (15, 27, 40, 4).
  it('refuses a signed-in user without any of its permissions (FORBIDDEN, no stream) and a visitor (UNAUTHENTICATED)', async () => {
    for (const [token, code] of [
      [suite.token('marketing'), 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      const subscriber = subscribeOrderChanges(suite.stack, token);
      try {
        await subscriber.ended;
        expect(subscriber.results.map((result) => result.errors?.map((error) => error.extensions?.code))).toEqual([[code]]);
        expect([...new Set(subscriber.results.map((result) => result.data == null))]).toEqual([true]);
      } finally {
        await subscriber.close();
      }
    }
  });
});
