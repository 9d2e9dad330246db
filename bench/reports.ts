/**
 * The reports through the gateway (issue 27), one connection, sequential: the daily recap of today and the
 * performance dashboard over the last 30 days, BENCH_REQUESTS (200) each, p50 and p99. Then the live dashboard:
 * BENCH_CANCELS (30) confirmed orders cancelled one at a time while a viewer subscribes to reportChanges, each timed
 * from the cancel's request to the push, and to the dashboard read again as the console does on a push (it cancels
 * orders: on PostgreSQL, name a copy). On the demo data (PGlite) by
 * default; BENCH_DATABASE_URL names a PostgreSQL database already seeded (bench/seed-volume.ts) instead. Ports
 * BENCH_PORT and BENCH_PORT + 1 (5250).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { businessClock } from '@console/schema';
import { startService, waitForHttp } from '../scripts/processes.ts';
import { signIn } from './stack.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const basePort = Number(process.env.BENCH_PORT ?? 5250);
const databaseUrl = process.env.BENCH_DATABASE_URL;

const DAY_MS = 86_400_000;
const today = businessClock().date;
const monthAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * DAY_MS).toISOString().slice(0, 10);

const REPORTS: [title: string, query: string, variables: Record<string, string>][] = [
  [
    'daily recap of today',
    'query($date: String!) { dailyRecap(date: $date) { totalConfirmedOrders totalAmountConfirmedOrders totalCanceledOrders totalReturnedOrders totalDeliveredOrders totalCashAmountDeliveredOrders totalTPEAmountDeliveredOrders rounds { code cashExpected cashCollected } lastSync { ranAt } } }',
    { date: today },
  ],
  [
    'dashboard over 30 days',
    'query($from: String!, $to: String!) { performanceReport(from: $from, to: $to) { current { caAmount ordersNumber } cards { figure value previous changePercent series { start value } } } }',
    { from: monthAgo, to: today },
  ],
];

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const cancels = Number(process.env.BENCH_CANCELS ?? 30);
const CONFIRMED_ORDERS = 'query($take: Int!) { orders(filter: { statusIds: [2] }, page: 1, take: $take) { items { orderId } } }';
const CANCEL = 'mutation($orderIds: [Int!]!) { runOrderAction(input: { action: CANCEL, orderIds: $orderIds }) { done } }';

const summary = (title: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${title.padEnd(34)} p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms`;
};

const restApiUrl = `http://127.0.0.1:${basePort}`;
const gatewayUrl = `http://127.0.0.1:${basePort + 1}`;
const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-reports-'));
const env = {
  ...process.env,
  LOG_LEVEL: 'warn',
  REST_API_PORT: String(basePort),
  PORT: String(basePort + 1),
  REST_API_URL: restApiUrl,
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
const restApi = startService(join(root, 'rest-api/src/main.ts'), env);
const gateway = startService(join(root, 'gateway/src/main.ts'), { ...env, NODE_ENV: 'production' });
try {
  await waitForHttp(`${restApiUrl}/healthz`, 300_000, restApi);
  await waitForHttp(`${gatewayUrl}/readyz`, 60_000, gateway);
  const token = await signIn(gatewayUrl);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  console.log(`${databaseUrl ? 'PostgreSQL' : 'PGlite, demo data'}; ${requests} sequential requests each, one connection`);
  const graphql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const answer = (await response.json()) as { data?: T; errors?: unknown };
    if (!answer.data || answer.errors) throw new Error(JSON.stringify(answer.errors ?? answer).slice(0, 500));
    return answer.data;
  };
  for (const [title, query, variables] of REPORTS) {
    const times: number[] = [];
    for (let index = 0; index < requests; index += 1) {
      const started = performance.now();
      await graphql(query, variables);
      times.push(performance.now() - started);
    }
    console.log(summary(title, times));
  }
  const { orders } = await graphql<{ orders: { items: { orderId: number }[] } }>(CONFIRMED_ORDERS, { take: cancels });
  const socket = createClient({ url: `${gatewayUrl.replace('http:', 'ws:')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  let pushed: (() => void) | undefined;
  const subscribed = new Promise<void>((resolve) => socket.on('connected', () => resolve()));
  socket.subscribe({ query: 'subscription { reportChanges { at } }' }, { next: () => pushed?.(), error: (error) => console.error(error), complete: () => undefined });
  await subscribed;
  const toPush: number[] = [];
  const toDashboard: number[] = [];
  for (const { orderId } of orders.items) {
    const push = new Promise<void>((resolve) => (pushed = resolve));
    const started = performance.now();
    await Promise.all([graphql(CANCEL, { orderIds: [orderId] }), push]);
    toPush.push(performance.now() - started);
    await graphql(REPORTS[1]![1], REPORTS[1]![2]);
    toDashboard.push(performance.now() - started);
  }
  await socket.dispose();
  console.log(`live: ${orders.items.length} cancels, one at a time`);
  console.log(summary('cancel → reportChanges pushed', toPush));
  console.log(summary('cancel → dashboard read again', toDashboard));
} finally {
  const exited = [gateway, restApi].map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))));
  for (const child of [gateway, restApi]) child.kill('SIGTERM');
  await Promise.all(exited);
  rmSync(dataDir, { recursive: true, force: true });
}
