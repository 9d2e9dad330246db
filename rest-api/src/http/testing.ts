import type { FastifyInstance, InjectOptions } from 'fastify';
import { AccessTokens } from '../access/tokens.ts';
import { buildRestApi, type RestApi } from '../app.ts';

/** For tests: a fixed signing secret, so tokens are made without signing in (no bcrypt per test). */
export const TEST_JWT_SECRET = 'rest-api-unit-tests-secret-0123456789';

/** An in-memory API with the demo data and the test secret. */
export function buildTestApi(): Promise<RestApi> {
  return buildRestApi({ dataDir: 'memory://', jwtSecret: TEST_JWT_SECRET });
}

const tokens = new AccessTokens(TEST_JWT_SECRET, 900);

/** Demo user ids (access.v1). */
export const DemoUser = { ADMIN: 1, AGENT: 2, SUPERVISOR: 3, DISPATCHER: 4, MARKETING: 5, NOBODY: 6 } as const;

/** Calls the API as a user: `as(app, userId)({ method, url, payload })`. */
export function caller(app: FastifyInstance, userId: number) {
  const token = tokens.sign(userId);
  return async (options: InjectOptions & { method: string; url: string }) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${await token}`, saleschannel: '1' } });
}
