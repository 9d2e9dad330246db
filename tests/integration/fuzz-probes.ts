/** The fuzz's probes: bad values of every class, each carrying its request's marker. */

export const MARKER = 'qzfuzz';
const MEGABYTE = 'x'.repeat(1024 * 1024);
/** Longer than every limit (the longest is 2048), short enough to send for every field. */
const OVER_LIMIT = 'y'.repeat(5000);
export const UNKNOWN_ID = 999_999;
const CONCURRENCY = 6;

export type FuzzClass = 'nul' | 'surrogate' | 'control' | 'over-long' | 'wrong-type' | 'unknown-id' | 'malformed-json' | 'graphql-http';

export interface Probe {
  id: number;
  kind: FuzzClass;
  label: string;
  send(): Promise<Outcome>;
}

export interface Outcome {
  status: number;
  /** The request was refused (4xx, GraphQL errors or `ok: false`). */
  refused: boolean;
  /** Why the answer counts as a server failure, if it does. */
  failure?: string;
}

const markerOf = (id: number) => `${MARKER}${id}x`;

/** A bad value of the class, carrying the request's marker so a stored one is found. */
export function badString(kind: FuzzClass, id: number, huge: boolean): string {
  const marker = markerOf(id);
  switch (kind) {
    case 'nul':
      return `${marker}\u0000nul`;
    case 'surrogate':
      return `${marker}\ud800`;
    case 'control':
      return `${marker}\u001b[2J\u0007`;
    default:
      return marker + (huge ? MEGABYTE : OVER_LIMIT);
  }
}

export const STRING_CLASSES = ['nul', 'surrogate', 'control', 'over-long'] as const;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Path = (string | number)[];

export function setAt(value: Json, path: Path, leaf: Json): Json {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? setAt(item, rest, leaf) : item));
  if (value && typeof value === 'object') return { ...value, [head!]: setAt(value[String(head)] ?? null, rest, leaf) };
  return value;
}

export async function pool<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Adds a probe (its bad values carry the marker of its id) and returns that id. */
export type AddProbe = (kind: FuzzClass, label: string, send: (marker: string) => Promise<Outcome>) => number;

/** The probes, and the id the next one gets (a probe's bad string is built with that id). */
export function probeSet() {
  const probes: Probe[] = [];
  const add: AddProbe = (kind, label, send) => {
    const id = probes.length;
    probes.push({ id, kind, label, send: () => send(markerOf(id)) });
    return id;
  };
  return { probes, add, nextId: () => probes.length };
}
