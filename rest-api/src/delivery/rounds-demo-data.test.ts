import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMarkers, type DispatchOrder } from '@console/schema';
import type { Db } from '../db/db.ts';
import { DB_HOOK_TIMEOUT, openDemoDb } from '../db/testing.ts';
import { listDispatchOrders } from './dispatch.repository.ts';
import { DEMO_ORDER_COUNT } from '../orders/demo-data.ts';
import { DEMO_ORDERS_TO_PLAN } from './rounds-demo-data.ts';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the delivery rounds demo data', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDemoDb();
  }, DB_HOOK_TIMEOUT);
  afterAll(() => db?.close());

  it('places the Casablanca warehouse\u2019s orders to plan around Casablanca, from today to today + 3, in every marker colour', async () => {
    // Its dates follow the day the set was loaded (the snapshot's).
    const [{ loadedOn = '' } = {}] = await db.query<{ loadedOn: string }>(
      `select to_char(loaded_at at time zone 'Africa/Casablanca', 'YYYY-MM-DD') as "loadedOn" from demo_data where name = 'delivery-rounds.v1'`,
    );
    const orders: DispatchOrder[] = await listDispatchOrders(db, { warehouseId: 1, dateFrom: loadedOn, dateTo: addDays(loadedOn, 3) });
    // The orders demo set numbers its orders 1 to DEMO_ORDER_COUNT; this set's come after.
    const created = orders.filter((order) => Number(order.code.slice('CMD-'.length)) > DEMO_ORDER_COUNT);
    expect(created).toHaveLength(DEMO_ORDERS_TO_PLAN);
    expect(new Set(created.map((order) => order.customerId)).size).toBe(DEMO_ORDERS_TO_PLAN);
    expect(new Set(created.map((order) => order.desiredDeliveryDate)).size).toBe(4);
    for (const order of created) {
      expect(order.lat).toBeGreaterThanOrEqual(33.5);
      expect(order.lat).toBeLessThanOrEqual(33.62);
      expect(order.lng).toBeGreaterThanOrEqual(-7.7);
      expect(order.lng).toBeLessThanOrEqual(-7.48);
    }
    expect(new Set(customerMarkers(created, null).map((marker) => marker.colour))).toEqual(new Set(['green', 'blue', 'red', 'black']));
  });

  it('makes an open, an invoiced and a closed round with the fleet\u2019s vehicles and reasons', async () => {
    const schedules = await db.query<{ status: number; synchronized: boolean; orders: number[]; delivery: number[]; reasons: number }>(
      `select s.schedule_status_id as status, s.external_id is not null as synchronized,
              array_agg(o.order_status_id order by o.order_id) as orders, array_agg(o.schedule_order_status order by o.order_id) as delivery,
              count(o.return_reason_id)::int as reasons
         from schedules s join schedule_orders so on so.schedule_id = s.schedule_id join orders o on o.order_id = so.order_id
        group by s.schedule_id order by s.schedule_status_id`,
    );
    expect(schedules).toEqual([
      { status: 1, synchronized: false, orders: [3, 3, 3, 3], delivery: [1, 1, 1, 1], reasons: 0 },
      { status: 2, synchronized: true, orders: [4, 4, 4], delivery: [1, 1, 1], reasons: 0 },
      { status: 4, synchronized: true, orders: [5, 5, 6], delivery: [3, 3, 2], reasons: 1 },
    ]);
  });
});
