import { accessAdminDemoData } from '../access/admin-demo-data.ts';
import { accessDemoData } from '../access/demo-data.ts';
import { customerReferenceDemoData } from '../customers/demo-data.ts';
import { openDb, type Db } from './db.ts';
import { loadDemoData } from './demo-data.ts';
import { migrate } from './migrate.ts';

/** For tests: an in-memory database, migrated, with the demo data. */
export async function openDemoDb(): Promise<Db> {
  const db = await openDb({ dataDir: 'memory://', onIdleError: (error) => console.error(error) });
  await migrate(db);
  await loadDemoData(db, [accessDemoData, customerReferenceDemoData, accessAdminDemoData]);
  return db;
}

/** Generous: an embedded PostgreSQL starts in seconds on a busy machine. */
export const DB_HOOK_TIMEOUT = 60_000;
