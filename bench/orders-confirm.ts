/**
 * Order confirmation through the gateway: p50/p99 of BENCH_CONFIRMS sequential confirmations (each one locks the
 * order, reprices it, checks it and takes its stock), then BENCH_RACERS customers confirming at once for the last
 * BENCH_UNITS units of one article, printing how many were confirmed and the units oversold (must be 0). On PGlite,
 * and on PostgreSQL too when BENCH_DATABASE_URL names a server (a throw-away database is created there).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildRestApi } from '../rest-api/src/app.ts';
import type { Db } from '../rest-api/src/db/db.ts';
import { openPostgres } from '../rest-api/src/db/postgres.ts';
import { deliverableDate, orderFixture, setStock, stockOf, type OrderFixture } from '../rest-api/src/orders/orders.fixtures.ts';
import { freePort, startService, waitForHttp } from '../scripts/processes.ts';
import { signIn } from './stack.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const confirms = Number(process.env.BENCH_CONFIRMS ?? 200);
const racers = Number(process.env.BENCH_RACERS ?? 50);
const units = Number(process.env.BENCH_UNITS ?? 20);
const serverUrl = process.env.BENCH_DATABASE_URL;

const CREATE = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { ok order { orderId } } }`;
const CONFIRM = `mutation($orderId: Int!, $input: ConfirmOrderInput!) { confirmOrder(orderId: $orderId, input: $input) { ok confirmed errors { field message } } }`;

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function prepare(db: Db): Promise<OrderFixture> {
  const fixture = await orderFixture(db, { customers: confirms + racers, stock: 1_000_000 });
  await setStock(db, fixture.articleIds[1] ?? 0, fixture.warehouseId, units);
  return fixture;
}

async function bench(backend: string, env: NodeJS.ProcessEnv, afterStart: () => Promise<{ fixture: OrderFixture; stockLeft: () => Promise<number | undefined> }>) {
  const restApi = startService(join(root, 'rest-api/src/main.ts'), env);
  const gateway = startService(join(root, 'gateway/src/main.ts'), { ...env, NODE_ENV: 'production' });
  try {
    await waitForHttp(`${env.REST_API_URL}/healthz`, 120_000, restApi);
    await waitForHttp(`http://127.0.0.1:${env.PORT}/readyz`, 60_000, gateway);
    const { fixture, stockLeft } = await afterStart();
    const url = `http://127.0.0.1:${env.PORT}/graphql`;
    const token = await signIn(`http://127.0.0.1:${env.PORT}`);
    const graphql = async <T>(query: string, variables: object): Promise<{ status: number; data?: T; errors?: unknown[] }> => {
      const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      return { status: response.status, ...((await response.json()) as { data?: T; errors?: unknown[] }) };
    };
    const draft = async (customerId: number, articleId: number) => {
      const answer = await graphql<{ createOrder: { ok: boolean; order: { orderId: number } | null } }>(CREATE, { input: { customerId, lines: [{ articleId, quantity: 1 }] } });
      const orderId = answer.data?.createOrder.order?.orderId;
      if (!orderId) throw new Error(`createOrder failed: ${JSON.stringify(answer)}`);
      return orderId;
    };
    const input = { paymentModeId: 100, desiredDeliveryDate: deliverableDate(), deliverySlotId: fixture.slotId };
    const confirm = (orderId: number) => graphql<{ confirmOrder: { ok: boolean; confirmed: boolean } }>(CONFIRM, { orderId, input });

    const [plenty, scarce] = fixture.articleIds;
    const sequential = await Promise.all(fixture.customerIds.slice(0, confirms).map((customerId) => draft(customerId, plenty ?? 0)));
    const times: number[] = [];
    for (const orderId of sequential) {
      const started = performance.now();
      const answer = await confirm(orderId);
      times.push(performance.now() - started);
      if (!answer.data?.confirmOrder.confirmed) throw new Error(`confirmation refused: ${JSON.stringify(answer)}`);
    }
    times.sort((a, b) => a - b);
    console.log(`${backend}: ${confirms} sequential confirmations through the gateway: p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms`);

    const racing = await Promise.all(fixture.customerIds.slice(confirms, confirms + racers).map((customerId) => draft(customerId, scarce ?? 0)));
    const started = performance.now();
    const answers = await Promise.all(racing.map(confirm));
    const seconds = (performance.now() - started) / 1000;
    const confirmed = answers.filter((answer) => answer.data?.confirmOrder.confirmed).length;
    const failures = answers.filter((answer) => answer.errors || answer.status >= 500).length;
    const left = await stockLeft();
    console.log(
      `${backend}: ${racers} concurrent confirmations for ${units} units in ${seconds.toFixed(2)} s: ${confirmed} confirmed, ${racers - confirmed - failures} refused (406), ` +
        `${failures} failures; oversold units ${Math.max(0, confirmed - units)}${left === undefined ? '' : `; stock left ${left}`}`,
    );
  } finally {
    for (const child of [gateway, restApi]) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const [restApiPort, gatewayPort] = [await freePort(), await freePort()];
const base = { ...process.env, LOG_LEVEL: 'warn', REST_API_PORT: String(restApiPort), PORT: String(gatewayPort), REST_API_URL: `http://127.0.0.1:${restApiPort}` };

const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-orders-'));
try {
  // PGlite has one user: the demo data and the fixture are written before rest-api opens the database.
  const seeding = await buildRestApi({ dataDir, demoData: true });
  const fixture = await prepare(seeding.db);
  await seeding.close();
  await bench('PGlite', { ...base, DATA_DIR: dataDir }, async () => ({ fixture, stockLeft: async () => undefined }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (serverUrl) {
  const name = `console_bench_orders_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const serverDir = mkdtempSync(join(tmpdir(), 'console-bench-orders-pg-'));
  let db: Db | undefined;
  try {
    await bench('PostgreSQL', { ...base, DATA_DIR: serverDir, DATABASE_URL: url.toString(), DEMO_DATA: '1' }, async () => {
      const opened = await openPostgres(url.toString(), () => undefined);
      db = opened;
      const fixture = await prepare(opened);
      return { fixture, stockLeft: () => stockOf(opened, fixture.articleIds[1] ?? 0, fixture.warehouseId) };
    });
  } finally {
    await db?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(serverDir, { recursive: true, force: true });
  }
}
