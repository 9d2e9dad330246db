/** What the export sources share: the labels of codes and booleans, and how their conditions are put together. */
import { isReportDateType, reportRange, type ExportFilterName, type ExportFilters, type InstantRange, type ReportDateTypeId } from '@console/schema';
import { escapeLike, type SqlParams } from '../../../db/sql.ts';

/** A filter the kind requires: checkedFilters refuses a job without it, so its absence here is a fault of the code. */
export function requiredFilter<K extends ExportFilterName>(filters: ExportFilters, name: K): NonNullable<ExportFilters[K]> {
  const value = filters[name];
  if (value === undefined || value === null) throw new Error(`the export has no ${name}`);
  return value;
}

/** The instants [start, end) of the required days dateFrom to dateTo (Morocco's), checked by checkedFilters. */
export function requiredRange(filters: ExportFilters): InstantRange {
  const range = reportRange(requiredFilter(filters, 'dateFrom'), requiredFilter(filters, 'dateTo'));
  if ('errors' in range) throw new Error(`the export's range does not read: ${Object.values(range.errors).join(', ')}`);
  return range.range;
}

/** The required report date type, checked by checkedFilters. */
export function requiredDateType(filters: ExportFilters): ReportDateTypeId {
  const dateType = requiredFilter(filters, 'dateType');
  if (!isReportDateType(dateType)) throw new Error(`the export's date type ${dateType} is none`);
  return dateType;
}

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
