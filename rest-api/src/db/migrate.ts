import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = new URL('../../migrations/', import.meta.url);
const FILE_PATTERN = /^(\d{3})_([a-z0-9_]+)\.sql$/;
/** Held for the length of each migration's transaction, so replicas starting together apply it once. */
const MIGRATION_LOCK = 7_340_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => FILE_PATTERN.test(file)).sort();
  return Promise.all(
    files.map(async (file) => {
      const [, version, name] = FILE_PATTERN.exec(file) as RegExpExecArray;
      return { version, name, sql: await readFile(new URL(file, MIGRATIONS_DIR), 'utf8') };
    }),
  );
}

/** Applies the migrations not yet recorded in schema_migrations, in order, each in its own transaction. Returns the versions applied. */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const pending = migrations ?? (await readMigrations());
  const applied: string[] = [];
  for (const migration of pending) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      // A migration rebuilds what it must however large the tables (an index over a million customers takes
      // minutes): the server's per-statement bound (DATABASE_STATEMENT_TIMEOUT_MS) is for requests, not for it.
      await tx.exec('set local statement_timeout = 0');
      await tx.exec(
        `create table if not exists schema_migrations (
           version text primary key,
           name text not null,
           applied_at timestamptz not null default now()
         )`,
      );
      const found = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (found.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
