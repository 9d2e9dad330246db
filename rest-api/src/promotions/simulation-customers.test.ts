import { describe, expect, it } from 'vitest';
import { DemoUser, testApiSuite } from '../http/testing.ts';

interface Row {
  customerId: number;
  code: string;
  name: string;
}

describe("the simulator's customer pick list (GET /api/promotions/simulation-customers)", () => {
  const suite = testApiSuite();
  const url = '/api/promotions/simulation-customers';
  const list = async (userId: number, query = '') => {
    const response = await suite.as(userId)({ method: 'GET', url: `${url}${query}` });
    return { status: response.statusCode, rows: response.statusCode === 200 ? response.json<{ data: Row[] }>().data : [] };
  };
  const someCustomer = async () => {
    const [customer] = await suite.api.db.query<Row & { phone: string }>(
      `select c.customer_id as "customerId", c.code, u.first_name || ' ' || u.last_name as name, u.phone_number as phone
         from customers c join users u on u.user_id = c.user_id
        where c.deleted_at is null and u.phone_number like '+212%' order by c.customer_id limit 1`,
    );
    return customer!;
  };

  it('finds live customers by code, "first last" name or phone (a leading 0 for +212), 20 by default, by code', async () => {
    const customer = await someCustomer();
    const expected = { customerId: customer.customerId, code: customer.code, name: customer.name };
    const all = await list(DemoUser.ADMIN);
    expect(all.status).toBe(200);
    expect(all.rows).toHaveLength(20);
    expect(all.rows.map((row) => row.code)).toEqual([...all.rows.map((row) => row.code)].sort());
    expect((await list(DemoUser.ADMIN, `?keyword=${customer.code.toLowerCase()}`)).rows).toContainEqual(expected);
    expect((await list(DemoUser.ADMIN, `?keyword=${encodeURIComponent(customer.name.toUpperCase())}&take=50`)).rows).toContainEqual(expected);
    const localPhone = `0${customer.phone.slice('+212'.length)}`;
    expect((await list(DemoUser.ADMIN, `?keyword=${localPhone}`)).rows).toEqual([expected]);
    expect((await list(DemoUser.ADMIN, '?keyword=zzz-personne')).rows).toEqual([]);
  });

  it('leaves deleted customers out', async () => {
    const customer = await someCustomer();
    await suite.api.db.query('update customers set deleted_at = now() where customer_id = $1', [customer.customerId]);
    expect((await list(DemoUser.ADMIN, `?keyword=${customer.code}`)).rows.map((row) => row.customerId)).not.toContain(customer.customerId);
  });

  it('takes at most 50 rows', async () => {
    expect((await list(DemoUser.ADMIN, '?take=50')).rows).toHaveLength(50);
    expect((await list(DemoUser.ADMIN, '?take=51')).status).toBe(400);
    expect((await list(DemoUser.ADMIN, '?take=0')).status).toBe(400);
  });

  it('is guarded like the simulator: permission 2 at level 3 or 4, no customers permission needed', async () => {
    expect((await list(DemoUser.MARKETING, '?take=1')).rows).toHaveLength(1);
    expect((await list(DemoUser.NOBODY)).status).toBe(403);
    expect((await list(DemoUser.AGENT)).status).toBe(403);
  });
});
