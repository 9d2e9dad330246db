/**
 * The live preparation board at scale: 1,000 board subscribers (one socket each, no token) spread over two
 * gateway replicas sharing Redis, one rest-api behind a counting proxy. Measures
 * - fan-out latency: from a preparation mutation's answer (through replica A) to each subscriber's board showing
 *   it, and to the last subscriber's (p50/p99 over the mutations);
 * - upstream board reads per minute while idle (the shared poll) and during the mutations (polls + refreshes);
 * - each gateway's RSS and heap before and with the subscribers, per subscriber.
 * Needs Redis: REDIS_URL (or TEST_REDIS_URL); skips clearly without. Run: `npx tsx bench/preparation-board.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort, waitForHttp } from '../scripts/processes.ts';
import { shows, subscribeBoard, type BoardSubscriber } from '../tests/integration/board-live.ts';
import { signIn } from './stack.ts';

const SUBSCRIBERS = Number(process.env.BOARD_SUBSCRIBERS ?? 1000);
const MUTATIONS = Number(process.env.BOARD_MUTATIONS ?? 30);
const IDLE_MS = 60_000;
const WAREHOUSE_ID = 1;
const root = fileURLToPath(new URL('..', import.meta.url));

const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
if (!redisUrl) {
  console.log('preparation-board bench SKIPPED: no Redis (set REDIS_URL, e.g. redis://127.0.0.1:6379); the two replicas share it.');
  process.exit(0);
}

const children: ChildProcess[] = [];
function start(entry: string, env: NodeJS.ProcessEnv, preload: string[] = []): ChildProcess {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', ...preload.flatMap((file) => ['--import', file]), entry], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (!text.startsWith('board-memory ')) process.stderr.write(text);
  });
  children.push(child);
  return child;
}

/** The gateway's memory, asked through bench/board-memory.ts. */
function memoryOf(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      const match = /board-memory (\{.*\})/.exec(chunk.toString());
      if (!match) return;
      child.stderr!.off('data', read);
      resolve(JSON.parse(match[1]!) as NodeJS.MemoryUsage);
    };
    child.stderr!.on('data', read);
    child.kill('SIGUSR2');
  });
}

/** rest-api behind a proxy that counts the board's reads. */
async function countingProxy(target: string) {
  const reads: { start: number; end: number }[] = [];
  const server = createServer((request, response) => {
    if ((request.url ?? '').startsWith('/api/preparation/board')) {
      const read = { start: performance.now(), end: Number.NaN };
      reads.push(read);
      response.once('finish', () => (read.end = performance.now()));
    }
    const upstream = forward(new URL(request.url ?? '/', target), { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, reads, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const dataDir = mkdtempSync(join(tmpdir(), 'board-bench-'));
try {
  const restApiPort = await freePort();
  const restApiUrl = `http://127.0.0.1:${restApiPort}`;
  const restApi = start(join(root, 'rest-api/src/main.ts'), { REST_API_PORT: String(restApiPort), DATA_DIR: dataDir });
  await waitForHttp(`${restApiUrl}/healthz`, 300_000, restApi);
  const proxy = await countingProxy(restApiUrl);
  const gateways: { url: string; child: ChildProcess }[] = [];
  for (let replica = 0; replica < 2; replica += 1) {
    const port = await freePort();
    const child = start(join(root, 'gateway/src/main.ts'), { PORT: String(port), HOST: '127.0.0.1', REST_API_URL: proxy.url, REDIS_URL: redisUrl, WEB_DIST: join(root, 'web/dist') }, [join(root, 'bench/board-memory.ts')]);
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/readyz`, 120_000, child);
    gateways.push({ url, child });
  }
  const a = gateways[0]!;
  const before = await Promise.all(gateways.map((gateway) => memoryOf(gateway.child)));

  // Subscribers, alternating replicas, 50 at a time.
  const subscribers: BoardSubscriber[] = [];
  for (let index = 0; index < SUBSCRIBERS; index += 50) {
    const batch = Array.from({ length: Math.min(50, SUBSCRIBERS - index) }, (_, offset) => subscribeBoard(gateways[(index + offset) % 2]!.url, WAREHOUSE_ID));
    await Promise.all(batch.map((subscriber) => subscriber.sees(() => true, 60_000)));
    subscribers.push(...batch);
  }
  console.log(`${subscribers.length} subscribers have the board`);
  const withSubscribers = await Promise.all(gateways.map((gateway) => memoryOf(gateway.child)));

  // Idle: only the shared poll reads the board.
  const idleFrom = proxy.reads.length;
  await delay(IDLE_MS);
  const idleReads = proxy.reads.length - idleFrom;

  // Mutations through replica A; every subscriber (both replicas) must see each.
  const token = await signIn(a.url);
  const toPrepare = await fetch(`${a.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: `{ ordersToPrepare(warehouseId: ${WAREHOUSE_ID}, page: 1, take: 200) { items { orderId counter preparationStatus } } }` }),
  }).then((response) => response.json() as Promise<{ data: { ordersToPrepare: { items: { orderId: number; counter: number; preparationStatus: number }[] } } }>);
  const orders = toPrepare.data.ordersToPrepare.items.filter((order) => order.preparationStatus === 1).slice(0, MUTATIONS);
  const lastLatencies: number[] = [];
  /** Per mutation: the refresh's upstream read (from the mutation's answer to the read's end), then the fan-out after it. */
  const untilRead: number[] = [];
  const afterRead: number[] = [];
  const readToFirst: number[] = [];
  const allLatencies: number[] = [];
  const mutationFrom = proxy.reads.length;
  const mutationStart = Date.now();
  for (const { orderId, counter } of orders) {
    const seenAt = new Array<number>(subscribers.length).fill(0);
    const showsIt = shows('inPreparation', counter);
    // The arrival time of the message, not the moment this process got round to looking at it.
    const waits = subscribers.map((subscriber, index) => subscriber.sees(showsIt, 10_000).then((seen) => (seenAt[index] = seen ? (subscriber.arrivedAt(showsIt) ?? NaN) : NaN)));
    await fetch(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: `mutation { startOrderPreparation(orderId: ${orderId}) { ok } }` }),
    }).then((response) => response.json());
    const answered = performance.now();
    const readsBefore = proxy.reads.length;
    await Promise.all(waits);
    const latencies = seenAt.map((at) => Math.max(0, at - answered));
    allLatencies.push(...latencies);
    lastLatencies.push(Math.max(...latencies));
    const refresh = proxy.reads.slice(readsBefore - 1).find((read) => read.end >= answered);
    if (refresh) {
      untilRead.push(refresh.end - answered);
      afterRead.push(Math.max(...seenAt) - refresh.end);
      readToFirst.push(Math.min(...seenAt) - refresh.end);
    }
    await delay(200);
  }
  const mutationMinutes = (Date.now() - mutationStart) / 60_000;
  const mutationReads = proxy.reads.length - mutationFrom;

  const perSubscriber = (key: 'rss' | 'heapUsed') =>
    gateways.map((_, index) => `${(((withSubscribers[index]![key] - before[index]![key]) / (SUBSCRIBERS / 2)) / 1024).toFixed(1)} kB`).join(' / ');
  console.log(
    JSON.stringify(
      {
        subscribers: SUBSCRIBERS,
        replicas: 2,
        mutations: orders.length,
        missed: allLatencies.filter(Number.isNaN).length,
        fanOutToLastSubscriberMs: { p50: Math.round(percentile(lastLatencies, 50)), p99: Math.round(percentile(lastLatencies, 99)), max: Math.round(Math.max(...lastLatencies)) },
        fanOutPerSubscriberMs: { p50: Math.round(percentile(allLatencies, 50)), p99: Math.round(percentile(allLatencies, 99)) },
        breakdownMs: {
          answerToRefreshReadEnd: { p50: Math.round(percentile(untilRead, 50)), p99: Math.round(percentile(untilRead, 99)) },
          readEndToFirstSubscriber: { p50: Math.round(percentile(readToFirst, 50)), p99: Math.round(percentile(readToFirst, 99)) },
          readEndToLastSubscriber: { p50: Math.round(percentile(afterRead, 50)), p99: Math.round(percentile(afterRead, 99)) },
        },
        upstreamBoardReadsPerMinute: { idle: Math.round(idleReads / (IDLE_MS / 60_000)), duringMutations: Math.round(mutationReads / mutationMinutes) },
        gatewayMemoryMb: gateways.map((_, index) => ({ rssBefore: mb(before[index]!.rss), rssWith: mb(withSubscribers[index]!.rss), heapBefore: mb(before[index]!.heapUsed), heapWith: mb(withSubscribers[index]!.heapUsed) })),
        perSubscriber: { rss: perSubscriber('rss'), heapUsed: perSubscriber('heapUsed') },
      },
      null,
      2,
    ),
  );
  await Promise.all(subscribers.map((subscriber) => subscriber.close()));
  await proxy.close();
} finally {
  for (const child of children.reverse()) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}
