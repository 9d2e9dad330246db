import { createHash } from 'node:crypto';
import { Repeater } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { SharedRedis } from '../server/redis.ts';

/**
 * A poll of an upstream that offers no push, shared by every subscriber of every replica: one fetch per key
 * every `intervalMs` whatever the number of subscribers, only for keys someone watches, and only changes
 * published. The replicas agree through a `LeaseStore` (Redis with REDIS_URL, else the process's memory):
 * - the poll lease (SET NX PX interval): the replica that takes it polls; the others retry when it expires;
 * - the fetch lock: fetches of one key never overlap, so a slow older answer never overwrites a newer one;
 * - the pending mark: a change asked for during a fetch gets one more fetch after it (one per burst);
 * - the last state and its hash: published only when the hash differs; a new subscriber starts from it.
 */

/** The few atomic operations the poller needs of the store the replicas share. */
export interface LeaseStore {
  /** Takes `key` for `ms` when free (SET NX PX): 0, else the milliseconds left to its holder. */
  claim(key: string, ms: number): Promise<number>;
  release(key: string): Promise<void>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ms: number): Promise<void>;
}

/** One published state and its hash (subscribers skip a state they already have). */
export interface PollUpdate<State> {
  hash: string;
  state: State;
}

/** Where updates go to every replica's subscribers (the live bus). */
export interface PollChannel<Key, State> {
  publish(key: Key, update: PollUpdate<State>): void;
  subscribe(key: Key): AsyncIterable<PollUpdate<State>>;
}

export interface SharedPollOptions<Key extends string | number, State> {
  /** Prefix of the store's keys. */
  name: string;
  intervalMs: number;
  fetch(key: Key): Promise<State>;
  store: LeaseStore;
  channel: PollChannel<Key, State>;
  /** A failed fetch or store call: the subscribers keep the last state and the poll goes on. */
  onError(error: unknown, key: Key): void;
  /** The longest a fetch may hold its lock (a crashed holder's lock expires). */
  fetchTimeoutMs?: number;
}

type Deliver<State> = (update: PollUpdate<State>) => void;

interface Watched<State> {
  /** Each subscriber's delivery, and how to end its stream. */
  subscribers: Map<Deliver<State>, () => void>;
  feed: AsyncIterator<PollUpdate<State>>;
  timer?: NodeJS.Timeout;
}

/** A first subscriber waits this long for the state another replica is fetching, checking every few ms. */
const FIRST_STATE_WAIT_MS = 2_000;
const FIRST_STATE_CHECK_MS = 20;
/** Retry a lease this long after it expires, so the holder's own renewal usually wins. */
const LEASE_SLACK_MS = 5;

const hashOf = (state: unknown): string => createHash('sha1').update(JSON.stringify(state)).digest('base64');
/** A stored update: written by this class only, from a `PollUpdate<State>`. */
const parseUpdate = <State>(stored: string): PollUpdate<State> => JSON.parse(stored) as PollUpdate<State>;

export class SharedPoll<Key extends string | number, State> {
  private readonly watched = new Map<Key, Watched<State>>();
  /** First fetches in flight on this replica, one per key however many subscribers arrive at once. */
  private readonly firstFetches = new Map<Key, Promise<PollUpdate<State>>>();
  private readonly fetchTimeoutMs: number;
  private closed = false;

  constructor(private readonly options: SharedPollOptions<Key, State>) {
    this.fetchTimeoutMs = options.fetchTimeoutMs ?? Math.max(options.intervalMs, 10_000);
  }

  /** Keys watched on this replica. */
  get keys(): Key[] {
    return [...this.watched.keys()];
  }

  /**
   * The current state, then each change. The first state comes from the store (or one fetch when there is
   * none); a failed first fetch (an unknown key) rejects, so the subscription answers its error.
   */
  async watch(key: Key): Promise<AsyncIterable<State>> {
    const { update: first, fetched } = await this.current(key);
    return new Repeater<State>(async (push, stop) => {
      if (this.closed) return stop();
      let lastHash: string | undefined;
      const deliver = (update: PollUpdate<State>) => {
        if (update.hash === lastHash) return;
        lastHash = update.hash;
        void push(update.state);
      };
      const watched = this.enter(key, deliver, () => stop());
      deliver(first);
      watched.timer ??= this.schedule(key, watched, fetched ? this.options.intervalMs : 0);
      await stop;
      this.leave(key, deliver);
    });
  }

  /** Changes made through the gateway: refresh the watched ones of these keys now. */
  changed(keys: readonly Key[]): void {
    for (const key of keys) {
      if (this.watched.has(key)) void this.refresh(key, 'change');
    }
  }

  /** Stops every poll and ends every stream. */
  close(): void {
    this.closed = true;
    for (const [key, watched] of this.watched) {
      this.stopWatching(key, watched);
      for (const end of watched.subscribers.values()) end();
    }
  }

  private storeKey(key: Key, part: 'lease' | 'lock' | 'pending' | 'state'): string {
    return `${this.options.name}:${key}:${part}`;
  }

  private enter(key: Key, deliver: Deliver<State>, end: () => void): Watched<State> {
    let watched = this.watched.get(key);
    if (!watched) {
      const feed = this.options.channel.subscribe(key)[Symbol.asyncIterator]();
      const created: Watched<State> = { subscribers: new Map(), feed };
      watched = created;
      this.watched.set(key, created);
      void this.relay(key, created);
    }
    watched.subscribers.set(deliver, end);
    return watched;
  }

  /** The channel's updates of a key to this replica's subscribers of it. */
  private async relay(key: Key, watched: Watched<State>): Promise<void> {
    try {
      for (let next = await watched.feed.next(); !next.done; next = await watched.feed.next()) {
        for (const deliver of watched.subscribers.keys()) deliver(next.value);
      }
    } catch (error) {
      this.options.onError(error, key);
    }
  }

  private leave(key: Key, deliver: Deliver<State>): void {
    const watched = this.watched.get(key);
    if (!watched?.subscribers.delete(deliver) || watched.subscribers.size > 0) return;
    this.stopWatching(key, watched);
  }

  private stopWatching(key: Key, watched: Watched<State>): void {
    this.watched.delete(key);
    clearTimeout(watched.timer);
    void watched.feed.return?.();
  }

  private async current(key: Key): Promise<{ update: PollUpdate<State>; fetched: boolean }> {
    const stored = await this.options.store.get(this.storeKey(key, 'state'));
    if (stored !== null) return { update: parseUpdate<State>(stored), fetched: false };
    let first = this.firstFetches.get(key);
    if (!first) {
      first = this.firstFetch(key).finally(() => this.firstFetches.delete(key));
      this.firstFetches.set(key, first);
    }
    return { update: await first, fetched: true };
  }

  /**
   * No stored state: fetch it under the poll lease (this is the interval's poll) and store it for the next
   * subscribers. When another replica holds the lease, its state is waited for, then fetched here if it never
   * comes (that replica's fetch failed).
   */
  private async firstFetch(key: Key): Promise<PollUpdate<State>> {
    const { store } = this.options;
    if ((await store.claim(this.storeKey(key, 'lease'), this.options.intervalMs)) !== 0) {
      const waitUntil = Date.now() + FIRST_STATE_WAIT_MS;
      while (Date.now() < waitUntil) {
        await new Promise((resolve) => setTimeout(resolve, FIRST_STATE_CHECK_MS));
        const stored = await store.get(this.storeKey(key, 'state'));
        if (stored !== null) return parseUpdate<State>(stored);
      }
    }
    const state = await this.options.fetch(key);
    const update = { hash: hashOf(state), state };
    await store.set(this.storeKey(key, 'state'), JSON.stringify(update), this.stateTtl());
    return update;
  }

  private schedule(key: Key, watched: Watched<State>, ms: number): NodeJS.Timeout {
    watched.timer = setTimeout(() => void this.tick(key, watched), ms);
    return watched.timer;
  }

  private async tick(key: Key, watched: Watched<State>): Promise<void> {
    let next = this.options.intervalMs;
    try {
      const left = await this.options.store.claim(this.storeKey(key, 'lease'), this.options.intervalMs);
      if (left === 0) await this.refresh(key, 'poll');
      else next = left + LEASE_SLACK_MS;
    } catch (error) {
      this.options.onError(error, key);
    }
    if (this.watched.get(key) === watched) this.schedule(key, watched, next);
  }

  /**
   * Fetches and publishes under the key's lock. A change asked for while another fetch runs (here or on another
   * replica) marks the key pending; the lock's holder fetches again before letting go, and checks once more
   * after letting go (a mark set just before is then seen by one side or the other).
   */
  private async refresh(key: Key, cause: 'poll' | 'change'): Promise<void> {
    const { store } = this.options;
    const pending = this.storeKey(key, 'pending');
    const lock = this.storeKey(key, 'lock');
    try {
      if (cause === 'change') await store.set(pending, '1', this.fetchTimeoutMs);
      while (!this.closed && (await store.claim(lock, this.fetchTimeoutMs)) === 0) {
        try {
          do {
            await store.release(pending);
            await this.fetchAndPublish(key);
          } while (!this.closed && (await store.get(pending)) !== null);
        } finally {
          await store.release(lock);
        }
        if ((await store.get(pending)) === null) return;
      }
    } catch (error) {
      this.options.onError(error, key);
    }
  }

  private async fetchAndPublish(key: Key): Promise<void> {
    const { store, channel } = this.options;
    const state = await this.options.fetch(key);
    const update = { hash: hashOf(state), state };
    const previous = await store.get(this.storeKey(key, 'state'));
    await store.set(this.storeKey(key, 'state'), JSON.stringify(update), this.stateTtl());
    if (previous === null || parseUpdate<State>(previous).hash !== update.hash) channel.publish(key, update);
  }

  /** The last state outlives a poll or two, then goes: a key nobody watches is fetched afresh. */
  private stateTtl(): number {
    return 2 * this.options.intervalMs;
  }
}

/** The store of one process (no REDIS_URL). */
export function memoryLeaseStore(now: () => number = Date.now): LeaseStore {
  const entries = new Map<string, { value: string; expires: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= now()) entries.delete(key);
    return entries.get(key);
  };
  return {
    claim: async (key, ms) => {
      const held = live(key);
      if (held) return held.expires - now();
      entries.set(key, { value: '1', expires: now() + ms });
      return 0;
    },
    release: async (key) => {
      entries.delete(key);
    },
    get: async (key) => live(key)?.value ?? null,
    set: async (key, value, ms) => {
      entries.set(key, { value, expires: now() + ms });
    },
  };
}

/** SET NX PX, else the holder's time left (at least 1: a key gone in between is retried at once). */
const CLAIM = `if redis.call('set', KEYS[1], '1', 'NX', 'PX', ARGV[1]) then return 0 end
local left = redis.call('pttl', KEYS[1])
if left < 1 then return 1 end
return left`;

/** The store every replica shares (REDIS_URL). */
function redisLeaseStore(redis: Redis, prefix = 'live:'): LeaseStore {
  return {
    claim: async (key, ms) => Number(await redis.eval(CLAIM, 1, `${prefix}${key}`, ms)),
    release: async (key) => {
      await redis.del(`${prefix}${key}`);
    },
    get: (key) => redis.get(`${prefix}${key}`),
    set: async (key, value, ms) => {
      await redis.set(`${prefix}${key}`, value, 'PX', ms);
    },
  };
}

/**
 * Redis while it answers, this replica's memory while it is down or stalls: each replica then polls for its own
 * subscribers (the live bus delivers on this replica only meanwhile), so boards stay current at the cost of one
 * read per replica and period instead of one in all.
 */
export function sharedLeaseStore(redis: SharedRedis): LeaseStore {
  const shared = redisLeaseStore(redis.client);
  const local = memoryLeaseStore();
  return {
    claim: (key, ms) => redis.either(() => shared.claim(key, ms), () => local.claim(key, ms)),
    release: (key) => redis.either(() => shared.release(key), () => local.release(key)),
    get: (key) => redis.either(() => shared.get(key), () => local.get(key)),
    set: (key, value, ms) => redis.either(() => shared.set(key, value, ms), () => local.set(key, value, ms)),
  };
}
