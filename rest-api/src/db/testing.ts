import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDb, type Db } from './db.ts';
import type {} from './snapshot.ts';

let tarball: Blob | undefined;

/** The migrated, seeded snapshot (rest-api/src/db/snapshot.ts) as a tarball, read once per test file. */
export function demoSnapshot(): Blob {
  tarball ??= new Blob([readFileSync(inject('demoSnapshot').tarball)]);
  return tarball;
}

/** For tests: an in-memory database, migrated, with the demo data (a copy of the snapshot). */
export async function openDemoDb(): Promise<Db> {
  return openDb({ dataDir: 'memory://', loadDataDir: demoSnapshot(), onIdleError: (error) => console.error(error) });
}

/** Generous: an embedded PostgreSQL starts in seconds on a busy machine. */
export const DB_HOOK_TIMEOUT = 60_000;
