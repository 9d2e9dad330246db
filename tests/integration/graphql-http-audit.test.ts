import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAudits } from 'graphql-http';
import { demo, SIGN_IN, startStack, type Stack } from './stack.ts';

/** The GraphQL-over-HTTP spec audits of the graphql-http package against the running gateway: every MUST passes. */
describe('GraphQL over HTTP compliance', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ backend: 'pglite' });
  });
  afterAll(() => stack?.close());

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
  let stack: Stack;
  let token: string;
  beforeAll(async () => {
    stack = await startStack({ backend: 'pglite' });
    token = await stack.signIn(demo.admin.email, demo.admin.password);
  });
  afterAll(() => stack?.close());

  const COMPARED = ['content-type', 'content-length', 'access-control-allow-origin', 'access-control-allow-credentials', 'vary'];
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
      for (const origin of [undefined, 'http://console.example']) {
        const headers = { ...(options.signedOut ? {} : { authorization: `Bearer ${token}` }), ...(origin ? { origin } : {}) };
        const fast = await send(JSON.stringify(body()), { ...headers, accept: fastAccept });
        const viaYoga = await send(JSON.stringify(body()), { ...headers, accept: yogaAccept });
        expect(fast.requestId).toMatch(/^[\w-]{8,}$/);
        expect({ ...fast, requestId: undefined }).toEqual({ ...viaYoga, requestId: undefined });
      }
    }
  });
});
