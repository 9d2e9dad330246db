import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { AccessTokens } from '../access/tokens.ts';
import { buildRestApi, type RestApi, type RestApiOptions } from '../app.ts';
import { DB_HOOK_TIMEOUT, demoSnapshot } from '../db/testing.ts';

/** For tests: a fixed signing secret, so tokens are made without signing in (no bcrypt per test). */
const TEST_JWT_SECRET = 'rest-api-unit-tests-secret-0123456789';

/** An in-memory API with the demo data (a copy of the snapshot) and the test secret (and the given options). */
export function buildTestApi(options: Partial<RestApiOptions> = {}): Promise<RestApi> {
  return buildRestApi({ dataDir: 'memory://', loadDataDir: demoSnapshot(), jwtSecret: TEST_JWT_SECRET, ...options });
}

const tokens = new AccessTokens(TEST_JWT_SECRET, 900);

/** Demo user ids (access.v1). */
export const DemoUser = { ADMIN: 1, AGENT: 2, SUPERVISOR: 3, DISPATCHER: 4, MARKETING: 5, NOBODY: 6 } as const;

/** Calls the API as a user: `as(app, userId)({ method, url, payload })`. */
export function caller(app: FastifyInstance, userId: number) {
  // A sign-in of its own that was never ended, at the user's initial token version.
  const token = tokens.sign(userId, { sessionId: randomUUID(), version: 0 });
  return async (options: InjectOptions & { method: string; url: string }) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${await token}`, saleschannel: '1' } });
}

type Call = (options: InjectOptions & { method: string; url: string }) => Promise<LightMyRequestResponse>;

/**
 * The test API of a describe block: built before its tests (a copy of the demo database), closed
 * after. `api` is there once the tests run; `as(userId)` is a caller usable from the block's body.
 */
export function testApiSuite(options: Partial<RestApiOptions> = {}): { readonly api: RestApi; as(userId: number): Call } {
  let built: RestApi | undefined;
  beforeAll(async () => {
    built = await buildTestApi(options);
  }, DB_HOOK_TIMEOUT);
  afterAll(() => built?.close());
  const api = () => {
    if (!built) throw new Error('testApiSuite: the API is built in beforeAll; use it inside a test or a hook');
    return built;
  };
  return {
    get api() {
      return api();
    },
    as(userId) {
      let call: Call | undefined;
      return (request) => (call ??= caller(api().app, userId))(request);
    },
  };
}

/** A multipart/form-data request body: text fields, then files ([field, file name, content type, bytes]). */
export function multipart(fields: Record<string, string | number>, files: [field: string, fileName: string, contentType: string, bytes: Uint8Array][]) {
  const boundary = `----rest-api-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [field, fileName, contentType, bytes] of files) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${fileName}"\r\ncontent-type: ${contentType}\r\n\r\n`));
    chunks.push(Buffer.from(bytes), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
