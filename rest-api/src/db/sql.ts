import type { Executor } from './db.ts';

/**
 * Collects the parameters of a statement built piece by piece: `add` answers the placeholder.
 *   const params = new SqlParams(); where.push(`u.user_type_id = ${params.add(typeId)}`);
 */
export class SqlParams {
  readonly values: unknown[];

  constructor(initial: readonly unknown[] = []) {
    this.values = [...initial];
  }

  add(value: unknown): string {
    return `$${this.values.push(value)}`;
  }
}

/** `text` as a literal inside an ILIKE pattern (its %, _ and \ lose their meaning). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The SQLSTATE of a database error (PGlite and node-postgres both set `code`). */
function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
/** A unique violation of this one constraint (or index), named as the migration names it. */
export const violates = (error: unknown, constraint: string) =>
  isUniqueViolation(error) && (error as { constraint?: unknown }).constraint === constraint;
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/**
 * Moves an identity column's sequence past the highest id in the table, after a row was inserted
 * with an explicit id, so later inserts without one do not collide. Never moves it back.
 * Table and column names are code constants.
 */
export async function advanceSequence(tx: Executor, table: string, column: string): Promise<void> {
  await tx.query(
    `select setval(s.name, m.max_id)
       from (select pg_get_serial_sequence($1, $2)::regclass as name) s,
            (select max("${column}") as max_id from ${table}) m
      where m.max_id > coalesce(pg_sequence_last_value(s.name), 0)`,
    [table, column],
  );
}
