import { COUNT_BOUND, Limits, boundedCount, formatNumber, pageBeyondBoundMessage } from '@console/schema';
import { DEFAULT_TAKE, MAX_TAKE, type Page } from '../db/paging.ts';
import { idField } from './schemas.ts';

/** JSON Schema fragments of the seeds' paged lists: `?take&page&keyword&sort` in, `{ collection, count }` out. */

export interface ListQuery {
  take?: number;
  page?: number;
  keyword?: string;
  sort?: string;
}

/** `?page`: 1-based, within the first COUNT_BOUND rows (db/paging.ts `pageWindow`). */
export const pageField = {
  type: 'integer',
  minimum: 1,
  description: `1-based page number; default 1. Pages are served within the first ${COUNT_BOUND} matching rows: a page starting beyond them ((page - 1) × take ≥ ${COUNT_BOUND}) answers 400 « ${pageBeyondBoundMessage} ». Narrow the filters (or use the list's keyset parameter where it has one) to reach further.`,
} as const;

/**
 * The querystring of a paged list: take, page, keyword, sort (restricted to `sortable` fields, `-` for
 * descending), plus the route's own filters.
 */
export function listQuerystring(options: {
  sortable: readonly string[];
  keywordSearches?: string;
  properties?: Record<string, object>;
}) {
  return {
    type: 'object',
    properties: {
      take: {
        type: 'integer',
        minimum: 1,
        description: `Rows per page; default ${DEFAULT_TAKE}. Larger values (the console's look-ups send 99999990) are clamped to ${MAX_TAKE}.`,
      },
      page: pageField,
      keyword: {
        type: 'string',
        description: `Case-insensitive "contains" search${options.keywordSearches ? ` on ${options.keywordSearches}` : ''}; blank means none; longer than ${Limits.keyword} characters answers 400.`,
      },
      sort: {
        type: 'string',
        enum: options.sortable.flatMap((field) => [field, `-${field}`]),
        description: 'Order by this field, `-field` for descending; default the id, ascending.',
      },
      ...options.properties,
    },
  } as const;
}

/** A list's answer, paged or every row at once: `{ collection, count, countIsLowerBound }`. */
export function collectionResponse(item: object, description: string) {
  return {
    type: 'object',
    description,
    required: ['collection', 'count', 'countIsLowerBound'],
    properties: {
      collection: { type: 'array', items: item },
      count: {
        type: 'integer',
        description: `Rows matching the filters, all pages together: exact up to ${COUNT_BOUND}; beyond, ${COUNT_BOUND} with countIsLowerBound true.`,
      },
      countIsLowerBound: {
        type: 'boolean',
        description: `True when more than count (then ${COUNT_BOUND}) rows match: the list counts no further (« plus de ${formatNumber(COUNT_BOUND)} »).`,
      },
    },
  } as const;
}

/** Every row at once, as a list answers it (lists without paging: all rows are there, so the count is theirs). */
export function wholeList<Row>(collection: Row[]): Page<Row> {
  return { collection, ...boundedCount(collection.length) };
}

/** `{ data: [rows] }`, the answer of batch and set-replacing writes. */
export function dataArrayResponse(item: object, description: string) {
  return {
    type: 'object',
    description,
    required: ['data'],
    properties: { data: { type: 'array', items: item } },
  } as const;
}

/** `/:id` path parameters. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: idField },
} as const;

export const noContentResponse = { type: 'null', description: 'Deleted.' } as const;

/** `{ id: number }` path parameters, typed. */
export interface IdParams {
  id: number;
}
