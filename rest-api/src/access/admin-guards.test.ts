import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import type { RestApi } from '../app.ts';
import { DB_HOOK_TIMEOUT } from '../db/testing.ts';
import { DemoUser, buildTestApi, caller } from '../http/testing.ts';

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown };

const user = { userId: 5, firstName: 'Imane', lastName: 'Chraibi', email: 'marketing@demo.ma', phoneNumber: '+212665000005', userTypeId: 2 };
const named = { name: 'Nom', description: 'Description' };

/** Every administration route, with a body that passes validation (guards run after it), by the permission it needs. */
const groups: Record<string, { read: Call[]; write: Call[] }> = {
  'users (8)': {
    read: [
      { method: 'GET', url: '/api/users/1' },
      { method: 'GET', url: '/api/users/types/' },
      { method: 'GET', url: '/api/users/types/1' },
      { method: 'PUT', url: '/api/users', payload: user },
      { method: 'PUT', url: '/api/users/types/', payload: { UserTypeId: 2, ...named } },
    ],
    write: [
      { method: 'POST', url: '/api/users', payload: { ...user, email: 'nouveau@demo.ma', password: 'Secret1!' } },
      { method: 'DELETE', url: '/api/users/4' },
      { method: 'POST', url: '/api/security/users/permissions', payload: [] },
      { method: 'POST', url: '/api/security/users/roles', payload: [] },
      { method: 'POST', url: '/api/users/types/', payload: named },
      { method: 'DELETE', url: '/api/users/types/12' },
      { method: 'GET', url: '/api/tsp/assignments/supervisors/3/agentcc' },
      { method: 'GET', url: '/api/tsp/assignments/supervisors/agentcc' },
      { method: 'POST', url: '/api/tsp/assignments/supervisors?supervisorId=3', payload: [] },
    ],
  },
  'agent assignment (44)': {
    read: [
      { method: 'GET', url: '/api/users/2/assigning/channels' },
      { method: 'GET', url: '/api/users/2/assigning/sectors' },
    ],
    write: [
      { method: 'POST', url: '/api/users/2/assigning/channels', payload: [] },
      { method: 'POST', url: '/api/users/2/assigning/sectors', payload: [] },
    ],
  },
  'access administration (10)': {
    read: [
      ...['permissions/1', 'roles/1', 'accesslevels/1', 'permissionstypes/2'].flatMap((path): Call[] => [
        { method: 'GET', url: `/api/security/${path.split('/')[0]}` },
        { method: 'GET', url: `/api/security/${path}` },
      ]),
      { method: 'GET', url: '/api/security/roles/1/permissions' },
      { method: 'GET', url: '/api/security/roles/1/users' },
      { method: 'PUT', url: '/api/security/permissions', payload: { permissionId: 1, ...named, order: 1 } },
      { method: 'PUT', url: '/api/security/roles', payload: { roleId: 1, ...named } },
      { method: 'PUT', url: '/api/security/accesslevels', payload: { accessLevelId: 1, ...named } },
      { method: 'PUT', url: '/api/security/permissionstypes', payload: { permissionTypeId: 2, ...named } },
    ],
    write: [
      { method: 'POST', url: '/api/security/permissions', payload: { ...named, order: 1 } },
      { method: 'POST', url: '/api/security/roles', payload: named },
      { method: 'POST', url: '/api/security/accesslevels', payload: named },
      { method: 'POST', url: '/api/security/permissionstypes', payload: named },
      ...['permissions/44', 'roles/4', 'accesslevels/8', 'permissionstypes/26'].map((path): Call => ({ method: 'DELETE', url: `/api/security/${path}` })),
      { method: 'POST', url: '/api/security/roles/permissions', payload: [] },
      { method: 'POST', url: '/api/security/accesslevels/permissionstypes', payload: [] },
    ],
  },
};

describe('administration guards', () => {
  let api: RestApi;
  beforeAll(async () => {
    api = await buildTestApi();
  }, DB_HOOK_TIMEOUT);
  afterAll(() => api.close());

  for (const [group, calls] of Object.entries(groups)) {
    it(`answer 403 on every ${group} route to a caller without the permission, and change nothing`, async () => {
      // Marketing holds none of 8, 10 and 44.
      const marketing = caller(api.app, DemoUser.MARKETING);
      for (const call of [...calls.read, ...calls.write, ...(group.startsWith('users') ? [{ method: 'GET', url: '/api/users' } as Call] : [])]) {
        const response = await marketing(call as never);
        expect({ call, status: response.statusCode }).toEqual({ call, status: 403 });
        expect(response.json().message).toBe(Messages.forbidden);
      }
      const admin = caller(api.app, DemoUser.ADMIN);
      expect((await admin({ method: 'GET', url: '/api/users/4' })).statusCode).toBe(200);
      expect((await admin({ method: 'GET', url: '/api/security/roles/4' })).statusCode).toBe(200);
    });
  }

  it('answer 401 without a token, reference data included', async () => {
    for (const url of ['/api/users', '/api/security/roles', '/api/customers/channels', '/api/customers/sectors', '/api/countries']) {
      expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('apply the levels: read (6) lists, opens and edits; creating (3), deleting (5) and batches (4) need more', async () => {
    const admin = caller(api.app, DemoUser.ADMIN);
    // "Lecture" (access level 1) is permission type 6 alone.
    const grant = await admin({
      method: 'POST',
      url: '/api/security/users/permissions',
      payload: [8, 10, 44].map((permissionId) => ({ userId: DemoUser.NOBODY, permissionId, accessLevelId: 1, typeAction: 1 })),
    });
    expect(grant.statusCode).toBe(200);
    const reader = caller(api.app, DemoUser.NOBODY);
    for (const [group, calls] of Object.entries(groups)) {
      for (const call of calls.read) {
        const response = await reader(call as never);
        expect({ group, call, status: response.statusCode }).toEqual({ group, call, status: 200 });
      }
      for (const call of calls.write) {
        const response = await reader(call as never);
        expect({ group, call, status: response.statusCode }).toEqual({ group, call, status: 403 });
      }
    }
  });
});
