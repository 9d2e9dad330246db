import type { Executor } from './db.ts';

/** The data versions of migration 023: each is bumped by every statement that changes the tables it covers. */
export type DataVersionName = 'grants' | 'promotions';

/** The current version of `name` (one primary-key read). */
export async function dataVersion(db: Executor, name: DataVersionName): Promise<number> {
  const [row] = await db.query<{ version: string | number | bigint }>('select version from data_versions where name = $1', [name]);
  return Number(row?.version ?? 0);
}

/**
 * Values read from the database, kept by key with the data version they were read at: a read at the same version
 * reuses the value, any other reads it again (it may have changed). A value is read after its version, so one kept
 * at version v is never older than the data at v. A failed read is not kept. Bounded: the oldest keys go first.
 */
export class VersionedCache<Key, Value> {
  private readonly entries = new Map<Key, { version: number; value: Promise<Value> }>();

  constructor(private readonly maxEntries = 10_000) {}

  get(key: Key, version: number, load: () => Promise<Value>): Promise<Value> {
    const kept = this.entries.get(key);
    if (kept && kept.version === version) return kept.value;
    const entry = { version, value: load() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry.value;
  }
}

/** Freezes `value` and everything it holds: a value shared by every request must not be changed by one of them. */
export function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFrozen(item);
  }
  return value;
}
