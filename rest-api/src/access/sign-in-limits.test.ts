import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { buildRestApi, type RestApi } from '../app.ts';
import { DB_HOOK_TIMEOUT, demoSnapshot } from '../db/testing.ts';

const limits = { maxFailures: 2, maxAttemptsPerAddress: 3, windowSeconds: 60, lockFailures: 4, lockWindowSeconds: 900, lockSeconds: 600 };
const AGENT = { email: 'agent@demo.ma', password: 'Agent123!' };
const DISPATCHER = { email: 'dispatch@demo.ma', password: 'Dispatch123!' };
const wrong = (account: { email: string }) => ({ email: account.email, password: 'Mauvais123' });

/** The gateway's limits on POST /api/users/login (schema/src/sign-in-limits.ts), the address from a trusted X-Forwarded-For. */
describe('sign-in limits of the REST API', () => {
  let api: RestApi;
  let untrusting: RestApi;
  beforeAll(async () => {
    [api, untrusting] = await Promise.all([
      buildRestApi({ dataDir: 'memory://', loadDataDir: demoSnapshot(), signInLimits: limits }),
      buildRestApi({ dataDir: 'memory://', loadDataDir: demoSnapshot(), signInLimits: limits, trustedProxies: [] }),
    ]);
  }, DB_HOOK_TIMEOUT);
  afterAll(() => Promise.all([api?.close(), untrusting?.close()]));

  const login = (from: string, payload: { email: string; password: string }, app = api) =>
    app.app.inject({ method: 'POST', url: '/api/users/login', payload, headers: { 'x-forwarded-for': from } });

  it('refuses an address and e-mail after repeated failures with 429 and Retry-After, even the right password; not another address', async () => {
    expect((await login('198.51.100.1', wrong(AGENT))).statusCode).toBe(401);
    expect((await login('198.51.100.1', wrong(AGENT))).statusCode).toBe(401);
    const refused = await login('198.51.100.1', AGENT);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: Messages.tooManyAttempts });
    expect((await login('198.51.100.2', AGENT)).statusCode).toBe(200);
  });

  it('caps the attempts of one address, whatever the e-mails', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login('198.51.100.3', { email: `inconnu${attempt}@demo.ma`, password: 'Mauvais123' })).statusCode).toBe(401);
    }
    expect((await login('198.51.100.3', DISPATCHER)).statusCode).toBe(429);
  });

  it('locks an account failed from several addresses: its right password gets the same answer as a wrong one', async () => {
    for (const from of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2']) {
      expect((await login(from, wrong(DISPATCHER))).statusCode).toBe(401);
    }
    const right = await login('203.0.113.3', DISPATCHER);
    const wrongAgain = await login('203.0.113.4', wrong(DISPATCHER));
    for (const answer of [right, wrongAgain]) {
      expect(answer.statusCode).toBe(429);
      expect(answer.headers['retry-after']).toBe('600');
      expect(answer.json().message).toBe('Trop de tentatives de connexion. Veuillez réessayer dans 10 minutes');
    }
    expect((await login('203.0.113.3', AGENT)).statusCode).toBe(200);
  });

  it('takes X-Forwarded-For only from a trusted proxy: a spray of forged addresses is one address', async () => {
    for (const from of ['192.0.2.1', '192.0.2.2']) expect((await login(from, wrong(AGENT), untrusting)).statusCode).toBe(401);
    expect((await login('192.0.2.3', AGENT, untrusting)).statusCode).toBe(429);
  });
});
