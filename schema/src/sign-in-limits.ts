/**
 * Brute-force protection for sign-in, one rule for the gateway and rest-api: failures per address
 * and e-mail, attempts per address, and a temporary lock of an account failed too often from any
 * addresses. Counters live in Redis (gateway replicas) or in this process's memory.
 */
import { envReader, type EnvReader } from './env.ts';

export interface SignInLimits {
  /** Failed sign-ins allowed per address and e-mail within the window. */
  maxFailures: number;
  /** Sign-in attempts allowed per address within the window. */
  maxAttemptsPerAddress: number;
  windowSeconds: number;
  /** Failed sign-ins on one e-mail, from any addresses, within lockWindowSeconds that lock the account. */
  lockFailures: number;
  lockWindowSeconds: number;
  /** How long a locked account refuses every sign-in, its right password included. */
  lockSeconds: number;
}

/** The SIGNIN_* variables, read alike by the gateway and rest-api. */
export function signInLimitsFrom(read: EnvReader): SignInLimits {
  return {
    maxFailures: read.integer('SIGNIN_MAX_FAILURES', 5, { min: 1 }),
    maxAttemptsPerAddress: read.integer('SIGNIN_MAX_ATTEMPTS', 100, { min: 1 }),
    windowSeconds: read.integer('SIGNIN_WINDOW_SECONDS', 60, { min: 1 }),
    lockFailures: read.integer('SIGNIN_LOCK_FAILURES', 10, { min: 1 }),
    lockWindowSeconds: read.integer('SIGNIN_LOCK_WINDOW_SECONDS', 900, { min: 1 }),
    lockSeconds: read.integer('SIGNIN_LOCK_SECONDS', 900, { min: 1 }),
  };
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = signInLimitsFrom(envReader({}));

/** Counts within a fixed window that starts with the key's first increment. */
export interface WindowCounter {
  increment(key: string, windowSeconds: number): Promise<number>;
  read(key: string): Promise<number>;
  /** Whole seconds until the key's window ends; 0 when it has none. */
  secondsLeft(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/**
 * Keys one memory counter holds at most. A spray of e-mails or addresses then pushes out the
 * oldest windows (the nearest to their end) instead of growing the process: about 20 MB.
 */
const MEMORY_COUNTER_MAX_KEYS = 100_000;

export function memoryCounter({ now = Date.now, maxKeys = MEMORY_COUNTER_MAX_KEYS }: { now?: () => number; maxKeys?: number } = {}): WindowCounter {
  // In insertion order: a window is inserted when it starts, so the first entries are the oldest.
  const counts = new Map<string, { count: number; expiresAt: number }>();
  /**
   * Full: one pass drops the ended windows, then the oldest, down to 90 %. A pass per tenth of the
   * keys, not a delete of the first key per insert (V8 walks a Map's deleted slots from its start).
   */
  const evict = () => {
    const at = now();
    let excess = counts.size - Math.floor(maxKeys * 0.9);
    for (const [key, entry] of counts) {
      if (excess <= 0 && entry.expiresAt > at) continue;
      counts.delete(key);
      excess -= 1;
    }
  };
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.expiresAt <= now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async increment(key, windowSeconds) {
      let entry = live(key);
      if (!entry) {
        if (counts.size >= maxKeys) evict();
        entry = { count: 0, expiresAt: now() + windowSeconds * 1000 };
        counts.set(key, entry);
      }
      entry.count += 1;
      return entry.count;
    },
    async read(key) {
      return live(key)?.count ?? 0;
    },
    async secondsLeft(key) {
      const entry = live(key);
      return entry ? Math.ceil((entry.expiresAt - now()) / 1000) : 0;
    },
    async reset(key) {
      counts.delete(key);
    },
  };
}

export interface SignInRefusal {
  /** When the caller may try again (the Retry-After header). */
  retryAfterSeconds: number;
}

export interface SignInLimiter {
  /** A refusal when this attempt must not check the password; undefined when it may. */
  admit(address: string, email: string): Promise<SignInRefusal | undefined>;
  /** After a wrong e-mail or password. */
  failed(address: string, email: string): Promise<void>;
  /** After a right password. */
  succeeded(address: string, email: string): Promise<void>;
}

export function signInLimiter(counter: WindowCounter, limits: SignInLimits): SignInLimiter {
  const account = (email: string) => email.trim().toLowerCase();
  const keys = (address: string, email: string) => ({
    attempts: `signin:attempts:${address}`,
    failures: `signin:failures:${address}:${account(email)}`,
    accountFailures: `signin:account-failures:${account(email)}`,
    locked: `signin:locked:${account(email)}`,
  });
  return {
    async admit(address, email) {
      const key = keys(address, email);
      const attempts = await counter.increment(key.attempts, limits.windowSeconds);
      // Whatever the password: a right one during the lock gets the same answer as a wrong one.
      const waits = await Promise.all([
        counter.read(key.locked).then((locked) => (locked > 0 ? counter.secondsLeft(key.locked) : 0)),
        attempts > limits.maxAttemptsPerAddress ? counter.secondsLeft(key.attempts) : 0,
        counter.read(key.failures).then((failures) => (failures >= limits.maxFailures ? counter.secondsLeft(key.failures) : 0)),
      ]);
      const wait = Math.max(...waits);
      return wait > 0 ? { retryAfterSeconds: wait } : undefined;
    },
    async failed(address, email) {
      const key = keys(address, email);
      await counter.increment(key.failures, limits.windowSeconds);
      if ((await counter.increment(key.accountFailures, limits.lockWindowSeconds)) >= limits.lockFailures) {
        await counter.increment(key.locked, limits.lockSeconds);
        await counter.reset(key.accountFailures);
      }
    },
    async succeeded(address, email) {
      await counter.reset(keys(address, email).failures);
    },
  };
}
