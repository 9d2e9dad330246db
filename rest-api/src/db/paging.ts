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

/** The seeds' list answer. */
export interface Page<Row> {
  collection: Row[];
  /** Rows matching the filters, all pages together. */
  count: number;
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
   * How the total is counted, still in one round trip. 'window' (default): a window count riding on each
   * row, best for small tables. 'subquery': an uncorrelated sub-query evaluated once, so the page itself can
   * stop early on an index (large tables; unreferenced left joins drop out of the count). 'none': no count
   * (answered as 0), for keyset pages.
   */
  count?: 'window' | 'subquery' | 'none';
  /**
   * Large tables: the page's keys (`tieBreaker`, unique) are found first by a narrow query, then only those rows
   * are read and their select list evaluated, so a deep page does not evaluate it for every skipped row.
   */
  deferred?: boolean;
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
 * One page of a list and the number of matching rows, in one round trip: the total rides on each row
 * (a window count, or a sub-query evaluated once: see `ListSource.count`). Only a page past the end
 * (no rows) costs a second, count-only query.
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
  const take = Math.min(Math.max(Math.trunc(request.take ?? DEFAULT_TAKE), 1), MAX_TAKE);
  const page = Math.max(Math.trunc(request.page ?? 1), 1);
  const countParams = [...params.values];
  const limit = params.add(take);
  const offset = params.add((page - 1) * take);

  const counting = source.count ?? 'window';
  const countExpression =
    counting === 'window'
      ? 'count(*) over ()::int'
      : counting === 'subquery'
        ? `(select count(*)::int from ${source.from} ${where})`
        : `${NOT_COUNTED}`;
  const order = orderBy(source, request.sort);
  const rows = await db.query<Row & { __count: number }>(
    source.deferred
      ? `select ${source.select}, ${countExpression} as "__count"
           from ${source.from}
          where ${source.tieBreaker} = any (array(
                  select ${source.tieBreaker} from ${source.from} ${where} order by ${order} limit ${limit} offset ${offset}))
          order by ${order}`
      : `select ${source.select}, ${countExpression} as "__count"
           from ${source.from}
           ${where}
          order by ${order}
          limit ${limit} offset ${offset}`,
    params.values,
  );
  if (rows.length === 0) {
    if (page === 1 || counting === 'none') return { collection: [], count: 0 };
    const [{ count }] = await db.query<{ count: number }>(`select count(*)::int as count from ${source.from} ${where}`, countParams);
    return { collection: [], count };
  }
  const count = rows[0].__count;
  const collection = rows.map((row) => {
    const { __count: _ignored, ...rest } = row;
    return rest as unknown as Row;
  });
  return { collection, count };
}
