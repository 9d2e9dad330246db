import { readdir, readFile } from 'node:fs/promises';
import { DEFAULT_MIGRATION_TIMEOUT_MS, openDb, type Db } from './db.ts';

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

/**
 * Migrates the database `db` is open on. On PostgreSQL through a connection of its own, bounded by
 * `databaseMigrationTimeoutMs` rather than the requests' statement timeout: a migration rebuilds what it must
 * however large the tables.
 */
export async function migrateWithin(
  db: Db,
  options: { databaseUrl?: string; databaseMigrationTimeoutMs?: number; onIdleError?: (error: Error) => void },
  migrations?: Migration[],
): Promise<string[]> {
  if (!options.databaseUrl) return migrate(db, migrations);
  const migrating = await openDb({
    databaseUrl: options.databaseUrl,
    statementTimeoutMs: options.databaseMigrationTimeoutMs ?? DEFAULT_MIGRATION_TIMEOUT_MS,
    onIdleError: options.onIdleError ?? (() => undefined),
  });
  try {
    return await migrate(migrating, migrations);
  } finally {
    await migrating.close();
  }
}

/** Applies the migrations not yet recorded in schema_migrations, in order, each in its own transaction. Returns the versions applied. */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const pending = migrations ?? (await readMigrations());
  const applied: string[] = [];
  for (const migration of pending) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
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
