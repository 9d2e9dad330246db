/**
 * The point of sale's catalogue page through the gateway, as the agent: p50/p99 over varied pages, keywords,
 * families and the promotions-only switch, one request at a time, then with BENCH_CONNECTIONS in flight.
 * Starts rest-api and the gateway on BENCH_REST_API_PORT / BENCH_PORT with a throw-away data folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startService, waitForHttp } from '../scripts/processes.ts';
import { signIn } from './stack.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const restApiPort = process.env.BENCH_REST_API_PORT ?? '4240';
const port = process.env.BENCH_PORT ?? '4250';
const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-pos-'));
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', REST_API_PORT: restApiPort, PORT: port, REST_API_URL: `http://127.0.0.1:${restApiPort}` };

const CATALOG = `query($customerId: Int!, $page: Int!, $keyword: String, $familyId: Int, $onlyWithPromotion: Boolean) {
  posCatalog(customerId: $customerId, page: $page, keyword: $keyword, familyId: $familyId, onlyWithPromotion: $onlyWithPromotion, deliveryModeId: 2) {
    count
    items { articleId code descriptionLong imageListUrl unitText caseItems stockQuantity outOfStock minimumToOrder quantityStep unitPriceTTC
            unitPromotionPriceTTC inPromo promotionPercent brand articlePromotionInfo { paliers { from to discountValue unit } gifts { articleId quantity from } } }
  }
}`;
const KEYWORDS = [null, null, null, 'huile', 'THE', 'sucre', 'lait', '611', 'eau', 'café', 'farine', 'savon'];

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (title: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${title}: ${times.length} requests, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`);
};

const restApi = startService(join(root, 'rest-api/src/main.ts'), env);
const gateway = startService(join(root, 'gateway/src/main.ts'), { ...env, NODE_ENV: 'production' });
try {
  await waitForHttp(`http://127.0.0.1:${restApiPort}/healthz`, 180_000, restApi);
  await waitForHttp(`http://127.0.0.1:${port}/readyz`, 60_000, gateway);
  const url = `http://127.0.0.1:${port}/graphql`;
  const token = await signIn(`http://127.0.0.1:${port}`, 'agent@demo.ma', 'Agent123!');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async (variables: Record<string, unknown>) => {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query: CATALOG, variables }) });
    const body = (await response.json()) as { errors?: unknown[] };
    if (response.status !== 200 || body.errors) throw new Error(`${response.status} ${JSON.stringify(body.errors)}`);
    return performance.now() - started;
  };
  const families = [null, null, 1, 2, 3, 4, 5];
  const variablesOf = (index: number) => ({
    customerId: 1 + ((index * 37) % 2000),
    page: 1 + (index % 7),
    keyword: KEYWORDS[index % KEYWORDS.length],
    familyId: families[index % families.length],
    onlyWithPromotion: index % 5 === 0,
  });
  for (let index = 0; index < 30; index += 1) await call(variablesOf(index));
  const sequential: number[] = [];
  for (let index = 0; index < requests; index += 1) sequential.push(await call(variablesOf(index)));
  summary('catalogue page, one at a time', sequential);
  const concurrent: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < requests) concurrent.push(await call(variablesOf(next++)));
    }),
  );
  summary(`catalogue page, ${connections} in flight`, concurrent);
} finally {
  for (const child of [gateway, restApi]) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
