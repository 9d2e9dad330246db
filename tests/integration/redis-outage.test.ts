import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, demo, freePort, SIGN_IN, startStack, type Stack } from './stack.ts';
import { startableOrders, startPreparation, subscribeOrderChanges, untilListening, type Subscriber } from './live.ts';
import { redisServer, type RedisServer } from './redis-server.ts';
import { shows, subscribeBoard, type BoardSubscriber } from './board-live.ts';

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
  /** What /readyz answers with the REST API up and Redis `up` or not. */
  const readinessWith = (up: boolean): Readiness => ({ httpStatus: 200, status: up ? 'ready' : 'degraded', checks: { restApi: true, redis: up } });
  /** Polls /readyz until it answers that (a REST check slowed by the test's own load passes). */
  const untilRedis = async (up: boolean): Promise<Readiness> => {
    const expected = readinessWith(up);
    let seen: Readiness | undefined;
    for (let attempt = 0; attempt < 300; attempt += 1) {
      seen = await readiness();
      if (JSON.stringify(seen) === JSON.stringify(expected)) return seen;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`/readyz never answered ${JSON.stringify(expected)}; last: ${JSON.stringify(seen)}`);
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
    expect(await untilRedis(false)).toEqual(readinessWith(false));
    const token = await stack.signIn(demo.admin.email, demo.admin.password);
    const answer = await stack.graphql(QUERY, {}, { token });
    expect(answer.errors).toBeUndefined();
    expect(linesMatching(OUTAGE)).toHaveLength(1);
  });

  it('connects once Redis comes up', async () => {
    await redis.start();
    expect(await untilRedis(true)).toEqual(readinessWith(true));
    expect(linesMatching(RECOVERY)).toHaveLength(1);
  });

  describe('Redis killed under load', () => {
    let admin: string;
    let subscriber: Subscriber;
    /** The public preparation board of the admin's warehouse (1): polled under the lease, changes pushed. */
    let board: BoardSubscriber;
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
      board = subscribeBoard(stack.url, 1);
      if (!(await board.sees(shows('idle', orders[1]!), 30_000))) throw new Error('the board never showed the order to start');
      logFrom = stack.output.gateway.length;
      load = Promise.all([user(), user(), user(), user()]).then((rounds) => rounds.reduce((sum, count) => sum + count, 0));
      await redis.kill();
    });
    afterAll(async () => {
      loading = false;
      await load;
      await subscriber?.close();
      await board?.close();
    });

    it('stays up, says Redis is down, and delivers events and boards to its own subscribers', async () => {
      expect(await untilRedis(false)).toEqual(readinessWith(false));
      await startPreparation(stack, admin, orders[1]!);
      expect(await subscriber.sees(orders[1]!, 5_000)).toBe(true);
      expect(await board.sees(shows('inPreparation', orders[1]!), 5_000)).toBe(true);
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
      expect(await untilRedis(true)).toEqual(readinessWith(true));
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
      expect(await untilRedis(false)).toEqual(readinessWith(false));
      expect(codeOf(await signIn(demo.marketing))).toBeUndefined();
      expect(linesMatching(OUTAGE, logFrom)).toHaveLength(1);
    });

    it('uses Redis again once it answers', async () => {
      redis.resume();
      expect(await untilRedis(true)).toEqual(readinessWith(true));
      expect(linesMatching(RECOVERY, logFrom)).toHaveLength(1);
    });
  });
});
