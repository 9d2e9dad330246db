import type { Redis } from 'ioredis';
import { tooManyAttemptsMessage } from '@console/schema';
import { memoryCounter, signInLimiter, type SignInLimits, type WindowCounter } from '@console/schema/sign-in-limits';
import { gatewayError } from '../rest/errors.ts';

export { memoryCounter };

export function redisCounter(redis: Redis): WindowCounter {
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
