/**
 * The three order lists (seed 001 section 2) at 50 rows through the gateway, on the demo orders and BENCH_ORDERS
 * (100,000) more over BENCH_CUSTOMERS (20,000) customers loaded by bench/seed-volume.ts (PGlite; BENCH_DATABASE_URL
 * for a PostgreSQL database seeded to the same target):
 * all orders, take-away (deliveryModeId 1 without open baskets), delivery (deliveryModeId 2 without open baskets).
 * For each: p50/p99 of BENCH_REQUESTS sequential queries over the first five pages, then of BENCH_SECONDS under
 * BENCH_CONNECTIONS concurrent connections (autocannon, page 1); rest-api's own page beside it for comparison.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ORDER_LIST_PAGE_SIZE } from '@console/schema';
import { openDb } from '../rest-api/src/db/db.ts';
import { freePort, startService, waitForHttp } from '../scripts/processes.ts';
import { seedVolume } from './seed-volume.ts';
import { signIn } from './stack.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const volume = { customers: Number(process.env.BENCH_CUSTOMERS ?? 20_000), orders: Number(process.env.BENCH_ORDERS ?? 100_000) };
const databaseUrl = process.env.BENCH_DATABASE_URL;

const ROW = `orderId code customerId customerCode customerName customerPhone warehouseId warehouseName orderStatusId orderStatusName
  preparationStatus deliveryStatus deliveryModeId desiredDeliveryDate deliverySlot { deliverySlotId startHour endHour } paymentModeId
  totalAmountTTC totalTimbre createdAt confirmedAt collectedAt`;
const QUERY = `query($filter: OrderListFilter!, $page: Int!, $take: Int!) { orders(filter: $filter, page: $page, take: $take) { count items { ${ROW} } } }`;

const LISTS: [title: string, filter: Record<string, number | boolean>][] = [
  ['all orders (/orders)', {}],
  ['take-away (/romeo/togo)', { deliveryModeId: 1, excludeOpenBaskets: true }],
  ['delivery (/romeo/todelivery)', { deliveryModeId: 2, excludeOpenBaskets: true }],
];

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const [restApiPort, gatewayPort] = [await freePort(), await freePort()];
const restApiUrl = `http://127.0.0.1:${restApiPort}`;
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-order-lists-'));
const env = {
  ...process.env,
  LOG_LEVEL: 'warn',
  REST_API_PORT: String(restApiPort),
  PORT: String(gatewayPort),
  REST_API_URL: restApiUrl,
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
// PGlite has one user: the data is written before rest-api opens the database.
const seeding = await openDb({ dataDir, databaseUrl, statementTimeoutMs: 3_600_000, onIdleError: (error) => console.error(error) });
console.log(`seeded in ${(await seedVolume(seeding, volume)).seconds.toFixed(0)} s`);
await seeding.close();
const restApi = startService(join(root, 'rest-api/src/main.ts'), env);
const gateway = startService(join(root, 'gateway/src/main.ts'), { ...env, NODE_ENV: 'production' });
try {
  await waitForHttp(`${restApiUrl}/healthz`, 120_000, restApi);
  await waitForHttp(`${gatewayUrl}/readyz`, 60_000, gateway);
  const token = await signIn(gatewayUrl);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const body = (filter: object, page: number) => JSON.stringify({ query: QUERY, variables: { filter, page, take: ORDER_LIST_PAGE_SIZE } });

  for (const [title, filter] of LISTS) {
    const times: number[] = [];
    let count = 0;
    for (let index = 0; index < requests; index += 1) {
      const started = performance.now();
      const response = await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers, body: body(filter, 1 + (index % 5)) });
      const answer = (await response.json()) as { data?: { orders: { count: number; items: unknown[] } }; errors?: unknown };
      times.push(performance.now() - started);
      if (!answer.data || answer.data.orders.items.length !== ORDER_LIST_PAGE_SIZE) throw new Error(`${title}: ${JSON.stringify(answer.errors ?? answer).slice(0, 500)}`);
      count = answer.data.orders.count;
    }
    times.sort((a, b) => a - b);
    console.log(`${title.padEnd(30)} ${String(count).padStart(5)} orders  sequential ${requests}: p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms`);

    const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(filter).map(([name, value]) => [name, String(value)])), page: '1', take: String(ORDER_LIST_PAGE_SIZE) });
    for (const [target, options] of [
      ['gateway', { url: `${gatewayUrl}/graphql`, method: 'POST', headers, body: body(filter, 1) }],
      ['rest-api', { url: `${restApiUrl}/api/orders/list?${query}`, headers }],
    ] as const) {
      const result = await autocannon({ ...options, duration, connections });
      console.log(
        `${''.padEnd(42)}${target.padEnd(9)} ${connections} connections: p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ${result.requests.average.toFixed(0)} req/s  errors ${result.errors + result.non2xx}`,
      );
    }
  }
} finally {
  for (const child of [gateway, restApi]) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
