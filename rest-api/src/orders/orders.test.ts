import { describe, expect, it } from 'vitest';
import { OrderMessages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { OrderRestMessages } from './messages.ts';
import { deliverableDate, orderFixture, setStock, stockOf } from './orders.fixtures.ts';

interface Line {
  articleId: number;
  quantity: number;
  unitPrice: number;
  isGift: boolean;
  priceChanged: boolean;
  availableQuantity: number | null;
  tvaPercent: number;
  unitCode: string;
}
interface Order {
  orderId: number;
  code: string;
  customerId: number;
  orderStatusId: number;
  orderLines: Line[];
  totalAmountTTC: number;
  totalTimbre: number;
  paymentModeId: number | null;
  confirmedBy: number | null;
  desiredDeliveryDate: string | null;
  deliverySlotId: number | null;
  sumArticleWeight: number;
}

describe('orders: create, update, cancel', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const nobody = suite.as(DemoUser.NOBODY);
  const create = (payload: object) => admin({ method: 'POST', url: '/api/orders', payload });

  it('creates an open basket priced from the articles (200), one per customer (409 naming it)', async () => {
    const fixture = await orderFixture(suite.api.db, { customers: 2 });
    const [customerId] = fixture.customerIds;
    const [articleId] = fixture.articleIds;
    const response = await create({ orderId: 0, customerId, orderLines: [{ articleId, quantity: 3 }] });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ data: Order }>().data;
    expect(order).toMatchObject({ customerId, orderStatusId: 1, paymentModeId: null });
    expect(order.code).toMatch(/^CMD-\d{6}$/);
    expect(order.orderLines).toEqual([expect.objectContaining({ articleId, quantity: 3, isGift: false, priceChanged: false, availableQuantity: null, unitPrice: fixture.prices.get(articleId) })]);
    // The line's VAT rate and the order's weight come from the article.
    const [article] = await suite.api.db.query<{ rate: number; weight: number }>(
      `select t.rate::float8 as rate, a.gross_weight::float8 as weight from articles a join taxes t on t.taxe_id = a.taxe_id where a.article_id = $1`,
      [articleId],
    );
    expect(article?.rate).toBeGreaterThan(0);
    expect(article?.weight).toBeGreaterThan(0);
    expect(order.orderLines[0]?.tvaPercent).toBe(article?.rate);
    expect(order.totalAmountTTC).toBeCloseTo(3 * (fixture.prices.get(articleId) ?? 0), 2);
    expect(order.sumArticleWeight).toBeCloseTo(3 * (article?.weight ?? 0), 3);
    // The order keeps its count of lines with its totals: the reports' lines figure reads it.
    const [stored] = await suite.api.db.query<{ linesCount: number }>('select lines_count as "linesCount" from orders where order_id = $1', [order.orderId]);
    expect(stored?.linesCount).toBe(1);

    const second = await create({ customerId, orderLines: [{ articleId, quantity: 1 }] });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ orderId: order.orderId, message: OrderRestMessages.draftExists(order.code) });

    const read = await admin({ method: 'GET', url: `/api/orders/${order.orderId}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ customer: { customerId }, data: { orderId: order.orderId } });
  });

  it("reads each line's Arabic designation for the Arabic receipt, the French one when the article has none", async () => {
    const fixture = await orderFixture(suite.api.db, { customers: 1 });
    const [customerId] = fixture.customerIds;
    const [withArabic, withoutArabic] = fixture.articleIds;
    const designate = (articleId: number | undefined, french: string, arabic: string | null) =>
      suite.api.db.query('update articles set commercial_designation = $2, commercial_designation_ar = $3 where article_id = $1', [articleId, french, arabic]);
    await designate(withArabic, 'Huile de table Al Wafa 1 L', 'زيت المائدة Al Wafa 1 لتر');
    await designate(withoutArabic, 'Sucre granulé Al Baraka 1 kg', '');
    const response = await create({ customerId, orderLines: [{ articleId: withArabic, quantity: 1 }, { articleId: withoutArabic, quantity: 1 }] });
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.json<{ data: { orderLines: { articleId: number; description: string; descriptionAr: string }[] } }>().data.orderLines;
    expect(lines.map(({ articleId, description, descriptionAr }) => ({ articleId, description, descriptionAr }))).toEqual([
      { articleId: withArabic, description: 'Huile de table Al Wafa 1 L', descriptionAr: 'زيت المائدة Al Wafa 1 لتر' },
      { articleId: withoutArabic, description: 'Sucre granulé Al Baraka 1 kg', descriptionAr: 'Sucre granulé Al Baraka 1 kg' },
    ]);
  });

  it('answers 409, never 500, to concurrent creates for one customer', async () => {
    const fixture = await orderFixture(suite.api.db, { customers: 1 });
    const body = { customerId: fixture.customerIds[0], orderLines: [{ articleId: fixture.articleIds[0], quantity: 1 }] };
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => create(body)))).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
  });

  it('answers 202 with availableQuantity when a line asks more than the stock', async () => {
    const fixture = await orderFixture(suite.api.db, { customers: 1, stock: 4 });
    const [articleId] = fixture.articleIds;
    const response = await create({ customerId: fixture.customerIds[0], orderLines: [{ articleId, quantity: 5 }] });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json<{ data: Order }>().data.orderLines[0]).toMatchObject({ quantity: 5, availableQuantity: 4 });
  });

  it('does not check stock for a channel that does not control it', async () => {
    const fixture = await orderFixture(suite.api.db, { customers: 1, stock: 0, ctrlStock: false });
    const response = await create({ customerId: fixture.customerIds[0], orderLines: [{ articleId: fixture.articleIds[0], quantity: 5 }] });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('updates the lines, date, slot and payment mode of an open basket; typed prices only when the channel allows them', async () => {
    const fixture = await orderFixture(suite.api.db, { customers: 2, allowModifPrice: true });
    const [a, b] = fixture.articleIds;
    const { orderId } = (await create({ customerId: fixture.customerIds[0], orderLines: [{ articleId: a, quantity: 1 }] })).json<{ data: Order }>().data;
    const date = deliverableDate();
    const response = await admin({
      method: 'PUT',
      url: `/api/orders/${orderId}`,
      payload: { orderLines: [{ articleId: a, quantity: 2, unitPrice: 10 }, { articleId: b, quantity: 1 }], paymentModeId: 100, desiredDeliveryDate: date, deliverySlotId: fixture.slotId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ data: Order }>().data;
    expect(order).toMatchObject({ paymentModeId: 100, desiredDeliveryDate: date, deliverySlotId: fixture.slotId });
    expect(order.orderLines.map((line) => [line.articleId, line.quantity, line.priceChanged])).toEqual([[a, 2, true], [b, 1, false]]);
    expect(order.orderLines[0]?.unitPrice).toBe(10);
    expect(order.totalTimbre).toBeGreaterThan(0);

    const refusedSlot = await admin({ method: 'PUT', url: `/api/orders/${orderId}`, payload: { orderLines: [{ articleId: a, quantity: 1 }], deliverySlotId: fixture.otherSlotId } });
    expect(refusedSlot.statusCode).toBe(400);
    expect(refusedSlot.json().message).toEqual({ deliverySlotId: OrderRestMessages.slotNotOffered });

    const other = await orderFixture(suite.api.db, { customers: 1, allowModifPrice: false });
    const typed = await create({ customerId: other.customerIds[0], orderLines: [{ articleId: a, quantity: 1, unitPrice: 5 }] });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toEqual({ 'orderLines.0.unitPrice': OrderRestMessages.priceNotModifiable });
  });

  it('cancels an open basket (1 → 7); then it can be neither edited nor cancelled again (409)', async () => {
    const fixture = await orderFixture(suite.api.db, { customers: 1 });
    const { orderId } = (await create({ customerId: fixture.customerIds[0], orderLines: [{ articleId: fixture.articleIds[0], quantity: 1 }] })).json<{ data: Order }>().data;
    const cancelled = await admin({ method: 'POST', url: `/api/orders/${orderId}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: Order }>().data.orderStatusId).toBe(7);
    const update = await admin({ method: 'PUT', url: `/api/orders/${orderId}`, payload: { orderLines: [] } });
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toBe(OrderMessages.notEditable);
    expect((await admin({ method: 'POST', url: `/api/orders/${orderId}/cancel` })).statusCode).toBe(409);
    // The customer may open a new basket.
    expect((await create({ customerId: fixture.customerIds[0], orderLines: [{ articleId: fixture.articleIds[0], quantity: 1 }] })).statusCode).toBe(200);
  });

  it('refuses bad input with 4xx, never 5xx', async () => {
    const fixture = await orderFixture(suite.api.db, { customers: 1, allowModifPrice: true });
    const customerId = fixture.customerIds[0];
    const articleId = fixture.articleIds[0];
    const bodies: object[] = [
      { customerId, orderLines: [{ articleId, quantity: 0 }] },
      { customerId, orderLines: [{ articleId, quantity: -3 }] },
      { customerId, orderLines: [{ articleId, quantity: 1e20 }] },
      { customerId, orderLines: [{ articleId, quantity: 10000 }] },
      { customerId, orderLines: [{ articleId, quantity: 1.5 }] },
      { customerId, orderLines: [{ articleId, quantity: 1, unitPrice: -1 }] },
      { customerId, orderLines: [{ articleId, quantity: 1, unitPrice: 1e300 }] },
      { customerId, orderLines: [{ articleId: 99_999_999, quantity: 1 }] },
      { customerId, orderLines: [{ articleId: 2 ** 40, quantity: 1 }] },
      { customerId: 99_999_999, orderLines: [{ articleId, quantity: 1 }] },
      { customerId, orderLines: [] },
      { customerId, paymentModeId: 999, orderLines: [{ articleId, quantity: 1 }] },
      { customerId, deliveryModeId: 7, orderLines: [{ articleId, quantity: 1 }] },
      { customerId: 'a\u0000b', orderLines: [{ articleId, quantity: 1 }] },
      { customerId, orderLines: [{ articleId: '\u0000', quantity: 1 }] },
      { customerId, orderLines: 'x' },
    ];
    for (const body of bodies) {
      const response = await create(body);
      expect(response.statusCode, `${JSON.stringify(body)} → ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${JSON.stringify(body)} → ${response.body}`).toBeLessThan(500);
    }
    expect((await create({ customerId, orderLines: [{ articleId, quantity: 0 }] })).json().message).toEqual({ 'orderLines.0.quantity': OrderMessages.quantityAboveZero });
    expect((await create({ customerId, orderLines: [{ articleId, quantity: 1, unitPrice: 0 }] })).json().message).toEqual({ 'orderLines.0.unitPrice': OrderMessages.priceAboveZero });
    for (const url of ['/api/orders/0', '/api/orders/abc', '/api/orders/99999999', `/api/orders/${2 ** 40}`]) {
      const response = await admin({ method: 'PUT', url, payload: { orderLines: [] } });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    expect((await nobody({ method: 'POST', url: '/api/orders', payload: { customerId, orderLines: [{ articleId, quantity: 1 }] } })).statusCode).toBe(403);
  });
});

describe('orders: confirmation', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const agent = suite.as(DemoUser.AGENT);
  const create = (customerId: number | undefined, lines: object[]) => admin({ method: 'POST', url: '/api/orders', payload: { customerId, orderLines: lines } });
  const confirm = (orderId: number, payload: object, as = admin) => as({ method: 'POST', url: `/api/orders/${orderId}/confirm`, payload });

  it('confirms (1 → 2), takes the stock, records who and when', async () => {
    const fixture = await orderFixture(suite.api.db, { customers: 1, stock: 10 });
    const [a, b] = fixture.articleIds;
    const { orderId } = (await create(fixture.customerIds[0], [{ articleId: a, quantity: 3 }, { articleId: b, quantity: 10 }])).json<{ data: Order }>().data;
    const date = deliverableDate();
    const response = await confirm(orderId, { paymentModeId: 101, desiredDeliveryDate: date, deliverySlotId: fixture.slotId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Order }>().data).toMatchObject({ orderStatusId: 2, confirmedBy: DemoUser.ADMIN, paymentModeId: 101, desiredDeliveryDate: date, totalTimbre: 0 });
    expect(await stockOf(suite.api.db, a ?? 0, fixture.warehouseId)).toBe(7);
    expect(await stockOf(suite.api.db, b ?? 0, fixture.warehouseId)).toBe(0);
    const again = await confirm(orderId, { paymentModeId: 101, desiredDeliveryDate: date, deliverySlotId: fixture.slotId });
    expect(again.statusCode).toBe(409);
  });

  it('answers 406 with availableQuantity and changes nothing when the stock is short', async () => {
    const fixture = await orderFixture(suite.api.db, { customers: 1, stock: 10 });
    const [a, b] = fixture.articleIds;
    const { orderId } = (await create(fixture.customerIds[0], [{ articleId: a, quantity: 3 }, { articleId: b, quantity: 5 }])).json<{ data: Order }>().data;
    await setStock(suite.api.db, b ?? 0, fixture.warehouseId, 4);
    const response = await confirm(orderId, { paymentModeId: 100, desiredDeliveryDate: deliverableDate(), deliverySlotId: fixture.slotId });
    expect(response.statusCode, response.body).toBe(406);
    const body = response.json<{ message: string; data: Order }>();
    expect(body.message).toBe(OrderMessages.stockUnavailable);
    expect(body.data.orderStatusId).toBe(1);
    expect(body.data.orderLines.find((line) => line.articleId === b)?.availableQuantity).toBe(4);
    expect(await stockOf(suite.api.db, a ?? 0, fixture.warehouseId)).toBe(10);
    expect(await stockOf(suite.api.db, b ?? 0, fixture.warehouseId)).toBe(4);
    expect(body.data.paymentModeId).toBeNull();
  });

  it('refuses a date outside the window, a slot of another warehouse, a payment mode the customer lacks, a basket under the minimum', async () => {
    const fixture = await orderFixture(suite.api.db, { customers: 1, minBasket: 1_000_000 });
    const { orderId } = (await create(fixture.customerIds[0], [{ articleId: fixture.articleIds[0], quantity: 1 }])).json<{ data: Order }>().data;
    await suite.api.db.query('delete from customer_payment_modes where customer_id = $1 and payment_mode_id = 101', [fixture.customerIds[0]]);
    const response = await confirm(orderId, { paymentModeId: 101, desiredDeliveryDate: '2020-01-01', deliverySlotId: fixture.otherSlotId });
    expect(response.statusCode, response.body).toBe(400);
    const message = response.json<{ message: Record<string, string> }>().message;
    expect(Object.keys(message).sort()).toEqual(['deliverySlotId', 'desiredDeliveryDate', 'orderLines', 'paymentModeId']);
    expect(message.orderLines).toBe("Le minimum de panier (1\u202f000\u202f000,00\u00a0DH) n'est pas atteint");
    expect(message.paymentModeId).toBe(OrderRestMessages.paymentModeNotOffered);
    for (const payload of [{}, { paymentModeId: 100, desiredDeliveryDate: 'x\u0000', deliverySlotId: 1 }, { paymentModeId: -1, desiredDeliveryDate: '2026-01-01', deliverySlotId: 2 ** 40 }]) {
      const bad = await confirm(orderId, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await confirm(99_999_999, { paymentModeId: 100, desiredDeliveryDate: deliverableDate(), deliverySlotId: fixture.slotId })).statusCode).toBe(404);
  });

  it("records the call's outcome 'Commande passée' on the agent's assignment", async () => {
    const fixture = await orderFixture(suite.api.db, { customers: 1 });
    const customerId = fixture.customerIds[0];
    await suite.api.db.query(`insert into assignment_response_types (assignment_response_type_id, name) values (1, 'Commande passée') on conflict do nothing`);
    const [assignment] = await suite.api.db.query<{ id: number }>(
      `insert into user_assignments_agent_cc (agent_id, customer_id, assignment_date) values ($1, $2, current_date) returning user_assignment_agent_cc_id as id`,
      [DemoUser.AGENT, customerId],
    );
    const { orderId } = (await create(customerId, [{ articleId: fixture.articleIds[0], quantity: 1 }])).json<{ data: Order }>().data;
    const response = await confirm(orderId, { paymentModeId: 100, desiredDeliveryDate: deliverableDate(), deliverySlotId: fixture.slotId, assignmentId: assignment?.id }, agent);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await suite.api.db.query<{ contacted: boolean; typeId: number; orderId: number }>(
      `select a.contacted, r.assignment_response_type_id as "typeId", r.order_id as "orderId"
         from user_assignments_agent_cc a join assignment_responses r on r.assignment_response_id = a.last_response_id
        where a.user_assignment_agent_cc_id = $1`,
      [assignment?.id],
    );
    expect(row).toEqual({ contacted: true, typeId: 1, orderId });
  });
});

describe('orders: lists and history', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const agent = suite.as(DemoUser.AGENT);

  it("lists a customer's orders other than baskets; an agent's history has only their own", async () => {
    const fixture = await orderFixture(suite.api.db, { customers: 1 });
    const customerId = fixture.customerIds[0];
    const line = [{ articleId: fixture.articleIds[0], quantity: 1 }];
    const first = (await admin({ method: 'POST', url: '/api/orders', payload: { customerId, orderLines: line } })).json<{ data: Order }>().data;
    await admin({ method: 'POST', url: `/api/orders/${first.orderId}/cancel` });
    const second = (await agent({ method: 'POST', url: '/api/orders', payload: { customerId, orderLines: line } })).json<{ data: Order }>().data;

    const list = await admin({ method: 'GET', url: `/api/orders?customerId=${customerId}&excludeStatusId=1&page=1&take=10` });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ collection: Order[]; count: number }>()).toMatchObject({ count: 1, collection: [{ orderId: first.orderId }] });

    const mine = await agent({ method: 'GET', url: `/api/orders/history?customerId=${customerId}` });
    expect(mine.json<{ collection: Order[]; count: number }>()).toMatchObject({ count: 1, collection: [{ orderId: second.orderId }] });
    const all = await admin({ method: 'GET', url: `/api/orders/history?customerId=${customerId}` });
    expect(all.json<{ collection: Order[] }>().collection.map((order) => order.orderId)).toEqual([second.orderId, first.orderId]);
    expect((await admin({ method: 'GET', url: '/api/orders/history' })).statusCode).toBe(400);
  });
});
