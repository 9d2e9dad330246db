import { ConfigError } from '@console/schema/env';
import type { Db, Executor } from './db.ts';

/**
 * Whether to load the demo data: DEMO_DATA=1 always, DEMO_DATA=0 never; unset, only on the embedded
 * database (no DATABASE_URL), so a PostgreSQL deployment never starts with the demo accounts.
 */
export function demoDataWanted(demoData: string | undefined, databaseUrl: string | undefined): boolean {
  if (demoData === '1' || demoData === 'true') return true;
  if (demoData === '0' || demoData === 'false') return false;
  if (demoData) throw new ConfigError(`DEMO_DATA must be 1 or 0, got "${demoData}"`);
  return !databaseUrl;
}

/**
 * A set of rows loaded once per database: a domain's demo data, or reference data every database
 * needs. `name` is recorded once loaded; a later addition ships under a new name.
 */
export interface DemoData {
  name: string;
  load(tx: Executor): Promise<void>;
}

const DEMO_LOCK = 7_340_002;

/**
 * Loads each set not loaded yet. A loaded set is never reloaded, so a restart changes nothing
 * and never brings back a demo row an administrator deleted.
 */
export async function loadDemoData(db: Db, sets: readonly DemoData[]): Promise<string[]> {
  const loadedNames = new Set(
    (await db.query<{ name: string }>('select name from demo_data')).map((row) => row.name),
  );
  const loaded: string[] = [];
  for (const set of sets.filter((candidate) => !loadedNames.has(candidate.name))) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [DEMO_LOCK]);
      const found = await tx.query('select 1 from demo_data where name = $1', [set.name]);
      if (found.length > 0) return false;
      await set.load(tx);
      await tx.query('insert into demo_data (name) values ($1)', [set.name]);
      return true;
    });
    if (done) loaded.push(set.name);
  }
  return loaded;
}

/**
 * Inserts demo rows with their fixed ids (the first column), leaving rows that already exist alone,
 * then moves the id sequence past them so later inserts get fresh ids. Table and column names are code constants.
 */
export async function insertRows(
  tx: Executor,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const params: unknown[] = [];
  const values = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
  const columnList = columns.map((column) => `"${column}"`).join(', ');
  await tx.query(`insert into ${table} (${columnList}) values ${values.join(', ')} on conflict do nothing`, params);
  const idColumn = columns[0];
  await tx.query(`select setval(pg_get_serial_sequence($1, $2), (select max("${idColumn}") from ${table}))`, [table, idColumn]);
}
