/** What the export sources share: the labels of codes and booleans, and how their conditions are put together. */
import { escapeLike, type SqlParams } from '../../../db/sql.ts';

/** A boolean cell (the driver's true / false, as text) in French. */
export const YES_NO: Readonly<Record<string, string>> = { true: 'Oui', false: 'Non' };

/** Labels keyed by the code's text, as the writer looks a cell's value up (`String(value)`). */
export function codeLabels(labels: Readonly<Record<number, string>>): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(labels));
}

/** `where …` of the conditions ANDed, or nothing when there is none. */
export function whereClause(conditions: readonly string[]): string {
  return conditions.length > 0 ? `where ${conditions.map((condition) => `(${condition})`).join(' and ')}` : '';
}

/** The lists' keyword (db/paging.ts listPage): a case-insensitive « contains » over any of the columns; null when blank. */
export function keywordCondition(keyword: string | undefined, columns: readonly string[], params: SqlParams): string | null {
  const text = keyword?.trim();
  if (!text) return null;
  const pattern = params.add(`%${escapeLike(text)}%`);
  return columns.map((column) => `${column} ilike ${pattern}`).join(' or ');
}
