/**
 * The lists' count at volume (issue 26). For each list page, the SQL the repositories write (the count bounded at
 * COUNT_BOUND: `boundedCountSql`) against the same page with the exact count of before (`count(*)` of every matching
 * row, as listPage's 'subquery' count and the order lists wrote it): p50 and p99 of BENCH_REQUESTS sequential runs
 * each, then, with BENCH_EXPLAIN=1, both plans (EXPLAIN ANALYZE, BUFFERS).
 * Needs DATABASE_URL: a PostgreSQL database seeded at volume (bench/seed-volume.ts), migrations applied.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npx tsx bench/list-counts.ts
 */
import { COUNT_BOUND } from '@console/schema';
import { listUsers } from '../rest-api/src/access/users.repository.ts';
import { listCustomers } from '../rest-api/src/customers/customers.repository.ts';
import { openDb, type Executor } from '../rest-api/src/db/db.ts';
import { listOrderRows } from '../rest-api/src/orders/order-lists.repository.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL: a PostgreSQL database seeded at volume');
const requests = Number(process.env.BENCH_REQUESTS ?? 20);
const explain = process.env.BENCH_EXPLAIN === '1';

const db = await openDb({ databaseUrl, onIdleError: () => undefined });

/** The last statement `read` sends: the page's own query. */
async function pageStatement(read: (executor: Executor) => Promise<unknown>): Promise<{ sql: string; params: readonly unknown[] }> {
  let last: { sql: string; params: readonly unknown[] } | undefined;
  const recording: Executor = {
    query: (sql, params = []) => ((last = { sql, params }), db.query(sql, params)),
    exec: (sql) => db.exec(sql),
  };
  await read(recording);
  if (!last) throw new Error('no statement');
  return last;
}

/** The same statement with the exact count of before instead of the bounded one. */
const exactCount = (sql: string) =>
  sql.replace(new RegExp(String.raw`\(select count\(\*\)::int from \(select 1 from ([\s\S]*?) limit ${COUNT_BOUND + 1}\) as counted\)`, 'g'), '(select count(*)::int from $1)');

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function time(sql: string, params: readonly unknown[]): Promise<{ p50: number; p99: number; count: unknown }> {
  const times: number[] = [];
  let count: unknown;
  for (let index = 0; index < requests; index += 1) {
    const started = performance.now();
    const rows = await db.query<{ __count?: number }>(sql, params);
    times.push(performance.now() - started);
    count = rows[0]?.__count;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), count };
}

const LISTS: [title: string, read: (executor: Executor) => Promise<unknown>][] = [
  ['orders: all (/orders), page 1', (executor) => listOrderRows(executor, {}, { take: 50, offset: 0 })],
  ['orders: take-away, page 1', (executor) => listOrderRows(executor, { deliveryModeId: 1, excludeOpenBaskets: true }, { take: 50, offset: 0 })],
  ['orders: delivery, page 1', (executor) => listOrderRows(executor, { deliveryModeId: 2, excludeOpenBaskets: true }, { take: 50, offset: 0 })],
  ['orders: all, last page served (200)', (executor) => listOrderRows(executor, {}, { take: 50, offset: COUNT_BOUND - 50 })],
  ['customers, page 1', (executor) => listCustomers(executor, { take: 50, page: 1 })],
  ['customers, last page served (200)', (executor) => listCustomers(executor, { take: 50, page: COUNT_BOUND / 50 })],
  ['users (staff), page 1', (executor) => listUsers(executor, { take: 50, page: 1 }, { except: 3 })],
];

try {
  for (const [title, read] of LISTS) {
    const { sql, params } = await pageStatement(read);
    const before = await time(exactCount(sql), params);
    const after = await time(sql, params);
    console.log(
      `${title.padEnd(38)} exact count ${String(before.count).padStart(8)}: p50 ${before.p50.toFixed(1)} ms p99 ${before.p99.toFixed(1)} ms | bounded ${String(after.count).padStart(6)}: p50 ${after.p50.toFixed(1)} ms p99 ${after.p99.toFixed(1)} ms`,
    );
    if (explain) {
      for (const [label, statement] of [['exact count (before)', exactCount(sql)], ['bounded count (after)', sql]] as const) {
        const plan = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`, params);
        console.log(`\n--- ${title}: ${label}\n${plan.map((line) => line['QUERY PLAN']).join('\n')}\n`);
      }
    }
  }
} finally {
  await db.close();
}
