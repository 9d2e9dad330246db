import { businessClock } from '@console/schema';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withTestPasswordCost } from '../access/passwords.ts';
import { DEMO_DATA_SETS, REFERENCE_DATA } from '../app.ts';
import { loadDemoData } from './demo-data.ts';
import { migrate } from './migrate.ts';
import { createPglite, pgliteDb } from './pglite.ts';

/**
 * For tests: a migrated database with the reference and demo data, made once and reused, because
 * creating, migrating and seeding a PGlite costs seconds per test file. Its demo accounts' password
 * hashes use bcrypt's lowest cost (withTestPasswordCost): the suites sign in hundreds of times. Kept under `.tmp/db-snapshots`,
 * named after a hash of rest-api's and schema's code, the migrations, PGlite's version and the day, so a change
 * makes a new one (and removes the others).
 */
const restApi = fileURLToPath(new URL('../../', import.meta.url));
const root = join(restApi, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(ts|sql)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function snapshotKey(): string {
  const hash = createHash('sha256');
  // The demo data holds dates relative to the day it is loaded (UTC, or Morocco's for the calls): a snapshot lasts one day at most.
  hash.update(new Date().toISOString().slice(0, 10));
  hash.update(businessClock().date);
  hash.update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')));
  const sources = [join(restApi, 'src'), join(restApi, 'migrations'), join(root, 'schema/src')].flatMap(filesUnder).sort();
  for (const file of sources) hash.update(`${file.slice(root.length)}\n`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export interface DemoSnapshot {
  /** A tarball of the data directory, for in-memory databases (PGlite's `loadDataDir`). */
  tarball: string;
  /** The same before the demo data: migrated, with the reference data only (a deployment without DEMO_DATA). */
  referenceTarball: string;
  /** A PGlite data directory, to copy as a service's `DATA_DIR/pglite`. */
  dataDir: string;
}

const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * `tar`'s database in the data directory `dir`, and a tarball of it without the WAL segments PostgreSQL
 * recycled ahead of where it writes: about half of a freshly seeded tarball, which every test file
 * would otherwise read, unpack and copy. PostgreSQL creates a segment again when it needs one.
 */
async function withoutRecycledWal(tar: Blob, dir: string): Promise<Blob> {
  const unpacked = await createPglite(dir, tar);
  const [position] = (await unpacked.query<{ segment: string }>('select pg_walfile_name(pg_current_wal_lsn()) as segment')).rows;
  await unpacked.close();
  // The segment written last, and the next one (the shutdown checkpoint may have started it), stay. A position
  // exactly at a segment's end is named after that segment, which PostgreSQL may have removed already: the
  // first segment from the position on is then the one written last.
  const segments = readdirSync(join(dir, 'pg_wal')).filter((name) => WAL_SEGMENT.test(name)).sort();
  const current = segments.findIndex((name) => name >= position!.segment);
  if (current < 0) throw new Error(`snapshot: no WAL segment from ${position?.segment} on in ${dir}`);
  const keep = current + 2;
  for (const name of segments.slice(keep)) rmSync(join(dir, 'pg_wal', name));
  const compact = await createPglite(dir);
  try {
    return await compact.dumpDataDir('none');
  } finally {
    await compact.close();
  }
}

/** The snapshot's files, made first when missing (vitest's global set-up, tests/db-snapshot.setup.ts). */
export async function ensureDemoSnapshot(): Promise<DemoSnapshot> {
  const snapshots = join(root, '.tmp/db-snapshots');
  const key = snapshotKey();
  const dir = join(snapshots, key);
  const snapshot = { tarball: join(dir, 'demo.tar'), referenceTarball: join(dir, 'reference.tar'), dataDir: join(dir, 'pglite') };
  if (existsSync(join(dir, 'complete'))) return snapshot;
  // Made aside then renamed: a run stopped half-way, or another run at the same time, never sees half a snapshot.
  const work = `${dir}.${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const pglite = await createPglite('memory://');
  const db = pgliteDb(pglite);
  await migrate(db);
  await withTestPasswordCost(() => loadDemoData(db, REFERENCE_DATA));
  const referenceDir = join(work, 'reference-pglite');
  const reference = await withoutRecycledWal(await pglite.dumpDataDir('none'), referenceDir);
  rmSync(referenceDir, { recursive: true, force: true });
  writeFileSync(join(work, 'reference.tar'), Buffer.from(await reference.arrayBuffer()));
  await withTestPasswordCost(() => loadDemoData(db, DEMO_DATA_SETS));
  const tar = await pglite.dumpDataDir('none');
  await db.close();
  const demo = await withoutRecycledWal(tar, join(work, 'pglite'));
  writeFileSync(join(work, 'demo.tar'), Buffer.from(await demo.arrayBuffer()));
  writeFileSync(join(work, 'complete'), new Date().toISOString());
  try {
    renameSync(work, dir);
  } catch (error) {
    // Another run finished first: its snapshot is the same.
    if (!existsSync(join(dir, 'complete'))) throw error;
    rmSync(work, { recursive: true, force: true });
  }
  for (const old of readdirSync(snapshots).filter((name) => !name.startsWith(key) && !name.includes('.'))) {
    rmSync(join(snapshots, old), { recursive: true, force: true });
  }
  return snapshot;
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoSnapshot: DemoSnapshot;
  }
}
