/**
 * Every console list page through the gateway, as the console asks for it (its own GraphQL operations), with
 * representative filters and keywords (a common name « alaoui », a rare one, a phone fragment, a code): one
 * connection, sequential requests, p50/p99 per list × filter. Signed in as the admin demo account.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/list-pages.ts
 *
 * The database is used as it is (seeded beforehand, e.g. by bench/seed-volume.ts or
 * rest-api/src/customers/seed-bulk.ts); rest-api migrates it on start. BENCH_REST_API_PORT and BENCH_PORT choose the
 * ports (default 4850, 4851), BENCH_REQUESTS the requests per case (default 100), BENCH_ONLY substrings of the cases
 * to run, separated by |. Goals (1M customers, 5M orders, PostgreSQL): p50 < 50 ms, p99 < 150 ms for every case.
 */
import { print, type DocumentNode } from 'graphql';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AdminUsersDocument,
  CallAssignmentsDocument,
  CatalogArticlesDocument,
  CustomerListDocument,
  OrderListDocument,
  OrdersToPrepareDocument,
  PosCustomersDocument,
  PromotionListDocument,
  PromotionSimulatorCustomersDocument,
  SchedulesDocument,
  WarehouseSchedulesDocument,
} from '../web/src/generated/graphql.ts';
import { startService, waitForHttp } from '../scripts/processes.ts';
import { signIn } from './stack.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const only = process.env.BENCH_ONLY?.split('|');
const restApiPort = Number(process.env.BENCH_REST_API_PORT ?? 4850);
const gatewayPort = Number(process.env.BENCH_PORT ?? 4851);
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: the PostgreSQL database to measure (seeded beforehand)');

/** Today in Morocco (the call assignments' day), YYYY-MM-DD. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());

type Case = [list: string, filter: string, document: DocumentNode, variables: Record<string, unknown>];
const orders = (filter: object, page = 1): Record<string, unknown> => ({ filter, page, take: 50 });
const customers = (variables: object): Record<string, unknown> => ({ page: 1, take: 10, ...variables });

const CASES: Case[] = [
  ['customers', 'none', CustomerListDocument, customers({})],
  ['customers', 'channel 1 + status 3', CustomerListDocument, customers({ channelId: 1, customerStatusId: 3 })],
  ['customers', 'region 6 + origin 11', CustomerListDocument, customers({ regionId: 6, customerOriginId: 11 })],
  ['customers', 'page 100', CustomerListDocument, customers({ page: 100 })],
  ['customers', 'keyword « alaoui » (common)', CustomerListDocument, customers({ keyword: 'alaoui' })],
  ['customers', 'keyword « alaoui », page 20', CustomerListDocument, customers({ keyword: 'alaoui', page: 20 })],
  ['customers', 'keyword « alaoui » + status 3', CustomerListDocument, customers({ keyword: 'alaoui', customerStatusId: 3 })],
  ['customers', 'keyword « zouhair » (none)', CustomerListDocument, customers({ keyword: 'zouhair' })],
  ['customers', 'keyword « mohammed alaoui »', CustomerListDocument, customers({ keyword: 'mohammed alaoui' })],
  ['customers', 'keyword phone « 0700012345 »', CustomerListDocument, customers({ keyword: '0700012345' })],
  ['customers', 'keyword phone fragment « 12345 »', CustomerListDocument, customers({ keyword: '12345' })],
  ['customers', 'keyword code « BK0054321 »', CustomerListDocument, customers({ keyword: 'BK0054321' })],
  ['customers', 'keyword « épicerie 5432 »', CustomerListDocument, customers({ keyword: 'épicerie 5432' })],
  ['point of sale customers', '« alaoui »', PosCustomersDocument, { keyword: 'alaoui' }],
  ['point of sale customers', '« zouhair » (none)', PosCustomersDocument, { keyword: 'zouhair' }],
  ['point of sale customers', 'phone « 0700012345 »', PosCustomersDocument, { keyword: '0700012345' }],
  ['point of sale customers', 'code « BK0054321 »', PosCustomersDocument, { keyword: 'BK0054321' }],
  ['promotion simulator customers', '« alaoui »', PromotionSimulatorCustomersDocument, { keyword: 'alaoui', take: 20 }],
  ['promotion simulator customers', '« zouhair » (none)', PromotionSimulatorCustomersDocument, { keyword: 'zouhair', take: 20 }],
  ['promotion simulator customers', 'phone « 0700012345 »', PromotionSimulatorCustomersDocument, { keyword: '0700012345', take: 20 }],
  ['orders', 'all (/orders)', OrderListDocument, orders({})],
  ['orders', 'all, page 100', OrderListDocument, orders({}, 100)],
  ['orders', 'status 2', OrderListDocument, orders({ statusId: 2 })],
  ['orders', 'order id', OrderListDocument, orders({ orderId: 1_234_567 })],
  ['orders', 'customer', OrderListDocument, orders({ customerId: 12_345 })],
  ['orders', 'warehouse 1 + preparation 1', OrderListDocument, orders({ warehouseId: 1, preparationStatus: 1 })],
  ['orders', 'order date (today)', OrderListDocument, orders({ orderDate: today })],
  ['orders', 'desired delivery date (today)', OrderListDocument, orders({ desiredDeliveryDate: today })],
  ['take-away', 'list (/romeo/togo)', OrderListDocument, orders({ deliveryModeId: 1, excludeOpenBaskets: true })],
  ['take-away', 'status 2 + order date', OrderListDocument, orders({ deliveryModeId: 1, excludeOpenBaskets: true, statusId: 2, orderDate: today })],
  ['delivery', 'list (/romeo/todelivery)', OrderListDocument, orders({ deliveryModeId: 2, excludeOpenBaskets: true })],
  ['delivery', 'delivery status 2', OrderListDocument, orders({ deliveryModeId: 2, excludeOpenBaskets: true, deliveryStatus: 2 })],
  ['delivery', 'desired date + slot', OrderListDocument, orders({ deliveryModeId: 2, excludeOpenBaskets: true, desiredDeliveryDate: today, deliverySlotId: 1 })],
  ['orders to prepare', 'all warehouses', OrdersToPrepareDocument, { page: 1, take: 50 }],
  ['orders to prepare', 'warehouse 1', OrdersToPrepareDocument, { warehouseId: 1, page: 1, take: 50 }],
  ['users (staff)', 'none', AdminUsersDocument, { page: 1, take: 10 }],
  ['users (staff)', 'keyword « alaoui »', AdminUsersDocument, { page: 1, take: 10, keyword: 'alaoui' }],
  ['users (staff)', 'user type 6 (agents)', AdminUsersDocument, { page: 1, take: 10, userTypeId: 6 }],
  ['promotions', 'none', PromotionListDocument, { page: 1, take: 10 }],
  ['promotions', 'keyword + active', PromotionListDocument, { page: 1, take: 10, keyword: 'promo', activeOnly: true }],
  ['schedules', 'loaded', SchedulesDocument, { filter: { kind: 'LOADED' }, page: 1, take: 10 }],
  ['schedules', 'provisional', SchedulesDocument, { filter: { kind: 'PROVISIONAL' }, page: 1, take: 10 }],
  ['schedules', 'loaded, by order code', SchedulesDocument, { filter: { kind: 'LOADED', orderCode: 'CMD-1234567' }, page: 1, take: 10 }],
  ['schedules', 'loaded, warehouse 1 + date', SchedulesDocument, { filter: { kind: 'LOADED', warehouseId: 1, operationDate: today }, page: 1, take: 10 }],
  ['warehouse schedules', 'today', WarehouseSchedulesDocument, { operationDate: today, page: 1, take: 10 }],
  ['call assignments', 'today', CallAssignmentsDocument, { date: today }],
  ['articles', 'none', CatalogArticlesDocument, { page: 1, take: 10 }],
  ['articles', 'keyword « lait »', CatalogArticlesDocument, { page: 1, take: 10, keyword: 'lait' }],
];

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const restApiUrl = `http://127.0.0.1:${restApiPort}`;
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const env = { ...process.env, LOG_LEVEL: 'warn', REST_API_PORT: String(restApiPort), PORT: String(gatewayPort), REST_API_URL: restApiUrl };
const restApi = startService(join(root, 'rest-api/src/main.ts'), env);
const gateway = startService(join(root, 'gateway/src/main.ts'), { ...env, NODE_ENV: 'production' });
try {
  await waitForHttp(`${restApiUrl}/healthz`, 600_000, restApi);
  await waitForHttp(`${gatewayUrl}/readyz`, 60_000, gateway);
  const token = await signIn(gatewayUrl);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', saleschannel: '1' };
  console.log(`${'list'.padEnd(30)} ${'filter'.padEnd(36)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}  rows  count`);
  for (const [list, filter, document, variables] of CASES.filter(([list, filter]) => !only || only.some((part) => `${list} ${filter}`.includes(part)))) {
    const body = JSON.stringify({ query: print(document), variables });
    const send = async () => {
      const response = await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers, body });
      const answer = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
      if (!answer.data || answer.errors) throw new Error(`${list}, ${filter}: ${JSON.stringify(answer.errors ?? answer).slice(0, 500)}`);
      return Object.values(answer.data)[0];
    };
    const times: number[] = [];
    let shown: unknown;
    try {
      shown = await send();
      for (let index = 0; index < requests; index += 1) {
        const started = performance.now();
        shown = await send();
        times.push(performance.now() - started);
      }
    } catch (error) {
      // A case that fails (a statement timeout answers 503) is reported, and the others still run.
      console.log(`${list.padEnd(30)} ${filter.padEnd(36)} error: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`);
      continue;
    }
    times.sort((left, right) => left - right);
    const page = shown as { count?: number; items?: unknown[] } | unknown[];
    const rows = Array.isArray(page) ? page.length : (page.items?.length ?? 0);
    const count = Array.isArray(page) ? '' : String(page.count ?? '');
    console.log(
      `${list.padEnd(30)} ${filter.padEnd(36)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 99).toFixed(1).padStart(8)}  ${String(rows).padStart(4)}  ${count}`,
    );
  }
} finally {
  for (const child of [gateway, restApi]) child.kill('SIGTERM');
}
