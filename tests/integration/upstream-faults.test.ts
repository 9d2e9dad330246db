import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { faultyUpstream, type FaultyUpstream } from './faulty-upstream.ts';
import { codeOf, demo, SIGN_IN, startStack, type Stack } from './stack.ts';

/**
 * The gateway in front of a REST API that stalls (accepts, never answers), fails or refuses
 * connections. Durations are checked against generous bounds (the deadline plus 3 s), not measured:
 * without a deadline these calls waited 181 s.
 */
const DEADLINE_MS = 1_500;
const BOUND_MS = DEADLINE_MS + 3_000;
const BREAKER_FAILURES = 5;

const LIST = /* GraphQL */ `{ userTypes(take: 5) { count } }`;
const CREATE = /* GraphQL */ `mutation($input: UserTypeInput!) { createUserType(input: $input) { ok } }`;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('gateway facing a faulty upstream', () => {
  let stack: Stack;
  let upstream: FaultyUpstream;
  let admin: string;
  const list = () => stack.graphql(LIST, {}, { token: admin });
  const create = (name: string) => stack.graphql(CREATE, { input: { name, description: 'Panne simulée' } }, { token: admin });

  /** Until a query goes through: the upstream is back and the breaker closed, its failure count reset. */
  async function serving(): Promise<void> {
    for (let tries = 0; tries < 100; tries += 1) {
      if (!(await list()).errors) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the gateway did not recover');
  }

  beforeAll(async () => {
    stack = await startStack({
      backend: 'pglite',
      gatewayEnv: {
        OPERATION_TIMEOUT_MS: String(DEADLINE_MS),
        UPSTREAM_BREAKER_FAILURES: String(BREAKER_FAILURES),
        UPSTREAM_BREAKER_COOLDOWN_MS: '3000',
        // The signed-in admin's permissions stay cached: each test's first upstream call is its own.
        PERMISSION_CACHE_SECONDS: '600',
      },
      upstreamFor: async (restApiUrl) => {
        upstream = await faultyUpstream(restApiUrl);
        return upstream.url;
      },
    });
    // Straight from rest-api: a first sign-in (password hashing, cold database) may outlast the short deadline.
    const login = await fetch(`${stack.restApiUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', saleschannel: '1' },
      body: JSON.stringify(demo.admin),
    });
    admin = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  });
  afterAll(async () => {
    await stack?.close();
    await upstream?.close();
  });
  beforeEach(async () => {
    upstream.behave(() => 'pass');
    await upstream.accept();
    await serving();
  });

  it('sends the caller’s request id upstream, or a new one', async () => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'x-request-id': 'it-faults-42' };
    const before = upstream.seen.length;
    await fetch(`${stack.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: LIST }) });
    expect(upstream.seen.slice(before).map((request) => request.requestId)).toContain('it-faults-42');
    const next = upstream.seen.length;
    await list();
    expect([...new Set(upstream.seen.slice(next).map((request) => typeof request.requestId === 'string' && request.requestId !== 'it-faults-42'))]).toEqual([true]);
  });

  it('answers a mutation whose reply never comes within the deadline, as of unknown outcome, sent once', async () => {
    upstream.behave((request) => (request.method === 'GET' ? 'pass' : 'stall'));
    const before = upstream.seen.length;
    const { value: answer, ms } = await timed(() => create('Jamais confirmé'));
    expect(codeOf(answer)).toBe('UPSTREAM_TIMEOUT');
    expect(answer.errors?.[0]?.message).toBe(Messages.outcomeUnknown);
    expect(ms).toBeLessThan(BOUND_MS);
    expect(upstream.seen.slice(before).filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('answers a stalled sign-in within the deadline as a server problem: nothing to check', async () => {
    upstream.behave((request) => (request.method === 'GET' ? 'pass' : 'stall'));
    const { value: answer, ms } = await timed(() => stack.graphql(SIGN_IN, demo.admin));
    expect(codeOf(answer)).toBe('UPSTREAM_UNAVAILABLE');
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('answers a stalled query within the deadline, without retrying past it', async () => {
    upstream.behave(() => 'stall');
    const before = upstream.seen.length;
    const { value: answer, ms } = await timed(list);
    expect(codeOf(answer)).toBe('UPSTREAM_UNAVAILABLE');
    expect(ms).toBeLessThan(BOUND_MS);
    expect(upstream.seen.slice(before)).toHaveLength(1);
  });

  it('retries a failed GET inside the deadline only', async () => {
    let calls = 0;
    upstream.behave(() => (++calls === 1 ? 'fail' : 'stall'));
    const before = upstream.seen.length;
    const { value: answer, ms } = await timed(list);
    expect(codeOf(answer)).toBe('UPSTREAM_UNAVAILABLE');
    expect(ms).toBeLessThan(BOUND_MS);
    const [first, retry, ...more] = upstream.seen.slice(before);
    expect(retry).toEqual(first);
    expect(more).toEqual([]);
  });

  it('answers /readyz with 503 within 2.5 s while the upstream stalls', async () => {
    upstream.behave(() => 'stall');
    const { value: response, ms } = await timed(() => fetch(`${stack.url}/readyz`));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'not ready', checks: { restApi: false } });
    expect(ms).toBeLessThan(2_500);
  });

  it('bounds the image relay while the upstream stalls', async () => {
    upstream.behave(() => 'stall');
    const { value: response, ms } = await timed(() => fetch(`${stack.url}/assets/1/1/photo.png`));
    expect(response.status).toBe(502);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('answers UPSTREAM_UNAVAILABLE when connections are refused, for a mutation too', async () => {
    await upstream.refuse();
    const mutation = await timed(() => create('Jamais envoyé'));
    expect(codeOf(mutation.value)).toBe('UPSTREAM_UNAVAILABLE');
    expect(mutation.ms).toBeLessThan(BOUND_MS);
    const query = await timed(list);
    expect(codeOf(query.value)).toBe('UPSTREAM_UNAVAILABLE');
    expect(query.ms).toBeLessThan(BOUND_MS);
    const ready = await fetch(`${stack.url}/readyz`);
    expect(ready.status).toBe(503);
  });

  it('fails fast without calling the upstream after repeated failures, and recovers by itself', async () => {
    upstream.behave(() => 'fail');
    // Each query tries its GET three times within the deadline: two queries make the five failures.
    expect((await list()).errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', status: 503 });
    expect(codeOf(await list())).toBe('UPSTREAM_UNAVAILABLE');

    const connections = upstream.connections();
    const seen = upstream.seen.length;
    expect(codeOf(await list())).toBe('UPSTREAM_UNAVAILABLE');
    expect(codeOf(await create('Refusé sans appel'))).toBe('UPSTREAM_UNAVAILABLE');
    expect(upstream.connections()).toBe(connections);
    expect(upstream.seen.length).toBe(seen);

    upstream.behave(() => 'pass');
    await serving();
    expect(upstream.seen.length).toBeGreaterThan(seen);
  });

  it('counts stalled calls as failures too, then sends nothing while open', async () => {
    upstream.behave(() => 'stall');
    const failures = await Promise.all(Array.from({ length: BREAKER_FAILURES }, () => list()));
    expect(failures.map(codeOf)).toEqual(Array(BREAKER_FAILURES).fill('UPSTREAM_UNAVAILABLE'));
    // Requests, not connections: undici may reopen a connection after an aborted call (nodejs/undici#5845).
    const seen = upstream.seen.length;
    expect(codeOf(await list())).toBe('UPSTREAM_UNAVAILABLE');
    expect(upstream.seen.length).toBe(seen);
  });
});
