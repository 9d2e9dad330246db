import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, demo, freePort, SIGN_IN, startStack, type Stack } from './stack.ts';
import { startableOrders, startPreparation, subscribeOrderChanges, untilListening, type Subscriber } from './live.ts';
import { redisServer, type RedisServer } from './redis-server.ts';

/**
 * The gateway with REDIS_URL pointing at a redis-server of this test's own, which the test starts late, kills under
 * load and restarts: the gateway starts and serves without it, falls back to its own memory (sign-in limits, local
 * events), says so on /readyz and in one log line, and uses Redis again once it is back.
 */
const QUERY = /* GraphQL */ `{ userTypes(take: 5) { count } }`;
const OUTAGE = /Redis unreachable/;
const RECOVERY = /Redis is back/;

interface Readiness {
  httpStatus: number;
  status: string;
  checks: { restApi: boolean; redis?: boolean };
}

describe('the gateway through a Redis outage', () => {
  let redis: RedisServer;
  let stack: Stack;

  const readiness = async (): Promise<Readiness> => {
    const response = await fetch(`${stack.url}/readyz`);
    return { httpStatus: response.status, ...((await response.json()) as Omit<Readiness, 'httpStatus'>) };
  };
  /** Polls /readyz until its Redis check says `up`. */
  const untilRedis = async (up: boolean): Promise<Readiness> => {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const seen = await readiness();
      if (seen.checks.redis === up) return seen;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`/readyz never reported redis: ${up}`);
  };
  const linesMatching = (pattern: RegExp, from = 0) => stack.output.gateway.slice(from).filter((line) => pattern.test(line));
  const signIn = (account: { email: string; password: string }) => stack.graphql<{ signIn: { session: { accessToken: string } } }>(SIGN_IN, account);

  beforeAll(async () => {
    redis = redisServer(await freePort());
    // Redis is not running yet: the gateway starts without it.
    stack = await startStack({
      backend: 'pglite',
      redisUrl: redis.url,
      captureOutput: true,
      // Many sign-ins from one address: only the failures' limit (5 per address and e-mail) is under test.
      gatewayEnv: { LOG_LEVEL: 'info', LOG_FORMAT: 'json', SIGNIN_MAX_ATTEMPTS: '100000' },
    });
  });
  afterAll(async () => {
    await stack?.close();
    await redis?.kill();
  });

  it('starts while Redis is down, serves sign-in and queries, and says Redis is down', async () => {
    const ready = await readiness();
    expect(ready).toEqual({ httpStatus: 200, status: 'degraded', checks: { restApi: true, redis: false } });
    const token = await stack.signIn(demo.admin.email, demo.admin.password);
    const answer = await stack.graphql(QUERY, {}, { token });
    expect(answer.errors).toBeUndefined();
    expect(linesMatching(OUTAGE)).toHaveLength(1);
  });

  it('connects once Redis comes up', async () => {
    await redis.start();
    expect(await untilRedis(true)).toEqual({ httpStatus: 200, status: 'ready', checks: { restApi: true, redis: true } });
    expect(linesMatching(RECOVERY)).toHaveLength(1);
  });

  describe('Redis killed under load', () => {
    let admin: string;
    let subscriber: Subscriber;
    let orders: number[];
    let logFrom: number;
    const failures: unknown[] = [];
    let load: Promise<number> | undefined;
    let loading = true;

    /** One signed-in user's round trips (sign-in, then a query) until told to stop; any error is kept. */
    async function user(): Promise<number> {
      let rounds = 0;
      while (loading) {
        const signedIn = await signIn(demo.admin);
        const token = signedIn.data?.signIn.session.accessToken;
        if (!token) failures.push(signedIn.errors);
        else {
          const answer = await stack.graphql(QUERY, {}, { token });
          if (answer.errors) failures.push(answer.errors);
        }
        rounds += 1;
      }
      return rounds;
    }

    beforeAll(async () => {
      admin = await stack.signIn(demo.admin.email, demo.admin.password);
      subscriber = subscribeOrderChanges(stack, admin);
      orders = await startableOrders(stack, admin, 2);
      // Events go through Redis now.
      await untilListening(stack, admin, subscriber, orders[0]!);
      logFrom = stack.output.gateway.length;
      load = Promise.all([user(), user(), user(), user()]).then((rounds) => rounds.reduce((sum, count) => sum + count, 0));
      await redis.kill();
    });
    afterAll(async () => {
      loading = false;
      await load;
      await subscriber?.close();
    });

    it('stays up, says Redis is down, and delivers events to its own subscribers', async () => {
      expect(await untilRedis(false)).toEqual({ httpStatus: 200, status: 'degraded', checks: { restApi: true, redis: false } });
      await startPreparation(stack, admin, orders[1]!);
      expect(await subscriber.sees(orders[1]!, 5_000)).toBe(true);
      loading = false;
      expect(await load).toBeGreaterThan(0);
      expect(failures).toEqual([]);
      expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
    });

    it('limits sign-in failures in its own memory meanwhile', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(codeOf(await signIn({ email: demo.supervisor.email, password: 'Mauvais123' }))).toBe('UNAUTHENTICATED');
      }
      expect(codeOf(await signIn(demo.supervisor))).toBe('RATE_LIMITED');
      expect(codeOf(await signIn(demo.marketing))).toBeUndefined();
    });

    it('logs the outage once, however many requests met it, and the recovery once', async () => {
      expect(linesMatching(OUTAGE, logFrom)).toHaveLength(1);
      await redis.start();
      expect(await untilRedis(true)).toEqual({ httpStatus: 200, status: 'ready', checks: { restApi: true, redis: true } });
      expect(linesMatching(RECOVERY, logFrom)).toHaveLength(1);
      expect(codeOf(await signIn(demo.marketing))).toBeUndefined();
    });
  });

  describe('Redis stalled', () => {
    let logFrom: number;
    beforeAll(() => {
      logFrom = stack.output.gateway.length;
      redis.pause();
    });
    afterAll(() => redis.resume());

    it('answers sign-in and /readyz without waiting for it', async () => {
      // Without a bound on Redis calls these wait as long as Redis stalls: the test's own bound says so.
      const answer = await stack.graphql<{ signIn: { session: { accessToken: string } } }>(SIGN_IN, demo.marketing);
      expect(answer.data?.signIn.session.accessToken).toEqual(expect.any(String));
      expect(await untilRedis(false)).toEqual({ httpStatus: 200, status: 'degraded', checks: { restApi: true, redis: false } });
      expect(codeOf(await signIn(demo.marketing))).toBeUndefined();
      expect(linesMatching(OUTAGE, logFrom)).toHaveLength(1);
    });

    it('uses Redis again once it answers', async () => {
      redis.resume();
      expect(await untilRedis(true)).toEqual({ httpStatus: 200, status: 'ready', checks: { restApi: true, redis: true } });
      expect(linesMatching(RECOVERY, logFrom)).toHaveLength(1);
    });
  });
});
