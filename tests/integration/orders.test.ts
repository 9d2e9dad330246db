import { describe, expect, it } from 'vitest';
import { OrderMessages } from '@console/schema';
import { deliverableDate, orderFixture } from '../../rest-api/src/orders/orders.fixtures.ts';
import { preparedStack } from './prepared-stack.ts';
import { backends, codeOf } from './stack.ts';

const ORDER_FIELDS = 'orderId code orderStatusId totalAmountTTC orderLines { articleId quantity availableQuantity isGift }';
const CREATE = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { ok errors { field message } stockShortage order { ${ORDER_FIELDS} } } }`;
const UPDATE = `mutation($orderId: Int!, $input: UpdateOrderInput!) { updateOrder(orderId: $orderId, input: $input) { ok errors { field message } stockShortage order { ${ORDER_FIELDS} } } }`;
const CONFIRM = `mutation($orderId: Int!, $input: ConfirmOrderInput!) { confirmOrder(orderId: $orderId, input: $input) { ok errors { field message } confirmed order { ${ORDER_FIELDS} } } }`;
const CANCEL = `mutation($orderId: Int!) { cancelDraftOrder(orderId: $orderId) { ok errors { field message } } }`;
const DRAFT = `query($customerId: Int!) { draftOrder(customerId: $customerId) { orderId } }`;
const ORDER = `query($orderId: Int!) { order(orderId: $orderId) { ${ORDER_FIELDS} } }`;
const CUSTOMER_ORDERS = `query($customerId: Int!) { customerOrders(customerId: $customerId, page: 1, take: 10) { count items { orderId orderStatusId } } }`;
const POS_CATALOG = `query($customerId: Int!, $keyword: String) { posCatalog(customerId: $customerId, page: 1, keyword: $keyword) { items { articleId stockQuantity } } }`;
const HISTORY = `query($customerId: Int!) { orderHistory(customerId: $customerId, page: 1, take: 10) { count items { orderId } } }`;

interface Order {
  orderId: number;
  code: string;
  orderStatusId: number;
  totalAmountTTC: number;
  orderLines: { articleId: number; quantity: number; availableQuantity: number | null; isGift: boolean }[];
}
interface Saved {
  ok: boolean;
  errors: { field: string; message: string }[];
  stockShortage: boolean;
  order: Order | null;
}
interface Confirmed {
  ok: boolean;
  errors: { field: string; message: string }[];
  confirmed: boolean;
  order: Order | null;
}

/** Customers racing for the last units of one article. */
const RACERS = 50;
const UNITS = 20;


describe.each(backends)('orders through the gateway (%s)', (backend) => {
  // A channel that controls stock, stock, slots, and customers racing for the last units.
  const orders = preparedStack(backend, ['admin', 'agent'], (db) => orderFixture(db, { customers: RACERS + 3, stock: UNITS }));
  const { suite } = orders;
  const create = (customerId: number, lines: object[]) => suite.as<{ createOrder: Saved }>('admin', CREATE, { input: { customerId, lines } });
  const confirmInput = () => ({ paymentModeId: 100, desiredDeliveryDate: deliverableDate(), deliverySlotId: orders.fixture().slotId });

  it('creates, reprices on update (stockShortage over the stock), refuses a second basket and bad input', async () => {
    const customerId = orders.fixture().customerIds[RACERS] ?? 0;
    const [a, b] = orders.fixture().articleIds;
    const created = await create(customerId, [{ articleId: a, quantity: 2 }]);
    expect(created.data?.createOrder, JSON.stringify(created)).toMatchObject({ ok: true, stockShortage: false, order: { orderStatusId: 1 } });
    const order = created.data?.createOrder.order;
    const draft = await suite.as<{ draftOrder: { orderId: number } | null }>('agent', DRAFT, { customerId });
    expect(draft.data?.draftOrder?.orderId).toBe(order?.orderId);

    const second = await create(customerId, [{ articleId: a, quantity: 1 }]);
    expect(codeOf(second)).toBe('BAD_USER_INPUT');
    expect(second.errors?.[0]?.message).toContain(order?.code);

    const updated = await suite.as<{ updateOrder: Saved }>('admin', UPDATE, { orderId: order?.orderId, input: { lines: [{ articleId: a, quantity: 1 }, { articleId: b, quantity: UNITS + 1 }] } });
    expect(updated.data?.updateOrder).toMatchObject({ ok: true, stockShortage: true });
    expect(updated.data?.updateOrder.order?.orderLines.find((line) => line.articleId === b)?.availableQuantity).toBe(UNITS);

    const bad = await suite.as<{ updateOrder: Saved }>('admin', UPDATE, { orderId: order?.orderId, input: { lines: [{ articleId: a, quantity: 0 }] } });
    expect(bad.data?.updateOrder).toMatchObject({ ok: false, errors: [{ field: 'lines.0.quantity', message: OrderMessages.quantityAboveZero }] });

    const refused = await suite.as<{ confirmOrder: Confirmed }>('admin', CONFIRM, { orderId: order?.orderId, input: { ...confirmInput(), desiredDeliveryDate: '2020-01-01' } });
    expect(refused.data?.confirmOrder).toMatchObject({ ok: false, confirmed: false });
    expect(refused.data?.confirmOrder.errors.map((error) => error.field)).toEqual(['desiredDeliveryDate']);

    const cancelled = await suite.as<{ cancelDraftOrder: { ok: boolean } }>('admin', CANCEL, { orderId: order?.orderId });
    expect(cancelled.data?.cancelDraftOrder.ok).toBe(true);
    const customerOrders = await suite.as<{ customerOrders: { count: number; items: { orderStatusId: number }[] } }>('admin', CUSTOMER_ORDERS, { customerId });
    expect(customerOrders.data?.customerOrders).toEqual({ count: 1, items: [{ orderId: order?.orderId, orderStatusId: 7 }] });
    const history = await suite.as<{ orderHistory: { count: number } }>('agent', HISTORY, { customerId });
    expect(history.data?.orderHistory.count).toBe(0);
    expect((await suite.as<{ order: Order | null }>('admin', ORDER, { orderId: 99_999_999 })).data?.order).toBeNull();
  });

  it(`confirms exactly the ${UNITS} of ${RACERS} racing orders the stock covers, the others answered confirmed false, none a failure`, async () => {
    const [article] = orders.fixture().articleIds;
    const racers = orders.fixture().customerIds.slice(0, RACERS);
    const drafts: number[] = [];
    for (const customerId of racers) {
      const answer = await create(customerId, [{ articleId: article, quantity: 1 }]);
      expect(answer.data?.createOrder.ok, JSON.stringify(answer)).toBe(true);
      drafts.push(answer.data?.createOrder.order?.orderId ?? 0);
    }
    const answers = await Promise.all(drafts.map((orderId) => suite.as<{ confirmOrder: Confirmed }>('admin', CONFIRM, { orderId, input: confirmInput() })));
    expect(answers.filter((answer) => answer.errors || answer.status >= 500)).toEqual([]);
    const results = answers.map((answer) => answer.data?.confirmOrder);
    expect(results.filter((result) => result?.confirmed)).toHaveLength(UNITS);
    const refused = results.filter((result) => !result?.confirmed);
    expect(refused).toHaveLength(RACERS - UNITS);
    for (const result of refused) expect(result).toMatchObject({ ok: true, order: { orderStatusId: 1, orderLines: [{ quantity: 1, availableQuantity: 0 }] } });

    // The stock is exactly used up: a still open basket sees 0 left.
    const left = await suite.as<{ order: Order }>('admin', ORDER, { orderId: refused[0]?.order?.orderId });
    expect(left.data?.order.orderLines[0]?.availableQuantity).toBe(0);
    // And the warehouse's stock itself, as the point of sale reads it (on either database).
    const code = (await suite.as<{ article: { code: string } }>('admin', 'query($id: Int!) { article(articleId: $id) { code } }', { id: article })).data?.article.code;
    const catalog = await suite.as<{ posCatalog: { items: { articleId: number; stockQuantity: number | null }[] } }>('admin', POS_CATALOG, { customerId: racers[0], keyword: code });
    expect(catalog.data?.posCatalog.items.find((item) => item.articleId === article)?.stockQuantity).toBe(0);
  });
});
