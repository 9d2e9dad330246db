import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '@console/schema';
import { outputOf } from '../../scripts/build-services.ts';
import { startService, waitForHttp } from '../../scripts/processes.ts';
import { backends, demo, freePort, temporaryDatabase, type Backend } from './stack.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** This process's own settings never reach the services: each test says what it starts with. */
const inherited = { ...process.env, DEMO_DATA: undefined, DATABASE_URL: undefined, DATA_DIR: undefined, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined };

const FIRST = { email: 'direction@grossiste.ma', password: 'Casa-2026-entrepot' };
const SECOND = { email: 'informatique@grossiste.ma', password: 'Rabat-2026-serveur' };

interface Me {
  data: { allowedPermissions: { permissionId: number }[] };
}

/** rest-api as a PostgreSQL deployment starts it (no DEMO_DATA), or on PGlite with DEMO_DATA=0. */
async function database(backend: Backend) {
  if (backend === 'postgres') {
    const db = await temporaryDatabase();
    return { env: { DATABASE_URL: db.url }, drop: db.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'console-admin-'));
  return { env: { DATA_DIR: dataDir, DEMO_DATA: '0' }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

describe.each(backends)('a deployment without demo data (%s)', (backend) => {
  let db: Awaited<ReturnType<typeof database>>;
  let env: NodeJS.ProcessEnv;
  let stop: (() => Promise<void>) | undefined;
  let url: string;

  const start = async (extra: Record<string, string> = {}) => {
    const port = await freePort();
    const child = startService(outputOf('rest-api'), { ...inherited, ...env, ...extra, REST_API_PORT: String(port), LOG_LEVEL: 'warn' }, 'pipe');
    child.stdout?.resume();
    url = `http://127.0.0.1:${port}`;
    stop = () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    await waitForHttp(`${url}/healthz`, 90_000, child);
  };
  const signIn = async (email: string, password: string) => {
    const response = await fetch(`${url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    const body = (await response.json()) as { data?: { accessToken: string } };
    return { status: response.status, token: body.data?.accessToken };
  };
  const get = async <T>(path: string, token: string) => {
    const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}`, saleschannel: '1' } });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    db = await database(backend);
    env = db.env;
  }, 120_000);
  afterAll(async () => {
    await stop?.();
    await db?.drop();
  });

  it('has the security model, no demo account, and the administrator ADMIN_EMAIL/ADMIN_PASSWORD name', async () => {
    await start({ ADMIN_EMAIL: FIRST.email, ADMIN_PASSWORD: FIRST.password });
    for (const account of Object.values(demo)) expect((await signIn(account.email, account.password)).status).toBe(401);

    const { status, token } = await signIn(FIRST.email, FIRST.password);
    expect(status).toBe(200);
    const permissions = await get<{ count: number }>('/api/security/permissions', token!);
    expect(permissions.count).toBe(Object.keys(Permission).length);
    expect((await get<{ count: number }>('/api/security/permissionstypes', token!)).count).toBe(23);
    expect((await get<{ count: number }>('/api/security/accesslevels', token!)).count).toBe(8);
    const roles = await get<{ collection: { name: string }[] }>('/api/security/roles', token!);
    expect(roles.collection.map((role) => role.name).sort()).toEqual(['Administrateur', 'Superviseur']);
    expect((await get<{ count: number }>('/api/users', token!)).count).toBe(1);

    const mine = await get<Me>('/api/security/users/me/permissions', token!);
    expect(new Set(mine.data.allowedPermissions.map((row) => row.permissionId))).toEqual(new Set(Object.values(Permission)));
  }, 180_000);

  it('keeps that administrator on restart, whatever ADMIN_PASSWORD says now', async () => {
    await stop!();
    await start({ ADMIN_EMAIL: FIRST.email, ADMIN_PASSWORD: 'Changed-2027-password' });
    expect((await signIn(FIRST.email, 'Changed-2027-password')).status).toBe(401);
    const { status, token } = await signIn(FIRST.email, FIRST.password);
    expect(status).toBe(200);
    expect((await get<{ count: number }>('/api/users', token!)).count).toBe(1);
  }, 180_000);

  it('creates another administrator with npm run create-admin', async () => {
    await stop!();
    const { stdout } = await run(process.execPath, ['--import', 'tsx', join(root, 'rest-api/src/access/create-admin.ts'), '--email', SECOND.email, '--password', SECOND.password], {
      env: { ...inherited, ...env },
    });
    expect(stdout).toContain(`administrator ${SECOND.email} created`);
    await expect(
      run(process.execPath, ['--import', 'tsx', join(root, 'rest-api/src/access/create-admin.ts'), '--email', 'x@grossiste.ma', '--password', 'Admin123!'], { env: { ...inherited, ...env } }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--password must be at least 10 characters') });

    await start();
    const { status, token } = await signIn(SECOND.email, SECOND.password);
    expect(status).toBe(200);
    const mine = await get<Me>('/api/security/users/me/permissions', token!);
    expect(mine.data.allowedPermissions.map((row) => row.permissionId)).toContain(Permission.ACCESS_ADMIN);
  }, 180_000);
});
