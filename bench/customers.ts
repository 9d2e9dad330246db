/**
 * With BENCH_CUSTOMERS (100,000) bulk customers and BENCH_ORDERS (0) orders loaded by bench/seed-volume.ts: the
 * customers list page (filters applied) through the gateway, p50/p99; then the customers export, its time and the
 * gateway's peak memory, for a filtered export and for the full one (memory should stay flat as rows grow).
 * PGlite in a throw-away folder, or the PostgreSQL database of BENCH_DATABASE_URL (seeded to the same target).
 * Ports BENCH_REST_API_PORT (4220) and BENCH_PORT (4230).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { run, startService, waitForHttp } from '../scripts/processes.ts';
import { signIn } from './stack.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const customers = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const orders = Number(process.env.BENCH_ORDERS ?? 0);
const restApiPort = process.env.BENCH_REST_API_PORT ?? '4220';
const port = process.env.BENCH_PORT ?? '4230';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-customers-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  LOG_LEVEL: 'warn',
  REST_API_PORT: restApiPort,
  PORT: port,
  REST_API_URL: `http://127.0.0.1:${restApiPort}`,
};

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

console.log(`seeding ${customers} customers and ${orders} orders…`);
await run(process.execPath, ['--import', 'tsx', join(root, 'bench/seed-volume.ts'), '--customers', String(customers), '--orders', String(orders)], env);
const restApi = startService(join(root, 'rest-api/src/main.ts'), env);
const gateway = startService(join(root, 'gateway/src/main.ts'), { ...env, NODE_ENV: 'production' });
try {
  await waitForHttp(`http://127.0.0.1:${restApiPort}/healthz`, 120_000, restApi);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/readyz`, 60_000, gateway);
  const token = await signIn(url);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const page = JSON.stringify({
    query: `{ customers(page: 3, take: 10, channelId: 1, customerStatusId: 3, regionId: 6) { count items { customerId code firstName lastName phoneNumber customerStatusId channel { code } warehouse { localisation } sector { name } origin { name } createdAt } } }`,
  });
  await autocannon({ url: `${url}/graphql`, method: 'POST', headers, body: page, duration: 2, connections });
  const result = await autocannon({ url: `${url}/graphql`, method: 'POST', headers, body: page, duration, connections });
  console.log(`customers page (channel 1, status 3, region 6) through the gateway: p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ${result.requests.average.toFixed(0)} req/s  errors ${result.errors + result.non2xx}`);

  for (const [title, query] of [['export, status 7 only', '?customerStatusId=7'], ['export, every customer', '']] as const) {
    const before = rssMb(gateway.pid!);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(gateway.pid!))), 20);
    const started = performance.now();
    const response = await fetch(`${url}/exports/customers.xlsx${query}`, { headers: { authorization: `Bearer ${token}` } });
    const bytes = (await response.arrayBuffer()).byteLength;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.log(`${title.padEnd(24)} ${response.status} ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s; gateway RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`);
  }
} finally {
  for (const child of [gateway, restApi]) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
