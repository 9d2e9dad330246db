import { describe, expect, it } from 'vitest';
import { OrderMessages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { OrderRestMessages } from './messages.ts';

interface Line {
  orderLineId: number;
  quantity: number;
  quantityPrepared: number | null;
}
interface Order {
  orderId: number;
  warehouseId: number | null;
  orderStatusId: number;
  preparationStatus: number;
  desiredDeliveryDate: string | null;
  confirmedAt: string | null;
  orderLines: Line[];
}

describe('preparation: the orders to prepare, start, prepared quantities, finish', () => {
  const suite = testApiSuite();
  // The demo administrator's user is attached to warehouse 1, the dispatcher's (permission 40, level 4) to warehouse 2.
  const admin = suite.as(DemoUser.ADMIN);
  const dispatcher = suite.as(DemoUser.DISPATCHER);
  const start = (orderId: number, who = admin) => who({ method: 'POST', url: `/api/orders/${orderId}/preparation/start` });
  const save = (orderId: number, payload: object, who = admin) => who({ method: 'PUT', url: `/api/orders/${orderId}/preparation`, payload });
  /** Orders of warehouse 1 confirmed, not started, with at least two lines. */
  const startable = async (count: number) => {
    const rows = await suite.api.db.query<{ orderId: number }>(
      `select o.order_id as "orderId" from orders o
        where o.warehouse_id = 1 and o.order_status_id = 2 and o.preparation_status = 1
          and (select count(*) from order_lines l where l.order_id = o.order_id) >= 2
        order by o.order_id limit $1`,
      [count],
    );
    return rows.map((row) => row.orderId);
  };

  it("lists the caller's warehouse's orders to prepare with their lines, oldest desired date first", async () => {
    const response = await admin({ method: 'GET', url: '/api/orders/preparation?take=200' });
    expect(response.statusCode, response.body).toBe(200);
    const { collection, count } = response.json<{ collection: Order[]; count: number }>();
    const [expected] = await suite.api.db.query<{ count: number }>(
      'select count(*)::int as count from orders where warehouse_id = 1 and order_status_id in (2, 3, 4) and preparation_status in (1, 2)',
    );
    expect(count).toBe(expected?.count);
    expect(count).toBeGreaterThan(0);
    expect([...new Set(collection.map((order) => order.warehouseId === 1 && [2, 3, 4].includes(order.orderStatusId) && [1, 2].includes(order.preparationStatus)))]).toEqual([true]);
    expect(collection[0]?.orderLines.length).toBeGreaterThan(0);
    expect(collection[0]?.orderLines[0]).toHaveProperty('quantityPrepared');
    const keys = collection.map((order) => `${order.desiredDeliveryDate ?? '9999'}|${order.confirmedAt}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('refuses another warehouse to a caller attached to one; a caller without one sees the warehouse asked, or all', async () => {
    const other = await admin({ method: 'GET', url: '/api/orders/preparation?warehouseId=2' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: OrderRestMessages.otherWarehouse });
    const own = await dispatcher({ method: 'GET', url: '/api/orders/preparation?take=5' });
    expect([...new Set(own.json<{ collection: Order[] }>().collection.map((order) => order.warehouseId))]).toEqual([2]);

    await suite.api.db.query('update users set warehouse_id = null where user_id = $1', [DemoUser.DISPATCHER]);
    try {
      const asked = await dispatcher({ method: 'GET', url: '/api/orders/preparation?warehouseId=3&take=200' });
      expect([...new Set(asked.json<{ collection: Order[] }>().collection.map((order) => order.warehouseId))]).toEqual([3]);
      const all = await dispatcher({ method: 'GET', url: '/api/orders/preparation?take=1' });
      const [expected] = await suite.api.db.query<{ count: number }>(
        'select count(*)::int as count from orders where order_status_id in (2, 3, 4) and preparation_status in (1, 2)',
      );
      expect(all.json<{ count: number }>().count).toBe(expected?.count);
    } finally {
      await suite.api.db.query('update users set warehouse_id = 2 where user_id = $1', [DemoUser.DISPATCHER]);
    }
  });

  it('starts a confirmed order once (2 En cours), refuses it then (409) and in another warehouse (403)', async () => {
    const [orderId = 0] = await startable(1);
    const started = await start(orderId);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<{ data: Order }>().data).toMatchObject({ orderId, preparationStatus: 2 });
    const again = await start(orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: OrderMessages.preparationNotStartable });

    const [delivered] = await suite.api.db.query<{ orderId: number }>('select order_id as "orderId" from orders where order_status_id = 5 and warehouse_id = 1 limit 1');
    expect((await start(delivered?.orderId ?? 0)).statusCode).toBe(409);
    // An invoiced order (its round invoiced before loading) is still prepared, and listed.
    const [, invoiced = 0] = await startable(2);
    await suite.api.db.query('update orders set order_status_id = 4 where order_id = $1', [invoiced]);
    expect((await start(invoiced)).statusCode).toBe(200);
    const listed = (await admin({ method: 'GET', url: '/api/orders/preparation?take=1000' })).json<{ collection: Order[] }>().collection;
    expect(listed.find((order) => order.orderId === invoiced)).toMatchObject({ orderStatusId: 4, preparationStatus: 2 });
    expect((await start(999_999)).statusCode).toBe(404);
    const elsewhere = await start(orderId, dispatcher);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ message: OrderRestMessages.otherWarehouse });
  });

  it('saves quantities while in progress, refuses faulty lines whole (400 by line), finishes 3 or 4', async () => {
    const [complete = 0, partial = 0, notStarted = 0] = await startable(3);
    const notInProgress = await save(notStarted, { lines: [], finish: true });
    expect(notInProgress.statusCode).toBe(409);
    expect(notInProgress.json()).toMatchObject({ message: OrderMessages.preparationNotInProgress });

    await start(complete);
    await start(partial);
    const lines = async (orderId: number) =>
      suite.api.db.query<Line>('select order_line_id as "orderLineId", quantity, quantity_prepared as "quantityPrepared" from order_lines where order_id = $1 order by order_line_id', [orderId]);
    const [first, second] = await lines(complete);
    const [foreign] = await lines(partial);
    if (!first || !second || !foreign) throw new Error('orders without two lines');

    const refused = await save(complete, {
      lines: [
        { orderLineId: first.orderLineId, quantityPrepared: first.quantity },
        { orderLineId: foreign.orderLineId, quantityPrepared: 1 },
        { orderLineId: second.orderLineId, quantityPrepared: second.quantity + 1 },
      ],
      finish: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: { 'lines.1.orderLineId': OrderRestMessages.lineNotInOrder, 'lines.2.quantityPrepared': OrderMessages.preparedAboveOrdered(second.quantity) },
    });
    expect([...new Set((await lines(complete)).map((line) => line.quantityPrepared))]).toEqual([null]);
    expect((await save(complete, { lines: [{ orderLineId: first.orderLineId, quantityPrepared: -1 }], finish: false })).json()).toMatchObject({
      message: { 'lines.0.quantityPrepared': OrderMessages.preparedNotNegative },
    });

    const kept = await save(complete, { lines: [{ orderLineId: first.orderLineId, quantityPrepared: first.quantity }], finish: false });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<{ data: Order }>().data.preparationStatus).toBe(2);
    // The first line keeps its stored quantity; the second gets its whole quantity: every line complete.
    const all = (await lines(complete)).slice(1).map((line) => ({ orderLineId: line.orderLineId, quantityPrepared: line.quantity }));
    const finished = await save(complete, { lines: all, finish: true });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json<{ data: Order }>().data).toMatchObject({ preparationStatus: 3 });
    expect([...new Set(finished.json<{ data: Order }>().data.orderLines.map((line) => line.quantityPrepared === line.quantity))]).toEqual([true]);
    expect((await save(complete, { lines: [], finish: true })).statusCode).toBe(409);

    // Lines never prepared count as 0: partially prepared.
    const short = await save(partial, { lines: [{ orderLineId: foreign.orderLineId, quantityPrepared: foreign.quantity }], finish: true });
    expect(short.json<{ data: Order }>().data.preparationStatus).toBe(4);
  });

  it('reads with any level of permission 40, writes only at level 4', async () => {
    await suite.api.db.query(`insert into user_permissions (user_id, permission_id, access_level_id, allowed) values ($1, 40, 1, true)`, [DemoUser.NOBODY]);
    const reader = suite.as(DemoUser.NOBODY);
    expect((await reader({ method: 'GET', url: '/api/orders/preparation?take=1' })).statusCode).toBe(200);
    const [orderId = 0] = await startable(1);
    expect((await start(orderId, reader)).statusCode).toBe(403);
    expect((await save(orderId, { lines: [], finish: false }, reader)).statusCode).toBe(403);
    expect((await suite.as(DemoUser.MARKETING)({ method: 'GET', url: '/api/orders/preparation' })).statusCode).toBe(403);
  });
});
