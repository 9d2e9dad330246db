/**
 * At most `max` entries, the least recently used forgotten first; no expiry, so no clock: Yoga's
 * own cache (lru-cache with a time to live) reads the time through a timer on each request.
 */
export class RecentCache<T> {
  readonly #entries = new Map<string, T>();

  constructor(private readonly max: number) {}

  get(key: string): T | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // A Map keeps insertion order: moving the entry to the end marks it recently used.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: T): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.max) {
      for (const oldest of this.#entries.keys()) {
        this.#entries.delete(oldest);
        break;
      }
    }
  }
}
