import { describe, expect, it } from 'vitest';
import { OrderMessages } from '@console/schema';
import type { Db } from '../db/db.ts';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { OrderRestMessages } from './messages.ts';
import { deliverableDate, orderFixture, stockOf, type OrderFixture } from './orders.fixtures.ts';

interface Order {
  orderId: number;
  code: string;
  orderStatusId: number;
  paymentModeId: number | null;
  desiredDeliveryDate: string | null;
  deliverySlotId: number | null;
  confirmedAt: string | null;
  confirmedBy: number | null;
  orderLines: { articleId: number; quantity: number }[];
}

const STOCK = 50;
const QUANTITY = 4;

async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('select user_id as id from users where lower(email) = $1', [email]);
  return row?.id ?? 0;
}

describe('orders: reopen a confirmed order for editing', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const reopen = (orderId: number, as = admin) => as({ method: 'POST', url: `/api/orders/${orderId}/reopen` });

  /** A confirmed order of QUANTITY of the fixture's first article, paid by card. */
  async function confirmedOrder(options: { ctrlStock?: boolean } = {}): Promise<{ fixture: OrderFixture; order: Order }> {
    const fixture = await orderFixture(suite.api.db, { customers: 1, stock: STOCK, ctrlStock: options.ctrlStock });
    const created = await admin({ method: 'POST', url: '/api/orders', payload: { customerId: fixture.customerIds[0], orderLines: [{ articleId: fixture.articleIds[0], quantity: QUANTITY }] } });
    const { orderId } = created.json<{ data: Order }>().data;
    const confirmed = await admin({
      method: 'POST',
      url: `/api/orders/${orderId}/confirm`,
      payload: { paymentModeId: 101, desiredDeliveryDate: deliverableDate(), deliverySlotId: fixture.slotId },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { fixture, order: confirmed.json<{ data: Order }>().data };
  }

  it('sets it back to an open basket with its stock given back, keeps date, slot and payment mode; confirming again takes the new quantity', async () => {
    const { fixture, order } = await confirmedOrder();
    const article = fixture.articleIds[0] ?? 0;
    expect(await stockOf(suite.api.db, article, fixture.warehouseId)).toBe(STOCK - QUANTITY);

    const response = await reopen(order.orderId);
    expect(response.statusCode, response.body).toBe(200);
    const reopened = response.json<{ data: Order }>().data;
    expect(reopened).toMatchObject({
      orderStatusId: 1,
      confirmedAt: null,
      confirmedBy: null,
      paymentModeId: 101,
      desiredDeliveryDate: order.desiredDeliveryDate,
      deliverySlotId: fixture.slotId,
    });
    expect(await stockOf(suite.api.db, article, fixture.warehouseId)).toBe(STOCK);

    const saved = await admin({ method: 'PUT', url: `/api/orders/${order.orderId}`, payload: { orderLines: [{ articleId: article, quantity: QUANTITY + 3 }] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await admin({
      method: 'POST',
      url: `/api/orders/${order.orderId}/confirm`,
      payload: { paymentModeId: 101, desiredDeliveryDate: deliverableDate(), deliverySlotId: fixture.slotId },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: Order }>().data).toMatchObject({ orderStatusId: 2, orderLines: [expect.objectContaining({ articleId: article, quantity: QUANTITY + 3 })] });
    expect(await stockOf(suite.api.db, article, fixture.warehouseId)).toBe(STOCK - QUANTITY - 3);
  });

  it('gives no stock back when the channel does not control it (the confirmation took none)', async () => {
    const { fixture, order } = await confirmedOrder({ ctrlStock: false });
    const article = fixture.articleIds[0] ?? 0;
    expect(await stockOf(suite.api.db, article, fixture.warehouseId)).toBe(STOCK);
    expect((await reopen(order.orderId)).statusCode).toBe(200);
    expect(await stockOf(suite.api.db, article, fixture.warehouseId)).toBe(STOCK);
  });

  it('refuses with the shared French reason (409) once preparation started or when no longer confirmed, 404 for none; nothing changes', async () => {
    const { fixture, order } = await confirmedOrder();
    const article = fixture.articleIds[0] ?? 0;
    await suite.api.db.query('update orders set preparation_status = 2 where order_id = $1', [order.orderId]);
    const started = await reopen(order.orderId);
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(OrderMessages.reopenRefusedPreparation);

    await suite.api.db.query('update orders set preparation_status = 1, order_status_id = 3 where order_id = $1', [order.orderId]);
    expect((await reopen(order.orderId)).json().message).toBe(OrderMessages.reopenRefusedForStatus('Dispatchée'));
    expect(await stockOf(suite.api.db, article, fixture.warehouseId)).toBe(STOCK - QUANTITY);

    await suite.api.db.query('update orders set order_status_id = 2 where order_id = $1', [order.orderId]);
    expect((await reopen(order.orderId)).statusCode).toBe(200);
    const twice = await reopen(order.orderId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(OrderMessages.reopenRefusedForStatus('Panier ouvert'));
    expect(await stockOf(suite.api.db, article, fixture.warehouseId)).toBe(STOCK);
    expect((await reopen(99_999_999)).statusCode).toBe(404);
  });

  it('refuses (409 naming it) when the customer already has another open basket', async () => {
    const { fixture, order } = await confirmedOrder();
    const customerId = fixture.customerIds[0];
    const other = await admin({ method: 'POST', url: '/api/orders', payload: { customerId, orderLines: [{ articleId: fixture.articleIds[1], quantity: 1 }] } });
    const draft = other.json<{ data: Order }>().data;
    const response = await reopen(order.orderId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ orderId: draft.orderId, message: OrderRestMessages.reopenDraftExists(draft.code) });
    expect((await admin({ method: 'GET', url: `/api/orders/${order.orderId}` })).json<{ data: Order }>().data.orderStatusId).toBe(2);
    expect(await stockOf(suite.api.db, fixture.articleIds[0] ?? 0, fixture.warehouseId)).toBe(STOCK - QUANTITY);
  });

  it('needs the editor\u2019s write access (permission 4 or 15 at level 3): 403 for the cashier (27, 15 read) and others', async () => {
    const { order } = await confirmedOrder();
    const cashier = suite.as(await userIdOf(suite.api.db, 'caisse@demo.ma'));
    for (const who of [cashier, suite.as(DemoUser.NOBODY), suite.as(DemoUser.MARKETING)]) expect((await reopen(order.orderId, who)).statusCode).toBe(403);
    expect((await reopen(order.orderId, suite.as(DemoUser.AGENT))).statusCode).toBe(200);
  });
});
