import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Messages } from '@console/schema';
import { buildRestApi, type RestApi } from '../app.ts';
import { openDb } from '../db/db.ts';
import { DB_HOOK_TIMEOUT, demoSnapshot } from '../db/testing.ts';
import { demoUsers } from './demo-data.ts';
import { AdminMessages } from './messages.ts';

const account = (email: string) => {
  const user = demoUsers.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return { email: user.email, password: user.password };
};

async function signIn(app: FastifyInstance, email: string) {
  const response = await app.inject({ method: 'POST', url: '/api/users/login', payload: account(email) });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { accessToken: string; refreshToken: string; expiresIn: number } }>().data;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, saleschannel: '1' });

describe('access endpoints', () => {
  let api: RestApi;
  beforeAll(async () => {
    api = await buildRestApi({ dataDir: 'memory://', loadDataDir: demoSnapshot() });
  }, DB_HOOK_TIMEOUT);
  afterAll(() => api.close());

  describe('POST /api/users/login', () => {
    it('answers a session for each demo account that holds permissions', async () => {
      for (const user of demoUsers.filter((candidate) => candidate.roleId !== null)) {
        const session = await signIn(api.app, user.email);
        expect(session.expiresIn).toBe(900);
        expect(session.accessToken.split('.')).toHaveLength(3);
      }
    });

    it('ignores the case of the e-mail', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'ADMIN@Demo.ma', password: 'Admin123!' },
      });
      expect(response.statusCode).toBe(200);
    });

    it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
      for (const payload of [
        { email: 'admin@demo.ma', password: 'Wrong123!' },
        { email: 'nobody@demo.ma', password: 'Admin123!' },
      ]) {
        const response = await api.app.inject({ method: 'POST', url: '/api/users/login', payload });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: Messages.wrongCredentials });
      }
    });

    it('refuses a user without permissions with 403', async () => {
      const response = await api.app.inject({ method: 'POST', url: '/api/users/login', payload: account('sans.droits@demo.ma') });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(Messages.noPermissions);
    });

    it('names each faulty field in French', async () => {
      const cases: [unknown, unknown][] = [
        [{}, { email: Messages.requiredField, password: Messages.requiredField }],
        [{ email: '', password: '' }, { email: Messages.requiredField, password: Messages.requiredField }],
        [{ email: 'admin@demo', password: 'Admin123!' }, { email: Messages.invalidEmail }],
        [{ email: 'admin@demo.ma', password: '12345' }, { password: Messages.invalidPassword }],
      ];
      for (const [payload, message] of cases) {
        const response = await api.app.inject({ method: 'POST', url: '/api/users/login', payload: payload as object });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
      }
    });

    it('answers a string message when there is no body at all', async () => {
      const response = await api.app.inject({ method: 'POST', url: '/api/users/login' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(Messages.missingParameter);
    });
  });

  describe('refresh and sign-out', () => {
    it('rotates; the used token presented again within the grace window answers the same successor', async () => {
      const first = await signIn(api.app, 'agent@demo.ma');
      const refresh = (refreshToken: string) =>
        api.app.inject({ method: 'PUT', url: '/api/users/login/refresh', payload: { refreshToken } });

      const second = await refresh(first.refreshToken);
      expect(second.statusCode).toBe(200);
      const rotated = second.json().data;
      expect(rotated.refreshToken).not.toBe(first.refreshToken);
      expect(rotated.accessToken).not.toBe(first.accessToken);

      // Another tab refreshing at the same moment (reuse after the window: tokens.test.ts, integration).
      const replay = await refresh(first.refreshToken);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().data.refreshToken).toBe(rotated.refreshToken);
      expect((await refresh(rotated.refreshToken)).statusCode).toBe(200);
    });

    it('signs out with 204 and refuses the token afterwards', async () => {
      const session = await signIn(api.app, 'agent@demo.ma');
      const logout = await api.app.inject({ method: 'POST', url: '/api/users/logout', payload: { refreshToken: session.refreshToken } });
      expect(logout.statusCode).toBe(204);
      const me = await api.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session.accessToken) });
      expect(me.statusCode).toBe(401);
      const refresh = await api.app.inject({
        method: 'PUT',
        url: '/api/users/login/refresh',
        payload: { refreshToken: session.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
    });
  });

  describe('the signed-in user', () => {
    it("loses a permission from the next request once a role's or their own grant withdraws it, and gets it back as soon", async () => {
      const { accessToken } = await signIn(api.app, 'agent@demo.ma');
      const customers = async () => (await api.app.inject({ method: 'GET', url: '/api/customers?take=1&page=1', headers: bearer(accessToken) })).statusCode;
      const [pair] = await api.db.query<{ role_id: number; access_level_id: number }>(
        `select rp.role_id, rp.access_level_id from role_permissions rp join user_roles ur on ur.role_id = rp.role_id where ur.user_id = 2 and rp.permission_id = 3`,
      );
      expect(await customers()).toBe(200);
      await api.db.query('delete from role_permissions where role_id = $1 and permission_id = 3', [pair!.role_id]);
      expect(await customers()).toBe(403);
      await api.db.query('insert into role_permissions (role_id, permission_id, access_level_id) values ($1, 3, $2)', [pair!.role_id, pair!.access_level_id]);
      expect(await customers()).toBe(200);
      await api.db.query('insert into user_permissions (user_id, permission_id, access_level_id, allowed) values (2, 3, $1, false)', [pair!.access_level_id]);
      expect(await customers()).toBe(403);
      await api.db.query('delete from user_permissions where user_id = 2 and permission_id = 3');
      expect(await customers()).toBe(200);
    });

    it('lists effective permissions with their levels and the warehouse', async () => {
      const { accessToken } = await signIn(api.app, 'agent@demo.ma');
      const response = await api.app.inject({
        method: 'GET',
        url: '/api/security/users/me/permissions?signIn=true',
        headers: bearer(accessToken),
      });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({ userId: 2, firstName: 'Salma', lastName: 'Bennani', imageUrl: null, userTypeId: 6 });
      expect(data.warehouse).toEqual({ warehouseId: 1, code: 'CAS-AS', localisation: 'Casablanca Aïn Sebaâ', description: 'Entrepôt central de Casablanca' });
      expect(data.allowedPermissions.map((entry: { permissionId: number }) => entry.permissionId)).toEqual([3, 4, 15, 23]);
      expect(data.allowedPermissions[1]).toEqual({
        permissionId: 4,
        accessLevelId: 7,
        permission: { permissionId: 4, name: 'Point de vente' },
        accessLevel: {
          accessLevelId: 7,
          name: 'Création et lecture',
          accessLevelDetails: [
            { accessLevelDetailId: expect.any(Number), typePermissionId: 3, permissionType: { permissionTypeId: 3, name: 'Création' } },
            { accessLevelDetailId: expect.any(Number), typePermissionId: 6, permissionType: { permissionTypeId: 6, name: 'Lecture' } },
          ],
        },
      });
    });

    it('answers the profile, without any password', async () => {
      const { accessToken } = await signIn(api.app, 'superviseur@demo.ma');
      const response = await api.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(accessToken) });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        userId: 3,
        email: 'superviseur@demo.ma',
        type: { name: 'Admin' },
        roles: [{ roleId: 11, name: 'Superviseur' }],
      });
      expect(response.body).not.toMatch(/password/i);
    });

    it('answers 401 without a valid bearer token', async () => {
      for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: 'Basic abc' }]) {
        const response = await api.app.inject({ method: 'GET', url: '/api/users/me', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: Messages.sessionExpired });
      }
    });

    it('changes its own password after checking the old one', async () => {
      const { accessToken } = await signIn(api.app, 'marketing@demo.ma');
      const change = (payload: object) =>
        api.app.inject({ method: 'POST', url: '/api/users/me/password', headers: bearer(accessToken), payload });

      const wrongOld = await change({ oldPassword: 'nope', newPassword: 'Nouveau123!' });
      expect(wrongOld.statusCode).toBe(400);
      expect(wrongOld.json().message).toEqual({ oldPassword: Messages.wrongOldPassword });
      const tooShort = await change({ oldPassword: 'Marketing123!', newPassword: 'abc' });
      expect(tooShort.json().message).toEqual({ newPassword: Messages.invalidPassword });

      expect((await change({ oldPassword: 'Marketing123!', newPassword: 'Nouveau123!' })).json()).toEqual({ data: { ok: true } });
      // The access tokens issued before the change end at once.
      expect((await api.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(accessToken) })).statusCode).toBe(401);
      const login = await api.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'marketing@demo.ma', password: 'Nouveau123!' },
      });
      expect(login.statusCode).toBe(200);
      const restored = await api.app.inject({
        method: 'POST',
        url: '/api/users/me/password',
        headers: bearer(login.json().data.accessToken),
        payload: { oldPassword: 'Nouveau123!', newPassword: 'Marketing123!' },
      });
      expect(restored.statusCode).toBe(200);
    });
  });

  describe('PUT /api/users/password/resetBo', () => {
    const reset = async (email: string, payload: object) => {
      const { accessToken } = await signIn(api.app, email);
      return api.app.inject({ method: 'PUT', url: '/api/users/password/resetBo', headers: bearer(accessToken), payload });
    };

    it('needs users at level 8 or customers at level 5', async () => {
      const response = await reset('agent@demo.ma', { userId: 5, password: 'abcdef', confirmPassword: 'abcdef' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(Messages.forbidden);
    });

    it('checks the confirmation, the length and the user', async () => {
      expect((await reset('admin@demo.ma', { userId: 5, password: 'abcdef', confirmPassword: 'abcdeg' })).json().message).toEqual({
        confirmPassword: Messages.passwordConfirmMismatch,
      });
      expect((await reset('admin@demo.ma', { userId: 5, password: 'abc', confirmPassword: 'abc' })).json().message).toEqual({
        password: Messages.invalidPassword,
      });
      expect((await reset('admin@demo.ma', { userId: 999999, password: 'abcdef', confirmPassword: 'abcdef' })).statusCode).toBe(404);
    });

    it('refuses the password of a user holding more than the caller: it would hand their rights over', async () => {
      const { accessToken } = await signIn(api.app, 'admin@demo.ma');
      // The dispatcher gets users (8) at « Complet » (levels 2 to 8): the password reset, not the others' rights.
      const granted = await api.app.inject({
        method: 'POST',
        url: '/api/security/users/permissions',
        headers: bearer(accessToken),
        payload: [{ userId: 4, permissionId: 8, accessLevelId: 3, typeAction: 1 }],
      });
      expect(granted.statusCode).toBe(200);
      for (const userId of [1, 5]) {
        const refused = await reset('dispatch@demo.ma', { userId, password: 'Pris1234!', confirmPassword: 'Pris1234!' });
        expect([refused.statusCode, refused.json().message]).toEqual([403, AdminMessages.accountAboveOwn]);
      }
      const admin = await api.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'admin@demo.ma', password: 'Admin123!' } });
      expect(admin.statusCode).toBe(200);
      // The user without permissions holds nothing the dispatcher lacks.
      expect((await reset('dispatch@demo.ma', { userId: 6, password: 'Aucun123!', confirmPassword: 'Aucun123!' })).statusCode).toBe(200);
      const { userPermissionId } = granted.json().data.find((grant: { permissionId: number }) => grant.permissionId === 8);
      const taken = await api.app.inject({
        method: 'POST',
        url: '/api/security/users/permissions',
        headers: bearer(accessToken),
        payload: [{ userPermissionId, userId: 4, permissionId: 8, accessLevelId: 3, typeAction: 3 }],
      });
      expect(taken.statusCode).toBe(200);
    });

    it("sets the password and ends the user's sessions", async () => {
      const victim = await signIn(api.app, 'dispatch@demo.ma');
      const response = await reset('admin@demo.ma', { userId: 4, password: 'Reset123!', confirmPassword: 'Reset123!' });
      expect(response.json()).toEqual({ data: { ok: true } });
      const refresh = await api.app.inject({
        method: 'PUT',
        url: '/api/users/login/refresh',
        payload: { refreshToken: victim.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
      const me = await api.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(victim.accessToken) });
      expect(me.statusCode).toBe(401);
      await reset('admin@demo.ma', { userId: 4, password: 'Dispatch123!', confirmPassword: 'Dispatch123!' });
    });
  });

  it('describes every endpoint in /openapi.json', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/openapi.json' });
    const document = response.json();
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/login',
        '/api/users/login/refresh',
        '/api/users/logout',
        '/api/security/users/me/permissions',
        '/api/users/me',
        '/api/users/me/password',
        '/api/users/password/resetBo',
        '/healthz',
      ]),
    );
  });

  it('answers /healthz and a 404 in the error shape', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const missing = await api.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.json()).toEqual({ statusCode: 404, error: 'Not Found', message: Messages.noResult });
  });
});

const COUNTS = `select (select count(*)::int from users where user_id < 100) as users,
                       (select count(*)::int from role_permissions) as grants,
                       (select count(*)::int from demo_data) as demo_sets`;

describe('a restart on the same data directory', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rest-api-'));
    // A data directory as a first start leaves it (the snapshot), so the first start here is already a restart.
    await cp(inject('demoSnapshot').dataDir, join(dataDir, 'pglite'), { recursive: true });
  }, DB_HOOK_TIMEOUT);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps the data, changes nothing and signs with the same secret', async () => {
    const first = await buildRestApi({ dataDir });
    const { accessToken } = await signIn(first.app, 'dispatch@demo.ma');
    await first.close();

    // A grant only a customer password reset needs: it reaches customers, not staff.
    const db = await openDb({ dataDir, onIdleError: () => undefined });
    const countsBefore = await db.query(COUNTS);
    await db.query('insert into user_permissions (user_id, permission_id, access_level_id) values (4, 3, 2)');
    await db.query(
      `insert into users (user_id, first_name, last_name, email, password_hash, user_type_id)
       values (900100, 'Nadia', 'Berrada', 'client@demo.ma', 'none', 3)`,
    );
    await db.close();

    const second = await buildRestApi({ dataDir });
    try {
      const me = await second.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(accessToken) });
      expect(me.statusCode).toBe(200);
      const staffReset = await second.app.inject({
        method: 'PUT',
        url: '/api/users/password/resetBo',
        headers: bearer(accessToken),
        payload: { userId: 5, password: 'abcdef', confirmPassword: 'abcdef' },
      });
      expect(staffReset.statusCode).toBe(403);
      const customerReset = await second.app.inject({
        method: 'PUT',
        url: '/api/users/password/resetBo',
        headers: bearer(accessToken),
        payload: { userId: 900100, password: 'abcdef', confirmPassword: 'abcdef' },
      });
      expect(customerReset.statusCode).toBe(200);
    } finally {
      await second.close();
    }

    const reopened = await openDb({ dataDir, onIdleError: () => undefined });
    try {
      expect(
        await reopened.query(COUNTS),
      ).toEqual(countsBefore);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
