import { describe, expect, it } from 'vitest';
import { DeliveryMessages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { stockOf } from '../orders/orders.fixtures.ts';
import { assignment, confirmedDeliveryOrders, insertReturnReason, type DispatchFixture } from './delivery.fixtures.ts';
import { DispatchRestMessages } from './messages.ts';
import type { ScheduleRow as Schedule } from './schedules.repository.ts';

const QUANTITY = 5;

describe('schedules: lists, one, delete, invoice and the end of a delivery', { timeout: 30_000 }, () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const agent = suite.as(DemoUser.AGENT);

  async function scheduled(count: number, warehouseId?: number): Promise<{ setup: DispatchFixture; schedule: Schedule }> {
    const setup = await confirmedDeliveryOrders(suite.api.db, admin, count, QUANTITY, warehouseId);
    const response = await admin({ method: 'POST', url: '/api/dispatch', payload: assignment(setup) });
    expect(response.statusCode, response.body).toBe(200);
    return { setup, schedule: response.json<{ data: Schedule }>().data };
  }
  const invoice = (scheduleId: number, ScheduleStatusId = 2, as = admin) =>
    as({ method: 'PUT', url: '/api/dispatch/schedules', payload: { ScheduleId: scheduleId, ScheduleStatusId } });
  const outcome = (scheduleId: number, orderId: number, payload: object, as = admin) =>
    as({ method: 'POST', url: `/api/dispatch/schedules/${scheduleId}/orders/${orderId}/outcome`, payload });
  const list = async (query: string, as = admin) => {
    const response = await as({ method: 'GET', url: `/api/dispatch/schedules?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ collection: Schedule[]; count: number }>();
  };
  const statusOf = async (orderId: number) =>
    (await suite.api.db.query<{ status: number }>('select order_status_id as status from orders where order_id = $1', [orderId]))[0]?.status;

  it('lists loaded and provisional schedules with their filters, and reads one with its orders', async () => {
    const { setup, schedule } = await scheduled(2);
    const [firstOrder] = setup.orderIds;
    const [{ code: orderCode = '' } = {}] = await suite.api.db.query<{ code: string }>('select code from orders where order_id = $1', [firstOrder]);
    const byOrder = await list(`orderCode=${orderCode.toLowerCase()}`);
    expect(byOrder.collection.map((row) => row.scheduleId)).toEqual([schedule.scheduleId]);
    expect(byOrder.collection[0]).toMatchObject({ orderCount: 2, orders: [] });

    const filters = `warehouseId=${setup.fixture.warehouseId}&vehicleId=${setup.vehicleId}&operationDate=${setup.desiredDeliveryDate}&slotId=${setup.fixture.slotId}`;
    expect((await list(`${filters}&scheduleStatusId=1`)).collection.map((row) => row.scheduleId)).toEqual([schedule.scheduleId]);
    expect((await list(`${filters}&scheduleStatusId=2`)).count).toBe(0);
    expect((await list(`${filters}&scheduleType=2&scheduleStatusId=1`)).collection.map((row) => row.provisionalStatusId)).toEqual([1]);
    expect((await list(`${filters}&scheduleType=2&scheduleStatusId=2`)).count).toBe(0);

    const one = await admin({ method: 'GET', url: `/api/dispatch/schedules/${schedule.scheduleId}` });
    expect(one.statusCode).toBe(200);
    expect(one.json<{ data: Schedule }>().data.orders.map((order) => order.orderId)).toEqual(setup.orderIds);
    expect((await admin({ method: 'GET', url: '/api/dispatch/schedules/99999999' })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: '/api/dispatch/schedules?scheduleType=3' })).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: '/api/dispatch/schedules?operationDate=hier' })).statusCode).toBe(400);
    expect((await agent({ method: 'GET', url: '/api/dispatch/schedules' })).statusCode).toBe(403);
  });

  it('holds a caller with only the warehouse schedules permission to their warehouse', async () => {
    const { schedule } = await scheduled(1, 2);
    const [{ id: preparerId = 0 } = {}] = await suite.api.db.query<{ id: number }>("select user_id as id from users where email = 'preparateur@demo.ma'");
    const preparer = suite.as(preparerId);
    const elsewhere = await preparer({ method: 'GET', url: `/api/dispatch/schedules/${schedule.scheduleId}` });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ message: DispatchRestMessages.otherWarehouse });
    expect((await preparer({ method: 'GET', url: '/api/dispatch/schedules?warehouseId=2' })).statusCode).toBe(403);
    const own = await list('take=100', preparer);
    // Some schedules (the one made above among them), all of warehouse 1.
    expect([...new Set(own.collection.map((row) => row.warehouseId))]).toEqual([1]);
    expect((await list('warehouseId=2&take=100')).collection.map((row) => row.scheduleId)).toContain(schedule.scheduleId);
  });

  it('deletes an open schedule (its orders await planning again), refuses an invoiced one and a caller below level 5', async () => {
    const { setup, schedule } = await scheduled(2);
    expect((await agent({ method: 'DELETE', url: `/api/dispatch/schedules/${schedule.scheduleId}` })).statusCode).toBe(403);
    const deleted = await admin({ method: 'DELETE', url: `/api/dispatch/schedules/${schedule.scheduleId}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ data: { orderIds: setup.orderIds, warehouseId: setup.fixture.warehouseId } });
    expect(await Promise.all(setup.orderIds.map(statusOf))).toEqual([2, 2]);
    expect((await admin({ method: 'DELETE', url: `/api/dispatch/schedules/${schedule.scheduleId}` })).statusCode).toBe(404);

    const again = await scheduled(1);
    expect((await invoice(again.schedule.scheduleId)).statusCode).toBe(200);
    const refused = await admin({ method: 'DELETE', url: `/api/dispatch/schedules/${again.schedule.scheduleId}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: DeliveryMessages.scheduleNotDeletable });
  });

  it('invoices an open schedule once: synchronized, its orders invoiced', async () => {
    const { setup, schedule } = await scheduled(2);
    expect((await invoice(schedule.scheduleId, 3)).statusCode).toBe(400);
    expect((await invoice(99_999_999)).statusCode).toBe(404);
    const invoiced = await invoice(schedule.scheduleId);
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    expect(invoiced.json<{ data: Schedule }>().data).toMatchObject({
      scheduleStatusId: 2,
      provisionalStatusId: 2,
      synchronized: true,
      externalId: `FAC-${schedule.code}`,
    });
    expect(await Promise.all(setup.orderIds.map(statusOf))).toEqual([4, 4]);
    const twice = await invoice(schedule.scheduleId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: DeliveryMessages.scheduleNotInvoiceable });
  });

  it('ends each delivery once: delivered (collected) and returned (stock back once, its reason), then closes the schedule', async () => {
    const { setup, schedule } = await scheduled(2);
    const [delivered = 0, returned = 0] = setup.orderIds;
    const article = setup.fixture.articleIds[0] ?? 0;
    const reasonId = await insertReturnReason(suite.api.db);

    const early = await outcome(schedule.scheduleId, delivered, { outcome: 'delivered', paymentModeId: 100 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: DeliveryMessages.scheduleNotInvoiced });
    await invoice(schedule.scheduleId);

    expect((await outcome(schedule.scheduleId, delivered, { outcome: 'delivered' })).json()).toMatchObject({ message: { paymentModeId: DeliveryMessages.paymentModeRequired } });
    expect((await outcome(schedule.scheduleId, returned, { outcome: 'returned' })).json()).toMatchObject({ message: { reasonReturnId: DeliveryMessages.returnReasonRequired } });
    expect((await outcome(schedule.scheduleId, returned, { outcome: 'returned', reasonReturnId: 99_999_999 })).json()).toMatchObject({
      message: { reasonReturnId: DispatchRestMessages.unknownReturnReason },
    });
    for (const payload of [{}, { outcome: 'lost' }, { outcome: 'delivered', paymentModeId: 7 }]) {
      expect((await outcome(schedule.scheduleId, delivered, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await outcome(schedule.scheduleId, 99_999_999, { outcome: 'delivered', paymentModeId: 100 })).statusCode).toBe(404);
    expect((await outcome(99_999_999, delivered, { outcome: 'delivered', paymentModeId: 100 })).statusCode).toBe(404);
    expect((await outcome(schedule.scheduleId, delivered, { outcome: 'delivered', paymentModeId: 100 }, agent)).statusCode).toBe(403);

    const stockBefore = await stockOf(suite.api.db, article, setup.fixture.warehouseId);
    const first = await outcome(schedule.scheduleId, delivered, { outcome: 'delivered', paymentModeId: 101 });
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = first.json<{ data: Schedule }>().data;
    expect(afterFirst.scheduleStatusId).toBe(3);
    expect(afterFirst.orders[0]).toMatchObject({ orderId: delivered, orderStatusId: 5, scheduleOrderStatusId: 3, paymentModeId: 101 });
    const [stored] = await suite.api.db.query<{ totalTimbre: number }>('select total_timbre::float8 as "totalTimbre" from orders where order_id = $1', [delivered]);
    expect(afterFirst.orders[0]?.totalTimbre).toBe(stored?.totalTimbre);

    const twice = await outcome(schedule.scheduleId, delivered, { outcome: 'delivered', paymentModeId: 100 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: DeliveryMessages.deliveryAlreadyEnded });

    const second = await outcome(schedule.scheduleId, returned, { outcome: 'returned', reasonReturnId: reasonId });
    expect(second.statusCode, second.body).toBe(200);
    const closed = second.json<{ data: Schedule }>().data;
    expect(closed.scheduleStatusId).toBe(4);
    expect(closed.orders[1]).toMatchObject({ orderId: returned, orderStatusId: 6, scheduleOrderStatusId: 2, returnReasonId: reasonId });
    expect(await stockOf(suite.api.db, article, setup.fixture.warehouseId)).toBe(stockBefore + QUANTITY);

    const replay = await outcome(schedule.scheduleId, returned, { outcome: 'returned', reasonReturnId: reasonId });
    // Sent again once the schedule has closed: refused as an ended delivery, the stock given back once.
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ message: DeliveryMessages.deliveryAlreadyEnded });
    expect(await stockOf(suite.api.db, article, setup.fixture.warehouseId)).toBe(stockBefore + QUANTITY);
  });
});
