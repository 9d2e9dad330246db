import { describe, expect, it } from 'vitest';
import { businessClock, OrderMessages } from '@console/schema';
import type { Db } from '../db/db.ts';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { DEMO_COMPANY } from '../settings/company.ts';
import { OrderRestMessages } from './messages.ts';
import { deliverableDate, orderFixture, stockOf, type OrderFixture } from './orders.fixtures.ts';

interface Order {
  orderId: number;
  code: string;
  orderStatusId: number;
  warehouseId: number | null;
  totalAmountTTC: number;
  totalTimbre: number;
  totalAmountHT: number;
  paymentModeId: number | null;
  desiredDeliveryDate: string | null;
  collectedAt: string | null;
}
interface Result {
  orderId: number;
  code: string;
  ok: boolean;
  reason: string | null;
  orderStatusId: number | null;
  warehouseId: number | null;
  amountCollected: number | null;
}
interface Report {
  results: Result[];
  done: number;
  refused: number;
}

const QUANTITY = 5;
const STOCK = 100;

const day = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The first Sunday after today, and the first day after today that is neither a Sunday nor `not`. */
const nextSunday = (today: string) => [1, 2, 3, 4, 5, 6, 7].map((n) => day(today, n)).find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0) ?? '';
const nextWorkday = (today: string, not: string | null) =>
  [1, 2, 3].map((n) => day(today, n)).find((date) => date !== not && new Date(`${date}T00:00:00Z`).getUTCDay() !== 0) ?? '';

async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('select user_id as id from users where lower(email) = $1', [email]);
  return row?.id ?? 0;
}

describe('orders: the lists\u2019 bulk actions', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const bulk = (payload: object, as = admin) => as({ method: 'POST', url: '/api/orders/status/bulk', payload });

  /** Confirmed orders (status 2), each of QUANTITY of the fixture's first article, paid with `paymentModeId`. */
  async function confirmedOrders(count: number, options: { paymentModeId?: number; deliveryModeId?: number } = {}): Promise<{ fixture: OrderFixture; orders: Order[] }> {
    const fixture = await orderFixture(suite.api.db, { customers: count, stock: STOCK });
    const orders: Order[] = [];
    for (const customerId of fixture.customerIds) {
      const created = await admin({
        method: 'POST',
        url: '/api/orders',
        payload: { customerId, deliveryModeId: options.deliveryModeId ?? 2, orderLines: [{ articleId: fixture.articleIds[0], quantity: QUANTITY }] },
      });
      const { orderId } = created.json<{ data: Order }>().data;
      const confirmed = await admin({
        method: 'POST',
        url: `/api/orders/${orderId}/confirm`,
        payload: { paymentModeId: options.paymentModeId ?? 100, desiredDeliveryDate: deliverableDate(), deliverySlotId: fixture.slotId },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      orders.push(confirmed.json<{ data: Order }>().data);
    }
    return { fixture, orders };
  }

  const set = (orderId: number, column: 'order_status_id' | 'preparation_status', value: number) =>
    suite.api.db.query(`update orders set ${column} = $2 where order_id = $1`, [orderId, value]);
  const read = async (orderId: number) => (await admin({ method: 'GET', url: `/api/orders/${orderId}` })).json<{ data: Order }>().data;
  const deliveryStatus = async (orderId: number) =>
    (await suite.api.db.query<{ status: number | null }>('select schedule_order_status as status from orders where order_id = $1', [orderId]))[0]?.status;

  it('cancels each allowed order on its own, gives its stock back once, reports the others with their reason in the request order', async () => {
    const { fixture, orders } = await confirmedOrders(3);
    const [first, prepared, third] = orders.map((order) => order.orderId);
    const article = fixture.articleIds[0] ?? 0;
    expect(await stockOf(suite.api.db, article, fixture.warehouseId)).toBe(STOCK - 3 * QUANTITY);
    await set(prepared ?? 0, 'preparation_status', 3);

    const response = await bulk({ action: 'cancel', orderIds: [first, 99_999_999, prepared, third] });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<Report>();
    expect(report).toMatchObject({ done: 2, refused: 2 });
    expect(report.results).toEqual([
      { orderId: first, code: orders[0]?.code, ok: true, reason: null, orderStatusId: 7, warehouseId: fixture.warehouseId, amountCollected: null },
      { orderId: 99_999_999, code: '', ok: false, reason: OrderMessages.orderNotFound, orderStatusId: null, warehouseId: null, amountCollected: null },
      { orderId: prepared, code: orders[1]?.code, ok: false, reason: OrderMessages.alreadyPrepared, orderStatusId: 2, warehouseId: fixture.warehouseId, amountCollected: null },
      { orderId: third, code: orders[2]?.code, ok: true, reason: null, orderStatusId: 7, warehouseId: fixture.warehouseId, amountCollected: null },
    ]);
    expect(await stockOf(suite.api.db, article, fixture.warehouseId)).toBe(STOCK - QUANTITY);

    const again = (await bulk({ action: 'cancel', orderIds: [first] })).json<Report>();
    expect(again.results[0]).toMatchObject({ ok: false, reason: OrderMessages.actionRefusedForStatus('annulée', 'Annulée'), orderStatusId: 7 });
    expect(await stockOf(suite.api.db, article, fixture.warehouseId)).toBe(STOCK - QUANTITY);
  });

  it('returns a dispatched delivery order (6, delivery status 2, stock back) and refuses a delivered one', async () => {
    const { fixture, orders } = await confirmedOrders(2);
    const [dispatched, delivered] = orders.map((order) => order.orderId ?? 0);
    await set(dispatched ?? 0, 'order_status_id', 3);
    await set(delivered ?? 0, 'order_status_id', 5);
    const report = (await bulk({ action: 'return', orderIds: [dispatched, delivered] })).json<Report>();
    expect(report.results.map((result) => [result.ok, result.orderStatusId, result.reason])).toEqual([
      [true, 6, null],
      [false, 5, OrderMessages.actionRefusedForStatus('retournée', 'Livrée')],
    ]);
    expect(await deliveryStatus(dispatched ?? 0)).toBe(2);
    expect(await stockOf(suite.api.db, fixture.articleIds[0] ?? 0, fixture.warehouseId)).toBe(STOCK - QUANTITY);
  });

  it('collects by card a prepared take-away order paid cash: no stamp duty any more, TTC − stamp duty collected', async () => {
    const { fixture, orders } = await confirmedOrders(2, { paymentModeId: 100, deliveryModeId: 1 });
    const [ready, unprepared] = orders;
    expect(ready?.totalTimbre).toBeGreaterThan(0);
    await set(ready?.orderId ?? 0, 'preparation_status', 3);
    const response = await bulk({ action: 'collect', orderIds: [ready?.orderId, unprepared?.orderId], paymentModeId: 101 });
    expect(response.statusCode, response.body).toBe(200);
    const [collected, refused] = response.json<Report>().results;
    const expected = Math.round(((ready?.totalAmountTTC ?? 0) - (ready?.totalTimbre ?? 0)) * 100) / 100;
    expect(collected).toMatchObject({ ok: true, orderStatusId: 5, amountCollected: expected });
    expect(refused).toMatchObject({ ok: false, reason: OrderMessages.notPreparedYet, orderStatusId: 2, amountCollected: null });
    const after = await read(ready?.orderId ?? 0);
    expect(after).toMatchObject({ orderStatusId: 5, paymentModeId: 101, totalTimbre: 0, totalAmountTTC: expected, totalAmountHT: ready?.totalAmountHT });
    expect(after.collectedAt).not.toBeNull();
    expect(await deliveryStatus(ready?.orderId ?? 0)).toBeNull();
    // Collecting gives no stock back: the goods left with the customer.
    expect(await stockOf(suite.api.db, fixture.articleIds[0] ?? 0, fixture.warehouseId)).toBe(STOCK - 2 * QUANTITY);
  });

  it('collects cash a dispatched delivery order paid by card: stamp duty added to the TTC, delivery status 3', async () => {
    const { orders } = await confirmedOrders(1, { paymentModeId: 101 });
    const [order] = orders;
    expect(order?.totalTimbre).toBe(0);
    await set(order?.orderId ?? 0, 'order_status_id', 3);
    const [result] = (await bulk({ action: 'collect', orderIds: [order?.orderId], paymentModeId: 100 })).json<Report>().results;
    const after = await read(order?.orderId ?? 0);
    const timbre = Math.round((order?.totalAmountTTC ?? 0) * 0.25) / 100;
    expect(after).toMatchObject({ orderStatusId: 5, paymentModeId: 100, totalTimbre: timbre });
    expect(after.totalAmountTTC).toBeCloseTo((order?.totalAmountTTC ?? 0) + timbre, 2);
    expect(result).toMatchObject({ ok: true, amountCollected: after.totalAmountTTC });
    expect(await deliveryStatus(order?.orderId ?? 0)).toBe(3);
  });

  it('refuses a bad request as a whole (400 by field), a caller without level 4 on 15 or 27 (403); the cashier may act', async () => {
    const { orders } = await confirmedOrders(1);
    const orderId = orders[0]?.orderId;
    expect((await bulk({ action: 'collect', orderIds: [orderId] })).json().message).toEqual({ paymentModeId: OrderRestMessages.paymentModeRequired });
    expect((await bulk({ action: 'cancel', orderIds: [orderId], paymentModeId: 100 })).json().message).toEqual({ paymentModeId: OrderRestMessages.paymentModeOnlyForCollect });
    const bad = [
      {},
      { action: 'delete', orderIds: [orderId] },
      { action: 'cancel', orderIds: [] },
      { action: 'cancel', orderIds: [orderId, orderId] },
      { action: 'cancel', orderIds: Array.from({ length: 501 }, (_, index) => index + 1) },
      { action: 'cancel', orderIds: [0] },
      { action: 'cancel', orderIds: [2 ** 40] },
      { action: 'collect', orderIds: [orderId], paymentModeId: 7 },
    ];
    for (const payload of bad) expect((await bulk(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await read(orderId ?? 0)).orderStatusId).toBe(2);
    for (const who of [DemoUser.NOBODY, DemoUser.MARKETING, DemoUser.DISPATCHER]) {
      expect((await bulk({ action: 'cancel', orderIds: [orderId] }, suite.as(who))).statusCode, String(who)).toBe(403);
    }
    const cashier = suite.as(await userIdOf(suite.api.db, 'caisse@demo.ma'));
    const done = await bulk({ action: 'cancel', orderIds: [orderId] }, cashier);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Report>().done).toBe(1);
  });
});

describe('orders: the delivery-date change', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const change = (orderId: number | undefined, desiredDeliveryDate: unknown, as = admin) =>
    as({ method: 'PUT', url: `/api/orders/${orderId}/delivery-date`, payload: { desiredDeliveryDate } });

  it('changes a confirmed order\u2019s date; refuses a Sunday, a past date, the same date, a draft, with the field\u2019s French text', async () => {
    const fixture = await orderFixture(suite.api.db, { customers: 2 });
    const [customerId, draftCustomerId] = fixture.customerIds;
    const line = [{ articleId: fixture.articleIds[0], quantity: 1 }];
    const { orderId } = (await admin({ method: 'POST', url: '/api/orders', payload: { customerId, orderLines: line } })).json<{ data: Order }>().data;
    const current = deliverableDate();
    await admin({ method: 'POST', url: `/api/orders/${orderId}/confirm`, payload: { paymentModeId: 100, desiredDeliveryDate: current, deliverySlotId: fixture.slotId } });
    const today = businessClock().date;

    const refusals: [unknown, string][] = [
      [nextSunday(today), OrderMessages.deliveryDateSunday],
      [day(today, -1), OrderMessages.deliveryDateBeforeToday],
      [current, OrderMessages.deliveryDateUnchanged],
      ['2031-02-30', OrderMessages.deliveryDateRequired],
      ['demain', OrderMessages.deliveryDateRequired],
    ];
    for (const [date, message] of refusals) {
      const response = await change(orderId, date);
      expect(response.statusCode, String(date)).toBe(400);
      expect(response.json().message, String(date)).toEqual({ desiredDeliveryDate: message });
    }
    const next = nextWorkday(today, current);
    const response = await change(orderId, next);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Order }>().data).toMatchObject({ orderId, desiredDeliveryDate: next, orderStatusId: 2 });

    const draft = (await admin({ method: 'POST', url: '/api/orders', payload: { customerId: draftCustomerId, orderLines: line } })).json<{ data: Order }>().data;
    expect((await change(draft.orderId, next)).json().message).toEqual({ desiredDeliveryDate: OrderMessages.deliveryDateLocked });
    expect((await change(99_999_999, next)).statusCode).toBe(404);
    const cashier = suite.as(await userIdOf(suite.api.db, 'caisse@demo.ma'));
    expect((await change(orderId, nextWorkday(today, next), cashier)).statusCode).toBe(403);
  });
});

describe('settings: the company identity', () => {
  const suite = testApiSuite({ company: { ...DEMO_COMPANY, name: 'Épicerie Atlas SARL' } });

  it('answers the configured identity to any signed-in user, 401 without a token', async () => {
    const response = await suite.as(DemoUser.NOBODY)({ method: 'GET', url: '/api/settings/company' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ...DEMO_COMPANY, name: 'Épicerie Atlas SARL' } });
    expect((await suite.api.app.inject({ method: 'GET', url: '/api/settings/company' })).statusCode).toBe(401);
  });
});
