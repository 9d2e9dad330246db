import { describe, expect, it } from 'vitest';
import { OrderMessages } from '@console/schema';
import { deliverableDate, orderFixture } from '../../rest-api/src/orders/orders.fixtures.ts';
import { preparedStack } from './prepared-stack.ts';
import { backends } from './stack.ts';

const CREATE = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { ok order { orderId } } }`;
const UPDATE = `mutation($orderId: Int!, $input: UpdateOrderInput!) { updateOrder(orderId: $orderId, input: $input) { ok order { orderStatusId } } }`;
const CONFIRM = `mutation($orderId: Int!, $input: ConfirmOrderInput!) { confirmOrder(orderId: $orderId, input: $input) { confirmed order { orderId orderStatusId orderLines { articleCode quantity } } } }`;
const REOPEN = `mutation($orderId: Int!) { reopenOrder(orderId: $orderId) { ok order { orderId orderStatusId confirmedAt paymentModeId desiredDeliveryDate deliverySlotId } } }`;
const CATALOG = `query($customerId: Int!, $keyword: String) { posCatalog(customerId: $customerId, page: 1, keyword: $keyword) { items { articleId stockQuantity } } }`;
const LIST_FILTERS = `query($keyword: String!, $customerId: Int!) { posCustomers(keyword: $keyword) { customerId } posCustomer(customerId: $customerId) { customerId } deliveryOptions(customerId: $customerId) { slots { deliverySlotId } } }`;

const STOCK = 1_000;

interface Reopened {
  reopenOrder: { ok: boolean; order: { orderId: number; orderStatusId: number; confirmedAt: string | null; paymentModeId: number; desiredDeliveryDate: string; deliverySlotId: number } };
}


describe.each(backends)('reopening a confirmed order through the gateway (%s)', (backend) => {
  const stack = preparedStack(backend, ['admin', 'cashier'], (db) => orderFixture(db, { customers: 3, stock: STOCK }));
  const { suite } = stack;

  const confirmation = () => ({ paymentModeId: 101, desiredDeliveryDate: deliverableDate(), deliverySlotId: stack.fixture().slotId });

  async function confirm(orderId: number) {
    const answer = await suite.as<{ confirmOrder: { confirmed: boolean; order: { orderStatusId: number; orderLines: { articleCode: string; quantity: number }[] } } }>('admin', CONFIRM, {
      orderId,
      input: confirmation(),
    });
    expect(answer.data?.confirmOrder.confirmed, JSON.stringify(answer)).toBe(true);
    return answer.data!.confirmOrder.order;
  }

  async function confirmedOrder(customerId: number, articleId: number, quantity: number) {
    const created = await suite.as<{ createOrder: { order: { orderId: number } } }>('admin', CREATE, { input: { customerId, lines: [{ articleId, quantity }] } });
    const orderId = created.data?.createOrder.order.orderId ?? 0;
    return { orderId, ...(await confirm(orderId)) };
  }

  async function stockOf(articleId: number, articleCode: string) {
    const answer = await suite.as<{ posCatalog: { items: { articleId: number; stockQuantity: number | null }[] } }>('admin', CATALOG, {
      customerId: stack.fixture().customerIds[0],
      keyword: articleCode,
    });
    return answer.data?.posCatalog.items.find((item) => item.articleId === articleId)?.stockQuantity;
  }

  it('reopens, edits and confirms again: the stock ends where it started minus the one reservation of the new quantity', async () => {
    const [customerId] = stack.fixture().customerIds;
    const article = stack.fixture().articleIds[0] ?? 0;
    const order = await confirmedOrder(customerId ?? 0, article, 5);
    const code = order.orderLines[0]?.articleCode ?? '';
    expect(await stockOf(article, code)).toBe(STOCK - 5);

    const reopened = await suite.as<Reopened>('admin', REOPEN, { orderId: order.orderId });
    expect(reopened.errors).toBeUndefined();
    expect(reopened.data?.reopenOrder).toMatchObject({ ok: true, order: { orderStatusId: 1, confirmedAt: null, paymentModeId: 101, deliverySlotId: stack.fixture().slotId } });
    expect(await stockOf(article, code)).toBe(STOCK);

    const saved = await suite.as<{ updateOrder: { ok: boolean } }>('admin', UPDATE, { orderId: order.orderId, input: { lines: [{ articleId: article, quantity: 8 }] } });
    expect(saved.data?.updateOrder.ok, JSON.stringify(saved)).toBe(true);
    const again = await confirm(order.orderId);
    expect(again).toMatchObject({ orderStatusId: 2, orderLines: [{ articleCode: code, quantity: 8 }] });
    expect(await stockOf(article, code)).toBe(STOCK - 8);
  });

  it('lets one of two concurrent reopens win; the other answers the shared reason, the stock comes back once', async () => {
    const customerId = stack.fixture().customerIds[1] ?? 0;
    const article = stack.fixture().articleIds[1] ?? 0;
    const order = await confirmedOrder(customerId, article, 7);
    const code = order.orderLines[0]?.articleCode ?? '';
    expect(await stockOf(article, code)).toBe(STOCK - 7);
    const answers = await Promise.all([1, 2].map(() => suite.as<Reopened>('admin', REOPEN, { orderId: order.orderId })));
    const won = answers.filter((answer) => answer.data?.reopenOrder.ok);
    const lost = answers.filter((answer) => answer.errors);
    expect(won).toHaveLength(1);
    expect(lost.map((answer) => answer.errors?.[0]?.message)).toEqual([OrderMessages.reopenRefusedForStatus('Panier ouvert')]);
    expect(await stockOf(article, code)).toBe(STOCK);
  });

  it('lets the cashier (27) use the lists\u2019 customer and slot filters, but not reopen (the editor\u2019s write access)', async () => {
    const customerId = stack.fixture().customerIds[2] ?? 0;
    const filters = await suite.as<{ posCustomer: { customerId: number } }>('cashier', LIST_FILTERS, { keyword: 'a', customerId });
    expect(filters.errors).toBeUndefined();
    expect(filters.data?.posCustomer.customerId).toBe(customerId);
    const order = await confirmedOrder(customerId, stack.fixture().articleIds[2] ?? 0, 1);
    expect((await suite.as('cashier', REOPEN, { orderId: order.orderId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
