import { describe, expect, it } from 'vitest';
import { ORDER_LIST_MAX_TAKE, ORDER_LIST_PAGE_SIZE } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';

interface Row {
  orderId: number;
  code: string;
  customerId: number;
  customerCode: string;
  customerName: string;
  customerPhone: string | null;
  warehouseId: number | null;
  warehouseName: string | null;
  orderStatusId: number;
  orderStatusName: string;
  preparationStatus: number;
  deliveryStatus: number;
  deliveryModeId: number;
  desiredDeliveryDate: string | null;
  deliverySlot: { deliverySlotId: number } | null;
  createdAt: string;
  confirmedAt: string | null;
}
type Page = { collection: Row[]; count: number; countIsLowerBound: boolean };

describe('GET /api/orders/list', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const list = async (query: string, who = admin) => {
    const response = await who({ method: 'GET', url: `/api/orders/list${query ? `?${query}` : ''}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const countWhere = async (condition: string, values: unknown[] = []) => {
    const [row] = await suite.api.db.query<{ count: number }>(`select count(*)::int as count from orders where ${condition}`, values);
    return row?.count ?? 0;
  };
  const newestFirst = (rows: Row[]) =>
    rows.every((row, index) => {
      const next = rows[index + 1];
      return !next || row.createdAt > next.createdAt || (row.createdAt === next.createdAt && row.orderId > next.orderId);
    });

  it('answers a page of rows without lines, newest first, 50 by default, with the count of all', async () => {
    const page = await list('');
    expect(page.count).toBe(await countWhere('true'));
    expect(page.collection).toHaveLength(ORDER_LIST_PAGE_SIZE);
    expect(newestFirst(page.collection)).toBe(true);
    const [row] = page.collection;
    expect(row).not.toHaveProperty('orderLines');
    expect(row).toMatchObject({ code: expect.stringMatching(/^CMD-/), customerCode: expect.any(String), customerName: expect.any(String), orderStatusName: expect.any(String) });
    const second = await list('page=2&take=50');
    expect(second.collection[0]?.orderId).not.toBe(page.collection[0]?.orderId);
    expect(newestFirst([...page.collection, ...second.collection])).toBe(true);
  });

  it(`clamps take to ${ORDER_LIST_MAX_TAKE}, refuses take 0, answers past the end with the count`, async () => {
    expect((await list('take=5000')).collection).toHaveLength(ORDER_LIST_MAX_TAKE);
    expect((await admin({ method: 'GET', url: '/api/orders/list?take=0' })).statusCode).toBe(400);
    const past = await list('page=50&take=200');
    expect(past).toEqual({ collection: [], count: await countWhere('true'), countIsLowerBound: false });
  });

  it('filters by status, warehouse, customer, order id and desired date, counting what matches', async () => {
    const cases: [string, string, unknown[], (row: Row) => boolean][] = [
      ['statusId=2', 'order_status_id = 2', [], (row) => row.orderStatusId === 2],
      ['warehouseId=2', 'warehouse_id = 2', [], (row) => row.warehouseId === 2 && row.warehouseName !== null],
      ['statusId=3&warehouseId=1', 'order_status_id = 3 and warehouse_id = 1', [], (row) => row.orderStatusId === 3 && row.warehouseId === 1],
    ];
    const [sample] = await suite.api.db.query<{ orderId: number; customerId: number; day: string }>(
      `select order_id as "orderId", customer_id as "customerId", to_char(desired_delivery_date, 'YYYY-MM-DD') as day
         from orders where desired_delivery_date is not null order by order_id limit 1`,
    );
    if (!sample) throw new Error('no demo order with a desired date');
    cases.push(
      [`customerId=${sample.customerId}`, 'customer_id = $1', [sample.customerId], (row) => row.customerId === sample.customerId],
      [`orderId=${sample.orderId}`, 'order_id = $1', [sample.orderId], (row) => row.orderId === sample.orderId],
      [`desiredDeliveryDate=${sample.day}`, 'desired_delivery_date = $1::date', [sample.day], (row) => row.desiredDeliveryDate === sample.day],
    );
    for (const [query, condition, values, matches] of cases) {
      const page = await list(`${query}&take=200`);
      expect(page.count, query).toBe(await countWhere(condition, values));
      expect(page.count, query).toBeGreaterThan(0);
      expect(page.collection.filter((row) => !matches(row)), query).toEqual([]);
    }
  });

  it('gives the take-away and delivery lists without open baskets, by preparation status', async () => {
    for (const mode of [1, 2]) {
      const page = await list(`deliveryModeId=${mode}&excludeOpenBaskets=true&take=200`);
      expect(page.count).toBe(await countWhere('delivery_mode_id = $1 and order_status_id <> 1', [mode]));
      expect([...new Set(page.collection.map((row) => row.deliveryModeId === mode && row.orderStatusId !== 1))]).toEqual([true]);
      expect(newestFirst(page.collection)).toBe(true);
    }
    expect((await list('statusId=1')).count).toBeGreaterThan(0);
    expect((await list('statusId=1&excludeOpenBaskets=true')).count).toBe(0);
    const started = await list('preparationStatus=2&take=200');
    expect(started.count).toBe(await countWhere('preparation_status = 2'));
    expect([...new Set(started.collection.map((row) => row.preparationStatus === 2))]).toEqual([true]);
  });

  it('reads delivery status 1 for orders without one, and filters by slot', async () => {
    const [order] = await suite.api.db.query<{ orderId: number; warehouseId: number }>(
      `select order_id as "orderId", warehouse_id as "warehouseId" from orders where warehouse_id is not null order by order_id desc limit 1`,
    );
    if (!order) throw new Error('no demo order');
    const [slot] = await suite.api.db.query<{ id: number }>(
      `insert into delivery_slots (warehouse_id, start_hour, end_hour) values ($1, '06:00', '07:00') returning delivery_slot_id as id`,
      [order.warehouseId],
    );
    await suite.api.db.query('update orders set schedule_order_status = 2, delivery_slot_id = $2 where order_id = $1', [order.orderId, slot?.id]);
    const returned = await list('deliveryStatus=2');
    expect(returned.collection.map((row) => row.orderId)).toContain(order.orderId);
    expect([...new Set(returned.collection.map((row) => row.deliveryStatus === 2))]).toEqual([true]);
    const inProgress = await list('deliveryStatus=1&take=1');
    expect(inProgress.count).toBe(await countWhere('coalesce(schedule_order_status, 1) = 1'));
    expect(inProgress.collection[0]?.deliveryStatus).toBe(1);
    expect(await list(`deliverySlotId=${slot?.id}`)).toMatchObject({ count: 1, collection: [{ orderId: order.orderId, deliverySlot: { deliverySlotId: slot?.id } }] });
  });

  it('finds by order date the day of confirmation in Morocco, not in UTC', async () => {
    const [order] = await suite.api.db.query<{ orderId: number }>(
      `update orders set confirmed_at = '2031-07-10T23:30:00Z' where order_id = (select min(order_id) from orders where order_status_id = 2) returning order_id as "orderId"`,
    );
    // 23:30 UTC is 00:30 the next day in Casablanca (UTC+1 outside Ramadan).
    expect((await list('orderDate=2031-07-11')).collection.map((row) => row.orderId)).toEqual([order?.orderId]);
    expect((await list('orderDate=2031-07-10')).count).toBe(0);
  });

  it('refuses malformed filters with 400', async () => {
    for (const query of ['orderDate=2031-13-01', 'desiredDeliveryDate=hier', 'preparationStatus=5', 'deliveryModeId=3', 'statusId=x', 'orderId=99999999999999999999', 'page=99999999999999999999']) {
      expect((await admin({ method: 'GET', url: `/api/orders/list?${query}` })).statusCode, query).toBe(400);
    }
  });

  it('needs permission 15 or 27', async () => {
    expect((await suite.as(DemoUser.NOBODY)({ method: 'GET', url: '/api/orders/list' })).statusCode).toBe(403);
    expect((await suite.as(DemoUser.DISPATCHER)({ method: 'GET', url: '/api/orders/list' })).statusCode).toBe(403);
    // The agent reads orders (permission 15, consultation).
    expect((await list('take=1', suite.as(DemoUser.AGENT))).collection).toHaveLength(1);
    await suite.api.db.query(`insert into user_permissions (user_id, permission_id, access_level_id, allowed) values ($1, 27, 1, true)`, [DemoUser.NOBODY]);
    expect((await list('take=1', suite.as(DemoUser.NOBODY))).collection).toHaveLength(1);
  });
});
