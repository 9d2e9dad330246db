/**
 * With BENCH_CUSTOMERS (100,000) bulk customers and BENCH_ORDERS (0) orders loaded by bench/seed-volume.ts: the
 * customers list page (filters applied) through the gateway, p50/p99; then the customers export, its time and the
 * services' peak memory, for a filtered export and for the full one (memory should stay flat as rows grow).
 * PGlite in a throw-away folder, or the PostgreSQL database of BENCH_DATABASE_URL (seeded to the same target).
 * Ports BENCH_REST_API_PORT (4220) and BENCH_PORT (4230).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { run, startService, waitForHttp } from '../scripts/processes.ts';
import { runExport, signIn } from './stack.ts';

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

  // The export centre's customers export (issue 28): a job of rest-api; both services' peak memory is sampled.
  for (const [title, filters] of [['export, status 7 only', { customerStatusId: 7 }], ['export, every customer', {}]] as const) {
    const before = { restApi: rssMb(restApi.pid!), gateway: rssMb(gateway.pid!) };
    const peak = { ...before };
    const sampler = setInterval(() => {
      peak.restApi = Math.max(peak.restApi, rssMb(restApi.pid!));
      peak.gateway = Math.max(peak.gateway, rssMb(gateway.pid!));
    }, 20);
    const done = await runExport(url, token, 'CUSTOMERS', filters);
    clearInterval(sampler);
    console.log(
      `${title.padEnd(24)} ${done.status} ${done.rows} rows, ${(done.bytes / 1024 / 1024).toFixed(1)} MB in ${done.seconds.toFixed(1)} s (${(done.rows / done.seconds).toFixed(0)} rows/s); ` +
        `RSS rest-api ${before.restApi.toFixed(0)} → peak ${peak.restApi.toFixed(0)} MB, gateway ${before.gateway.toFixed(0)} → peak ${peak.gateway.toFixed(0)} MB`,
    );
  }
} finally {
  for (const child of [gateway, restApi]) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
