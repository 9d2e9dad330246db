import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '@console/schema';
import type { RestApi } from '../app.ts';
import { DB_HOOK_TIMEOUT } from '../db/testing.ts';
import { DemoUser, buildTestApi, caller } from './testing.ts';

type Operations = Record<string, Record<string, { 'x-access'?: unknown }>>;

describe('route access in the OpenAPI document', () => {
  let api: RestApi;
  let paths: Operations;
  beforeAll(async () => {
    api = await buildTestApi();
    paths = (await api.app.inject({ method: 'GET', url: '/openapi.json' })).json<{ paths: Operations }>().paths;
  }, DB_HOOK_TIMEOUT);
  afterAll(() => api?.close());

  it('states the guard of every operation as x-access', () => {
    const missing = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).filter(([, operation]) => operation['x-access'] === undefined).map(([method]) => `${method} ${path}`),
    );
    expect(missing).toEqual([]);
    expect(paths['/api/users/login']!.post!['x-access']).toEqual({ public: true });
    expect(paths['/api/users/me']!.get!['x-access']).toEqual({ signedIn: true });
    expect(paths['/api/users/types']!.get!['x-access']).toEqual({
      anyOf: [{ permissions: [Permission.USERS] }, { permissions: [Permission.AGENT_ASSIGNMENT] }],
    });
  });

  it('lists user types to agent assignment (44), as the schema lets the supervisor in', async () => {
    const supervisor = caller(api.app, DemoUser.SUPERVISOR);
    expect((await supervisor({ method: 'GET', url: '/api/users/types/' })).statusCode).toBe(200);
    const marketing = caller(api.app, DemoUser.MARKETING);
    expect((await marketing({ method: 'GET', url: '/api/users/types/' })).statusCode).toBe(403);
  });
});
