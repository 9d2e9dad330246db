import { describe, expect, it } from 'vitest';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { orderFixture } from './orders.fixtures.ts';

/** Order codes past their width (issue 26): from 1,000,000 on, codes keep every digit and orders keep being created. */
describe('orders: codes past 1,000,000 and 10,000,000', { timeout: 30_000 }, () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);

  /** The next order takes this counter. */
  const counterFrom = (next: number) => suite.api.db.query(`select setval('order_counter', $1)`, [next - 1]);
  const createFor = async (customerId: number | undefined, articleId: number | undefined) => {
    const response = await admin({ method: 'POST', url: '/api/orders', payload: { customerId, orderLines: [{ articleId, quantity: 1 }] } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { orderId: number; code: string } }>().data;
  };

  it('creates baskets numbered 999,999 → 1,000,001 then 10,000,000 → 10,000,001 through POST /api/orders, each code its own', async () => {
    const fixture = await orderFixture(suite.api.db, { customers: 5 });
    const [articleId] = fixture.articleIds;
    const made: string[] = [];
    await counterFrom(999_999);
    for (const customerId of fixture.customerIds.slice(0, 3)) made.push((await createFor(customerId, articleId)).code);
    await counterFrom(10_000_000);
    for (const customerId of fixture.customerIds.slice(3)) made.push((await createFor(customerId, articleId)).code);
    expect(made).toEqual(['CMD-999999', 'CMD-1000000', 'CMD-1000001', 'CMD-10000000', 'CMD-10000001']);

    const stored = await suite.api.db.query<{ code: string; counter: number }>(
      'select code, counter from orders where code = any ($1::text[]) order by counter',
      [made],
    );
    expect(stored).toEqual([
      { code: 'CMD-999999', counter: 999_999 },
      { code: 'CMD-1000000', counter: 1_000_000 },
      { code: 'CMD-1000001', counter: 1_000_001 },
      { code: 'CMD-10000000', counter: 10_000_000 },
      { code: 'CMD-10000001', counter: 10_000_001 },
    ]);
  });
});
