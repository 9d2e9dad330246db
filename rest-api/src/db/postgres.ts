import pg from 'pg';
import { DatabaseUnavailable, DEFAULT_POSTGRES_LIMITS, type Db, type Executor, type PostgresLimits } from './db.ts';

/** The client-side margin past the server's statement timeout, so the server's own cancel normally answers first. */
const QUERY_MARGIN_MS = 5_000;

/**
 * Failures of the connection rather than of the statement: the server shut the session (57P01 terminated by an
 * administrator, 57P02, 57P03 starting or stopping), a connection exception (class 08), too many connections (53300),
 * the statement timeout (57014). node-postgres' own ones carry no SQLSTATE.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|57014)$/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const CLIENT_FAILURES = /Connection terminated|not queryable|timeout exceeded when trying to connect|Query read timeout/;

function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code && (UNAVAILABLE_STATES.test(code) || SOCKET_CODES.has(code))) return true;
  return !(error instanceof pg.DatabaseError) && CLIENT_FAILURES.test(error.message);
}

/** A lost or missing connection becomes DatabaseUnavailable (a 503); anything else is thrown as it is. */
function unavailableOr(error: unknown): unknown {
  return isUnavailable(error) ? new DatabaseUnavailable(error instanceof Error ? error.message : String(error), { cause: error }) : error;
}

function executor(client: pg.PoolClient): Executor {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      try {
        return (await client.query(sql, [...params])).rows as Row[];
      } catch (error) {
        throw unavailableOr(error);
      }
    },
    async exec(sql: string) {
      try {
        await client.query(sql);
      } catch (error) {
        throw unavailableOr(error);
      }
    },
  };
}

/** The connection `work` runs on: whether it broke, and how to have it discarded rather than returned to the pool. */
interface Connection {
  readonly broken: boolean;
  discard(error: Error): void;
}

/**
 * A pool whose connections never crash the process. A connection that breaks while a request holds it
 * (pg_terminate_backend, a server restart) emits 'error' on its client, which throws without a listener, and may do
 * so before the request had a chance to listen (the server's goodbye in the same packet as the connection's first
 * ready): each client gets a listener for its whole life, from its creation, that records the failure. The request
 * sees it through its failed query; the connection is then discarded, not returned.
 */
class SafePool {
  private readonly failures = new WeakMap<pg.PoolClient, Error>();

  constructor(readonly pool: pg.Pool) {
    pool.on('connect', (client) => client.on('error', (error: Error) => this.discard(client, error)));
  }

  /** `work` on a connection of the pool. */
  async withClient<T>(work: (client: pg.PoolClient, connection: Connection) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      // Whatever the reason (refused, timed out, the database not accepting connections), there is no connection.
      throw new DatabaseUnavailable(error instanceof Error ? error.message : String(error), { cause: error });
    }
    const failures = this.failures;
    const connection: Connection = {
      get broken() {
        return failures.has(client);
      },
      discard: (error) => this.discard(client, error),
    };
    try {
      return await work(client, connection);
    } catch (error) {
      if (error instanceof DatabaseUnavailable) connection.discard(error);
      throw error;
    } finally {
      client.release(this.failures.get(client));
    }
  }

  private discard(client: pg.PoolClient, error: Error): void {
    if (!this.failures.has(client)) this.failures.set(client, error);
  }
}

/** A PostgreSQL server through a connection pool; every wait bounded by `limits`. */
export async function openPostgres(connectionString: string, onIdleError: (error: Error) => void, limits: PostgresLimits = DEFAULT_POSTGRES_LIMITS): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: limits.connectMs,
    statement_timeout: limits.statementMs,
    query_timeout: limits.statementMs + QUERY_MARGIN_MS,
    // A transaction a request left open (it hangs) gives its locks back.
    idle_in_transaction_session_timeout: limits.statementMs,
    keepAlive: true,
  });
  // An idle connection that breaks (server restart) is reported here; the pool replaces it.
  pool.on('error', onIdleError);
  const safe = new SafePool(pool);
  const transaction: Db['transaction'] = (work) =>
      safe.withClient(async (client, connection) => {
        const tx = executor(client);
        await tx.exec('begin');
        try {
          const result = await work(tx);
          await tx.exec('commit');
          return result;
        } catch (error) {
          // A connection that failed is discarded (withClient), which ends its session and so its transaction: a
          // rollback sent on it could wait behind a stalled statement. One that cannot even roll back is not reused.
          if (!connection.broken && !(error instanceof DatabaseUnavailable)) await client.query('rollback').catch((rollbackError: Error) => connection.discard(rollbackError));
          throw error;
        }
      });
  return {
    query: (sql, params) => safe.withClient((client) => executor(client).query(sql, params)),
    exec: (sql) => safe.withClient((client) => executor(client).exec(sql)),
    transaction,
    // One read-only transaction on a connection of its own: one snapshot for the whole read. Each fetch is a
    // statement (bounded by the statement timeout); `each` works between them, within the idle-in-transaction bound.
    readInBatches: <Row>(sql: string, params: readonly unknown[], batchSize: number, each: (rows: Row[]) => Promise<void>) =>
      transaction(async (tx) => {
        await tx.exec('set transaction isolation level repeatable read, read only');
        await tx.query(`declare batched_read no scroll cursor for ${sql}`, params);
        for (;;) {
          const rows = await tx.query<Row>(`fetch forward ${batchSize} from batched_read`);
          if (rows.length > 0) await each(rows);
          if (rows.length < batchSize) return;
        }
      }),
    close: () => pool.end(),
  };
}
