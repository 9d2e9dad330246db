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
    // Behind a proxy, so a test can sign in from several addresses; the lock at 6 failures is the gateways' (rest-api's is at 10).
    const gatewayEnv = { TRUST_PROXY: '1', SIGNIN_LOCK_FAILURES: '6' };
    first = await startStack({ backend: 'pglite', redisUrl, gatewayEnv });
    second = await startStack({ backend: 'pglite', redisUrl, restApiUrl: first.restApiUrl, gatewayEnv });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    // The Redis server is shared: the failures and the lock below must not outlive this file.
    const redis = new Redis(redisUrl);
    const counted = (await Promise.all([demo.supervisor, demo.marketing].map(({ email }) => redis.keys(`signin:*${email}`)))).flat();
    if (counted.length > 0) await redis.del(...counted);
    redis.disconnect();
  });

  it('counts failures on one replica and refuses on another', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(codeOf(await first.graphql(SIGN_IN, { email: demo.supervisor.email, password: 'Mauvais123' }))).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(await second.graphql(SIGN_IN, demo.supervisor))).toBe('RATE_LIMITED');
  });

  it('locks an account failed from several addresses across the replicas, its right password included', async () => {
    const signInFrom = async (stack: Stack, address: string, variables: { email: string; password: string }) => {
      const response = await fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ query: SIGN_IN, variables }),
      });
      return ((await response.json()) as { errors?: Array<{ message: string; extensions?: { code?: string } }> }).errors?.[0];
    };
    const wrong = { email: demo.marketing.email, password: 'Mauvais123' };
    const failures = [[first, '203.0.113.1'], [second, '203.0.113.1'], [first, '203.0.113.2'], [second, '203.0.113.3'], [first, '203.0.113.3'], [second, '203.0.113.4']] as const;
    for (const [stack, address] of failures) {
      expect((await signInFrom(stack, address, wrong))?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const locked = { message: 'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes', extensions: { code: 'RATE_LIMITED' } };
    expect(await signInFrom(first, '203.0.113.5', demo.marketing)).toMatchObject(locked);
    expect(await signInFrom(second, '203.0.113.6', wrong)).toMatchObject(locked);
  });
});
