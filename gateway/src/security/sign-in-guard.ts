import type { Redis } from 'ioredis';
import { tooManyAttemptsMessage } from '@console/schema';
import { memoryCounter, signInLimiter, type SignInLimits, type WindowCounter } from '@console/schema/sign-in-limits';
import { gatewayError } from '../rest/errors.ts';
import type { SharedRedis } from '../server/redis.ts';

export { memoryCounter };

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
    async secondsLeft(key) {
      // Milliseconds, rounded up: TTL's whole seconds say 0 in a window's last half-second.
      return Math.max(0, Math.ceil((await redis.pttl(key)) / 1000));
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
    secondsLeft: (key) => redis.either(() => shared.secondsLeft(key), () => local.secondsLeft(key)),
    reset: (key) => redis.either(() => shared.reset(key), () => local.reset(key)),
  };
}

/** The shared sign-in limits (schema/src/sign-in-limits.ts), refusing as a GraphQL error. */
export interface SignInGuard {
  /** Throws RATE_LIMITED, saying how long to wait, when this attempt must not reach the REST API. */
  admit(address: string, email: string): Promise<void>;
  failed(address: string, email: string): Promise<void>;
  succeeded(address: string, email: string): Promise<void>;
}

export function signInGuard(counter: WindowCounter, limits: SignInLimits): SignInGuard {
  const limiter = signInLimiter(counter, limits);
  return {
    async admit(address, email) {
      const refusal = await limiter.admit(address, email);
      if (refusal) {
        const { retryAfterSeconds } = refusal;
        throw gatewayError('RATE_LIMITED', { status: 429, serverMessages: [tooManyAttemptsMessage(retryAfterSeconds)], retryAfterSeconds });
      }
    },
    failed: (address, email) => limiter.failed(address, email),
    succeeded: (address, email) => limiter.succeeded(address, email),
  };
}
