import { REFERENCE_DATA_SETS } from '../access/reference-data.ts';
import { DEMO_DATA_SETS } from '../app.ts';
import { openDb, type Db } from './db.ts';
import { loadDemoData } from './demo-data.ts';
import { migrate } from './migrate.ts';

/** For tests: an in-memory database, migrated, with the demo data. */
export async function openDemoDb(): Promise<Db> {
  const db = await openDb({ dataDir: 'memory://', onIdleError: (error) => console.error(error) });
  await migrate(db);
  await loadDemoData(db, [...REFERENCE_DATA_SETS, ...DEMO_DATA_SETS]);
  return db;
}

/** Generous: an embedded PostgreSQL starts in seconds on a busy machine. */
export const DB_HOOK_TIMEOUT = 60_000;
