/**
 * The order lists' bulk actions through the gateway, on the demo orders: one `runOrderAction` CANCEL of the
 * confirmed orders, at most BENCH_BULK (200; the demo has about 160), each locked, decided and its stock given back
 * in its own transaction, then one COLLECT by card of BENCH_BULK dispatched or invoiced delivery orders (stamp duty
 * recomputed). Prints each bulk's time, per order, and how many were done. On PGlite, and on PostgreSQL too when
 * BENCH_DATABASE_URL names a server (a throw-away database is created there).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildRestApi } from '../rest-api/src/app.ts';
import type { Executor } from '../rest-api/src/db/db.ts';
import { openPostgres } from '../rest-api/src/db/postgres.ts';
import { freePort, startService, waitForHttp } from '../scripts/processes.ts';
import { signIn } from './stack.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const size = Number(process.env.BENCH_BULK ?? 200);
const serverUrl = process.env.BENCH_DATABASE_URL;

const ACT = `mutation($input: OrderActionInput!) { runOrderAction(input: $input) { ok errors { field message } done refused results { ok } } }`;

interface Targets {
  cancel: number[];
  collect: number[];
}

/** Demo orders the actions allow: confirmed ones (cancel), dispatched or invoiced delivery orders (collect). */
async function targets(db: Executor): Promise<Targets> {
  const ids = async (condition: string) =>
    (await db.query<{ id: number }>(`select order_id as id from orders where ${condition} order by order_id limit $1`, [size])).map((row) => row.id);
  return {
    cancel: await ids('order_status_id = 2'),
    collect: await ids('order_status_id in (3, 4) and delivery_mode_id = 2'),
  };
}

async function bench(backend: string, env: NodeJS.ProcessEnv, afterStart: () => Promise<Targets>) {
  const restApi = startService(join(root, 'rest-api/src/main.ts'), env);
  const gateway = startService(join(root, 'gateway/src/main.ts'), { ...env, NODE_ENV: 'production' });
  try {
    await waitForHttp(`${env.REST_API_URL}/healthz`, 300_000, restApi);
    await waitForHttp(`http://127.0.0.1:${env.PORT}/readyz`, 60_000, gateway);
    const found = await afterStart();
    const token = await signIn(`http://127.0.0.1:${env.PORT}`);
    const act = async (input: object) => {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${env.PORT}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: ACT, variables: { input } }),
      });
      const body = (await response.json()) as { data?: { runOrderAction: { ok: boolean; done: number; refused: number } }; errors?: unknown[] };
      const ms = performance.now() - started;
      if (!body.data?.runOrderAction.ok) throw new Error(`runOrderAction failed: ${JSON.stringify(body).slice(0, 500)}`);
      return { ms, ...body.data.runOrderAction };
    };
    const report = (label: string, count: number, result: { ms: number; done: number; refused: number }) =>
      console.log(
        `${backend}: ${label} of ${count} demo orders in one runOrderAction through the gateway: ${result.ms.toFixed(0)} ms ` +
          `(${(result.ms / Math.max(1, count)).toFixed(2)} ms per order), ${result.done} done, ${result.refused} refused`,
      );
    report('CANCEL', found.cancel.length, await act({ action: 'CANCEL', orderIds: found.cancel }));
    report('COLLECT by card', found.collect.length, await act({ action: 'COLLECT', orderIds: found.collect, paymentModeId: 101 }));
    // Again on the same orders: every one refused now, the cost of the checks alone.
    report('CANCEL again (all refused)', found.cancel.length, await act({ action: 'CANCEL', orderIds: found.cancel }));
  } finally {
    for (const child of [gateway, restApi]) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const [restApiPort, gatewayPort] = [await freePort(), await freePort()];
const base = { ...process.env, LOG_LEVEL: 'warn', REST_API_PORT: String(restApiPort), PORT: String(gatewayPort), REST_API_URL: `http://127.0.0.1:${restApiPort}` };

const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-bulk-'));
try {
  // PGlite has one user: the demo data is written and the targets read before rest-api opens the database.
  const seeding = await buildRestApi({ dataDir, demoData: true });
  const found = await targets(seeding.db);
  await seeding.close();
  await bench('PGlite', { ...base, DATA_DIR: dataDir }, async () => found);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (serverUrl) {
  const name = `console_bench_bulk_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const serverDir = mkdtempSync(join(tmpdir(), 'console-bench-bulk-pg-'));
  try {
    await bench('PostgreSQL', { ...base, DATA_DIR: serverDir, DATABASE_URL: url.toString(), DEMO_DATA: '1' }, async () => {
      const db = await openPostgres(url.toString(), () => undefined);
      try {
        return await targets(db);
      } finally {
        await db.close();
      }
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(serverDir, { recursive: true, force: true });
  }
}
