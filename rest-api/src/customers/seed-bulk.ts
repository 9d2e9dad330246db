/**
 * Bulk customers for benchmarks: `npx tsx rest-api/src/customers/seed-bulk.ts --customers 100000 [--measure]`.
 * Uses DATABASE_URL, else DATA_DIR (default ./data), like main.ts; migrates and loads the demo data first.
 * Idempotent per target count: bulk customers (codes BK0000001...) are added until there are that many.
 * Each batch (--batch, default 10000) is one INSERT statement per table built with generate_series, in one
 * transaction. --measure then times filtered pages of GET /api/customers (the route's own query) and prints
 * the plan of one (EXPLAIN ANALYZE).
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_DATA_SETS, REFERENCE_DATA } from '../app.ts';
import { hashPassword } from '../access/passwords.ts';
import { openDb, type Db, type Executor } from '../db/db.ts';
import { loadDemoData } from '../db/demo-data.ts';
import { migrate } from '../db/migrate.ts';
import { CUSTOMER_PASSWORD } from './customers-demo-data.ts';
import { listCustomers, type CustomerQuery } from './customers.repository.ts';
import { MOROCCO, Region, sectors } from './demo-data.ts';

const BULK_PREFIX = 'BK';
/** Bulk phone numbers are +2127 and n on 8 digits: beyond, two customers would share one. */
const MAX_BULK_CUSTOMERS = 99_999_999;

const firstNames = ['Mohammed', 'Ahmed', 'Youssef', 'Omar', 'Hassan', 'Khalid', 'Fatima', 'Khadija', 'Aicha', 'Naima', 'Zineb', 'Salma', 'Karim', 'Imane', 'Hamza', 'Meryem'];
const lastNames = ['Alaoui', 'Bennani', 'Tazi', 'El Amrani', 'Berrada', 'Chraibi', 'Idrissi', 'Lahlou', 'Benjelloun', 'Slaoui', 'Bouzidi', 'Fassi', 'Kabbaj', 'Sbai', 'Mansouri', 'Ouali'];

/** 100 slots each, so `slot[hash % 100]` follows the weights. */
function slots<T>(weights: [T, number][]): T[] {
  return weights.flatMap(([value, weight]) => Array.from({ length: weight }, () => value));
}
const STATUS_SLOTS = slots([[1, 8], [2, 10], [3, 42], [4, 8], [5, 6], [6, 4], [7, 4], [8, 4], [9, 6], [10, 8]]);
const CHANNEL_SLOTS = slots([[1, 55], [2, 35], [3, 2], [4, 2], [5, 2], [6, 1], [7, 1], [8, 1], [9, 1]]);

export interface BulkResult {
  existing: number;
  inserted: number;
  seconds: number;
}

/** Adds bulk customers until `target` exist (never removes any). bench/seed-volume.ts adds their orders. */
export async function seedBulkCustomers(
  db: Db,
  target: number,
  batchSize = 10_000,
  log: (line: string) => void = () => undefined,
  workers = 1,
): Promise<BulkResult> {
  const started = performance.now();
  const [{ existing }] = await db.query<{ existing: number }>(`select count(*)::int as existing from customers where code like '${BULK_PREFIX}%'`);
  if (existing >= target) return { existing, inserted: 0, seconds: 0 };

  const casablanca = sectors.filter(([, code]) => code.startsWith('CAS-')).map(([id]) => id);
  const rabat = sectors.filter(([, code]) => code.startsWith('RAB-') || code.startsWith('SAL-')).map(([id]) => id);
  const creators = await db.query<{ user_id: number; user_type_id: number }>(
    `select user_id, user_type_id from users where user_type_id in (1, 2, 5, 6, 11, 12, 13) and active order by user_id`,
  );
  const byType = (types: number[]) => creators.filter((creator) => types.includes(creator.user_type_id));
  // Creator slots (0 = no creator): 25 % ambassadors, 10 % kiosks, 25 % staff, 40 % none (web or app).
  const pools = [byType([5]), byType([11, 12, 13]), byType([1, 2, 6])];
  const creatorSlots = Array.from({ length: 100 }, (_, slot) => {
    const pool = slot < 25 ? pools[0] : slot < 35 ? pools[1] : slot < 60 ? pools[2] : [];
    return pool.length > 0 ? pool[slot % pool.length] : { user_id: 0, user_type_id: 0 };
  });
  const hash = await hashPassword(CUSTOMER_PASSWORD);

  const batches: [number, number][] = [];
  for (let from = existing + 1; from <= target; from += batchSize) batches.push([from, Math.min(target, from + batchSize - 1)]);
  // Batches name their own numbers (codes BK…, phones): several can run side by side on PostgreSQL.
  await Promise.all(
    Array.from({ length: Math.max(1, workers) }, async () => {
      for (let next = batches.shift(); next; next = batches.shift()) {
        const [from, to] = next;
        const batchStarted = performance.now();
        await db.transaction(async (tx) => {
          // Bulk settings: no wait for the WAL flush, no JIT (it compiles for seconds on these estimates).
          await tx.exec('set local synchronous_commit = off; set local jit = off');
          await insertBatch(tx, from, to, { casablanca, rabat, creatorSlots, hash });
        });
        log(`customers ${from}-${to}: ${Math.round(performance.now() - batchStarted)} ms`);
      }
    }),
  );
  return { existing, inserted: target - existing, seconds: (performance.now() - started) / 1000 };
}

interface BatchData {
  casablanca: number[];
  rabat: number[];
  creatorSlots: { user_id: number; user_type_id: number }[];
  hash: string;
}

/** One statement: users, customers, default addresses and payment modes of bulk numbers `from`..`to`. */
async function insertBatch(tx: Executor, from: number, to: number, data: BatchData) {
  await tx.query(
    `with src as materialized (
       select g.n,
              nextval(pg_get_serial_sequence('users', 'user_id'))::int as user_id,
              nextval(pg_get_serial_sequence('customers', 'customer_id'))::int as customer_id,
              abs(hashint4(g.n)) as h1, abs(hashint4(g.n + 1000000007)) as h2, abs(hashint4(g.n * 7 + 13)) as h3
         from generate_series($1::int, $2::int) as g(n)
     ),
     picked as materialized (
       select s.*,
              (s.h1 % 100) < 65 as in_casablanca,
              ($3::int[])[1 + s.h2 % 100] as creator_id,
              ($4::int[])[1 + s.h2 % 100] as creator_type,
              ($5::int[])[1 + s.h3 % 100] as status_id,
              ($6::int[])[1 + (s.h1 / 100) % 100] as channel_id,
              case when ($4::int[])[1 + s.h2 % 100] = 5 then 'android'
                   when ($4::int[])[1 + s.h2 % 100] in (11, 12, 13) then 'kiosk'
                   when ($4::int[])[1 + s.h2 % 100] > 0 or s.h3 % 2 = 0 then 'web'
                   else 'ios' end as platform,
              now() - make_interval(mins => (s.h3 / 7) % (3 * 365 * 24 * 60)) as created_at
         from src s
     ),
     placed as materialized (
       select p.*,
              case when p.in_casablanca then ($7::int[])[1 + (p.h2 / 100) % cardinality($7::int[])]
                   else ($8::int[])[1 + (p.h2 / 100) % cardinality($8::int[])] end as sector_id,
              case when p.in_casablanca then ${Region.CASABLANCA_SETTAT} else ${Region.RABAT_SALE_KENITRA} end as region_id,
              case when p.in_casablanca then 33.535 + (p.h1 % 70000) / 1000000.0 else 33.96 + (p.h1 % 60000) / 1000000.0 end as latitude,
              case when p.in_casablanca then -7.67 + (p.h3 % 150000) / 1000000.0 else -6.88 + (p.h3 % 80000) / 1000000.0 end as longitude
         from picked p
     ),
     new_users as (
       insert into users (user_id, first_name, last_name, phone_number, password_hash, user_type_id, created_by_user_id, created_at)
       select p.user_id, ($9::text[])[1 + p.h1 % cardinality($9::text[])], ($10::text[])[1 + p.h2 % cardinality($10::text[])],
              '+2127' || lpad(p.n::text, 8, '0'), $11, 3, nullif(p.creator_id, 0), p.created_at
         from placed p
     ),
     new_customers as (
       insert into customers (customer_id, code, user_id, channel_id, customer_status_id, warehouse_id, platform, origin_id, sector_id,
                              region_id, contact_name, created_at)
       select p.customer_id, document_code('${BULK_PREFIX}', p.n, 7), p.user_id, p.channel_id, p.status_id,
              case when p.in_casablanca then 1 + p.h3 % 2 else 3 end, p.platform,
              customer_origin(nullif(p.creator_type, 0), p.platform), p.sector_id, p.region_id, 'Épicerie ' || p.n, p.created_at
         from placed p
     ),
     new_addresses as (
       insert into customer_addresses (customer_id, adress, postal_code, is_default, country_id, region_id, sector_id, latitude, longitude, created_at)
       select p.customer_id, (1 + p.h3 % 300) || ', Rue ' || p.n, case when p.in_casablanca then '20250' else '10090' end, true,
              ${MOROCCO}, p.region_id, p.sector_id, round(p.latitude, 6), round(p.longitude, 6), p.created_at
         from placed p
     )
     insert into customer_payment_modes (customer_id, payment_mode_id)
     select p.customer_id, 100 from placed p`,
    [
      from,
      to,
      data.creatorSlots.map((creator) => creator.user_id),
      data.creatorSlots.map((creator) => creator.user_type_id),
      STATUS_SLOTS,
      CHANNEL_SLOTS,
      data.casablanca,
      data.rabat,
      firstNames,
      lastNames,
      data.hash,
    ],
  );
}

/** An executor that records the statements it runs (to EXPLAIN the route's own query). */
function recording(db: Executor, statements: { sql: string; params: readonly unknown[] }[]): Executor {
  return {
    query: (sql, params = []) => {
      statements.push({ sql, params });
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
}

const percentile = (values: number[], fraction: number) => [...values].sort((left, right) => left - right)[Math.min(values.length - 1, Math.floor(values.length * fraction))];

/** Times pages of the customers list (p50 and p95 over `runs`) and EXPLAIN ANALYZEs the first query. */
async function measureCustomerPages(db: Db, runs = 30, log: (line: string) => void = console.log) {
  const maarif = sectors.find(([, code]) => code === 'CAS-MAARIF')![0];
  const cases: [label: string, query: CustomerQuery][] = [
    ['channel 1 + status 3', { channelId: 1, customerStatusId: 3 }],
    ['region 6 + sector Maârif', { regionId: Region.CASABLANCA_SETTAT, sectorId: maarif }],
    ['origin 11 (App Borne)', { customerOriginId: 11 }],
    ['region 4 + status 1 + origin 5', { regionId: Region.RABAT_SALE_KENITRA, customerStatusId: 1, customerOriginId: 5 }],
    ['status 10, sorted by -createdAt', { customerStatusId: 10, sort: '-createdAt' }],
    ['keyword "alaoui"', { keyword: 'alaoui' }],
    ['keyword phone "0700012345"', { keyword: '0700012345' }],
    ['no filter', {}],
    ['channel 2, page 200', { channelId: 2, page: 200 }],
    ['afterId 50000, take 1000 (export)', { afterId: 50_000, take: 1000 }],
  ];
  const results: { label: string; p50: number; p95: number; count: number }[] = [];
  for (const [label, query] of cases) {
    const times: number[] = [];
    let count = 0;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      count = (await listCustomers(db, { take: 10, ...query })).count;
      times.push(performance.now() - started);
    }
    const result = { label, p50: Math.round(percentile(times, 0.5) * 10) / 10, p95: Math.round(percentile(times, 0.95) * 10) / 10, count };
    results.push(result);
    log(`${label.padEnd(36)} p50 ${String(result.p50).padStart(6)} ms  p95 ${String(result.p95).padStart(6)} ms  count ${count}`);
  }
  for (const [label, query] of [cases[0], cases[5]]) {
    const statements: { sql: string; params: readonly unknown[] }[] = [];
    await listCustomers(recording(db, statements), { take: 10, ...query });
    const plan = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statements[0].sql}`, statements[0].params);
    log(`\nEXPLAIN ANALYZE, ${label}:\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
  return results;
}

async function main() {
  const { values } = parseArgs({
    options: { customers: { type: 'string' }, batch: { type: 'string', default: '10000' }, measure: { type: 'boolean', default: false } },
  });
  const target = Number(values.customers);
  const batch = Number(values.batch);
  if (!Number.isSafeInteger(target) || target < 0 || target > MAX_BULK_CUSTOMERS || !Number.isSafeInteger(batch) || batch < 1) {
    console.error(`usage: seed-bulk.ts --customers <count, at most ${MAX_BULK_CUSTOMERS}> [--batch 10000] [--measure]`);
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const rawDataDir = process.env.DATA_DIR || './data';
  const dataDir = rawDataDir.startsWith('memory://') ? rawDataDir : resolve(rawDataDir);
  if (!databaseUrl && !dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const db = await openDb({ dataDir, databaseUrl, onIdleError: (error) => console.error(error) });
  try {
    await migrate(db);
    await loadDemoData(db, [...REFERENCE_DATA, ...DEMO_DATA_SETS]);
    const result = await seedBulkCustomers(db, target, batch, console.log);
    console.log(
      result.inserted === 0
        ? `${result.existing} bulk customers already (target ${target}): nothing to do`
        : `inserted ${result.inserted} bulk customers (had ${result.existing}) in ${result.seconds.toFixed(1)} s`,
    );
    if (result.inserted > 0) {
      const started = performance.now();
      await db.exec('vacuum analyze users, customers, customer_addresses, customer_payment_modes');
      console.log(`vacuum analyze: ${Math.round(performance.now() - started)} ms`);
    }
    if (values.measure) await measureCustomerPages(db);
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('seed-bulk.ts')) await main();
