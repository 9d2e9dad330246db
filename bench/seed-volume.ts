/**
 * A distributor's volume for benchmarks (issue 26): `npx tsx bench/seed-volume.ts --customers 1000000 --orders 5000000`.
 * Uses DATABASE_URL, else DATA_DIR (default ./data) like rest-api; migrates and loads the demo data first, then adds
 * bulk customers (rest-api/src/customers/seed-bulk.ts), volume vehicles, bulk orders with their lines
 * (bench/volume/orders.ts), the delivery rounds of those past dispatch and the agents' past call assignments
 * (bench/volume/rounds.ts). Idempotent per target: what exists counts, only the missing rows are added.
 * Each batch (--batch orders, default 50000) is one transaction of set-based statements (INSERT … SELECT
 * generate_series), with synchronous_commit off; from 200,000 rows added the bulk tables' secondary indexes are set
 * aside and built again at the end (bench/volume/indexes.ts). --span-days (default 1000) is how far back the
 * orders go; --assignment-days (default 180) how far back the assignments go; --workers
 * (default 3, PostgreSQL only) batches run side by side; --check counts what breaks the data's rules
 * (bench/volume/check.ts). VACUUM (FREEZE, ANALYZE) at the end.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_DATA_SETS, REFERENCE_DATA } from '../rest-api/src/app.ts';
import { seedBulkCustomers } from '../rest-api/src/customers/seed-bulk.ts';
import { openDb, type Db, type Executor } from '../rest-api/src/db/db.ts';
import { loadDemoData } from '../rest-api/src/db/demo-data.ts';
import { migrate } from '../rest-api/src/db/migrate.ts';
import { BULK_DEVICE, insertOrderBatch, SLOTS_PER_WAREHOUSE, type OrderFacts } from './volume/orders.ts';
import { checkConsistency } from './volume/check.ts';
import { restoreIndexes, setIndexesAside } from './volume/indexes.ts';
import { insertAssignments, insertRounds, volumeVehicles } from './volume/rounds.ts';

export interface VolumeTarget {
  customers: number;
  orders: number;
  batch?: number;
  spanDays?: number;
  assignmentDays?: number;
  /** Batches written side by side (PostgreSQL only: PGlite has one connection). */
  workers?: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The bulk tables' secondary indexes are set aside while at least this many customers or orders are added. */
const INDEXES_ASIDE_FROM = 200_000;
const BULK_TABLES = ['users', 'customers', 'customer_addresses', 'customer_payment_modes', 'orders', 'order_lines'];

/** Runs `work` on every item, `workers` at a time. */
async function inParallel<T>(workers: number, items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.max(1, workers) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/**
 * Work tables, dropped at the end: the customers orders go to, ranked by creation (oldest first), and the active
 * priced articles numbered from 1 (what an order's lines pick from).
 */
async function workTables(db: Db): Promise<{ customerCount: number; articleCount: number }> {
  await db.exec(`drop table if exists seed_volume_customers;
    create unlogged table seed_volume_customers as
      select (row_number() over (order by created_at, customer_id))::int as r, customer_id, user_id, channel_id, warehouse_id, created_at
        from customers where deleted_at is null and channel_id is not null and warehouse_id is not null;
    alter table seed_volume_customers add primary key (r);
    analyze seed_volume_customers;
    drop table if exists seed_volume_articles;
    create unlogged table seed_volume_articles as
      select (row_number() over (order by a.article_id))::int as idx, a.article_id, a.unit_price as price, coalesce(t.rate, 0) as tva,
             a.minimum_to_order as minimum, a.quantity_step as step, a.unit_code as unit, coalesce(a.gross_weight, 0) as weight,
             coalesce(a.volume, 0) as volume
        from articles a left join taxes t on t.taxe_id = a.taxe_id where a.active and a.unit_price > 0;
    alter table seed_volume_articles add primary key (idx);
    analyze seed_volume_articles;`);
  const [counts] = await db.query<{ customerCount: number; articleCount: number }>(
    `select (select count(*) from seed_volume_customers)::int as "customerCount", (select count(*) from seed_volume_articles)::int as "articleCount"`,
  );
  return counts;
}

async function orderFacts(db: Executor, counts: { customerCount: number; articleCount: number }): Promise<OrderFacts> {
  const slots = await db.query<{ warehouseId: number; slotId: number; position: number }>(
    `select warehouse_id as "warehouseId", delivery_slot_id as "slotId", (row_number() over (partition by warehouse_id order by start_hour))::int - 1 as position
       from delivery_slots`,
  );
  const maxWarehouse = Math.max(0, ...slots.map((slot) => slot.warehouseId));
  const slotIds = Array.from({ length: maxWarehouse * SLOTS_PER_WAREHOUSE }, () => 0);
  for (const slot of slots) if (slot.position < SLOTS_PER_WAREHOUSE) slotIds[(slot.warehouseId - 1) * SLOTS_PER_WAREHOUSE + slot.position] = slot.slotId;
  const usersOf = async (types: number[]) =>
    (await db.query<{ id: number }>('select user_id as id from users where user_type_id = any($1::int[]) and active order by user_id', [types])).map((row) => row.id);
  const admin = await usersOf([1]);
  const pick = (ids: number[]) => (ids.length > 0 ? ids : admin);
  const reasons = (await db.query<{ id: number }>('select reason_return_id as id from return_reasons order by reason_return_id')).map((row) => row.id);
  let stride = 7919;
  while (gcd(stride, counts.articleCount) !== 1) stride += 2;
  return {
    ...counts,
    stride,
    slots: slotIds,
    agents: pick(await usersOf([6])),
    ambassadors: pick(await usersOf([5])),
    counter: pick(await usersOf([10, 14])),
    returnReasons: reasons.length > 0 ? reasons : [0],
  };
}

/**
 * The settings of a bulk batch's transaction (PostgreSQL and PGlite alike): no wait for the WAL flush, no JIT (the
 * estimates of the set-based statements make it compile for 20 s), and no foreign-key triggers (the statements
 * only name rows that exist: 0.7 ms an order otherwise; checkConsistency checks them afterwards).
 */
async function bulkSession(tx: Executor): Promise<void> {
  await tx.exec(`set local synchronous_commit = off; set local jit = off; set local work_mem = '128MB'; set local session_replication_role = replica`);
}

export interface VolumeResult {
  seconds: number;
  phases: [phase: string, seconds: number][];
}

/** Brings the database to the target (never removes rows). */
export async function seedVolume(db: Db, target: VolumeTarget, log: (line: string) => void = console.log): Promise<VolumeResult> {
  const started = performance.now();
  const phases: [string, number][] = [];
  let phaseStarted = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases.push([name, (now - phaseStarted) / 1000]);
    log(`${name}: ${((now - phaseStarted) / 1000).toFixed(1)} s`);
    phaseStarted = now;
  };
  await migrate(db);
  await loadDemoData(db, [...REFERENCE_DATA, ...DEMO_DATA_SETS]);
  phase('migrations and demo data');
  const workers = target.workers ?? 1;
  const [{ existingCustomers }] = await db.query<{ existingCustomers: number }>(`select count(*)::int as "existingCustomers" from customers`);
  const [{ existing }] = await db.query<{ existing: number }>('select count(*)::int as existing from orders where device_id = $1', [BULK_DEVICE]);
  const adding = Math.max(0, target.orders - existing);
  if (adding >= INDEXES_ASIDE_FROM || target.customers - existingCustomers >= INDEXES_ASIDE_FROM) {
    log(`indexes set aside: ${await setIndexesAside(db, BULK_TABLES)}`);
  }
  const bulk = await seedBulkCustomers(db, target.customers, 10_000, log, workers);
  phase(`customers (${bulk.inserted} added, ${bulk.existing} there)`);

  const counts = await workTables(db);
  const facts = await orderFacts(db, counts);
  const vehicles = await db.transaction((tx) => volumeVehicles(tx));
  const [dispatcher] = await db.query<{ id: number }>(`select user_id as id from users where lower(email) in ('dispatch@demo.ma', 'admin@demo.ma') order by lower(email) = 'dispatch@demo.ma' desc limit 1`);
  const batch = target.batch ?? 50_000;
  const batches: [number, number][] = [];
  for (let from = existing + 1; from <= target.orders; from += batch) batches.push([from, Math.min(target.orders, from + batch - 1)]);
  await inParallel(workers, batches, async ([from, to]) => {
    const batchStarted = performance.now();
    await db.transaction(async (tx) => {
      await bulkSession(tx);
      await insertOrderBatch(tx, { from, to, target: target.orders, spanDays: target.spanDays ?? 1000 }, facts);
    });
    log(`orders ${from}-${to}: ${Math.round(performance.now() - batchStarted)} ms`);
  });
  await db.query(`select setval('order_counter', greatest((select max(counter) from orders), 1))`);
  phase(`orders and lines (${adding} added, ${existing} there, ${workers} at once)`);
  const rebuilt = await restoreIndexes(db, workers);
  if (rebuilt > 0) phase(`${rebuilt} indexes built`);

  const [{ first, last }] = await db.query<{ first: string | null; last: string | null }>(
    `select to_char(min(desired_delivery_date), 'YYYY-MM-DD') as first, to_char(max(desired_delivery_date) + 1, 'YYYY-MM-DD') as last from orders`,
  );
  const months: [string, string][] = [];
  for (let day = first; day !== null && last !== null && day < last; ) {
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    months.push([day, next < last ? next : last]);
    day = next;
  }
  await inParallel(workers, months, (range) =>
    db.transaction(async (tx) => {
      await bulkSession(tx);
      await insertRounds(tx, range[0], range[1], vehicles, dispatcher?.id ?? 1);
    }),
  );
  phase('delivery rounds');

  await db.transaction(async (tx) => {
    await bulkSession(tx);
    await insertAssignments(tx, target.assignmentDays ?? 180, counts.customerCount);
  });
  phase('call assignments');
  await db.exec('drop table if exists seed_volume_customers; drop table if exists seed_volume_articles');
  // Visibility map and hint bits set (index-only scans, no writes on first reads), frozen: copies made with
  // `createdb -T` start the same; statistics for the planner.
  await db.exec('vacuum (freeze, analyze)');
  phase('vacuum (freeze, analyze)');
  return { seconds: (performance.now() - started) / 1000, phases };
}

/** Table sizes (rows estimated by the statistics, bytes with indexes) of the biggest tables. */
async function tableSizes(db: Executor): Promise<{ table: string; rows: number; size: string }[]> {
  return db.query(
    `select c.relname as "table", c.reltuples::bigint::float8 as rows, pg_size_pretty(pg_total_relation_size(c.oid)) as size
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = 'public' order by pg_total_relation_size(c.oid) desc limit 16`,
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      customers: { type: 'string', default: '1000000' },
      orders: { type: 'string', default: '5000000' },
      batch: { type: 'string', default: '50000' },
      'span-days': { type: 'string', default: '1000' },
      'assignment-days': { type: 'string', default: '180' },
      workers: { type: 'string', default: '3' },
      check: { type: 'boolean', default: false },
    },
  });
  const numbers = [values.customers, values.orders, values.batch, values['span-days'], values['assignment-days'], values.workers].map(Number);
  if (numbers.some((value) => !Number.isSafeInteger(value) || value < 0) || numbers[2] < 1 || numbers[3] < 1 || numbers[5] < 1) {
    console.error('usage: seed-volume.ts [--customers 1000000] [--orders 5000000] [--batch 50000] [--span-days 1000] [--assignment-days 180] [--workers 3] [--check]');
    process.exit(2);
  }
  const [customers, orders, batch, spanDays, assignmentDays, workers] = numbers;
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const rawDataDir = process.env.DATA_DIR || './data';
  const dataDir = rawDataDir.startsWith('memory://') ? rawDataDir : resolve(rawDataDir);
  if (!databaseUrl && !dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const db = await openDb({ dataDir, databaseUrl, statementTimeoutMs: 3_600_000, onIdleError: (error) => console.error(error) });
  try {
    const result = await seedVolume(db, { customers, orders, batch, spanDays, assignmentDays, workers: databaseUrl ? workers : 1 });
    console.log(`seeded in ${result.seconds.toFixed(1)} s`);
    for (const row of await tableSizes(db)) console.log(`${row.table.padEnd(32)} ${String(row.rows).padStart(10)} rows  ${row.size}`);
    if (values.check && (await checkConsistency(db)) > 0) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

if (process.argv[1]?.endsWith('seed-volume.ts')) await main();
