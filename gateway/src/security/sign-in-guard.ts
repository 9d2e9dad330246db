import type { Redis } from 'ioredis';
import type { SignInLimits } from '../config.ts';
import { gatewayError } from '../rest/errors.ts';
import type { SharedRedis } from '../server/redis.ts';

/** Counts within a fixed window; Redis-backed when replicas must share them. */
export interface WindowCounter {
  increment(key: string, windowSeconds: number): Promise<number>;
  read(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryCounter(now: () => number = Date.now): WindowCounter {
  const counts = new Map<string, { count: number; expiresAt: number }>();
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
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      counts.set(key, entry);
      return entry.count;
    },
    async read(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      counts.delete(key);
    },
  };
}

function redisCounter(redis: Redis): WindowCounter {
  return {
    async increment(key, windowSeconds) {
      const [error, count] = (await redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec())?.[0] ?? [null, undefined];
      if (typeof count !== 'number') throw error ?? new Error('redis: INCR answered no count');
      return count;
    },
    async read(key) {
      return Number((await redis.get(key)) ?? 0);
    },
    async reset(key) {
      await redis.del(key);
    },
  };
}

/**
 * Redis' counts while it answers, this replica's own while it is down or stalls: the limits then hold per
 * replica (a sign-in never fails for want of Redis). Counts made in memory are not carried over to Redis.
 */
export function sharedCounter(redis: SharedRedis): WindowCounter {
  const shared = redisCounter(redis.client);
  const local = memoryCounter();
  return {
    increment: (key, windowSeconds) => redis.either(() => shared.increment(key, windowSeconds), () => local.increment(key, windowSeconds)),
    read: (key) => redis.either(() => shared.read(key), () => local.read(key)),
    reset: (key) => redis.either(() => shared.reset(key), () => local.reset(key)),
  };
}

/** Brute-force protection for signIn: failures per address and e-mail, attempts per address. */
export interface SignInGuard {
  /** Throws RATE_LIMITED when this attempt must not reach the REST API. */
  admit(address: string, email: string): Promise<void>;
  failed(address: string, email: string): Promise<void>;
  succeeded(address: string, email: string): Promise<void>;
}

export function signInGuard(counter: WindowCounter, limits: SignInLimits): SignInGuard {
  const failuresKey = (address: string, email: string) => `signin:failures:${address}:${email.trim().toLowerCase()}`;
  return {
    async admit(address, email) {
      const attempts = await counter.increment(`signin:attempts:${address}`, limits.windowSeconds);
      const failures = await counter.read(failuresKey(address, email));
      if (attempts > limits.maxAttemptsPerAddress || failures >= limits.maxFailures) throw gatewayError('RATE_LIMITED');
    },
    async failed(address, email) {
      await counter.increment(failuresKey(address, email), limits.windowSeconds);
    },
    async succeeded(address, email) {
      await counter.reset(failuresKey(address, email));
    },
  };
}
