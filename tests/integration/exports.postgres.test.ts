import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../../rest-api/src/db/postgres.ts';
import { demo, startStack, type Stack } from './stack.ts';

/**
 * The export centre on PostgreSQL (TEST_DATABASE_URL; vitest.config.ts leaves this file out otherwise): the file is
 * read through a cursor in one read-only transaction on a connection of its own (rest-api/src/db/postgres.ts
 * readInBatches), then stored in parts and served through the gateway.
 */
describe('exports on PostgreSQL', () => {
  let stack: Stack;
  let admin: string;
  let sql: pg.Client;

  beforeAll(async () => {
    stack = await startStack({ backend: 'postgres' });
    admin = await stack.signIn(demo.admin.email, demo.admin.password);
    sql = new pg.Client({ connectionString: stack.databaseUrl });
    await sql.connect();
  }, 180_000);
  afterAll(async () => {
    await sql?.end();
    await stack?.close();
  });

  it('writes every order line of the orders confirmed in the range, gifts included, and serves the file', async () => {
    const { rows } = await sql.query<{ lines: number; from: string; to: string }>(
      `select count(*)::int as lines, to_char(min(o.confirmed_at) at time zone 'Africa/Casablanca', 'YYYY-MM-DD') as from,
              to_char(max(o.confirmed_at) at time zone 'Africa/Casablanca', 'YYYY-MM-DD') as to
         from orders o join order_lines l on l.order_id = o.order_id
        where o.confirmed_at >= now() - interval '200 days' and o.order_status_id <> 1`,
    );
    const expected = rows[0]!;
    expect(expected.lines).toBeGreaterThan(1000);

    const started = await stack.graphql<{ startExport: { ok: boolean; export: { exportId: string } } }>(
      `mutation($f: ExportFiltersInput) { startExport(kind: ARTICLES_BY_ORDER, filters: $f) { ok export { exportId } } }`,
      { f: { dateType: 1, dateFrom: expected.from, dateTo: expected.to } },
      { token: admin },
    );
    expect(started.data?.startExport.ok).toBe(true);
    const exportId = started.data!.startExport.export.exportId;
    const job = await vi.waitFor(
      async () => {
        const answer = await stack.graphql<{ exportJob: { status: string; rowsWritten: number; downloadPath: string | null } }>(
          `query($id: ID!) { exportJob(exportId: $id) { status rowsWritten downloadPath } }`,
          { id: exportId },
          { token: admin },
        );
        expect(answer.data?.exportJob.status).toBe('DONE');
        return answer.data!.exportJob;
      },
      { timeout: 60_000, interval: 200 },
    );
    // The range's bounds are business days holding the first and the last order: every line is in.
    expect(job.rowsWritten).toBe(expected.lines);
    const parts = await sql.query<{ count: number }>('select count(*)::int as count from export_file_parts where export_id = $1', [exportId]);
    expect(parts.rows[0]!.count).toBeGreaterThan(0);

    const file = await fetch(`${stack.url}${job.downloadPath}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const HEADER_ROW = 6;
    expect(sheet.getRow(HEADER_ROW).getCell(1).value).toBe('Commande');
    expect(sheet.rowCount - HEADER_ROW).toBe(expected.lines);
    // The cursor's transaction is over: no connection of rest-api is left inside one.
    const open = await sql.query<{ count: number }>(
      "select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in transaction%'",
    );
    expect(open.rows[0]!.count).toBe(0);
  });

  it('reads the cursor batch after batch, in order; a failed handler ends the read and its transaction cleanly', async () => {
    const db = await openPostgres(stack.databaseUrl!, () => undefined);
    try {
      const batches: number[][] = [];
      await db.readInBatches<{ n: number }>('select n from generate_series(1, $1::int) as n order by n', [2_500], 1_000, async (rows) => {
        batches.push(rows.map((row) => row.n));
      });
      expect(batches.map((batch) => batch.length)).toEqual([1_000, 1_000, 500]);
      expect(batches.flat()).toEqual(Array.from({ length: 2_500 }, (_, index) => index + 1));

      let handled = 0;
      const failing = db.readInBatches('select n from generate_series(1, 5000) as n', [], 1_000, async () => {
        handled += 1;
        if (handled === 2) throw new Error('the file could not be written');
      });
      await expect(failing).rejects.toThrow('the file could not be written');
      expect(handled).toBe(2);
      // The transaction was rolled back and its connection handed back usable.
      expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
      const open = await sql.query<{ count: number }>(
        "select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in transaction%'",
      );
      expect(open.rows[0]!.count).toBe(0);
    } finally {
      await db.close();
    }
  });
});
