/**
 * What the gateway itself costs on the users list page: the page straight from rest-api, through
 * our gateway, and through a generic one (Hive Gateway serving a supergraph GraphQL Mesh composes
 * from rest-api's /openapi.json), with the same query, token and upstream, and through a bare proxy
 * (bench/bare-proxy.ts: one hop and a JSON round trip, no GraphQL; what no gateway can go below), in
 * interleaved rounds so that the machine's noise hits all alike. Prints p50/p99 at 1 connection, req/s at 10
 * connections, CPU per request of each gateway process (from /proc), and the targets.
 *
 * rest-api runs on a throw-away database of BENCH_DATABASE_URL (default the local PostgreSQL
 * server), or on PGlite when no server answers. Hive Gateway and Mesh are installed into
 * bench/hive on first use, apart from the workspaces.
 * BENCH_ROUNDS (5), BENCH_REQUESTS (sequential requests per target and round, 400),
 * BENCH_SECONDS (seconds at 10 connections per target and round, 4), BENCH_CPU_PROF (a folder:
 * our gateway writes a V8 CPU profile there on exit).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildService, outputOf } from '../scripts/build-services.ts';
import { freePort, run, waitForHttp } from '../scripts/processes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const hiveDir = join(root, 'bench/hive');
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const sequentialRequests = Number(process.env.BENCH_REQUESTS ?? 400);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = 10;
const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /** The gateway process whose CPU is counted (with its children); none for rest-api itself. */
  pid?: number;
  /** The user ids of the page, to check that all three answer the same page. */
  userIds(answer: unknown): number[];
}

interface Totals {
  latencies: number[];
  rates: number[];
  requestsAt1: number;
  cpuAt1: number;
  requestsAt10: number;
  cpuAt10: number;
  failures: number;
}


function startNode(args: string[], env: NodeJS.ProcessEnv, cwd = root): ChildProcess {
  return spawn(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A throw-away PostgreSQL database, or undefined (PGlite) when the server does not answer. */
async function throwAwayDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `console_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** User + system CPU seconds of a process and its descendants, from /proc. */
function cpuSeconds(pid: number): number {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state, ppid, ..., utime (14th), stime (15th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  let ticks = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop()!;
    ticks += stats.get(current)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.parent === current) pending.push(child);
  }
  return ticks / clockTicks;
}

function send(target: Target, headers: Record<string, string>, agent?: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(target.url, { method: target.method, headers, agent }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end(target.body);
  });
}

/**
 * One connection, one request after the other: the latency of each, in ms. A connection of its
 * own, opened before timing: one left idle while the others are measured may be closed meanwhile.
 */
async function sequential(target: Target, headers: Record<string, string>, count: number, totals?: Totals): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  await send(target, headers, agent);
  const cpuBefore = target.pid ? cpuSeconds(target.pid) : 0;
  let failures = 0;
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = process.hrtime.bigint();
    const answer = await send(target, headers, agent);
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (answer.status !== 200) failures += 1;
  }
  const cpu = target.pid ? cpuSeconds(target.pid) - cpuBefore : 0;
  agent.destroy();
  if (!totals) return;
  totals.latencies.push(...latencies);
  totals.failures += failures;
  totals.cpuAt1 += cpu;
  totals.requestsAt1 += count;
}

async function loaded(target: Target, headers: Record<string, string>, duration: number, totals?: Totals): Promise<void> {
  const cpuBefore = target.pid ? cpuSeconds(target.pid) : 0;
  const result = await autocannon({ url: target.url, method: target.method, headers, body: target.body, connections, duration });
  if (!totals) return;
  if (target.pid) totals.cpuAt10 += cpuSeconds(target.pid) - cpuBefore;
  totals.requestsAt10 += result.requests.total;
  totals.rates.push(result.requests.total / result.duration);
  totals.failures += result.errors + result.non2xx;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** Installs Hive Gateway and Mesh into bench/hive (first run only), composes rest-api's OpenAPI and serves it. */
async function startHive(restApiUrl: string, scratch: string): Promise<{ child: ChildProcess; url: string }> {
  if (!existsSync(join(hiveDir, 'node_modules'))) {
    console.log('installing Hive Gateway and GraphQL Mesh into bench/hive (first run only)...');
    await run('npm', ['ci', '--prefix', hiveDir, '--no-audit', '--no-fund', '--loglevel=error']);
  }
  const supergraph = join(scratch, 'supergraph.graphql');
  const compose = startNode([join(hiveDir, 'node_modules/.bin/mesh-compose'), '-o', supergraph], { REST_API_URL: restApiUrl }, hiveDir);
  const code = await new Promise<number | null>((resolve) => compose.once('exit', resolve));
  if (code !== 0) throw new Error(`mesh-compose exited with ${code}`);
  const port = await freePort();
  const child = startNode([join(hiveDir, 'node_modules/.bin/hive-gateway'), 'supergraph', supergraph, '--port', String(port), '--host', '127.0.0.1'], {}, hiveDir);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/readiness`, 120_000, child);
  return { child, url };
}

const fields = 'userId firstName lastName email phoneNumber userTypeId active roles { roleId name }';
const children: ChildProcess[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'console-bench-cost-'));
const database = await throwAwayDatabase();
try {
  console.log(`rest-api on ${database ? 'PostgreSQL' : 'PGlite'}; load average ${loadavg().map((load) => load.toFixed(1)).join(' ')} (other work on this machine makes the numbers noisy)`);
  // What production runs: the compiled services (npm start builds them too).
  await Promise.all([buildService('rest-api'), buildService('gateway')]);
  const restApiPort = await freePort();
  const restApi = startNode([outputOf('rest-api')], {
    REST_API_PORT: String(restApiPort),
    DATA_DIR: scratch,
    DEMO_DATA: '1',
    ACCESS_TOKEN_TTL: '7200',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  children.push(restApi);
  const restApiUrl = `http://127.0.0.1:${restApiPort}`;
  await waitForHttp(`${restApiUrl}/healthz`, 180_000, restApi);

  const gatewayPort = await freePort();
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const gateway = startNode([...profile, outputOf('gateway')], {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    REST_API_URL: restApiUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  children.push(gateway);
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await waitForHttp(`${gatewayUrl}/readyz`, 120_000, gateway);
  const hive = await startHive(restApiUrl, scratch);
  children.push(hive.child);
  const usersList = `${restApiUrl}/api/users?take=10&page=1&loadRoles=true`;
  const bareProxyPort = await freePort();
  const bareProxy = startNode(['--import', 'tsx', join(root, 'bench/bare-proxy.ts')], { PORT: String(bareProxyPort), UPSTREAM: usersList });
  children.push(bareProxy);
  const bareProxyUrl = `http://127.0.0.1:${bareProxyPort}`;
  await waitForHttp(bareProxyUrl, 60_000, bareProxy);

  const signIn = await fetch(`${restApiUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.ma', password: 'Admin123!' }),
  });
  const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', saleschannel: '1' };

  type Page = { userId: number }[];
  const targets: Target[] = [
    {
      name: 'rest-api, direct',
      url: usersList,
      method: 'GET',
      userIds: (answer) => (answer as { collection: Page }).collection.map((user) => user.userId),
    },
    {
      name: 'our gateway',
      url: `${gatewayUrl}/graphql`,
      method: 'POST',
      body: JSON.stringify({ query: `{ users(page: 1, take: 10) { count items { ${fields} } } }` }),
      pid: gateway.pid,
      userIds: (answer) => (answer as { data: { users: { items: Page } } }).data.users.items.map((user) => user.userId),
    },
    {
      name: 'Hive Gateway + Mesh',
      url: `${hive.url}/graphql`,
      method: 'POST',
      body: JSON.stringify({ query: `{ api_users(page: 1, take: 10, loadRoles: true) { ... on api_users_200_response { count collection { ${fields} } } } }` }),
      pid: hive.child.pid,
      userIds: (answer) => (answer as { data: { api_users: { collection: Page } } }).data.api_users.collection.map((user) => user.userId),
    },
    {
      name: 'bare proxy (floor)',
      url: bareProxyUrl,
      method: 'POST',
      body: '{}',
      pid: bareProxy.pid,
      userIds: (answer) => (answer as { data: { users: { items: Page } } }).data.users.items.map((user) => user.userId),
    },
  ];

  const pages = await Promise.all(targets.map(async (target) => target.userIds(JSON.parse((await send(target, headers)).body))));
  if (pages.some((page) => page.length !== 10 || page.join() !== pages[0]!.join())) throw new Error(`the targets do not answer the same page: ${JSON.stringify(pages)}`);

  console.log(`warming up, then ${rounds} interleaved rounds: ${sequentialRequests} requests at 1 connection, ${seconds} s at ${connections} connections, per target`);
  for (const target of targets) {
    await loaded(target, headers, 2);
    await sequential(target, headers, 100);
  }
  const totals = new Map(targets.map((target) => [target, { latencies: [], rates: [], requestsAt1: 0, cpuAt1: 0, requestsAt10: 0, cpuAt10: 0, failures: 0 } as Totals]));
  for (let round = 0; round < rounds; round += 1) {
    const order = targets.map((_, index) => targets[(index + round) % targets.length]!);
    for (const target of order) await sequential(target, headers, sequentialRequests, totals.get(target)!);
    for (const target of order) await loaded(target, headers, seconds, totals.get(target)!);
    process.stdout.write(`round ${round + 1}/${rounds} done\n`);
  }

  const summary = targets.map((target) => {
    const total = totals.get(target)!;
    const sorted = [...total.latencies].sort((a, b) => a - b);
    return {
      name: target.name,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      rate: median(total.rates),
      cpuAt1: target.pid ? (total.cpuAt1 * 1000) / total.requestsAt1 : undefined,
      cpuAt10: target.pid ? (total.cpuAt10 * 1000) / total.requestsAt10 : undefined,
      cpu: target.pid ? ((total.cpuAt1 + total.cpuAt10) * 1000) / (total.requestsAt1 + total.requestsAt10) : undefined,
      failures: total.failures,
      rates: total.rates,
    };
  });
  const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(3));
  console.log(`\n${'users list page'.padEnd(22)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'req/s@10'.padStart(10)}${'CPU ms/req@1'.padStart(14)}${'CPU ms/req@10'.padStart(15)}${'failed'.padStart(8)}`);
  for (const row of summary) {
    console.log(`${row.name.padEnd(22)}${ms(row.p50).padStart(9)}${ms(row.p99).padStart(9)}${row.rate.toFixed(0).padStart(10)}${ms(row.cpuAt1).padStart(14)}${ms(row.cpuAt10).padStart(15)}${String(row.failures).padStart(8)}`);
  }
  const [direct, ours, generic, floor] = summary as [(typeof summary)[0], (typeof summary)[0], (typeof summary)[0], (typeof summary)[0]];
  // Ratios per round: both sides of a round ran under the same load.
  const ratio = (of: typeof ours) => median(of.rates.map((rate, round) => rate / direct.rates[round]!));
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const overhead = ours.p50 - direct.p50;
  console.log(`\nour gateway adds ${overhead.toFixed(3)} ms at p50, 1 connection (Hive ${(generic.p50 - direct.p50).toFixed(3)} ms): target <= 0.5 ms ${verdict(overhead <= 0.5)}`);
  console.log(`our gateway keeps ${ratio(ours).toFixed(2)}x of direct throughput at ${connections} connections (Hive ${ratio(generic).toFixed(2)}x): target >= 0.85x ${verdict(ratio(ours) >= 0.85)}`);
  console.log(`CPU per request: ours ${ms(ours.cpu)} ms, Hive ${ms(generic.cpu)} ms (${(generic.cpu! / ours.cpu!).toFixed(2)}x): target <= one third of Hive's ${verdict(ours.cpu! * 3 <= generic.cpu!)}`);
  console.log(`the floor, a bare proxy (bench/bare-proxy.ts), adds ${(floor.p50 - direct.p50).toFixed(3)} ms at p50, keeps ${ratio(floor).toFixed(2)}x of direct throughput, spends ${ms(floor.cpu)} ms CPU per request`);
  console.log(`load average at the end ${loadavg().map((load) => load.toFixed(1)).join(' ')}`);
} finally {
  for (const child of children.reverse()) await stop(child);
  await database?.drop();
  rmSync(scratch, { recursive: true, force: true });
}
