import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Executor } from './db.ts';

function executor(target: PGlite | Transaction): Executor {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<Row>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Embedded PostgreSQL (one process per data directory), with the extensions the migrations create (pg_trgm). */
export async function createPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

export function pgliteDb(pglite: PGlite): Db {
  return {
    ...executor(pglite),
    transaction: (work) => pglite.transaction((tx) => work(executor(tx))),
    close: () => pglite.close(),
  };
}

/** `loadDataDir`: a tarball of a data directory to start from instead of an empty database (tests' demo snapshot). */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Db> {
  return pgliteDb(await createPglite(dataDir, loadDataDir));
}
