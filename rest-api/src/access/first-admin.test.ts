import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { DB_HOOK_TIMEOUT, openReferenceDb } from '../db/testing.ts';
import { administratorFromEnv, administratorPasswordProblem, ensureFirstAdministrator, hasAdministrator } from './first-admin.ts';
import { verifyPassword } from './passwords.ts';

describe('administratorPasswordProblem', () => {
  it('asks for 10 characters with letters and digits, and no published demo password', () => {
    expect(administratorPasswordProblem('Short1!')).toMatch(/at least 10/);
    expect(administratorPasswordProblem('onlyletterslong')).toMatch(/letters and digits/);
    expect(administratorPasswordProblem('1234567890')).toMatch(/letters and digits/);
    expect(administratorPasswordProblem('Marketing123!')).toMatch(/demo/);
    expect(administratorPasswordProblem('Rabat-2026-entrepôt')).toBeUndefined();
  });
});

describe('administratorFromEnv', () => {
  it('asks for nothing when neither variable is set', () => {
    expect(administratorFromEnv({})).toBeUndefined();
  });

  it('reads both variables, with default names', () => {
    expect(administratorFromEnv({ ADMIN_EMAIL: ' chef@example.ma ', ADMIN_PASSWORD: 'Rabat-2026-x' })).toEqual({
      email: 'chef@example.ma', password: 'Rabat-2026-x', firstName: 'Administrateur', lastName: 'Principal',
    });
  });

  it('names the variable at fault', () => {
    expect(() => administratorFromEnv({ ADMIN_EMAIL: 'chef@example.ma' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => administratorFromEnv({ ADMIN_PASSWORD: 'Rabat-2026-x' })).toThrow(/ADMIN_EMAIL/);
    expect(() => administratorFromEnv({ ADMIN_EMAIL: 'chef', ADMIN_PASSWORD: 'Rabat-2026-x' })).toThrow(/ADMIN_EMAIL/);
    expect(() => administratorFromEnv({ ADMIN_EMAIL: 'chef@example.ma', ADMIN_PASSWORD: 'Admin123!' })).toThrow(/ADMIN_PASSWORD must be at least 10/);
  });
});

describe('ensureFirstAdministrator', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openReferenceDb();
  }, DB_HOOK_TIMEOUT);
  afterEach(() => db.close());

  const admin = { email: 'chef@example.ma', password: 'Rabat-2026-x', firstName: 'Nadia', lastName: 'Alami' };

  it('creates the administrator once and never overwrites it', async () => {
    expect(await hasAdministrator(db)).toBe(false);
    expect(await ensureFirstAdministrator(db, admin)).toMatchObject({ created: true });
    expect(await hasAdministrator(db)).toBe(true);
    expect(await ensureFirstAdministrator(db, { ...admin, password: 'Another-2027-y' })).toEqual({ created: false });
    const rows = await db.query<{ password_hash: string }>('select password_hash from users');
    expect(rows).toHaveLength(1);
    expect(await verifyPassword(admin.password, rows[0]!.password_hash)).toBe(true);
  });

  it('does not count a user whose own refusal withdraws the administrator grant', async () => {
    await ensureFirstAdministrator(db, admin);
    await db.query(
      `insert into user_permissions (user_id, permission_id, access_level_id, allowed)
       select u.user_id, rp.permission_id, rp.access_level_id, false from users u, role_permissions rp where rp.role_id = 1 and rp.permission_id = 10`,
    );
    expect(await hasAdministrator(db)).toBe(false);
  });

  it('refuses an e-mail an existing non-administrator uses', async () => {
    await db.query(`insert into users (first_name, last_name, email, password_hash, user_type_id) values ('A', 'B', 'chef@example.ma', 'x', 2)`);
    await expect(ensureFirstAdministrator(db, admin)).rejects.toThrow(/already exists/);
  });
});
