/**
 * CPU per request of each operation of the 50-staff mixed load (bench/mixed-load.ts), in the gateway, in rest-api and
 * in the PostgreSQL backends serving them: a figure the other work on a shared machine does not distort as it
 * distorts latencies (the client sessions of the database only: autovacuum and the bench left out). One simulated staff member of each role plays its rounds (bench/mixed-load/staff.ts, the same
 * operations, variables and order), one request at a time, no pause; around each request the CPU time of every
 * thread of each process is read from Linux's /proc/<pid>/task/<tid>/schedstat (nanoseconds actually run: the
 * event loop, the garbage collector's and libuv's threads). What a process does between requests (timers, a late
 * garbage collection) lands on the next request, so the averages hold over many requests, not one.
 *
 * Runs on the PostgreSQL database of BENCH_DATABASE_URL (written to: orders are created, confirmed and collected; a
 * copy of a database made by bench/seed-volume.ts, whose bulk customers `BK…` the agents look up), rest-api and the
 * gateway on BENCH_REST_API_PORT (4761) and BENCH_PORT (4760), as `npm start` runs them compiled (BENCH_TSX=1: from
 * TypeScript under tsx, as bench/mixed-load.ts starts them). BENCH_ROUNDS (40) rounds of each role after
 * BENCH_WARMUP (10) untimed ones; BENCH_CPU_PROF=folder: both services write a V8 CPU profile there on exit (of the
 * timed rounds and the warm-up). BENCH_REPORT=path writes the table as Markdown.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildService, outputOf, type Service } from '../scripts/build-services.ts';
import { waitForHttp } from '../scripts/processes.ts';
import { agentRound, cashierRound, dispatcherRound, graphqlClient, Recorder, supervisorRound, type StaffContext } from './mixed-load/staff.ts';
import { signIn } from './stack.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;
const databaseUrl = env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('BENCH_DATABASE_URL is required (a database made by bench/seed-volume.ts: it is written to)');
  process.exit(2);
}
const rounds = Number(env.BENCH_ROUNDS ?? 40);
const warmup = Number(env.BENCH_WARMUP ?? 10);
const port = env.BENCH_PORT ?? '4760';
const restApiPort = env.BENCH_REST_API_PORT ?? '4761';
const url = `http://127.0.0.1:${port}`;
const database = new URL(databaseUrl).pathname.slice(1);
const BENCH_APPLICATION = 'request-cpu bench';

/** Nanoseconds of CPU every thread of process `pid` has run so far (0 once it is gone). */
function cpuNanoseconds(pid: number): number {
  let total = 0;
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return 0;
  }
  for (const task of tasks) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return total;
}

interface Sample {
  gateway: number;
  restApi: number;
  database: Map<number, number>;
}

interface Cost {
  count: number;
  wall: number;
  gateway: number;
  restApi: number;
  database: number;
}

/** Times each operation as the mixed load's recorder does, and adds up the CPU each process spent during it. */
class CpuRecorder extends Recorder {
  readonly costs = new Map<string, Cost>();
  timing = false;

  constructor(
    private readonly pids: { gateway: number; restApi: number },
    private readonly databasePids: () => Promise<readonly number[]>,
  ) {
    super();
  }

  private async sample(): Promise<Sample> {
    const databasePids = await this.databasePids();
    return {
      gateway: cpuNanoseconds(this.pids.gateway),
      restApi: cpuNanoseconds(this.pids.restApi),
      database: new Map(databasePids.map((pid) => [pid, cpuNanoseconds(pid)])),
    };
  }

  override async time<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
    if (!this.timing) return super.time(name, work);
    const before = await this.sample();
    const started = performance.now();
    const result = await super.time(name, work);
    const wall = performance.now() - started;
    const after = await this.sample();
    let databaseCpu = 0;
    // A session opened during the request counts from 0 (its start included); one that ended is lost (rare).
    for (const [pid, ns] of after.database) databaseCpu += ns - (before.database.get(pid) ?? 0);
    const cost = this.costs.get(name) ?? { count: 0, wall: 0, gateway: 0, restApi: 0, database: 0 };
    cost.count += 1;
    cost.wall += wall;
    cost.gateway += after.gateway - before.gateway;
    cost.restApi += after.restApi - before.restApi;
    cost.database += databaseCpu;
    this.costs.set(name, cost);
    return result;
  }
}

function startNode(service: Service, args: string[], serviceEnv: NodeJS.ProcessEnv): ChildProcess {
  const entry = env.BENCH_TSX === '1' ? ['--import', 'tsx', join(root, service, 'src/main.ts')] : [outputOf(service)];
  return spawn(process.execPath, [...args, ...entry], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: serviceEnv });
}

const stopped = (child: ChildProcess) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(null);
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

if (env.BENCH_TSX !== '1') for (const service of ['rest-api', 'gateway'] as const) await buildService(service);
const profile = env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : [];
const serviceEnv = {
  ...env,
  LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'error',
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  REST_API_PORT: restApiPort,
  PORT: port,
  REST_API_URL: `http://127.0.0.1:${restApiPort}`,
};
const restApi = startNode('rest-api', profile, serviceEnv);
const gateway = startNode('gateway', profile, serviceEnv);
const db = new pg.Client({ connectionString: databaseUrl, application_name: BENCH_APPLICATION });
await db.connect();
let costs: Map<string, Cost>;
try {
  await waitForHttp(`http://127.0.0.1:${restApiPort}/healthz`, 300_000, restApi);
  await waitForHttp(`${url}/readyz`, 60_000, gateway);
  const customerCount = Number((await db.query<{ n: string }>(`select count(*) as n from customers where code like 'BK%'`)).rows[0]?.n ?? 0);
  if (customerCount === 0) throw new Error(`${database} has no bulk customer: seed it with bench/seed-volume.ts`);
  const [dispatcher] = (await db.query<{ id: number }>(`select coalesce(warehouse_id, 1) as id from users where lower(email) = 'dispatch@demo.ma'`)).rows;
  const clients = {
    agent: graphqlClient(url, await signIn(url, 'agent@demo.ma', 'Agent123!')),
    cashier: graphqlClient(url, await signIn(url, 'caisse@demo.ma', 'Caisse123!')),
    dispatcher: graphqlClient(url, await signIn(url, 'dispatch@demo.ma', 'Dispatch123!')),
    supervisor: graphqlClient(url, await signIn(url, 'superviseur@demo.ma', 'Super123!')),
    admin: graphqlClient(url, await signIn(url)),
  };
  // The services' sessions (the bench's own and autovacuum's left out), read around each request: the pools open and
  // close them as they go.
  const backends = async () =>
    (
      await db.query<{ pid: number }>(`select pid from pg_stat_activity where datname = $1 and application_name <> $2 and backend_type = 'client backend'`, [
        database,
        BENCH_APPLICATION,
      ])
    ).rows.map((row) => row.pid);
  const recorder = new CpuRecorder({ gateway: gateway.pid!, restApi: restApi.pid! }, backends);
  const context: StaffContext = { recorder, customerCount, created: [] };
  for (let round = 0; round < warmup + rounds; round += 1) {
    recorder.timing = round >= warmup;
    await agentRound(clients.agent, context);
    await cashierRound(clients.cashier, context);
    await dispatcherRound(clients.dispatcher, context, dispatcher?.id ?? 1);
    await supervisorRound(clients.supervisor, clients.admin, context);
  }
  for (const [name, stats] of recorder.operations) if (stats.errors > 0) console.log(`${name}: ${stats.errors} errors, the last: ${stats.lastError}`);
  costs = recorder.costs;
} finally {
  await Promise.all([stopped(gateway), stopped(restApi)]);
  await db.end();
}

const ms = (ns: number, count: number) => (ns / 1e6 / count).toFixed(2);
const rows = [...costs].map(([name, cost]) => ({ name, ...cost, total: cost.gateway + cost.restApi + cost.database }));
const sum = (key: 'gateway' | 'restApi' | 'database' | 'total') => rows.reduce((total, row) => total + row[key], 0);
const count = rows.reduce((total, row) => total + row.count, 0);
const table = [
  '| operation | requests | wall ms | gateway CPU ms | rest-api CPU ms | PostgreSQL CPU ms | total CPU ms |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map((row) => `| ${row.name} | ${row.count} | ${(row.wall / row.count).toFixed(1)} | ${ms(row.gateway, row.count)} | ${ms(row.restApi, row.count)} | ${ms(row.database, row.count)} | ${ms(row.total, row.count)} |`),
  `| every request (mean) | ${count} | | ${ms(sum('gateway'), count)} | ${ms(sum('restApi'), count)} | ${ms(sum('database'), count)} | ${ms(sum('total'), count)} |`,
].join('\n');
console.log(`\n${table}`);
if (env.BENCH_REPORT) writeFileSync(env.BENCH_REPORT, `${table}\n`);
