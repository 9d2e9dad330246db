import { describe, expect, it } from 'vitest';
import { DemoUser, testApiSuite } from '../http/testing.ts';

/** Customer codes past their width (issue 26): CL and the id, every digit kept, and the list sorted by code in number order. */
describe('customers: codes past 999,999', { timeout: 30_000 }, () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const codesSortedBy = async (sort: string) => {
    const response = await admin({ method: 'GET', url: `/api/customers?sort=${sort}&take=3` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ collection: { code: string }[] }>().collection.map((row) => row.code);
  };

  const create = async (phoneNumber: string) => {
    const response = await admin({
      method: 'POST',
      url: '/api/customers',
      payload: { user: { firstName: 'Code', lastName: 'Large', phoneNumber, password: 'Secret1', email: '' }, channelId: 2 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { customerId: number; code: string } }>().data;
  };

  it('creates CL999999 then CL1000000 and CL1000001 through POST /api/customers; sorted by code, CL999999 comes before them', async () => {
    await suite.api.db.query(`select setval(pg_get_serial_sequence('customers', 'customer_id'), 999998)`);
    const made = [await create('+212611000001'), await create('+212611000002'), await create('+212611000003')];
    expect(made).toEqual([
      { customerId: 999_999, code: 'CL999999' },
      { customerId: 1_000_000, code: 'CL1000000' },
      { customerId: 1_000_001, code: 'CL1000001' },
    ].map((expected) => expect.objectContaining(expected)));

    expect(await codesSortedBy('-code')).toEqual(['CL1000001', 'CL1000000', 'CL999999']);
    expect(await codesSortedBy('code')).toEqual(['CL000001', 'CL000002', 'CL000003']);
  });
});
