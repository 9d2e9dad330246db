/**
 * The export centre at volume (issue 28), on the PostgreSQL database of BENCH_DATABASE_URL seeded by
 * bench/seed-volume.ts (docs/volume/seeding.md; 1M customers and 5M orders for the figures):
 * - « Articles par commande » over ranges of order dates holding about 10,000 and BENCH_LINES (1,000,000) order lines,
 *   and the full customers export: rows per second, and the resident memory of rest-api and the gateway (idle, peak);
 * - the `viewer` query (one connection) while nothing runs, then while the largest export runs: p50 and p99.
 * rest-api and the gateway run compiled, as two processes, on BENCH_REST_API_PORT (4240) and BENCH_PORT (4250).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildService } from '../scripts/build-services.ts';
import { startBuilt, waitForHttp } from '../scripts/processes.ts';
import { runExport, signIn } from './stack.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL: a PostgreSQL database seeded by bench/seed-volume.ts');
const targetLines = Number(process.env.BENCH_LINES ?? 1_000_000);
const restApiPort = process.env.BENCH_REST_API_PORT ?? '4240';
const port = process.env.BENCH_PORT ?? '4250';
const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-exports-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  REST_API_PORT: restApiPort,
  PORT: port,
  REST_API_URL: `http://127.0.0.1:${restApiPort}`,
};

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The latest range of business days (by order date) whose orders hold at least `lines` ordered lines. */
async function rangeHolding(client: pg.Client, lines: number): Promise<{ dateFrom: string; dateTo: string; lines: number }> {
  const { rows } = await client.query<{ day: string; lines: string }>(
    // lines_count leaves gift lines out: the export, which writes them too, is a little larger.
    `select to_char(confirmed_at at time zone 'Africa/Casablanca', 'YYYY-MM-DD') as day, sum(lines_count) as lines
       from orders where confirmed_at >= now() - interval '400 days' and order_status_id <> 1
      group by 1 order by 1 desc`,
  );
  let total = 0;
  for (const row of rows) {
    total += Number(row.lines);
    if (total >= lines) return { dateFrom: row.day, dateTo: rows[0]!.day, lines: total };
  }
  return { dateFrom: rows.at(-1)!.day, dateTo: rows[0]!.day, lines: total };
}

async function viewerLatency(url: string, token: string, seconds: number) {
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ viewer { userId firstName lastName } }' }),
    connections: 1,
    duration: seconds,
  });
  return { p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const small = await rangeHolding(client, 10_000);
const large = await rangeHolding(client, targetLines);
await client.end();

// The compiled services, as they run in production (the spreadsheet's worker thread is its bundle, no loader).
await buildService('rest-api');
await buildService('gateway');
const restApi = startBuilt(join(root, 'rest-api/dist/main.js'), { ...env, NODE_ENV: 'production' });
const gateway = startBuilt(join(root, 'gateway/dist/main.js'), { ...env, NODE_ENV: 'production' });
try {
  await waitForHttp(`http://127.0.0.1:${restApiPort}/healthz`, 120_000, restApi);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/readyz`, 60_000, gateway);
  const token = await signIn(url);
  // Warm both services (exceljs loaded, connections open) before the idle figures.
  await runExport(url, token, 'ARTICLES_BY_ORDER', { dateType: 1, dateFrom: small.dateTo, dateTo: small.dateTo });
  await viewerLatency(url, token, 2);
  const idle = await viewerLatency(url, token, 10);
  console.log(`viewer, nothing else running: p50 ${idle.p50} ms  p99 ${idle.p99} ms  errors ${idle.errors}`);

  const exports: [string, string, Record<string, unknown>, boolean][] = [
    [`articles by order, ~10k lines (${small.dateFrom} → ${small.dateTo})`, 'ARTICLES_BY_ORDER', { dateType: 1, dateFrom: small.dateFrom, dateTo: small.dateTo }, false],
    [`articles by order, ~${targetLines} lines (${large.dateFrom} → ${large.dateTo})`, 'ARTICLES_BY_ORDER', { dateType: 1, dateFrom: large.dateFrom, dateTo: large.dateTo }, true],
    ['customers, every customer', 'CUSTOMERS', {}, false],
  ];
  for (const [title, kind, filters, measureViewer] of exports) {
    const idleRss = { restApi: rssMb(restApi.pid!), gateway: rssMb(gateway.pid!) };
    const peak = { ...idleRss };
    const sampler = setInterval(() => {
      peak.restApi = Math.max(peak.restApi, rssMb(restApi.pid!));
      peak.gateway = Math.max(peak.gateway, rssMb(gateway.pid!));
    }, 20);
    const running = runExport(url, token, kind, filters);
    const during = measureViewer ? await viewerLatency(url, token, 10) : undefined;
    const done = await running;
    clearInterval(sampler);
    console.log(
      `${title}: ${done.status}, ${done.rows} rows, ${(done.bytes / 1024 / 1024).toFixed(1)} MB in ${done.seconds.toFixed(1)} s = ${(done.rows / done.seconds).toFixed(0)} rows/s; ` +
        `RSS rest-api ${idleRss.restApi.toFixed(0)} → peak ${peak.restApi.toFixed(0)} MB (+${(peak.restApi - idleRss.restApi).toFixed(0)}), ` +
        `gateway ${idleRss.gateway.toFixed(0)} → peak ${peak.gateway.toFixed(0)} MB (+${(peak.gateway - idleRss.gateway).toFixed(0)})`,
    );
    if (during) console.log(`  viewer meanwhile: p50 ${during.p50} ms  p99 ${during.p99} ms  errors ${during.errors} (idle p99 ${idle.p99} ms)`);
  }
} finally {
  for (const child of [gateway, restApi]) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
