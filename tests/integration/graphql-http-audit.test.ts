import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAudits } from 'graphql-http';
import { createClient, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { demo, SIGN_IN, startStack, type Stack } from './stack.ts';

/** An integrator's browser origin, allowed cross-origin calls; any other origin is foreign. */
const LISTED = 'http://partner.example';
const FOREIGN = 'http://localhost:5999';

/** The gateway's transports, on one stack: the files' describes only read. */
let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack({ backend: 'pglite', gatewayEnv: { CORS_ORIGINS: `${LISTED},http://other.example` } });
  token = await stack.signIn(demo.admin.email, demo.admin.password);
});
afterAll(() => stack?.close());

/** The GraphQL-over-HTTP spec audits of the graphql-http package against the running gateway: every MUST passes. */
describe('GraphQL over HTTP compliance', () => {
  const audits = serverAudits({
    url: () => `${stack.url}/graphql`,
    // GET requests need the CSRF-prevention header, as the console sends it.
    fetchFn: (input: RequestInfo | URL, init?: RequestInit) =>
      fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), 'x-graphql-yoga-csrf': '1' } }),
  });

  it.each(audits.filter((audit) => audit.name.startsWith('MUST')).map((audit) => [audit.name, audit] as const))('%s', async (_name, audit) => {
    const result = await audit.fn();
    expect(result.status === 'ok' ? 'ok' : `${result.reason}`).toBe('ok');
  });
});

/**
 * The fast lane (gateway/src/server/fast-lane.ts) serves the everyday POST itself; each request here
 * is sent as the fast lane takes it and again with an Accept header it leaves to Yoga (same media
 * type, spelled with a q-value), and both answers must be the same in status, headers and body.
 */
describe('the fast lane answers exactly as Yoga does', () => {
  const COMPARED = ['content-type', 'content-length', 'access-control-allow-origin', 'access-control-allow-credentials', 'access-control-expose-headers', 'vary'];
  const send = async (body: string, headers: Record<string, string>) => {
    const response = await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const text = await response.text();
    return {
      status: response.status,
      headers: Object.fromEntries(COMPARED.map((name) => [name, response.headers.get(name)])),
      cookies: response.headers.getSetCookie().map((cookie) => cookie.replace(/=[^;]*/, '=…')),
      requestId: response.headers.get('x-request-id'),
      body: text.replace(/"(accessToken|refreshToken)":"[^"]+"/g, '"$1":"…"').replace(/"expiresIn":\d+/, '"expiresIn":0'),
    };
  };

  const users = '{ users(page: 1, take: 3) { count items { userId email roles { roleId name } } } }';
  const cases: [string, () => unknown, { signedOut?: boolean }?][] = [
    ['a query', () => ({ query: users })],
    ['a named operation among two', () => ({ query: `query A { __typename } query B ${users}`, operationName: 'B' })],
    ['two operations without a name', () => ({ query: 'query A { __typename } query B { __typename }' })],
    ['a syntax error', () => ({ query: '{ users(' })],
    ['an unknown field', () => ({ query: '{ nope }' })],
    ['variables of the wrong type', () => ({ query: 'query ($page: Int!) { users(page: $page, take: 2) { count } }', variables: { page: 'x' } })],
    ['null variables and operation name', () => ({ query: users, variables: null, operationName: null })],
    ['an extra parameter', () => ({ query: users, other: 1 })],
    ['a batch', () => [{ query: '{ __typename }' }]],
    ['a refused field, signed out', () => ({ query: users }), { signedOut: true }],
    ['a refused mutation', () => ({ query: `mutation { createUserType(input: { name: "${'x'.repeat(500)}", description: "" }) { ok errors { field message } } }` })],
    ['a sign-in with its cookie', () => ({ query: SIGN_IN, variables: { ...demo.marketing, cookie: true } }), { signedOut: true }],
  ];

  it.each(cases)('%s', async (_name, body, options = {}) => {
    for (const [fastAccept, yogaAccept] of [
      ['application/json', 'application/json;q=1'],
      ['application/graphql-response+json,application/json;q=0.9', 'application/graphql-response+json;q=1, application/json;q=0.9'],
    ] as const) {
      for (const origin of [undefined, LISTED, FOREIGN]) {
        const headers = { ...(options.signedOut ? {} : { authorization: `Bearer ${token}` }), ...(origin ? { origin } : {}) };
        const fast = await send(JSON.stringify(body()), { ...headers, accept: fastAccept });
        const viaYoga = await send(JSON.stringify(body()), { ...headers, accept: yogaAccept });
        expect(fast.requestId).toMatch(/^[\w-]{8,}$/);
        expect({ ...fast, requestId: undefined }).toEqual({ ...viaYoga, requestId: undefined });
      }
    }
  });
});

/**
 * The console is same-origin; integrators' browser origins are listed in CORS_ORIGINS. A foreign
 * page must not read an answer made with its visitor's cookie (refreshSession) or token.
 */
describe('cross-origin calls', () => {
  const REFRESH = 'mutation { refreshSession { accessToken } }';
  const CORS = ['access-control-allow-origin', 'access-control-allow-credentials', 'access-control-allow-methods', 'access-control-allow-headers'];
  const corsOf = (response: Response) => Object.fromEntries(CORS.map((name) => [name, response.headers.get(name)]).filter(([, value]) => value !== null));
  const refreshCookie = async () => {
    const signIn = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SIGN_IN, variables: { ...demo.admin, cookie: true } }),
    });
    return signIn.headers.getSetCookie()[0]!.split(';')[0]!;
  };
  const post = (origin: string, body: unknown, headers: Record<string, string>, accept = 'application/json') =>
    fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept, origin, ...headers }, body: JSON.stringify(body) });

  it('answers a foreign origin without any CORS header, on refreshSession and queries, through both paths', async () => {
    for (const accept of ['application/json', 'application/json;q=1']) {
      const refreshed = await post(FOREIGN, { query: REFRESH }, { cookie: await refreshCookie() }, accept);
      expect(refreshed.status).toBe(200);
      expect(corsOf(refreshed)).toEqual({});
      const users = await post(FOREIGN, { query: '{ users(page: 1, take: 1) { count } }' }, { authorization: `Bearer ${token}` }, accept);
      expect(corsOf(users)).toEqual({});
      expect(users.headers.get('vary')).toBe('Origin');
    }
  });

  it('gives a listed origin its answers with credentials', async () => {
    for (const accept of ['application/json', 'application/json;q=1']) {
      const refreshed = await post(LISTED, { query: REFRESH }, { cookie: await refreshCookie() }, accept);
      expect(corsOf(refreshed)).toEqual({ 'access-control-allow-origin': LISTED, 'access-control-allow-credentials': 'true' });
      expect(((await refreshed.json()) as { data: { refreshSession: { accessToken: string } } }).data.refreshSession.accessToken).toEqual(expect.any(String));
    }
  });

  it('answers preflights: allowed for a listed origin, nothing for a foreign one', async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.url}/graphql`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' } });
    const listed = await preflight(LISTED);
    expect(listed.status).toBe(204);
    expect(corsOf(listed)).toEqual({
      'access-control-allow-origin': LISTED,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': expect.stringMatching(/authorization.*content-type|content-type.*authorization/),
    });
    const foreign = await preflight(FOREIGN);
    expect(foreign.status).toBe(204);
    expect(corsOf(foreign)).toEqual({});
  });
});

/**
 * GraphQL over WebSocket (graphql-ws, the live boards' transport) runs each operation through the
 * same envelop pipeline as HTTP: the session from the connection's `authorization` parameter, the
 * access rules, validation and error masking.
 */
describe('GraphQL over WebSocket', () => {
  type Answer = FormattedExecutionResult<Record<string, unknown>, unknown>;
  async function overSocket(query: string, authorization?: string): Promise<Answer> {
    const client = createClient({
      url: `${stack.url.replace('http:', 'ws:')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: authorization ? { authorization } : {},
      retryAttempts: 0,
    });
    try {
      const results: Answer[] = [];
      for await (const result of client.iterate<Record<string, unknown>>({ query })) results.push(result);
      expect(results).toHaveLength(1);
      return results[0]!;
    } finally {
      await client.dispose();
    }
  }
  const users = '{ users(page: 1, take: 2) { count items { userId } } }';

  it('answers a signed-in query with the same data as HTTP', async () => {
    const overHttp = await stack.graphql(users, {}, { token });
    const answer = await overSocket(users, `Bearer ${token}`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual(overHttp.data);
    expect((answer.data as { users: { count: number } }).users.count).toBeGreaterThan(2);
  });

  it('refuses a guarded field without a session, as HTTP does', async () => {
    for (const authorization of [undefined, 'Bearer not.a.token']) {
      const answer = await overSocket(users, authorization);
      expect(answer.data?.users ?? null).toBeNull();
      expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    }
  });

  it('answers validation errors, not a closed socket', async () => {
    const client = createClient({ url: `${stack.url.replace('http:', 'ws:')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    try {
      const failure = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: '{ nope }' }, { next: () => resolve('next'), error: resolve, complete: () => resolve('complete') });
      });
      expect(Array.isArray(failure) ? failure.map((error: { message: string }) => error.message) : failure).toEqual([expect.stringContaining('nope')]);
      // The connection still serves the next operation.
      expect((await new Promise<Answer>((resolve, reject) => client.subscribe({ query: '{ __typename }' }, { next: resolve, error: reject, complete: () => undefined }))).data).toEqual({ __typename: 'Query' });
    } finally {
      await client.dispose();
    }
  });
});
