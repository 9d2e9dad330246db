import { describe, expect, it } from 'vitest';
import { businessClock, DeliveryMessages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { assignment, confirmedDeliveryOrders, insertVehicle } from './delivery.fixtures.ts';
import { DispatchRestMessages } from './messages.ts';
import type { ScheduleRow as Schedule } from './schedules.repository.ts';

const day = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('dispatch: the map\u2019s orders and assignments', { timeout: 30_000 }, () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const agent = suite.as(DemoUser.AGENT);
  const dispatch = (payload: object, as = admin) => as({ method: 'POST', url: '/api/dispatch', payload });
  const statusOf = async (orderId: number) =>
    (await suite.api.db.query<{ status: number }>('select order_status_id as status from orders where order_id = $1', [orderId]))[0]?.status;

  it('lists the confirmed delivery orders of the warehouse in the range, with their weight and position', async () => {
    const setup = await confirmedDeliveryOrders(suite.api.db, admin, 2);
    const [first] = setup.orderIds;
    await suite.api.db.query('update customer_addresses set latitude = 33.55, longitude = -7.6 where customer_id = $1', [setup.fixture.customerIds[0]]);
    const url = `/api/dispatch/orders?warehouseId=${setup.fixture.warehouseId}&dateFrom=${setup.desiredDeliveryDate}&dateTo=${setup.desiredDeliveryDate}`;
    const response = await admin({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    const orders = response.json<{ data: { orderId: number; weight: number; lat: number; lng: number; desiredDeliveryDate: string }[] }>().data;
    expect(orders.map((order) => order.orderId)).toEqual(expect.arrayContaining(setup.orderIds));
    expect(orders.find((order) => order.orderId === first)).toMatchObject({ lat: 33.55, lng: -7.6, desiredDeliveryDate: setup.desiredDeliveryDate });
    expect([...new Set(orders.map((order) => order.desiredDeliveryDate === setup.desiredDeliveryDate))]).toEqual([true]);

    const before = await admin({ method: 'GET', url: `${url.split('&dateFrom')[0]}&dateFrom=${day(setup.desiredDeliveryDate, 1)}&dateTo=${day(setup.desiredDeliveryDate, 5)}` });
    expect(before.json<{ data: { orderId: number }[] }>().data.map((order) => order.orderId)).not.toContain(first);
  });

  it('refuses a bad range, a missing field and a caller without permission 14', async () => {
    const upsideDown = await admin({ method: 'GET', url: '/api/dispatch/orders?warehouseId=1&dateFrom=2030-01-05&dateTo=2030-01-04' });
    expect(upsideDown.statusCode).toBe(400);
    expect(upsideDown.json().message).toEqual({ dateTo: DeliveryMessages.dateNotBefore('05-01-2030') });
    const missing = await admin({ method: 'GET', url: '/api/dispatch/orders?warehouseId=1&dateFrom=2030-01-05' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual({ dateTo: DeliveryMessages.required });
    expect((await agent({ method: 'GET', url: '/api/dispatch/orders?warehouseId=1&dateFrom=2030-01-05&dateTo=2030-01-05' })).statusCode).toBe(403);
    const body = { WarehouseId: 1, vehicleId: 1, operationDate: '2030-01-05', deliverySlotId: 1, ScheduleOrders: [{ orderId: 1 }] };
    expect((await dispatch(body, agent)).statusCode).toBe(403);
  });

  it('assigns the orders to the vehicle: a new open schedule, its orders dispatched with their delivery in progress', async () => {
    const setup = await confirmedDeliveryOrders(suite.api.db, admin, 2);
    const response = await dispatch(assignment(setup));
    expect(response.statusCode, response.body).toBe(200);
    const schedule = response.json<{ data: Schedule }>().data;
    expect(schedule).toMatchObject({ scheduleStatusId: 1, provisionalStatusId: 1, synchronized: false, warehouseId: setup.fixture.warehouseId, orderCount: 2 });
    expect(schedule.code).toMatch(new RegExp(`^TRN-${setup.desiredDeliveryDate.replace(/-/g, '')}-\\d{4,}$`));
    expect(schedule.orders.map((order) => [order.orderId, order.orderStatusId, order.scheduleOrderStatusId])).toEqual(setup.orderIds.map((id) => [id, 3, 1]));
    expect(schedule.weight).toBeGreaterThan(0);
  });

  it('writes nothing when one order is no longer to plan (409), nor for bad fields (400)', async () => {
    const setup = await confirmedDeliveryOrders(suite.api.db, admin, 3);
    const [first, second, third] = setup.orderIds;
    await suite.api.db.query('update orders set order_status_id = 7 where order_id = $1', [third]);
    const refused = await dispatch(assignment(setup));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DeliveryMessages.ordersNoLongerConfirmed);
    expect([await statusOf(first ?? 0), await statusOf(second ?? 0)]).toEqual([2, 2]);
    const unknown = await dispatch(assignment(setup, [first ?? 0, 99_999_999]));
    expect(unknown.statusCode).toBe(409);

    const inactive = await insertVehicle(suite.api.db, { warehouseId: setup.fixture.warehouseId, active: false });
    const today = businessClock().date;
    const bad = await dispatch({ ...assignment(setup, [first ?? 0]), vehicleId: inactive, operationDate: day(today, -1), deliverySlotId: setup.fixture.otherSlotId });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual({
      vehicleId: DeliveryMessages.vehicleInactive,
      operationDate: DeliveryMessages.dateNotBefore(today.split('-').reverse().join('-')),
      deliverySlotId: DispatchRestMessages.slotNotOfWarehouse,
    });
    const shapes = [
      { ...assignment(setup, [first ?? 0]), ScheduleOrders: [] },
      { ...assignment(setup, [first ?? 0]), vehicleId: 999_999 },
      { ...assignment(setup, [first ?? 0]), WarehouseId: 999_999 },
      { ...assignment(setup, [first ?? 0]), operationDate: 'demain' },
      { ...assignment(setup, [first ?? 0]), ScheduleOrders: [{ orderId: first }, { orderId: first }] },
    ];
    for (const payload of shapes) expect((await dispatch(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect(await statusOf(first ?? 0)).toBe(2);
  });

  it('lets one of two concurrent assignments of the same orders through, the other gets 409', async () => {
    const setup = await confirmedDeliveryOrders(suite.api.db, admin, 2);
    const responses = await Promise.all([dispatch(assignment(setup)), dispatch(assignment(setup, [...setup.orderIds].reverse()))]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const [{ count }] = await suite.api.db.query<{ count: number }>('select count(*)::int as count from schedule_orders where order_id = any($1::int[])', [setup.orderIds]);
    expect(count).toBe(2);
  });
});
