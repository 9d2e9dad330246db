import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { DB_HOOK_TIMEOUT, openReferenceDb } from './testing.ts';

/** The generated codes' SQL functions (migration 018): a prefix and a number padded to a minimum width, never cut. */
describe('document codes', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openReferenceDb();
  }, DB_HOOK_TIMEOUT);
  afterAll(() => db.close());

  const codes = async (sql: string, numbers: readonly number[]) =>
    (await db.query<{ code: string }>(`select ${sql} as code from unnest($1::bigint[]) with ordinality as x(n, position) order by position`, [numbers])).map(
      (row) => row.code,
    );

  it('pads an order counter to 6 digits and keeps every digit from 1,000,000 on', async () => {
    expect(await codes('order_code(n)', [1, 999_999, 1_000_000, 1_000_001, 10_000_000])).toEqual([
      'CMD-000001',
      'CMD-999999',
      'CMD-1000000',
      'CMD-1000001',
      'CMD-10000000',
    ]);
  });

  it('pads a schedule id to 4 digits after its date and keeps every digit from 10,000 on', async () => {
    const [row] = await db.query<{ codes: string[] }>(
      `select array[schedule_code('2030-01-03', 1), schedule_code('2030-01-03', 9999), schedule_code('2030-01-03', 10000), schedule_code('2030-01-03', 123456)] as codes`,
    );
    expect(row?.codes).toEqual(['TRN-20300103-0001', 'TRN-20300103-9999', 'TRN-20300103-10000', 'TRN-20300103-123456']);
  });

  it('pads a customer id to 6 digits behind CL, never cut', async () => {
    expect(await codes('customer_code(n)', [42, 999_999, 1_000_000])).toEqual(['CL000042', 'CL999999', 'CL1000000']);
  });

  it('gives distinct codes across the width (the old lpad gave CMD-100000 to 1,000,000 and 1,000,001)', async () => {
    const numbers = [99_999, 100_000, 999_999, 1_000_000, 1_000_001, 9_999_999, 10_000_000, 10_000_001];
    const made = await codes("document_code('X-', n, 6)", numbers);
    expect(new Set(made).size).toBe(numbers.length);
    expect(made.map((code) => Number(code.slice('X-'.length)))).toEqual(numbers);
  });
});
