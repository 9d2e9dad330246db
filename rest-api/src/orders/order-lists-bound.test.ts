import { COUNT_BOUND, pageBeyondBoundMessage } from '@console/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { DB_HOOK_TIMEOUT } from '../db/testing.ts';
import { DemoUser, testApiSuite } from '../http/testing.ts';

type Page = { collection: { orderId: number }[]; count: number; countIsLowerBound: boolean };

/** The order lists over more orders than the count bound: copies of one confirmed take-away order, added to the demo's. */
describe(`order lists over more than ${COUNT_BOUND} orders`, () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const get = async (url: string) => {
    const response = await admin({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const countWhere = async (condition: string, values: unknown[] = []) => {
    const [row] = await suite.api.db.query<{ count: number }>(`select count(*)::int as count from orders where ${condition}`, values);
    return row?.count ?? 0;
  };
  let source: { orderId: number; customerId: number; deliveryModeId: number };

  beforeAll(async () => {
    const db = suite.api.db;
    [source] = await db.query<typeof source>(
      `select order_id as "orderId", customer_id as "customerId", delivery_mode_id as "deliveryModeId"
         from orders where order_status_id = 2 and delivery_mode_id = 1 order by order_id limit 1`,
    );
    const columns = (
      await db.query<{ name: string }>(
        `select column_name as name from information_schema.columns
          where table_name = 'orders' and table_schema = current_schema() and column_name not in ('order_id', 'code')
            and is_generated = 'NEVER'`,
      )
    ).map((column) => `"${column.name}"`);
    await db.query(
      `insert into orders (code, ${columns.join(', ')})
       select 'BOUND-' || n, ${columns.map((column) => `o.${column}`).join(', ')}
         from orders o cross join generate_series(1, ${COUNT_BOUND + 1}) n where o.order_id = $1`,
      [source.orderId],
    );
  }, DB_HOOK_TIMEOUT);

  it('answers the bound and says more match, for all orders, the take-away list and a customer’s orders', async () => {
    expect(await countWhere('true')).toBeGreaterThan(COUNT_BOUND);
    for (const url of ['/api/orders/list', `/api/orders/list?deliveryModeId=${source.deliveryModeId}`, `/api/orders?customerId=${source.customerId}`]) {
      expect(await get(url), url).toMatchObject({ count: COUNT_BOUND, countIsLowerBound: true });
    }
  });

  it('counts exactly below the bound: the delivery list', async () => {
    const page = await get('/api/orders/list?deliveryModeId=2');
    expect(page).toMatchObject({ count: await countWhere('delivery_mode_id = 2'), countIsLowerBound: false });
    expect(page.count).toBeGreaterThan(0);
  });

  it('serves the last page within the bound, and refuses one beyond it in French', async () => {
    const last = await get(`/api/orders/list?take=50&page=${COUNT_BOUND / 50}`);
    expect(last.collection).toHaveLength(50);
    expect(last).toMatchObject({ count: COUNT_BOUND, countIsLowerBound: true });
    for (const url of [`/api/orders/list?take=50&page=${COUNT_BOUND / 50 + 1}`, `/api/orders?customerId=${source.customerId}&take=10&page=${COUNT_BOUND / 10 + 1}`]) {
      const beyond = await admin({ method: 'GET', url });
      expect(beyond.statusCode, url).toBe(400);
      expect(beyond.json<{ message: string }>().message).toBe(pageBeyondBoundMessage);
    }
  });
});
