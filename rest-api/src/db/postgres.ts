import pg from 'pg';
import type { Db, Executor } from './db.ts';

function executor(target: pg.Pool | pg.PoolClient): Executor {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await target.query(sql, [...params])).rows as Row[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/** A PostgreSQL server through a connection pool. */
export async function openPostgres(connectionString: string, onIdleError: (error: Error) => void): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that breaks (server restart) must not crash the process; the pool replaces it.
  pool.on('error', onIdleError);
  return {
    ...executor(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(executor(client));
        await client.query('commit');
        client.release();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is discarded rather than returned to the pool.
        await client.query('rollback').then(
          () => client.release(),
          (rollbackError: Error) => client.release(rollbackError),
        );
        throw error;
      }
    },
    close: () => pool.end(),
  };
}
