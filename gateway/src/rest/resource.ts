import { GraphQLError } from 'graphql';
import type { Query, RestClient } from './client.ts';
import { attempt, type MutationResult } from './results.ts';

/** The seeds' list envelope. A 204 (no rows) arrives as null. */
export interface UpstreamList<T> {
  collection?: T[] | null;
  count?: number | null;
}

export interface Page<T> {
  items: T[];
  count: number;
}

export interface PageArgs {
  page?: number | null;
  take?: number | null;
}

export const MAX_TAKE = 1000;

/** 1-based page and a take within 1..MAX_TAKE, as the REST API expects them. */
export function pageQuery({ page, take }: PageArgs, defaultTake = 10): { page: number; take: number } {
  return { page: Math.max(1, page ?? 1), take: Math.min(MAX_TAKE, Math.max(1, take ?? defaultTake)) };
}

export function sortQuery(sort: { field: string; descending?: boolean | null } | null | undefined): string | undefined {
  return sort ? `${sort.descending ? '-' : ''}${sort.field}` : undefined;
}

export async function listPage<T, R = T>(rest: RestClient, path: string, query: Query, map: (row: T) => R = (row) => row as unknown as R): Promise<Page<R>> {
  const body = await rest.get<UpstreamList<T>>(path, query);
  const rows = body?.collection ?? [];
  return { items: rows.map(map), count: body?.count ?? rows.length };
}

/** GET by id, null when the REST API answers 404 (the console then redirects as the seeds say). */
export async function itemOrNull<T, R = T>(rest: RestClient, path: string, query?: Query, map: (row: T) => R = (row) => row as unknown as R): Promise<R | null> {
  try {
    const body = await rest.get<{ data: T }>(path, query);
    return body?.data ? map(body.data) : null;
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
export async function rowsOf<T, R = T>(write: Promise<{ data: T[] } | null>, map: (row: T) => R = (row) => row as unknown as R): Promise<R[]> {
  return ((await write)?.data ?? []).map(map);
}
