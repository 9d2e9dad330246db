import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { codeOf, demo, SIGN_IN, startStack, type Stack } from './stack.ts';

const LOCKED = 'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes';

describe('sign-in rate limit', () => {
  let stack: Stack;
  beforeAll(async () => {
    // Behind a proxy (X-Forwarded-For gives each request its address); the gateway locks an account
    // after 6 failures, rest-api after its default 10, so the lock seen here is the gateway's own.
    stack = await startStack({ backend: 'pglite', gatewayEnv: { TRUST_PROXY: '1', SIGNIN_LOCK_FAILURES: '6' } });
  });
  afterAll(() => stack?.close());

  const signInFrom = async (address: string, variables: { email: string; password: string }) => {
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query: SIGN_IN, variables }),
    });
    return (await response.json()) as { errors?: Array<{ message: string; extensions?: { code?: string } }> };
  };
  const codeFrom = (answer: Awaited<ReturnType<typeof signInFrom>>) => answer.errors?.[0]?.extensions?.code;
  const restLogin = (address: string, payload: { email: string; password: string }) =>
    fetch(`${stack.restApiUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(payload) });

  it('refuses further attempts on an account after repeated failures, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(codeOf(await stack.graphql(SIGN_IN, { email: demo.dispatcher.email, password: 'Mauvais123' }))).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(await stack.graphql(SIGN_IN, demo.dispatcher))).toBe('RATE_LIMITED');
    expect(codeOf(await stack.graphql(SIGN_IN, demo.agent))).toBeUndefined();
  });

  it('limits the REST login called directly: 429 with Retry-After after 5 failures, the right password included', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await restLogin('198.51.100.7', { email: demo.marketing.email, password: 'Mauvais123' })).status).toBe(401);
    }
    const refused = await restLogin('198.51.100.7', demo.marketing);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toBe(Messages.tooManyAttempts);
    expect((await restLogin('198.51.100.8', demo.marketing)).status).toBe(200);
  });

  it('locks an account failed from several addresses: its right password gets the same refusal as a wrong one', async () => {
    for (const address of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2', '203.0.113.3', '203.0.113.3']) {
      expect(codeFrom(await signInFrom(address, { email: demo.cashier.email, password: 'Mauvais123' }))).toBe('UNAUTHENTICATED');
    }
    const right = await signInFrom('203.0.113.4', demo.cashier);
    const wrong = await signInFrom('203.0.113.5', { email: demo.cashier.email, password: 'Mauvais123' });
    for (const answer of [right, wrong]) {
      expect(answer.errors?.[0]).toMatchObject({ message: LOCKED, extensions: { code: 'RATE_LIMITED' } });
    }
    expect(codeFrom(await signInFrom('203.0.113.4', demo.agent))).toBeUndefined();
    // rest-api, with its own lock at 10 failures, still takes the password: the refusal above was the gateway's.
    expect((await restLogin('203.0.113.6', demo.cashier)).status).toBe(200);
  });
});
