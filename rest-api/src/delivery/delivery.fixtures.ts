/**
 * Test fixtures of dispatch and schedules: confirmed delivery orders (the orders' fixture and the orders' API),
 * a vehicle and a return reason of the test's own.
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Executor } from '../db/db.ts';
import { deliverableDate, orderFixture, type OrderFixture } from '../orders/orders.fixtures.ts';

type Call = (options: { method: string; url: string; payload?: object }) => Promise<LightMyRequestResponse>;

let vehicles = 0;

/** A vehicle of its own (active unless said), in the warehouse. */
export async function insertVehicle(db: Executor, options: { warehouseId: number; active?: boolean }): Promise<number> {
  vehicles += 1;
  const tag = `${process.pid}-${vehicles}-${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await db.query<{ id: number }>(
    `insert into vehicles (code, matriculation, brand, model, volume, weight, warehouse_id, active)
     values ($1, $2, 'Isuzu', 'NPR', 12, 3500, $3, $4) returning vehicle_id as id`,
    [`VT-${tag}`, `MT-${tag}`, options.warehouseId, options.active ?? true],
  );
  return row?.id ?? 0;
}

export async function insertReturnReason(db: Executor): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into return_reasons (name, description) values ($1, 'Test') returning reason_return_id as id`,
    [`Motif ${process.pid}-${Math.random().toString(36).slice(2, 10)}`],
  );
  return row?.id ?? 0;
}

export interface DispatchFixture {
  fixture: OrderFixture;
  orderIds: number[];
  desiredDeliveryDate: string;
  vehicleId: number;
}

/** `count` confirmed delivery orders (status 2) of fresh customers (of warehouse 1 unless given), one line each of `quantity` of the first article. */
export async function confirmedDeliveryOrders(db: Executor, call: Call, count: number, quantity = 5, warehouseId?: number): Promise<DispatchFixture> {
  const fixture = await orderFixture(db, { customers: count, stock: 100, warehouseId });
  const desiredDeliveryDate = deliverableDate();
  const orderIds: number[] = [];
  for (const customerId of fixture.customerIds) {
    const created = await call({
      method: 'POST',
      url: '/api/orders',
      payload: { customerId, deliveryModeId: 2, orderLines: [{ articleId: fixture.articleIds[0], quantity }] },
    });
    const { orderId } = created.json<{ data: { orderId: number } }>().data;
    const confirmed = await call({
      method: 'POST',
      url: `/api/orders/${orderId}/confirm`,
      payload: { paymentModeId: 100, desiredDeliveryDate, deliverySlotId: fixture.slotId },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    orderIds.push(orderId);
  }
  return { fixture, orderIds, desiredDeliveryDate, vehicleId: await insertVehicle(db, { warehouseId: fixture.warehouseId }) };
}

/** The assignment's body for the fixture's orders (or the ones given), operated on the orders' desired date. */
export const assignment = (setup: DispatchFixture, orderIds = setup.orderIds) => ({
  WarehouseId: setup.fixture.warehouseId,
  vehicleId: setup.vehicleId,
  operationDate: setup.desiredDeliveryDate,
  deliverySlotId: setup.fixture.slotId,
  ScheduleOrders: orderIds.map((orderId) => ({ orderId })),
});
