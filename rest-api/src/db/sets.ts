import type { Db, Executor } from './db.ts';
import { isForeignKeyViolation } from './sql.ts';

/** A link table holding, for each owner, a set of members (a user's channels, a supervisor's agents). */
export interface LinkTable {
  table: string;
  ownerColumn: string;
  memberColumn: string;
}

/**
 * Makes the owner's members exactly `memberIds`: removes the others, adds the missing ones, keeps the
 * rows already there (and their ids). Run it inside a transaction, after locking the owner, so two
 * replacements of the same set do not interleave. A unique constraint on the member alone (an agent
 * has one supervisor) surfaces as a unique violation (SQLSTATE 23505) for the caller to translate.
 * Table and column names are code constants.
 */
export async function replaceSet(tx: Executor, link: LinkTable, ownerId: number, memberIds: readonly number[]): Promise<void> {
  const { table, ownerColumn: owner, memberColumn: member } = link;
  const members = [...new Set(memberIds)];
  await tx.query(`delete from ${table} where ${owner} = $1 and ${member} <> all($2::int[])`, [ownerId, members]);
  if (members.length === 0) return;
  await tx.query(
    `insert into ${table} (${owner}, ${member})
     select $1, m.id from unnest($2::int[]) with ordinality as m(id, position)
      where not exists (select 1 from ${table} t where t.${owner} = $1 and t.${member} = m.id)
      order by m.position`,
    [ownerId, members],
  );
}

/** Another row still points at the one to delete: its French explanation. */
export interface Reference {
  /** `select 1 ... where <column> = $1`: finds a referencing row of the id. */
  sql: string;
  message: string;
}

export type DeleteOutcome = { status: 'deleted' } | { status: 'missing' } | { status: 'referenced'; message: string };

/** Said when a foreign key no listed reference covers refuses the delete. Not in the seeds. */
export const STILL_REFERENCED = "Cet élément est encore utilisé : retirez d'abord ce qui y fait référence.";

/**
 * Deletes one row unless another row still references it; all or nothing. The row is locked first,
 * so a reference being inserted concurrently (it takes a key-share lock on the row) either is seen
 * by the checks or waits and then fails on the foreign key. Rows the schema cascades go with it; a
 * restricting foreign key the checks do not name also answers 'referenced' (STILL_REFERENCED).
 */
export async function deleteUnlessReferenced(
  db: Db,
  target: { table: string; idColumn: string; id: number },
  references: readonly Reference[],
): Promise<DeleteOutcome> {
  try {
    return await deleteIn(db, target, references);
  } catch (error) {
    if (isForeignKeyViolation(error)) return { status: 'referenced', message: STILL_REFERENCED };
    throw error;
  }
}

function deleteIn(db: Db, target: { table: string; idColumn: string; id: number }, references: readonly Reference[]) {
  return db.transaction(async (tx): Promise<DeleteOutcome> => {
    const { table, idColumn, id } = target;
    const found = await tx.query(`select 1 from ${table} where ${idColumn} = $1 for update`, [id]);
    if (found.length === 0) return { status: 'missing' };
    for (const reference of references) {
      const [{ used }] = await tx.query<{ used: boolean }>(`select exists (${reference.sql}) as used`, [id]);
      if (used) return { status: 'referenced', message: reference.message };
    }
    await tx.query(`delete from ${table} where ${idColumn} = $1`, [id]);
    return { status: 'deleted' };
  });
}
