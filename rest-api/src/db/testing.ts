import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDb, type Db } from './db.ts';
import type {} from './snapshot.ts';

const tarballs = new Map<string, Blob>();
function readOnce(path: string): Blob {
  let blob = tarballs.get(path);
  if (!blob) tarballs.set(path, (blob = new Blob([readFileSync(path)])));
  return blob;
}

/** The migrated, seeded snapshot (rest-api/src/db/snapshot.ts) as a tarball, read once per test file. */
export const demoSnapshot = (): Blob => readOnce(inject('demoSnapshot').tarball);

/** For tests: an in-memory database, migrated, with the reference data only (no demo rows). */
export async function openReferenceDb(): Promise<Db> {
  return openDb({ dataDir: 'memory://', loadDataDir: readOnce(inject('demoSnapshot').referenceTarball), onIdleError: (error) => console.error(error) });
}

/** For tests: an in-memory database, migrated, with the demo data (a copy of the snapshot). */
export async function openDemoDb(): Promise<Db> {
  return openDb({ dataDir: 'memory://', loadDataDir: demoSnapshot(), onIdleError: (error) => console.error(error) });
}

/** Generous: an embedded PostgreSQL starts in seconds on a busy machine. */
export const DB_HOOK_TIMEOUT = 60_000;
