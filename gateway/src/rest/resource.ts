import { GraphQLError } from 'graphql';
import { attempt, type MutationResult } from './results.ts';

/** The seeds' list envelope. A 204 (no rows) arrives as null. */
export interface UpstreamList<T> {
  collection?: T[] | null;
  count?: number | null;
  countIsLowerBound?: boolean | null;
}

/** A list page; `count` is exact up to the REST API's bound, else the bound with `countIsLowerBound`. */
export interface Page<T> {
  items: T[];
  count: number;
  countIsLowerBound: boolean;
}

export interface PageArgs {
  page?: number | null;
  take?: number | null;
}

export const MAX_TAKE = 1000;

/**
 * 1-based page and a take within 1..MAX_TAKE, as the REST API expects them. Spread it last in a
 * query (`{ keyword, ...pageQuery(page) }`): in Node 20's V8 each property written after a spread
 * in an object literal costs about half a microsecond, and a mapper that adds fields to every row
 * writes them before the row's spread for the same reason.
 */
export function pageQuery({ page, take }: PageArgs, defaultTake = 10): { page: number; take: number } {
  return { page: Math.max(1, page ?? 1), take: Math.min(MAX_TAKE, Math.max(1, take ?? defaultTake)) };
}

export function sortQuery(sort: { field: string; descending?: boolean | null } | null | undefined): string | undefined {
  return sort ? `${sort.descending ? '-' : ''}${sort.field}` : undefined;
}

/** A list answer as a page; `map` turns each REST row into what the schema shows. */
export async function listPage<T>(answer: Promise<UpstreamList<T> | null>): Promise<Page<T>>;
export async function listPage<T, R>(answer: Promise<UpstreamList<T> | null>, map: (row: T) => R): Promise<Page<R>>;
export async function listPage<T, R>(answer: Promise<UpstreamList<T> | null>, map?: (row: T) => R): Promise<Page<T | R>> {
  const body = await answer;
  const rows = body?.collection ?? [];
  return { items: map ? rows.map(map) : rows, count: body?.count ?? rows.length, countIsLowerBound: body?.countIsLowerBound ?? false };
}

/** A list answer's rows; none when the REST API answers 204. */
export async function rowsOfList<T>(answer: Promise<UpstreamList<T> | null>): Promise<T[]> {
  return (await answer)?.collection ?? [];
}

/** A GET by id, null when the REST API answers 404 (the console then redirects as the seeds say). */
export async function itemOrNull<T>(read: () => Promise<{ data: T } | null>): Promise<T | null> {
  try {
    return (await read())?.data ?? null;
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** A create or update whose fixable failures come back as data: `{ ok, errors, <key>: item }`. */
export function saved<K extends string, T>(key: K, write: () => Promise<{ data: T } | null>): Promise<MutationResult & { [P in K]: T | null }>;
export function saved<K extends string, T, R>(key: K, write: () => Promise<{ data: T } | null>, map: (row: T) => R): Promise<MutationResult & { [P in K]: R | null }>;
export async function saved<K extends string, T, R>(key: K, write: () => Promise<{ data: T } | null>, map?: (row: T) => R) {
  const { ok, errors, value } = await attempt(write);
  const item = value?.data ?? null;
  return { ok, errors, [key]: item && map ? map(item) : item };
}

/** The `data` array a batch write answers. */
export async function rowsOf<T>(write: Promise<{ data: T[] } | null>): Promise<T[]> {
  return (await write)?.data ?? [];
}
