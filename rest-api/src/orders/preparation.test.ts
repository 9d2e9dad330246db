import { describe, expect, it } from 'vitest';
import { businessClock, OrderMessages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { newPromotion } from '../promotions/promotions.fixtures.ts';
import { OrderRestMessages } from './messages.ts';
import { deliverableDate, orderFixture, stockOf } from './orders.fixtures.ts';

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
    const money = (orderId: number) =>
      suite.api.db.query(
        `select o.total_amount_ttc, o.total_discount, o.total_tva, l.order_line_id, l.discount_amount, l.total_amount_ttc as line_total
           from orders o join order_lines l on l.order_id = o.order_id where o.order_id = $1 order by l.order_line_id`,
        [orderId],
      );
    const moneyBefore = await money(complete);
    const finished = await save(complete, { lines: all, finish: true });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json<{ data: Order }>().data).toMatchObject({ preparationStatus: 3 });
    expect([...new Set(finished.json<{ data: Order }>().data.orderLines.map((line) => line.quantityPrepared === line.quantity))]).toEqual([true]);
    // Fully prepared: billed as ordered, not a centime moved.
    expect(await money(complete)).toEqual(moneyBefore);
    expect((await save(complete, { lines: [], finish: true })).statusCode).toBe(409);

    // Lines never prepared count as 0: partially prepared.
    const short = await save(partial, { lines: [{ orderLineId: foreign.orderLineId, quantityPrepared: foreign.quantity }], finish: true });
    expect(short.json<{ data: Order }>().data.preparationStatus).toBe(4);
  });

  it('prices a short order again with the promotions of its confirmation, gives the rest back to stock, and a return only what it still holds', async () => {
    const fixture = await orderFixture(suite.api.db, { customers: 1, stock: 50 });
    const [first = 0, second = 0] = fixture.articleIds;
    const customerId = fixture.customerIds[0] ?? 0;
    const today = businessClock().date;
    // 5 % from 2 units of `first`, for the fixture's channel: in force today, when the order is confirmed.
    const promotion = newPromotion(4, {
      code: `PREP-${process.pid}`,
      dateFrom: today,
      dateTo: today,
      customerCriteria: 0,
      articleCriteria: 4,
      promotionChannels: [{ typeAction: 1, channelId: fixture.channelId }],
      promotionWarehouses: [],
      promotionCutomers: [],
      promotionArticles: [{ typeAction: 1, itemId: first, title: 'A', description: null, ranges: [{ typeAction: 1, from: 2, to: 9999, discountValue: 5, gifts: [] }] }],
    });
    const created = await admin({ method: 'POST', url: '/api/promotions', payload: promotion });
    expect(created.statusCode, created.body).toBe(200);
    const order = await admin({ method: 'POST', url: '/api/orders', payload: { customerId, orderLines: [{ articleId: first, quantity: 6 }, { articleId: second, quantity: 2 }] } });
    const { orderId } = order.json<{ data: Order }>().data;
    const confirmed = await admin({ method: 'POST', url: `/api/orders/${orderId}/confirm`, payload: { paymentModeId: 101, desiredDeliveryDate: deliverableDate(), deliverySlotId: fixture.slotId } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The order was confirmed ten days ago, when the promotion was in force; today it no longer is.
    await suite.api.db.query("update orders set confirmed_at = confirmed_at - interval '10 days' where order_id = $1", [orderId]);
    await suite.api.db.query('update promotions set date_from = $2::date - 11, date_to = $2::date - 9 where code = $1', [promotion.code, today]);
    expect([await stockOf(suite.api.db, first, 1), await stockOf(suite.api.db, second, 1)]).toEqual([44, 48]);

    await start(orderId);
    const lines = confirmed.json<{ data: Order }>().data.orderLines;
    const finished = await save(orderId, { lines: [{ orderLineId: lines[0]?.orderLineId, quantityPrepared: 3 }, { orderLineId: lines[1]?.orderLineId, quantityPrepared: 0 }], finish: true });
    expect(finished.statusCode, finished.body).toBe(200);
    type Billed = Order & { totalAmountTTC: number; totalTimbre: number; orderLines: (Line & { discountAmount: number; totalAmountTTC: number; promotionCode: string | null })[] };
    const billed = finished.json<{ data: Billed }>().data;
    const price = fixture.prices.get(first) ?? 0;
    expect(billed.preparationStatus).toBe(4);
    expect(billed.orderLines[0]).toMatchObject({ quantity: 6, quantityPrepared: 3, promotionCode: promotion.code });
    expect(billed.orderLines[0]?.discountAmount).toBeCloseTo(3 * price * 0.05, 1);
    expect(billed.orderLines[1]).toMatchObject({ quantity: 2, quantityPrepared: 0, discountAmount: 0, totalAmountTTC: 0 });
    expect(billed.totalAmountTTC).toBeCloseTo(billed.orderLines[0]?.totalAmountTTC ?? -1, 2);
    expect([await stockOf(suite.api.db, first, 1), await stockOf(suite.api.db, second, 1)]).toEqual([47, 50]);

    const returned = await admin({ method: 'POST', url: '/api/orders/status/bulk', payload: { action: 'return', orderIds: [orderId] } });
    expect(returned.json<{ done: number }>().done, returned.body).toBe(1);
    expect([await stockOf(suite.api.db, first, 1), await stockOf(suite.api.db, second, 1)]).toEqual([50, 50]);
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
