/**
 * 50 staff at once on a distributor's volume (issue 26): BENCH_AGENTS agents on the point of sale (search a customer,
 * read the catalogue, create and confirm an order), BENCH_CASHIERS cashiers on the order lists (take-away pages,
 * collect), one dispatcher (dispatch map, live and provisional schedules), BENCH_SUPERVISORS supervisors on the lists
 * (orders, customers with keywords, users) and one full customers export alongside (BENCH_EXPORT=0: none), for BENCH_SECONDS (300), each
 * member pausing BENCH_THINK_MS (1000) on average between actions. Everything through the gateway.
 *
 * Runs on the PostgreSQL database of BENCH_DATABASE_URL (written to: use a copy, e.g. `createdb -T volume
 * seed_volume`, or set BENCH_TEMPLATE=volume to have it made afresh from that template before the run), rest-api
 * and the gateway on BENCH_REST_API_PORT (4751) and BENCH_PORT (4750), logging at BENCH_LOG_LEVEL (error). Prints per operation count, p50, p99,
 * refusals and errors, the database connections used (the most seen in pg_stat_activity, sampled every 200 ms) and
 * the invariants: every created order exists once with a unique code, no stock went negative, and every
 * confirmed order took exactly its lines from the stock. BENCH_REPORT=path writes the same as Markdown.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startService, waitForHttp } from '../scripts/processes.ts';
import { agentRound, cashierRound, dispatcherRound, graphqlClient, random, Recorder, supervisorRound, type StaffContext } from './mixed-load/staff.ts';
import { runExport, signIn } from './stack.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;
const seconds = Number(env.BENCH_SECONDS ?? 300);
const thinkMs = Number(env.BENCH_THINK_MS ?? 1000);
const staff = { agents: Number(env.BENCH_AGENTS ?? 30), cashiers: Number(env.BENCH_CASHIERS ?? 12), supervisors: Number(env.BENCH_SUPERVISORS ?? 7) };
const databaseUrl = env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('BENCH_DATABASE_URL is required (a copy of the volume database: it is written to)');
  process.exit(2);
}
const port = env.BENCH_PORT ?? '4750';
const restApiPort = env.BENCH_REST_API_PORT ?? '4751';
const url = `http://127.0.0.1:${port}`;
const database = new URL(databaseUrl).pathname.slice(1);

if (env.BENCH_TEMPLATE) {
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  const started = performance.now();
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.query(`create database "${database}" template "${env.BENCH_TEMPLATE}"`);
  await admin.end();
  console.log(`${database} made from ${env.BENCH_TEMPLATE} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

// The bench's own connections are named, and left out of the count.
const BENCH_APPLICATION = 'mixed-load bench';
const db = new pg.Client({ connectionString: databaseUrl, application_name: BENCH_APPLICATION });
await db.connect();
const countOf = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);
const customerCount = await countOf(`select count(*) as n from customers where code like 'BK%'`);
const orderCount = await countOf(`select count(*) as n from orders`);
const stockBefore = new Map((await db.query<{ key: string; quantity: number }>(`select article_id || '/' || warehouse_id as key, quantity from article_stocks`)).rows.map((row) => [row.key, row.quantity]));

const serviceEnv = { ...env, LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'error', DATABASE_URL: databaseUrl, REST_API_PORT: restApiPort, PORT: port, REST_API_URL: `http://127.0.0.1:${restApiPort}` };
const restApi = startService(join(root, 'rest-api/src/main.ts'), serviceEnv);
const gateway = startService(join(root, 'gateway/src/main.ts'), { ...serviceEnv, NODE_ENV: 'production' });
const recorder = new Recorder();
const context: StaffContext = { recorder, customerCount, created: [] };
let peakConnections = 0;
let exportLine = 'not run';
try {
  await waitForHttp(`http://127.0.0.1:${restApiPort}/healthz`, 300_000, restApi);
  await waitForHttp(`${url}/readyz`, 60_000, gateway);
  const tokens = {
    agent: await signIn(url, 'agent@demo.ma', 'Agent123!'),
    cashier: await signIn(url, 'caisse@demo.ma', 'Caisse123!'),
    dispatcher: await signIn(url, 'dispatch@demo.ma', 'Dispatch123!'),
    supervisor: await signIn(url, 'superviseur@demo.ma', 'Super123!'),
    admin: await signIn(url),
  };
  const [dispatcherWarehouse] = (await db.query<{ id: number }>(`select coalesce(warehouse_id, 1) as id from users where lower(email) = 'dispatch@demo.ma'`)).rows;
  const clients = Object.fromEntries(Object.entries(tokens).map(([role, token]) => [role, graphqlClient(url, token)])) as Record<keyof typeof tokens, ReturnType<typeof graphqlClient>>;

  const sampler = new pg.Client({ connectionString: databaseUrl, application_name: BENCH_APPLICATION });
  await sampler.connect();
  let sampling = true;
  const sampled = (async () => {
    while (sampling) {
      const result = await sampler.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1 and application_name <> $2', [database, BENCH_APPLICATION]);
      peakConnections = Math.max(peakConnections, Number(result.rows[0]?.n ?? 0));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();

  const deadline = Date.now() + seconds * 1000;
  const think = () => new Promise((resolve) => setTimeout(resolve, random(2 * thinkMs + 1)));
  const member = async (round: () => Promise<void>) => {
    await think();
    while (Date.now() < deadline) {
      await round();
      await think();
    }
  };
  const exporting = (async () => {
    if (env.BENCH_EXPORT === '0') return;
    const done = await runExport(url, tokens.admin, 'CUSTOMERS');
    exportLine = `${done.status}, ${done.rows} rows, ${(done.bytes / 1024 / 1024).toFixed(1)} MB in ${done.seconds.toFixed(1)} s`;
  })().catch((error: unknown) => (exportLine = `failed: ${String(error)}`));
  console.log(`${staff.agents} agents, ${staff.cashiers} cashiers, 1 dispatcher, ${staff.supervisors} supervisors and an export for ${seconds} s on ${customerCount} bulk customers, ${orderCount} orders…`);
  await Promise.all([
    ...Array.from({ length: staff.agents }, () => member(() => agentRound(clients.agent, context))),
    ...Array.from({ length: staff.cashiers }, () => member(() => cashierRound(clients.cashier, context))),
    member(() => dispatcherRound(clients.dispatcher, context, dispatcherWarehouse?.id ?? 1)),
    ...Array.from({ length: staff.supervisors }, () => member(() => supervisorRound(clients.supervisor, clients.admin, context))),
  ]);
  await exporting;
  sampling = false;
  await sampled;
  await sampler.end();
} finally {
  for (const child of [gateway, restApi]) child.kill('SIGTERM');
  await Promise.all([gateway, restApi].map((child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))));
}

// Invariants, read from the database once the services have stopped.
const ids = context.created.map((order) => order.orderId);
const found = (await db.query<{ order_id: number; code: string; status: number }>('select order_id, code, order_status_id as status from orders where order_id = any($1::int[])', [ids])).rows;
const duplicateCodes = await countOf(`select count(*) as n from (select code from orders where code = any($1::text[]) group by code having count(*) > 1) d`, [found.map((row) => row.code)]);
const confirmedIds = found.filter((row) => row.status !== 1 && row.status !== 7).map((row) => row.order_id);
const taken = new Map(
  (await db.query<{ key: string; quantity: string }>(
    `select l.article_id || '/' || o.warehouse_id as key, sum(l.quantity) as quantity from order_lines l join orders o on o.order_id = l.order_id
       join channel_settings cs on cs.channel_id = o.channel_id
      where o.order_id = any($1::int[]) and cs.ctrl_stock group by 1`,
    [confirmedIds],
  )).rows.map((row) => [row.key, Number(row.quantity)]),
);
const stockAfter = (await db.query<{ key: string; quantity: number }>(`select article_id || '/' || warehouse_id as key, quantity from article_stocks`)).rows;
const negative = stockAfter.filter((row) => row.quantity < 0).length;
const stockMismatches = stockAfter.filter((row) => (stockBefore.get(row.key) ?? 0) - row.quantity !== (taken.get(row.key) ?? 0)).length;
await db.end();

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const rows = [...recorder.operations].map(([name, stats]) => {
  const sorted = [...stats.times].sort((a, b) => a - b);
  return { name, count: stats.times.length + stats.errors, p50: percentile(sorted, 50), p99: percentile(sorted, 99), refused: stats.refused, errors: stats.errors, lastError: stats.lastError, lastRefusal: stats.lastRefusal };
});
const table = [
  '| operation | count | p50 ms | p99 ms | refused | errors |',
  '|---|---:|---:|---:|---:|---:|',
  ...rows.map((row) => `| ${row.name} | ${row.count} | ${row.p50.toFixed(0)} | ${row.p99.toFixed(0)} | ${row.refused} | ${row.errors} |`),
].join('\n');
const invariants = [
  `- orders created: ${ids.length}, found ${found.length} (${new Set(found.map((row) => row.order_id)).size} distinct), codes repeated: ${duplicateCodes}; confirmed ${context.created.filter((order) => order.confirmed).length}`,
  `- stock: ${negative} rows below 0; ${stockMismatches} article × warehouse rows whose decrease differs from the confirmed orders' lines`,
  `- database connections used (most seen in pg_stat_activity): ${peakConnections}`,
  `- full customers export alongside: ${exportLine}`,
].join('\n');
console.log(`\n${table}\n\n${invariants}`);
for (const row of rows.filter((row) => row.lastError)) console.log(`last error of ${row.name}: ${row.lastError}`);
for (const row of rows.filter((row) => row.lastRefusal)) console.log(`last refusal of ${row.name}: ${row.lastRefusal}`);
if (env.BENCH_REPORT) writeFileSync(env.BENCH_REPORT, `${table}\n\n${invariants}\n`);
