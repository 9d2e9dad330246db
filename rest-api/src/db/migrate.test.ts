import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from './db.ts';
import { migrate, readMigrations } from './migrate.ts';
import { DB_HOOK_TIMEOUT } from './testing.ts';

describe('migrate', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory://', onIdleError: () => undefined });
  }, DB_HOOK_TIMEOUT);
  afterAll(() => db.close());

  it('applies every file once, in order, and records it', async () => {
    const versions = (await readMigrations()).map((migration) => migration.version);
    expect(versions).toEqual([...versions].sort());
    expect(await migrate(db)).toEqual(versions);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(recorded.map((row) => row.version)).toEqual(versions);
  });

  it('rolls back a failing migration and records nothing of it', async () => {
    const failing = { version: '999', name: 'failing', sql: 'create table half_done (id int); select * from missing_table;' };
    await expect(migrate(db, [failing])).rejects.toThrow();
    expect(await db.query(`select 1 from schema_migrations where version = '999'`)).toEqual([]);
    expect(await db.query(`select 1 from information_schema.tables where table_name = 'half_done'`)).toEqual([]);
  });
});
