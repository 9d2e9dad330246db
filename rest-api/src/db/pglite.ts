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

/** Names the cursors of the one PGlite session apart. */
let cursorCount = 0;

export function pgliteDb(pglite: PGlite): Db {
  return {
    ...executor(pglite),
    transaction: (work) => pglite.transaction((tx) => work(executor(tx))),
    // PGlite is one session: a transaction held across the batches would make every other request (and `each`'s own
    // writes) wait for the whole read. A cursor WITH HOLD outlives its statement's transaction instead; each fetch is
    // a statement of its own, between which other requests run.
    async readInBatches<Row>(sql: string, params: readonly unknown[], batchSize: number, each: (rows: Row[]) => Promise<void>) {
      cursorCount += 1;
      const cursor = `batched_read_${cursorCount}`;
      await pglite.query(`declare ${cursor} no scroll cursor with hold for ${sql}`, [...params]);
      try {
        for (;;) {
          const rows = (await pglite.query<Row>(`fetch forward ${batchSize} from ${cursor}`)).rows;
          if (rows.length > 0) await each(rows);
          if (rows.length < batchSize) return;
        }
      } finally {
        await pglite.query(`close ${cursor}`);
      }
    },
    close: () => pglite.close(),
  };
}

/** `loadDataDir`: a tarball of a data directory to start from instead of an empty database (tests' demo snapshot). */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Db> {
  return pgliteDb(await createPglite(dataDir, loadDataDir));
}
