/**
 * The state of a list screen (page, page size, sort, filters) and its URL form, plus the paging
 * arithmetic. Pure: no React, no router, so it is unit-tested on its own.
 *
 * URL form (only what differs from the defaults is written, so a fresh list has a bare URL):
 *   page=3        the third page (1-based in the URL for people; the state keeps the UI's 0-based page)
 *   size=20       the page size
 *   sort=-name    the sort key, '-' first when descending
 *   <filter>=...  every filter by its key (the search box is the filter `keyword`)
 */

import { COUNT_BOUND } from '@console/schema';

/** The seeds' page sizes: lists, and grids inside forms. */
export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const GRID_PAGE_SIZES = [5, 10, 20] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_GRID_PAGE_SIZE = 5;

/** The filter key of the search box. */
export const SEARCH_KEY = 'keyword';
/** Query-string keys the list itself uses; filters may not take them. */
const RESERVED_KEYS = ['page', 'size', 'sort'] as const;

export interface SortState {
  key: string;
  descending: boolean;
}

export interface ListState {
  /** The UI's page, 0-based. */
  page: number;
  pageSize: number;
  sort: SortState | null;
  /** Filter key → value; a missing key (or '') means no filter. */
  filters: Readonly<Record<string, string>>;
}

export interface ListDefaults {
  pageSize?: number;
  pageSizes?: readonly number[];
  sort?: SortState | null;
  /** Keys read from the URL as filters (others are ignored). Defaults to every non-reserved key. */
  filterKeys?: readonly string[];
}

const isReserved = (key: string) => (RESERVED_KEYS as readonly string[]).includes(key);

function parseSort(value: string | null | undefined): SortState | null {
  if (!value) return null;
  const descending = value.startsWith('-');
  const key = descending ? value.slice(1) : value;
  return key ? { key, descending } : null;
}

function formatSort(sort: SortState | null): string {
  return sort ? `${sort.descending ? '-' : ''}${sort.key}` : '';
}

/** Reads a list's state from a query string; anything unreadable falls back to the defaults. */
export function parseListState(search: URLSearchParams | string, defaults: ListDefaults = {}): ListState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sizes = defaults.pageSizes ?? PAGE_SIZES;
  const defaultSize = defaults.pageSize ?? DEFAULT_PAGE_SIZE;

  const size = Number(params.get('size'));
  const pageSize = Number.isInteger(size) && sizes.includes(size) ? size : defaultSize;

  const shownPage = Number(params.get('page'));
  const page = Number.isInteger(shownPage) && shownPage >= 1 ? shownPage - 1 : 0;

  const sort = params.has('sort') ? parseSort(params.get('sort')) : (defaults.sort ?? null);

  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    if (isReserved(key) || value === '') continue;
    if (defaults.filterKeys && !defaults.filterKeys.includes(key)) continue;
    filters[key] = value;
  }
  return { page, pageSize, sort, filters };
}

/**
 * Writes a list's state as a query string (without '?'), in a stable order. Keys of `keep` that are
 * not the list's own (another widget's) are kept as they were.
 */
export function listStateToSearch(state: ListState, defaults: ListDefaults = {}, keep?: URLSearchParams): string {
  const params = new URLSearchParams();
  if (keep) {
    for (const [key, value] of keep) {
      const ours = isReserved(key) || (defaults.filterKeys ? defaults.filterKeys.includes(key) : true);
      if (!ours) params.append(key, value);
    }
  }
  for (const key of Object.keys(state.filters).sort()) {
    const value = state.filters[key];
    if (value !== undefined && value !== '' && !isReserved(key)) params.set(key, value);
  }
  const sort = formatSort(state.sort);
  if (sort !== formatSort(defaults.sort ?? null)) params.set('sort', sort);
  if (state.pageSize !== (defaults.pageSize ?? DEFAULT_PAGE_SIZE)) params.set('size', String(state.pageSize));
  if (state.page > 0) params.set('page', String(state.page + 1));
  return params.toString();
}

/**
 * Number of pages for `count` rows (at least 1, so an empty list is 'page 1 of 1'). When the server counted no
 * further than its bound (« plus de 10 000 »), `count` is the bound: the last page is the last one it serves.
 */
export function pageCount(count: number, pageSize: number): number {
  if (count <= 0 || pageSize <= 0) return 1;
  return Math.ceil(count / pageSize);
}

/** A UI page (0-based) brought into range for `count` rows. */
export function clampPage(page: number, count: number, pageSize: number): number {
  const last = pageCount(count, pageSize) - 1;
  if (!Number.isFinite(page) || page < 0) return 0;
  return Math.min(Math.floor(page), last);
}

/**
 * A UI page the server serves: lists page within their first COUNT_BOUND rows, so a page beyond them (a stale
 * bookmark) asks the last of those; the answer's count then brings the state's page into range (`clampPage`).
 */
export function reachablePage(page: number, pageSize: number): number {
  return clampPage(page, COUNT_BOUND, pageSize);
}

/** The page number sent to the server: the seeds' 'zero-based UI page plus 1'. */
export function upstreamPage(uiPage: number): number {
  return uiPage + 1;
}

/** 'first–last' rows shown on a page, 1-based; 0–0 when empty. */
export function rowRange(page: number, pageSize: number, count: number): { from: number; to: number } {
  if (count <= 0) return { from: 0, to: 0 };
  const from = page * pageSize + 1;
  return { from: Math.min(from, count), to: Math.min(from + pageSize - 1, count) };
}

/** The rows of one page of an in-memory list (grids inside forms). */
export function pageSlice<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = clampPage(page, rows.length, pageSize) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** A filter change: the new value (or '' to clear), dependent filters cleared, back to page one. */
export function withFilter(state: ListState, key: string, value: string, clears: readonly string[] = []): ListState {
  const filters: Record<string, string> = { ...state.filters };
  if (value === '') delete filters[key];
  else filters[key] = value;
  for (const dependent of clears) delete filters[dependent];
  return { ...state, filters, page: 0 };
}

/** Several filters at once (a lookup sets its value and its label), back to page one. */
export function withFilters(state: ListState, changes: Readonly<Record<string, string>>): ListState {
  const filters: Record<string, string> = { ...state.filters };
  for (const [key, value] of Object.entries(changes)) {
    if (value === '') delete filters[key];
    else filters[key] = value;
  }
  return { ...state, filters, page: 0 };
}

/** A click on a sortable header: ascending, then descending, then back to none. Returns to page one. */
export function withSortToggled(state: ListState, key: string): ListState {
  let sort: SortState | null;
  if (!state.sort || state.sort.key !== key) sort = { key, descending: false };
  else if (!state.sort.descending) sort = { key, descending: true };
  else sort = null;
  return { ...state, sort, page: 0 };
}

/** A new page size starts again from page one. */
export function withPageSize(state: ListState, pageSize: number): ListState {
  return { ...state, pageSize, page: 0 };
}
