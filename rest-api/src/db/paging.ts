import { COUNT_BOUND, boundedCount, isReachableOffset, pageBeyondBoundMessage, type BoundedCount } from '@console/schema';
import type { Executor } from './db.ts';
import { SqlParams, escapeLike } from './sql.ts';

/** The seeds' list parameters (seed 000 section 2, "Shared list behaviour"; section 7: page = UI page + 1). */
export interface PageRequest {
  /** Rows per page; default 10, clamped to MAX_TAKE (the console's look-ups ask for 99999990). */
  take?: number;
  /** 1-based; default 1. */
  page?: number;
  /** Case-insensitive "contains" over the source's keyword columns; blank means no filter. */
  keyword?: string;
  /** `field` or `-field` (descending), a key of the source's `sortable`; default the source's `defaultSort`. */
  sort?: string;
}

export const DEFAULT_TAKE = 10;
export const MAX_TAKE = 1000;

/** The seeds' list answer; `count` is exact up to COUNT_BOUND (@console/schema), else the bound with `countIsLowerBound`. */
export interface Page<Row> extends BoundedCount {
  collection: Row[];
}

/** A page starting beyond the first COUNT_BOUND rows: answered 400 with the French reason (http/errors.ts). */
export class PageBeyondBound extends Error {
  constructor() {
    super(pageBeyondBoundMessage);
  }
}

/** Rows per page (1…maxTake) and the first row's offset of a 1-based page; throws PageBeyondBound past the bound. */
export function pageWindow(request: { take?: number; page?: number }, defaultTake = DEFAULT_TAKE, maxTake = MAX_TAKE): { take: number; offset: number } {
  const take = Math.min(Math.max(Math.trunc(request.take ?? defaultTake), 1), maxTake);
  const offset = (Math.max(Math.trunc(request.page ?? 1), 1) - 1) * take;
  if (!isReachableOffset(offset)) throw new PageBeyondBound();
  return { take, offset };
}

/**
 * The bounded count of `from … where` as an uncorrelated scalar sub-query (evaluated once): it stops after
 * COUNT_BOUND + 1 rows, so it never reads more of a large table than that. Read its value with `boundedCount`.
 */
export function boundedCountSql(from: string, where: string): string {
  return `(select count(*)::int from (select 1 from ${from} ${where} limit ${COUNT_BOUND + 1}) as counted)`;
}

/** The bounded count alone: for a page past the end, which has no row to carry it. */
export async function countAlone(db: Executor, from: string, where: string, params: readonly unknown[]): Promise<BoundedCount> {
  const [row] = await db.query<{ count: number }>(`select ${boundedCountSql(from, where)} as count`, params);
  return boundedCount(row?.count ?? 0);
}

export interface ListSource {
  /** The select list, aliased to the answer's field names (`p.name as "name"`). */
  select: string;
  /** `from` and joins, without the word `from`. */
  from: string;
  /** Conditions ANDed together, with placeholders taken from `params`. */
  where?: readonly string[];
  params?: SqlParams;
  /** SQL expressions the keyword is searched in. */
  keywordColumns?: readonly string[];
  /** Sortable field name -> SQL expression. */
  sortable: Readonly<Record<string, string>>;
  /** A field of `sortable`, optionally prefixed by '-'. */
  defaultSort: string;
  /** A unique SQL expression appended (ascending) to every order, so pages never overlap (the id). */
  tieBreaker: string;
  /**
   * How the total is counted, still in one round trip. 'bounded' (default): `boundedCountSql`, riding on each row,
   * so the page itself can stop early on an index (unreferenced left joins drop out of the count). 'none': no
   * count (answered as 0), for keyset pages.
   */
  count?: 'bounded' | 'none';
  /**
   * Large tables: the page's keys (`tieBreaker`, unique) are found first by a narrow query, then only those rows
   * are read and their select list evaluated, so a deep page does not evaluate it for every skipped row.
   */
  deferred?: boolean;
  /**
   * With `deferred`: what the keys and the count are read from when `from`'s other joins only add columns (the
   * listed table alone); `where` and `sortable` must then name its columns only. Default: `from`.
   */
  keysFrom?: string;
}

/**
 * Rows carrying the bounded count (`__count`, from `boundedCountSql`) as a page. A page past the end has no row
 * to carry it: `countPastEnd` counts alone (not called for the first page, which then has no row at all).
 */
export async function countedPage<Row>(
  rows: readonly (Row & { __count: number })[],
  offset: number,
  countPastEnd: () => Promise<BoundedCount>,
): Promise<Page<Row>> {
  const [first] = rows;
  if (!first) return { collection: [], ...(offset === 0 ? boundedCount(0) : await countPastEnd()) };
  const collection = rows.map((row) => {
    const { __count: _ignored, ...rest } = row;
    return rest as unknown as Row;
  });
  return { collection, ...boundedCount(first.__count) };
}

/** For keyset pages (`count: 'none'`): the answer's count. */
const NOT_COUNTED = 0;

/** The ORDER BY for `sort`, falling back to the default for an unknown field (routes validate it first). */
function orderBy(source: ListSource, sort: string | undefined): string {
  const requested = sort && sort.replace(/^-/, '') in source.sortable ? sort : source.defaultSort;
  const descending = requested.startsWith('-');
  const expression = source.sortable[requested.replace(/^-/, '')];
  const direction = descending ? 'desc' : 'asc';
  return expression === source.tieBreaker
    ? `${expression} ${direction}`
    : `${expression} ${direction} nulls last, ${source.tieBreaker} asc`;
}

/**
 * One page of a list and the number of matching rows (bounded: see `Page`), in one round trip: the count rides on
 * each row (a sub-query evaluated once). Only a page past the end (no rows) costs a second, count-only query.
 * A page starting beyond the first COUNT_BOUND rows throws PageBeyondBound (400).
 * Expensive select expressions (correlated sub-queries) are evaluated for the returned rows only.
 */
export async function listPage<Row extends object>(db: Executor, source: ListSource, request: PageRequest): Promise<Page<Row>> {
  const params = new SqlParams(source.params?.values);
  const conditions = [...(source.where ?? [])];
  const keyword = request.keyword?.trim();
  if (keyword && source.keywordColumns && source.keywordColumns.length > 0) {
    const pattern = params.add(`%${escapeLike(keyword)}%`);
    conditions.push(`(${source.keywordColumns.map((column) => `${column} ilike ${pattern}`).join(' or ')})`);
  }
  const where = conditions.length > 0 ? `where ${conditions.map((condition) => `(${condition})`).join(' and ')}` : '';
  const window = pageWindow(request);
  const countParams = [...params.values];
  const limit = params.add(window.take);
  const offset = params.add(window.offset);

  const counting = source.count ?? 'bounded';
  const keysFrom = (source.deferred && source.keysFrom) || source.from;
  const countExpression = counting === 'bounded' ? boundedCountSql(keysFrom, where) : `${NOT_COUNTED}`;
  const order = orderBy(source, request.sort);
  const rows = await db.query<Row & { __count: number }>(
    source.deferred
      ? `select ${source.select}, ${countExpression} as "__count"
           from ${source.from}
          where ${source.tieBreaker} = any (array(
                  select ${source.tieBreaker} from ${keysFrom} ${where} order by ${order} limit ${limit} offset ${offset}))
          order by ${order}`
      : `select ${source.select}, ${countExpression} as "__count"
           from ${source.from}
           ${where}
          order by ${order}
          limit ${limit} offset ${offset}`,
    params.values,
  );
  // Keyset pages carry NOT_COUNTED and never count alone.
  return countedPage<Row>(rows, counting === 'none' ? 0 : window.offset, () => countAlone(db, keysFrom, where, countParams));
}
