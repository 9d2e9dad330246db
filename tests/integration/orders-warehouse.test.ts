import { describe, expect, it } from 'vitest';
import { codeOf, signedInStack } from './stack.ts';
import { startableOrders, startPreparation, subscribeOrderChanges, untilListening } from './live.ts';

/** The demo preparer works in warehouse 1 with permission 40 alone; the dispatcher prepares in warehouse 2. */
const LIST = 'query($w: Int!) { orders(filter: { warehouseId: $w, excludeOpenBaskets: true }, page: 1, take: 1) { items { orderId warehouseId } } }';
const ORDER = 'query($orderId: Int!) { order(orderId: $orderId) { orderId warehouseId } }';
const WITHIN_MS = 1_000;

describe('a warehouse-bound user sees their warehouse only', () => {
  const suite = signedInStack({ backend: 'pglite' }, ['admin', 'preparer', 'dispatcher', 'cashier']);
  const orderOf = async (warehouseId: number) => {
    const answer = await suite.as<{ orders: { items: { orderId: number; warehouseId: number }[] } }>('admin', LIST, { w: warehouseId });
    const [order] = answer.data?.orders.items ?? [];
    if (order?.warehouseId !== warehouseId) throw new Error(`no order of warehouse ${warehouseId}: ${JSON.stringify(answer)}`);
    return order.orderId;
  };

  it("reads one order of their warehouse, not another warehouse's (GraphQL and REST); order permissions still span the warehouses", async () => {
    const [own, other] = [await orderOf(1), await orderOf(2)];
    expect((await suite.as<{ order: { warehouseId: number } }>('preparer', ORDER, { orderId: own })).data?.order.warehouseId).toBe(1);
    const refused = await suite.as<{ order: unknown }>('preparer', ORDER, { orderId: other });
    expect([codeOf(refused), refused.errors?.[0]?.message, refused.data?.order]).toEqual(['FORBIDDEN', 'Vous ne pouvez consulter que les commandes de votre dépôt', null]);
    const rest = await fetch(`${suite.stack.restApiUrl}/api/orders/${other}`, { headers: { authorization: `Bearer ${suite.token('preparer')}` } });
    expect(rest.status).toBe(403);
    // The cashier (27 and 15, warehouse 1) and the administrator read every warehouse's orders.
    for (const who of ['cashier', 'admin'] as const) {
      expect((await suite.as<{ order: { warehouseId: number } }>(who, ORDER, { orderId: other })).data?.order.warehouseId).toBe(2);
    }
  });

  it("gets the order changes of their warehouse, not another warehouse's, which an unbound subscriber gets", async () => {
    const preparer = subscribeOrderChanges(suite.stack, suite.token('preparer'));
    const cashier = subscribeOrderChanges(suite.stack, suite.token('cashier'));
    try {
      const [warmUp = 0, own = 0] = await startableOrders(suite.stack, suite.token('preparer'), 2);
      const [otherWarmUp = 0, other = 0] = await startableOrders(suite.stack, suite.token('dispatcher'), 2);
      await untilListening(suite.stack, suite.token('preparer'), preparer, warmUp);
      await untilListening(suite.stack, suite.token('dispatcher'), cashier, otherWarmUp);
      // Warehouse 2 first: the bus keeps the order, so once warehouse 1's event is in, warehouse 2's would be too.
      await startPreparation(suite.stack, suite.token('dispatcher'), other);
      expect(await cashier.sees(other, WITHIN_MS)).toBe(true);
      await startPreparation(suite.stack, suite.token('preparer'), own);
      expect(await preparer.sees(own, WITHIN_MS)).toBe(true);
      const seen = preparer.results.flatMap((result) => result.data?.orderChanges.warehouseIds ?? []);
      expect([...new Set(seen)]).toEqual([1]);
      expect(preparer.results.some((result) => result.data?.orderChanges.orderIds.includes(other))).toBe(false);
    } finally {
      await Promise.all([preparer.close(), cashier.close()]);
    }
  });
});
