import { join } from 'node:path';
/** Runs statements. Rows come back with the column names of the SQL (alias them to camelCase where useful). */
export interface Executor {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements without parameters (migration files). */
  exec(sql: string): Promise<void>;
}

/** The database, whichever engine is behind it. */
export interface Db extends Executor {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** PGlite data directory, or 'memory://'. */
  dataDir?: string;
  /** A PostgreSQL server; wins over dataDir. */
  databaseUrl?: string;
  /** PGlite: a tarball of a data directory to start from (tests' demo snapshot, rest-api/src/db/snapshot.ts). */
  loadDataDir?: Blob;
  onIdleError(error: Error): void;
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl, options.onIdleError);
  }
  const { openPglite } = await import('./pglite.ts');
  const dataDir = options.dataDir ?? 'memory://';
  // The database has a folder of its own: DATA_DIR also holds the uploaded images.
  return openPglite(dataDir.startsWith('memory://') ? dataDir : join(dataDir, 'pglite'), options.loadDataDir);
}
