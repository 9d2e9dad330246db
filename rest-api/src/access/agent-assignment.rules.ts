/** The rules of users' channel and sector assignments, as pure functions. Errors are keyed `<row index>.<field>`. */
import { INVALID_VALUE } from '../http/validation.ts';

/** Every row naming a user must name the user of the path. */
export function wrongUserErrors(userId: number, rows: readonly { UserId?: number }[]): Record<string, string> | null {
  const wrongUser = rows.findIndex((row) => row.UserId !== undefined && row.UserId !== userId);
  return wrongUser >= 0 ? { [`${wrongUser}.UserId`]: INVALID_VALUE } : null;
}

/** The first assigned id that does not exist, as a field error on `idName`; null when all do. */
export function unknownMemberErrors(memberIds: readonly number[], known: ReadonlySet<number>, idName: string): Record<string, string> | null {
  const unknown = memberIds.findIndex((id) => !known.has(id));
  return unknown >= 0 ? { [`${unknown}.${idName}`]: INVALID_VALUE } : null;
}

/** The ids the rows assign (the body schema requires `idName` on every row, so positions match the rows). */
export function assignedIds(rows: readonly Record<string, number | undefined>[], idName: string): number[] {
  return rows.flatMap((row) => {
    const id = row[idName];
    return id === undefined ? [] : [id];
  });
}
