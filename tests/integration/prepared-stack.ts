import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Db } from '../../rest-api/src/db/db.ts';
import { openPglite } from '../../rest-api/src/db/pglite.ts';
import { openPostgres } from '../../rest-api/src/db/postgres.ts';
import { demo, signedInStack, temporaryDatabase, type Backend, type StackOptions } from './stack.ts';

/**
 * The stack on its own database, with the test's fixture made by `prepare`: PGlite (a copy of the demo snapshot)
 * is prepared before rest-api opens it, a PostgreSQL database after rest-api has migrated and loaded the demo data.
 */
export function preparedStack<Who extends keyof typeof demo, Fixture>(
  backend: Backend,
  accounts: readonly Who[],
  prepare: (db: Db) => Promise<Fixture>,
) {
  const options: StackOptions & { env: Record<string, string> } = { backend: 'pglite', env: {} };
  let dataDir: string | undefined;
  let database: { url: string; drop(): Promise<void> } | undefined;
  let db: Db | undefined;
  let fixture: Fixture | undefined;
  beforeAll(async () => {
    if (backend === 'postgres') {
      database = await temporaryDatabase();
      Object.assign(options.env, { DATABASE_URL: database.url, DEMO_DATA: '1' });
      return;
    }
    dataDir = mkdtempSync(join(tmpdir(), 'console-prepared-'));
    cpSync(inject('demoSnapshot').dataDir, join(dataDir, 'pglite'), { recursive: true });
    const pglite = await openPglite(join(dataDir, 'pglite'));
    fixture = await prepare(pglite);
    await pglite.close();
    options.env.DATA_DIR = dataDir;
  });
  const suite = signedInStack(options, accounts);
  beforeAll(async () => {
    if (!database) return;
    db = await openPostgres(database.url, () => undefined);
    fixture = await prepare(db);
  });
  afterAll(async () => {
    // The services stop before their database goes (closing twice is harmless, whichever hook runs first).
    await suite.stack.close();
    await db?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    suite,
    fixture(): Fixture {
      if (fixture === undefined) throw new Error('the fixture is made in beforeAll');
      return fixture;
    },
  };
}
