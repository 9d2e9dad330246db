/**
 * Issue 24 §3 measured: a production gateway (NODE_ENV=production, GRAPHIQL=true so the page is
 * served) with its default limits, against (1) 5,000 idle graphql-ws connections from one address,
 * each sending `connection_init` without a token, while a signed-in user queries; (2) 250
 * concurrent GraphiQL loads (the page and every file it links, as a browser asks for them).
 * Reports the gateway's RSS (Linux /proc) before, at its peak and after, the refusals, and the
 * query's latency before and during the flood. Run by hand: `npx tsx bench/edge-flood.ts`
 * (FLOOD_SOCKETS, GRAPHIQL_LOADS to change the sizes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { freePort, waitForHttp } from '../scripts/processes.ts';
import { signIn } from './stack.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOCKETS = Number(process.env.FLOOD_SOCKETS ?? 5000);
const LOADS = Number(process.env.GRAPHIQL_LOADS ?? 250);
/** Sockets opened at once while flooding. */
const OPENING_AT_ONCE = 200;

const children: ChildProcess[] = [];
function start(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  return child;
}

function memory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n');
  const kb = (field: string) => Number(status.find((line) => line.startsWith(field))?.split(/\s+/)[1]);
  return { rssMb: Math.round(kb('VmRSS:') / 1024), peakMb: Math.round(kb('VmHWM:') / 1024) };
}

/** The highest RSS seen while `work` runs, sampled every 50 ms. */
async function peakDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = memory(pid).rssMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, memory(pid).rssMb)), 50);
  try {
    return { result: await work(), peakMb: Math.max(peakMb, memory(pid).rssMb) };
  } finally {
    clearInterval(sampler);
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function queryLatencies(url: string, token: string, count: number): Promise<{ p50: number; p99: number; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ users(page: 1, take: 20) { count items { userId email } } }' }),
    }).catch(() => undefined);
    const body = response?.ok ? ((await response.json()) as { data?: unknown }) : undefined;
    if (!body?.data) failed += 1;
    times.push(performance.now() - started);
  }
  return { p50: Math.round(percentile(times, 50) * 10) / 10, p99: Math.round(percentile(times, 99) * 10) / 10, failed };
}

type Attempt = { socket: WebSocket } | { refused: number } | { failed: string };
/** A graphql-ws connection acknowledged without a token, then held; or how it was refused. */
function idleSocket(url: string): Promise<Attempt> {
  const socket = new WebSocket(`${url.replace('http:', 'ws:')}/graphql`, 'graphql-transport-ws');
  return new Promise((resolve) => {
    socket.once('unexpected-response', (_request, response) => {
      resolve({ refused: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('error', (error) => resolve({ failed: error.message }));
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.once('message', () => resolve({ socket }));
  });
}

async function flood(url: string, count: number) {
  const held: WebSocket[] = [];
  const refused = new Map<number, number>();
  const failures = new Map<string, number>();
  for (let opened = 0; opened < count; opened += OPENING_AT_ONCE) {
    const attempts = await Promise.all(Array.from({ length: Math.min(OPENING_AT_ONCE, count - opened) }, () => idleSocket(url)));
    for (const attempt of attempts) {
      if ('socket' in attempt) held.push(attempt.socket);
      else if ('refused' in attempt) refused.set(attempt.refused, (refused.get(attempt.refused) ?? 0) + 1);
      else failures.set(attempt.failed, (failures.get(attempt.failed) ?? 0) + 1);
    }
  }
  return { held, refused: Object.fromEntries(refused), failures: Object.fromEntries(failures) };
}

/**
 * A GET without keep-alive or decoding: the bench's own event loop, busy with 250 visits, would
 * otherwise reuse connections the gateway has already closed (its keep-alive timeout) and spend
 * its time decompressing.
 */
function get(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    request(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** One browser's visit: the page, then every file it links and the workers its start script names (compressed, as a browser asks). */
async function loadGraphiQL(url: string): Promise<number> {
  const headers = { 'accept-encoding': 'br, gzip' };
  const page = (await get(`${url}/graphql`, { accept: 'text/html' })).toString();
  const files = [...page.matchAll(/(?:src|href)="(\/graphiql\/[^"]+)"/g)].map((match) => match[1]!);
  const start = files.find((file) => file.includes('/start-'));
  const workers = start ? [...(await get(`${url}${start}`, {})).toString().matchAll(/"(\/graphiql\/[^"]+)"/g)].map((match) => match[1]!) : [];
  const sizes = await Promise.all([...files, ...workers].map(async (file) => (await get(`${url}${file}`, headers)).length));
  return page.length + sizes.reduce((sum, size) => sum + size, 0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'edge-flood-'));
try {
  const restApiPort = await freePort();
  const restApiUrl = `http://127.0.0.1:${restApiPort}`;
  const restApi = start(join(root, 'rest-api/src/main.ts'), { REST_API_PORT: String(restApiPort), DATA_DIR: dataDir });
  await waitForHttp(`${restApiUrl}/healthz`, 300_000, restApi);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const gateway = start(join(root, 'gateway/src/main.ts'), { PORT: String(port), HOST: '127.0.0.1', REST_API_URL: restApiUrl, NODE_ENV: 'production', GRAPHIQL: 'true', WEB_DIST: join(root, 'web/dist') });
  await waitForHttp(`${url}/readyz`, 120_000, gateway);
  const pid = gateway.pid!;
  const token = await signIn(url);
  await queryLatencies(url, token, 20);

  const idle = memory(pid).rssMb;
  const quiet = await queryLatencies(url, token, 200);
  let during: Awaited<ReturnType<typeof queryLatencies>> | undefined;
  const flooded = await peakDuring(pid, async () => {
    const [result] = await Promise.all([flood(url, SOCKETS), queryLatencies(url, token, 200).then((latencies) => (during = latencies))]);
    return result;
  });
  const healthz = (await fetch(`${url}/healthz`)).status;
  const held = flooded.result.held;
  // The gateway closes them all after WS_IDLE_TIMEOUT_MS (some may be already, the flood being long on a busy machine).
  const closedByIdle = await Promise.all(
    held.map((socket) => (socket.readyState === WebSocket.CLOSED ? 1 : new Promise<number>((resolve) => socket.once('close', () => resolve(1))))),
  ).then((closed) => closed.length);
  console.log(
    JSON.stringify(
      {
        sockets: SOCKETS,
        accepted: held.length,
        refused: flooded.result.refused,
        failures: flooded.result.failures,
        closedByIdleTimeout: closedByIdle,
        healthzDuringFlood: healthz,
        queryMs: { quiet, duringFlood: during },
        rssMb: { idle, peak: flooded.peakMb, after: memory(pid).rssMb },
      },
      null,
      2,
    ),
  );

  const beforeGraphiQL = memory(pid).rssMb;
  const firstLoad = await peakDuring(pid, () => loadGraphiQL(url));
  const warm = memory(pid).rssMb;
  const loads = await peakDuring(pid, () => Promise.all(Array.from({ length: LOADS }, () => loadGraphiQL(url))));
  const afterQuery = await queryLatencies(url, token, 20);
  console.log(
    JSON.stringify(
      {
        graphiqlLoads: LOADS,
        bytesPerLoad: firstLoad.result,
        rssMb: { beforeFirstLoad: beforeGraphiQL, afterFirstLoad: warm, firstLoadPeak: firstLoad.peakMb, peakDuringLoads: loads.peakMb, afterLoads: memory(pid).rssMb },
        queryMsAfter: afterQuery,
      },
      null,
      2,
    ),
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
  rmSync(dataDir, { recursive: true, force: true });
}
