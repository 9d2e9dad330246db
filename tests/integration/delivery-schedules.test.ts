import { describe, expect, it } from 'vitest';
import { DeliveryMessages } from '@console/schema';
import { insertReturnReason, insertVehicle } from '../../rest-api/src/delivery/delivery.fixtures.ts';
import type { ScheduleRow as Schedule } from '../../rest-api/src/delivery/schedules.repository.ts';
import { deliverableDate, orderFixture } from '../../rest-api/src/orders/orders.fixtures.ts';
import { preparedStack } from './prepared-stack.ts';
import { backends } from './stack.ts';

const CREATE = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { ok order { orderId } } }`;
const CONFIRM = `mutation($orderId: Int!, $input: ConfirmOrderInput!) { confirmOrder(orderId: $orderId, input: $input) { confirmed order { orderId orderLines { articleCode } } } }`;
const CATALOG = `query($customerId: Int!, $keyword: String) { posCatalog(customerId: $customerId, page: 1, keyword: $keyword) { items { articleId stockQuantity } } }`;
const TO_PLAN = `query($w: Int!, $d: String!) { dispatchOrders(warehouseId: $w, dateFrom: $d, dateTo: $d) { orderId weight lat lng } }`;
const SCHEDULE_FIELDS = 'scheduleId code scheduleStatusId provisionalStatusId synchronized externalId orderCount orders { orderId orderStatusId scheduleOrderStatusId returnReasonId paymentModeId }';
const ASSIGN = `mutation($input: DispatchAssignmentInput!) { assignDispatch(input: $input) { ok errors { field message } schedule { ${SCHEDULE_FIELDS} } } }`;
const INVOICE = `mutation($id: Int!) { invoiceSchedule(scheduleId: $id) { ok errors { field message } schedule { ${SCHEDULE_FIELDS} } } }`;
const OUTCOME = `mutation($input: DeliveryOutcomeInput!) { recordDeliveryOutcome(input: $input) { ok errors { field message } schedule { ${SCHEDULE_FIELDS} } } }`;
const LIST = `query($filter: ScheduleFilter!) { schedules(filter: $filter) { count items { scheduleId scheduleStatusId provisionalStatusId } } }`;

interface ScheduleResult {
  ok: boolean;
  errors: { field: string; message: string }[];
  schedule: Schedule | null;
}

const STOCK = 1000;
const QUANTITY = 4;

describe.each(backends)('a delivery round through the gateway (%s)', (backend) => {
  const stack = preparedStack(backend, ['admin'], async (db) => {
    const fixture = await orderFixture(db, { customers: 2, stock: STOCK });
    return { fixture, vehicleId: await insertVehicle(db, { warehouseId: fixture.warehouseId }), reasonId: await insertReturnReason(db) };
  });
  const { suite } = stack;

  async function confirmed(customerId: number, articleId: number) {
    const { fixture } = stack.fixture();
    const created = await suite.as<{ createOrder: { order: { orderId: number } } }>('admin', CREATE, { input: { customerId, lines: [{ articleId, quantity: QUANTITY }] } });
    const orderId = created.data?.createOrder.order.orderId ?? 0;
    const answer = await suite.as<{ confirmOrder: { confirmed: boolean; order: { orderId: number; orderLines: { articleCode: string }[] } } }>('admin', CONFIRM, {
      orderId,
      input: { paymentModeId: 100, desiredDeliveryDate: deliverableDate(), deliverySlotId: fixture.slotId },
    });
    expect(answer.data?.confirmOrder.confirmed, JSON.stringify(answer)).toBe(true);
    return answer.data!.confirmOrder.order;
  }

  async function stockOf(articleId: number, code: string) {
    const answer = await suite.as<{ posCatalog: { items: { articleId: number; stockQuantity: number | null }[] } }>('admin', CATALOG, {
      customerId: stack.fixture().fixture.customerIds[0],
      keyword: code,
    });
    return answer.data?.posCatalog.items.find((item) => item.articleId === articleId)?.stockQuantity;
  }

  const outcome = async (input: object) => (await suite.as<{ recordDeliveryOutcome: ScheduleResult }>('admin', OUTCOME, { input })).data!.recordDeliveryOutcome;

  it('dispatches once, invoices, delivers one and returns one: the schedule closes, the stock comes back once', async () => {
    const { fixture, vehicleId, reasonId } = stack.fixture();
    const article = fixture.articleIds[0] ?? 0;
    const orders = [await confirmed(fixture.customerIds[0] ?? 0, article), await confirmed(fixture.customerIds[1] ?? 0, article)];
    const [delivered = 0, returned = 0] = orders.map((order) => order.orderId);
    const code = orders[0]?.orderLines[0]?.articleCode ?? '';
    expect(await stockOf(article, code)).toBe(STOCK - 2 * QUANTITY);

    const toPlan = await suite.as<{ dispatchOrders: { orderId: number }[] }>('admin', TO_PLAN, { w: fixture.warehouseId, d: deliverableDate() });
    expect(toPlan.data?.dispatchOrders.map((order) => order.orderId)).toEqual(expect.arrayContaining([delivered, returned]));

    const input = { warehouseId: fixture.warehouseId, vehicleId, operationDate: deliverableDate(), deliverySlotId: fixture.slotId, orderIds: [delivered, returned] };
    const [first, second] = await Promise.all([0, 1].map(() => suite.as<{ assignDispatch: ScheduleResult }>('admin', ASSIGN, { input })));
    const answers = [first, second].map((answer) => answer!.data!.assignDispatch);
    expect(answers.map((answer) => answer.ok).sort()).toEqual([false, true]);
    expect(answers.find((answer) => !answer.ok)?.errors).toEqual([{ field: '', message: DeliveryMessages.ordersNoLongerConfirmed }]);
    const schedule = answers.find((answer) => answer.ok)!.schedule!;
    expect(schedule).toMatchObject({ scheduleStatusId: 1, orderCount: 2, synchronized: false });

    const provisional = await suite.as<{ schedules: { items: { scheduleId: number; provisionalStatusId: number }[] } }>('admin', LIST, {
      filter: { kind: 'PROVISIONAL', statusId: 1, vehicleId },
    });
    expect(provisional.data?.schedules.items.map((item) => item.scheduleId)).toEqual([schedule.scheduleId]);

    const invoiced = (await suite.as<{ invoiceSchedule: ScheduleResult }>('admin', INVOICE, { id: schedule.scheduleId })).data!.invoiceSchedule;
    expect(invoiced.schedule).toMatchObject({ scheduleStatusId: 2, synchronized: true, externalId: `FAC-${schedule.code}` });
    expect(invoiced.schedule?.orders.map((order) => order.orderStatusId)).toEqual([4, 4]);

    const missingReason = await outcome({ scheduleId: schedule.scheduleId, orderId: returned, outcome: 'RETURNED' });
    expect(missingReason).toMatchObject({ ok: false, errors: [{ field: 'reasonReturnId', message: DeliveryMessages.returnReasonRequired }] });
    const paid = await outcome({ scheduleId: schedule.scheduleId, orderId: delivered, outcome: 'DELIVERED', paymentModeId: 100 });
    expect(paid.schedule).toMatchObject({ scheduleStatusId: 3 });
    const twice = await outcome({ scheduleId: schedule.scheduleId, orderId: delivered, outcome: 'DELIVERED', paymentModeId: 100 });
    expect(twice).toMatchObject({ ok: false, errors: [{ field: '', message: DeliveryMessages.deliveryAlreadyEnded }] });
    const back = await outcome({ scheduleId: schedule.scheduleId, orderId: returned, outcome: 'RETURNED', reasonReturnId: reasonId });
    expect(back.schedule?.scheduleStatusId).toBe(4);
    expect(back.schedule?.orders.map((order) => [order.orderId, order.orderStatusId, order.scheduleOrderStatusId])).toEqual([
      [delivered, 5, 3],
      [returned, 6, 2],
    ]);
    expect(back.schedule?.orders[1]?.returnReasonId).toBe(reasonId);
    expect(await stockOf(article, code)).toBe(STOCK - QUANTITY);

    const replay = await outcome({ scheduleId: schedule.scheduleId, orderId: returned, outcome: 'RETURNED', reasonReturnId: reasonId });
    expect(replay).toMatchObject({ ok: false, errors: [{ field: '', message: DeliveryMessages.deliveryAlreadyEnded }] });
    expect(await stockOf(article, code)).toBe(STOCK - QUANTITY);
  });
});
