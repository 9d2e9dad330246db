import { join } from 'node:path';
/** Runs statements. Rows come back with the column names of the SQL (alias them to camelCase where useful). */
export interface Executor {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements without parameters (migration files). */
  exec(sql: string): Promise<void>;
}

/**
 * The database could not be reached, or the connection was lost or timed out during the request: answered 503
 * (retry later). A transaction it interrupts is rolled back by the server with the session.
 */
export class DatabaseUnavailable extends Error {
  override readonly name = 'DatabaseUnavailable';
}

/** The database, whichever engine is behind it. */
export interface Db extends Executor {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  /**
   * The rows of one query, read from a server-side cursor `batchSize` at a time, each batch handed to `each` before
   * the next is fetched: a million rows never sit in memory at once (exports). `each` may write through this Db
   * (other connections); throwing from it stops the read and closes the cursor.
   */
  readInBatches<Row>(sql: string, params: readonly unknown[], batchSize: number, each: (rows: Row[]) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** The bounds of every wait on a PostgreSQL server (DATABASE_STATEMENT_TIMEOUT_MS sets the statement's). */
export interface PostgresLimits {
  /** Getting a connection (a server down or silent, every connection busy). */
  connectMs: number;
  /** One statement, on the server (a lock wait, a runaway query); the client gives up 5 s later (a server gone silent). */
  statementMs: number;
}

export const DEFAULT_POSTGRES_LIMITS: PostgresLimits = { connectMs: 5_000, statementMs: 60_000 };
/** A migration's statement: an hour (migration 019 filled and indexed a million customers in about 10 minutes). */
export const DEFAULT_MIGRATION_TIMEOUT_MS = 3_600_000;

export interface DbOptions {
  /** PGlite data directory, or 'memory://'. */
  dataDir?: string;
  /** A PostgreSQL server; wins over dataDir. */
  databaseUrl?: string;
  /** With databaseUrl: the longest a statement may run (DEFAULT_POSTGRES_LIMITS otherwise). */
  statementTimeoutMs?: number;
  /** PGlite: a tarball of a data directory to start from (tests' demo snapshot, rest-api/src/db/snapshot.ts). */
  loadDataDir?: Blob;
  onIdleError(error: Error): void;
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl, options.onIdleError, { ...DEFAULT_POSTGRES_LIMITS, statementMs: options.statementTimeoutMs ?? DEFAULT_POSTGRES_LIMITS.statementMs });
  }
  const { openPglite } = await import('./pglite.ts');
  const dataDir = options.dataDir ?? 'memory://';
  // The database has a folder of its own: DATA_DIR also holds the uploaded images.
  return openPglite(dataDir.startsWith('memory://') ? dataDir : join(dataDir, 'pglite'), options.loadDataDir);
}
