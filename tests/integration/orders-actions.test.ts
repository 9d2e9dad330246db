import { describe, expect, it } from 'vitest';
import { businessClock, OrderMessages } from '@console/schema';
import type { Executor } from '../../rest-api/src/db/db.ts';
import { deliverableDate, orderFixture, type OrderFixture } from '../../rest-api/src/orders/orders.fixtures.ts';
import { palierPromotionInput } from '../promotion-input.ts';
import { preparedStack } from './prepared-stack.ts';
import { backends } from './stack.ts';

const CREATE = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { ok order { orderId } } }`;
const CONFIRM = `mutation($orderId: Int!, $input: ConfirmOrderInput!) { confirmOrder(orderId: $orderId, input: $input) { confirmed order { orderId desiredDeliveryDate orderLines { articleCode } } } }`;
const ACT = `mutation($input: OrderActionInput!) { runOrderAction(input: $input) { ok errors { field message } done refused results { orderId code ok reason orderStatusId amountCollected warehouseId } } }`;
const ORDER = `query($orderId: Int!) { order(orderId: $orderId) { orderId orderStatusId paymentModeId totalAmountTTC totalTimbre collectedAt } }`;
const CATALOG = `query($customerId: Int!, $keyword: String) { posCatalog(customerId: $customerId, page: 1, keyword: $keyword) { items { articleId stockQuantity } } }`;
const PROMOTION = `mutation($input: PromotionInput!) { createPromotion(input: $input) { ok errors { field message } } }`;
const START = `mutation($orderId: Int!) { startOrderPreparation(orderId: $orderId) { ok errors { field message } } }`;
const PREPARE = `mutation($orderId: Int!, $lines: [PreparedLineInput!]!) {
  saveOrderPreparation(orderId: $orderId, lines: $lines, finish: true) {
    ok errors { field message }
    order { preparationStatus totalAmountTTC totalTimbre orderLines { orderLineId articleId quantity quantityPrepared unitPrice discountAmount totalAmountTTC } }
  }
}`;
const CHANGE_DATE = `mutation($orderId: Int!, $date: String!) { changeOrderDeliveryDate(orderId: $orderId, desiredDeliveryDate: $date) { ok errors { field message } order { desiredDeliveryDate } } }`;

interface Result {
  orderId: number;
  code: string;
  ok: boolean;
  reason: string | null;
  orderStatusId: number | null;
  amountCollected: number | null;
  warehouseId: number | null;
}
interface Report {
  ok: boolean;
  errors: { field: string; message: string }[];
  done: number;
  refused: number;
  results: Result[];
}

const STOCK = 10_000;
/** A dispatched delivery order paid cash, made in the database (dispatch is not built yet): 100 DH + 0.25 stamp duty. */
const READY_TTC = 100.25;
const READY_TIMBRE = 0.25;

async function dispatchedOrder(db: Executor, fixture: OrderFixture): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `with counter as (select nextval('order_counter')::int as n)
     insert into orders (code, counter, customer_id, channel_id, warehouse_id, delivery_mode_id, order_status_id, preparation_status, payment_mode_id,
                         total_amount_ht, total_tva, total_amount_ttc, total_timbre, confirmed_at)
     select order_code(n), n, $1, $2, $3, 2, 3, 3, 100, 83.33, 16.67, $4, $5, now() from counter
     returning order_id as id`,
    [fixture.customerIds.at(-1), fixture.channelId, fixture.warehouseId, READY_TTC, READY_TIMBRE],
  );
  return row?.id ?? 0;
}


describe.each(backends)('the order lists\u2019 actions through the gateway (%s)', (backend) => {
  // The orders' fixture and one dispatched order.
  const stack = preparedStack(backend, ['admin', 'cashier'], async (db) => {
    const fixture = await orderFixture(db, { customers: 12, stock: STOCK });
    return { fixture, dispatchedId: await dispatchedOrder(db, fixture) };
  });
  const { suite } = stack;
  const fixture = () => stack.fixture().fixture;

  /** A confirmed delivery order (cash) of `quantity` of the article; the customer may order again once it is confirmed. */
  async function confirmed(customerId: number, articleId: number, quantity: number) {
    const created = await suite.as<{ createOrder: { ok: boolean; order: { orderId: number } } }>('admin', CREATE, { input: { customerId, lines: [{ articleId, quantity }] } });
    const orderId = created.data?.createOrder.order.orderId ?? 0;
    const answer = await suite.as<{ confirmOrder: { confirmed: boolean; order: { orderId: number; desiredDeliveryDate: string; orderLines: { articleCode: string }[] } } }>(
      'admin',
      CONFIRM,
      { orderId, input: { paymentModeId: 100, desiredDeliveryDate: deliverableDate(), deliverySlotId: fixture().slotId } },
    );
    expect(answer.data?.confirmOrder.confirmed, JSON.stringify(answer)).toBe(true);
    return answer.data!.confirmOrder.order;
  }

  const act = (input: object, who: 'admin' | 'cashier' = 'cashier') => suite.as<{ runOrderAction: Report }>(who, ACT, { input });

  /** The article's stock in the fixture's warehouse, as the point of sale's catalogue shows it. */
  async function stockOf(articleId: number, articleCode: string): Promise<number | null | undefined> {
    const answer = await suite.as<{ posCatalog: { items: { articleId: number; stockQuantity: number | null }[] } }>('admin', CATALOG, { customerId: fixture().customerIds[0], keyword: articleCode });
    return answer.data?.posCatalog.items.find((item) => item.articleId === articleId)?.stockQuantity;
  }

  it('cancels 37 of 40 confirmed orders and reports the 3 refused with their reason; the stock comes back for the 37', async () => {
    const article = fixture().articleIds[0] ?? 0;
    const orders = [];
    for (let index = 0; index < 40; index += 1) orders.push(await confirmed(fixture().customerIds[index % 10] ?? 0, article, 1));
    const code = orders[0]?.orderLines[0]?.articleCode ?? '';
    expect(await stockOf(article, code)).toBe(STOCK - 40);
    // Three go back to the warehouse first (returned): a returned order can no longer be cancelled.
    const returned = [orders[3], orders[17], orders[38]].map((order) => order?.orderId ?? 0);
    expect((await act({ action: 'RETURN', orderIds: returned })).data?.runOrderAction.done).toBe(3);
    expect(await stockOf(article, code)).toBe(STOCK - 37);

    const ids = orders.map((order) => order.orderId);
    const answer = await act({ action: 'CANCEL', orderIds: ids });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const report = answer.data!.runOrderAction;
    expect(report).toMatchObject({ ok: true, errors: [], done: 37, refused: 3 });
    expect(report.results.map((result) => result.orderId)).toEqual(ids);
    const refused = report.results.filter((result) => !result.ok);
    expect(refused.map((result) => [result.orderId, result.reason, result.orderStatusId])).toEqual(
      returned.map((orderId) => [orderId, OrderMessages.actionRefusedForStatus('annulée', 'Retournée'), 6]),
    );
    for (const result of report.results.filter((candidate) => candidate.ok)) expect(result).toMatchObject({ orderStatusId: 7, warehouseId: fixture().warehouseId });
    expect(await stockOf(article, code)).toBe(STOCK);
  });

  it('gives the stock back exactly once when ten bulk cancels of the same orders race', async () => {
    const article = fixture().articleIds[1] ?? 0;
    const orders = [];
    for (let index = 0; index < 10; index += 1) orders.push(await confirmed(fixture().customerIds[index] ?? 0, article, 3));
    const code = orders[0]?.orderLines[0]?.articleCode ?? '';
    expect(await stockOf(article, code)).toBe(STOCK - 30);
    const ids = orders.map((order) => order.orderId);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => act({ action: 'CANCEL', orderIds: index % 2 ? [...ids].reverse() : ids }, index % 3 ? 'cashier' : 'admin')));
    expect(answers.filter((answer) => answer.errors || answer.status >= 500)).toEqual([]);
    const done = answers.flatMap((answer) => answer.data!.runOrderAction.results.filter((result) => result.ok).map((result) => result.orderId));
    expect(done.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(answers.reduce((sum, answer) => sum + answer.data!.runOrderAction.refused, 0)).toBe(90);
    expect(await stockOf(article, code)).toBe(STOCK);
  });

  it('bills a partly prepared order on what was prepared: the engine again (its range), the units not prepared back to stock, the cashier collecting the new amount', async () => {
    const [first = 0, second = 0] = fixture().articleIds.slice(3);
    const today = businessClock().date;
    // Article `first`: 5 % from 2 units, 10 % from 10, for the fixture's channel only.
    const promotion = await suite.as<{ createPromotion: { ok: boolean } }>('admin', PROMOTION, {
      input: palierPromotionInput({
        code: `PREP-${process.pid}`,
        dateFrom: today,
        dateTo: '2099-12-31',
        articleCriteria: 4,
        channelIds: [fixture().channelId],
        articles: [{ typeAction: 1, itemId: first, title: 'A', ranges: [{ typeAction: 1, from: 2, to: 9, discountValue: 5, gifts: [] }, { typeAction: 1, from: 10, to: 9999, discountValue: 10, gifts: [] }] }],
      }),
    });
    expect(promotion.data?.createPromotion.ok, JSON.stringify(promotion)).toBe(true);
    const customerId = fixture().customerIds[10] ?? 0;
    const created = await suite.as<{ createOrder: { order: { orderId: number } } }>('admin', CREATE, {
      input: { customerId, deliveryModeId: 1, lines: [{ articleId: first, quantity: 12 }, { articleId: second, quantity: 5 }] },
    });
    const orderId = created.data?.createOrder.order.orderId ?? 0;
    const confirm = await suite.as<{ confirmOrder: { confirmed: boolean; order: { orderLines: { articleCode: string }[] } } }>('admin', CONFIRM, {
      orderId,
      input: { paymentModeId: 100, desiredDeliveryDate: deliverableDate(), deliverySlotId: fixture().slotId },
    });
    expect(confirm.data?.confirmOrder.confirmed, JSON.stringify(confirm)).toBe(true);
    const [firstCode = '', secondCode = ''] = confirm.data!.confirmOrder.order.orderLines.map((line) => line.articleCode);
    expect(await stockOf(first, firstCode)).toBe(STOCK - 12);
    expect(await stockOf(second, secondCode)).toBe(STOCK - 5);
    const before = await suite.as<{ order: { totalAmountTTC: number } }>('admin', ORDER, { orderId });

    expect((await suite.as<{ startOrderPreparation: { ok: boolean } }>('admin', START, { orderId })).data?.startOrderPreparation.ok).toBe(true);
    const lineIds = await suite.as<{ order: { orderLines: { orderLineId: number }[] } }>('admin', `query($orderId: Int!) { order(orderId: $orderId) { orderLines { orderLineId } } }`, { orderId });
    const [firstLine = 0, secondLine = 0] = lineIds.data?.order.orderLines.map((line) => line.orderLineId) ?? [];
    type Prepared = { preparationStatus: number; totalAmountTTC: number; totalTimbre: number; orderLines: { quantity: number; quantityPrepared: number; unitPrice: number; discountAmount: number; totalAmountTTC: number }[] };
    const finished = await suite.as<{ saveOrderPreparation: { ok: boolean; order: Prepared } }>('admin', PREPARE, {
      orderId,
      lines: [
        { orderLineId: firstLine, quantityPrepared: 4 },
        { orderLineId: secondLine, quantityPrepared: 5 },
      ],
    });
    expect(finished.data?.saveOrderPreparation.ok, JSON.stringify(finished)).toBe(true);
    const order = finished.data!.saveOrderPreparation.order;
    expect(order.preparationStatus).toBe(4);
    // 4 of 12 prepared: the 5 % range, no longer the 10 % one; the fully prepared line as it was.
    const [billedFirst, billedSecond] = order.orderLines;
    const price = fixture().prices.get(first) ?? 0;
    expect(billedFirst).toMatchObject({ quantity: 12, quantityPrepared: 4 });
    expect(billedFirst?.discountAmount).toBeCloseTo(4 * price * 0.05, 1);
    expect(billedFirst?.totalAmountTTC).toBeCloseTo(4 * price - (billedFirst?.discountAmount ?? 0), 2);
    expect(billedSecond).toMatchObject({ quantity: 5, quantityPrepared: 5, discountAmount: 0 });
    expect(billedSecond?.totalAmountTTC).toBeCloseTo(5 * (fixture().prices.get(second) ?? 0), 2);
    expect(order.totalAmountTTC - order.totalTimbre).toBeCloseTo((billedFirst?.totalAmountTTC ?? 0) + (billedSecond?.totalAmountTTC ?? 0), 2);
    expect(order.totalAmountTTC).toBeLessThan(before.data?.order.totalAmountTTC ?? 0);
    // The 8 units not prepared are back in the warehouse; the prepared ones stay taken.
    expect(await stockOf(first, firstCode)).toBe(STOCK - 4);
    expect(await stockOf(second, secondCode)).toBe(STOCK - 5);

    // Take-away, prepared: the cashier collects the new amount.
    const collected = await act({ action: 'COLLECT', orderIds: [orderId], paymentModeId: 100 });
    expect(collected.data?.runOrderAction.results).toEqual([expect.objectContaining({ orderId, ok: true, amountCollected: order.totalAmountTTC })]);
  });

  it('collects a dispatched cash order by card: TTC − stamp duty collected, the order without stamp duty', async () => {
    const orderId = stack.fixture().dispatchedId;
    const answer = await act({ action: 'COLLECT', orderIds: [orderId], paymentModeId: 101 });
    expect(answer.data?.runOrderAction.results, JSON.stringify(answer)).toEqual([
      expect.objectContaining({ orderId, ok: true, orderStatusId: 5, amountCollected: READY_TTC - READY_TIMBRE }),
    ]);
    const order = await suite.as<{ order: { orderStatusId: number; paymentModeId: number; totalAmountTTC: number; totalTimbre: number; collectedAt: string | null } }>('admin', ORDER, { orderId });
    expect(order.data?.order).toMatchObject({ orderStatusId: 5, paymentModeId: 101, totalAmountTTC: READY_TTC - READY_TIMBRE, totalTimbre: 0 });
    expect(order.data?.order.collectedAt).not.toBeNull();
    const missing = await act({ action: 'COLLECT', orderIds: [orderId] });
    expect(missing.data?.runOrderAction).toMatchObject({ ok: false, errors: [{ field: 'paymentModeId' }], results: [] });
  });

  it('refuses a Sunday and a past delivery date with their messages, accepts a working day', async () => {
    const order = await confirmed(fixture().customerIds[11] ?? 0, fixture().articleIds[2] ?? 0, 1);
    const today = businessClock().date;
    const day = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const week = [1, 2, 3, 4, 5, 6, 7].map(day);
    const sunday = week.find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0) ?? '';
    const workday = week.find((date) => date !== order.desiredDeliveryDate && new Date(`${date}T00:00:00Z`).getUTCDay() !== 0) ?? '';
    const change = (date: string) => suite.as<{ changeOrderDeliveryDate: { ok: boolean; errors: { field: string; message: string }[]; order: { desiredDeliveryDate: string } | null } }>('admin', CHANGE_DATE, { orderId: order.orderId, date });
    expect((await change(sunday)).data?.changeOrderDeliveryDate).toEqual({ ok: false, errors: [{ field: 'desiredDeliveryDate', message: OrderMessages.deliveryDateSunday }], order: null });
    expect((await change(day(-1))).data?.changeOrderDeliveryDate).toEqual({ ok: false, errors: [{ field: 'desiredDeliveryDate', message: OrderMessages.deliveryDateBeforeToday }], order: null });
    expect((await change(workday)).data?.changeOrderDeliveryDate).toEqual({ ok: true, errors: [], order: { desiredDeliveryDate: workday } });
    // The cashier reads the orders (15 at level 6) but may not change a date (level 4).
    const cashier = await suite.as('cashier', CHANGE_DATE, { orderId: order.orderId, date: workday });
    expect(cashier.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
