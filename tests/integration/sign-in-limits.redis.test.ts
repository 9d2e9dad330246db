import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { codeOf, demo, SIGN_IN, startStack, type Stack } from './stack.ts';

/** Runs only with TEST_REDIS_URL (vitest.config.ts leaves this file out otherwise). */
const redisUrl = process.env.TEST_REDIS_URL!;

describe('sign-in rate limit shared through Redis', () => {
  let first: Stack;
  let second: Stack;
  beforeAll(async () => {
    const redis = new Redis(redisUrl);
    const stale = await redis.keys('signin:*');
    if (stale.length > 0) await redis.del(...stale);
    redis.disconnect();
    first = await startStack({ backend: 'pglite', redisUrl });
    second = await startStack({ backend: 'pglite', redisUrl, restApiUrl: first.restApiUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts failures on one replica and refuses on another', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(codeOf(await first.graphql(SIGN_IN, { email: demo.supervisor.email, password: 'Mauvais123' }))).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(await second.graphql(SIGN_IN, demo.supervisor))).toBe('RATE_LIMITED');
  });
});
