import type { Executor } from '../db/db.ts';
import { badRequest } from './errors.ts';
import { INVALID_VALUE } from './validation.ts';

/** A body field naming a row of another table. */
export interface ReferenceCheck {
  table: string;
  column: string;
  /** null or undefined: nothing to check (an optional field left empty). */
  id: number | null | undefined;
}

/**
 * Checks, in one query, that each named row exists; answers 400 `{ field: 'Valeur invalide' }` for every
 * one that does not. Keys are the field paths to report (`userTypeId`, `0.permissionId`).
 * Table and column names are code constants.
 */
export async function requireExisting(tx: Executor, checks: Readonly<Record<string, ReferenceCheck>>): Promise<void> {
  const entries = Object.entries(checks).filter(([, check]) => check.id !== null && check.id !== undefined);
  if (entries.length === 0) return;
  const [row] = await tx.query<Record<string, boolean>>(
    `select ${entries
      .map(([, check], index) => `exists (select 1 from ${check.table} where ${check.column} = $${index + 1}) as "c${index}"`)
      .join(', ')}`,
    entries.map(([, check]) => check.id),
  );
  const missing = entries.filter((_, index) => !row[`c${index}`]).map(([field]) => [field, INVALID_VALUE]);
  if (missing.length > 0) throw badRequest(Object.fromEntries(missing));
}
