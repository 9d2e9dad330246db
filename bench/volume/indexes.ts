/**
 * Secondary indexes of the tables a bulk load fills, set aside while it writes and built again after (a build sorts
 * once; keeping them costs a third of the load). Their definitions wait in seed_volume_indexes meanwhile, so a load
 * stopped half-way gets them back on the next run. Unique indexes and primary keys stay: they guard the data.
 */
import type { Db } from '../../rest-api/src/db/db.ts';

export async function setIndexesAside(db: Db, tables: readonly string[]): Promise<number> {
  await restoreIndexes(db);
  return db.transaction(async (tx) => {
    await tx.exec('create table seed_volume_indexes (name text primary key, definition text not null)');
    const rows = await tx.query<{ name: string; definition: string }>(
      `insert into seed_volume_indexes (name, definition)
       select c.relname, pg_get_indexdef(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = any($1::text[]::regclass[]) and not i.indisunique and not i.indisprimary
       returning name, definition`,
      [tables],
    );
    for (const row of rows) await tx.exec(`drop index "${row.name}"`);
    return rows.length;
  });
}

/** Builds the indexes set aside (several at once on PostgreSQL: `workers`), then forgets them. */
export async function restoreIndexes(db: Db, workers = 1): Promise<number> {
  const [{ present }] = await db.query<{ present: boolean }>(`select to_regclass('seed_volume_indexes') is not null as present`);
  if (!present) return 0;
  const rows = await db.query<{ name: string; definition: string }>('select name, definition from seed_volume_indexes order by name');
  const queue = [...rows];
  await Promise.all(
    Array.from({ length: Math.max(1, workers) }, async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        const { name, definition } = row;
        await db.transaction(async (tx) => {
          await tx.exec(`set local maintenance_work_mem = '256MB'; set local jit = off`);
          const [{ exists }] = await tx.query<{ exists: boolean }>(`select to_regclass($1) is not null as exists`, [name]);
          if (!exists) await tx.exec(definition);
          await tx.query('delete from seed_volume_indexes where name = $1', [name]);
        });
      }
    }),
  );
  await db.exec('drop table seed_volume_indexes');
  return rows.length;
}
