import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { DB_HOOK_TIMEOUT, openDemoDb } from '../db/testing.ts';
import { AccessTokens, RefreshTokens, resolveJwtSecret } from './tokens.ts';

const AGENT = 2;
const DAY = 24 * 3600;

describe('refresh tokens and the JWT secret', () => {
  let db: Db;
  let clock = new Date('2025-03-01T08:00:00Z');
  let tokens: RefreshTokens;
  beforeAll(async () => {
    db = await openDemoDb();
    tokens = new RefreshTokens(db, DAY, () => clock);
  }, DB_HOOK_TIMEOUT);
  afterAll(() => db.close());

  it('rotates: the new token works, the used one does not', async () => {
    const first = await tokens.issue(AGENT);
    const rotated = await tokens.rotate(first);
    expect(rotated).toMatchObject({ status: 'rotated', userId: AGENT });
    if (rotated.status !== 'rotated') throw new Error('not rotated');
    expect(rotated.refreshToken).not.toBe(first);
    expect(await tokens.rotate(rotated.refreshToken)).toMatchObject({ status: 'rotated' });
  });

  it('keeps only hashes', async () => {
    const token = await tokens.issue(AGENT);
    expect(await db.query('select 1 from refresh_tokens where token_hash = $1', [token])).toEqual([]);
  });

  it('revokes the whole family when a rotated token comes back, and only that family', async () => {
    const stolen = await tokens.issue(AGENT);
    const otherSession = await tokens.issue(AGENT);
    const legit = await tokens.rotate(stolen);
    if (legit.status !== 'rotated') throw new Error('not rotated');

    expect(await tokens.rotate(stolen)).toEqual({ status: 'reused' });
    expect(await tokens.rotate(legit.refreshToken)).toEqual({ status: 'revoked' });
    expect(await tokens.rotate(otherSession)).toMatchObject({ status: 'rotated' });
  });

  it('refuses unknown and expired tokens', async () => {
    expect(await tokens.rotate('never-issued')).toEqual({ status: 'unknown' });
    const token = await tokens.issue(AGENT);
    clock = new Date(clock.getTime() + DAY * 1000);
    expect(await tokens.rotate(token)).toEqual({ status: 'expired' });
  });

  it('signs out a whole family', async () => {
    const token = await tokens.issue(AGENT);
    const rotated = await tokens.rotate(token);
    if (rotated.status !== 'rotated') throw new Error('not rotated');
    await tokens.revokeFamilyOf(rotated.refreshToken);
    expect(await tokens.rotate(rotated.refreshToken)).toEqual({ status: 'revoked' });
  });

  it("ends an inactive user's sessions and every session on revokeUser", async () => {
    const first = await tokens.issue(AGENT);
    const second = await tokens.issue(AGENT);
    await tokens.revokeUser(AGENT);
    expect(await tokens.rotate(first)).toEqual({ status: 'revoked' });
    expect(await tokens.rotate(second)).toEqual({ status: 'revoked' });

    const token = await tokens.issue(AGENT);
    await db.query('update users set active = false where user_id = $1', [AGENT]);
    try {
      expect(await tokens.rotate(token)).toEqual({ status: 'inactive' });
    } finally {
      await db.query('update users set active = true where user_id = $1', [AGENT]);
    }
  });

  it('keeps one generated JWT secret per database', async () => {
    const first = await resolveJwtSecret(db);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveJwtSecret(db)).toBe(first);
    expect(await resolveJwtSecret(db, 'configured')).toBe('configured');
  });

  it('drops expired tokens at sign-in', async () => {
    await tokens.issue(AGENT);
    clock = new Date(clock.getTime() + 2 * DAY * 1000);
    await tokens.issue(AGENT);
    const [{ count }] = await db.query<{ count: number }>(
      'select count(*)::int as count from refresh_tokens where user_id = $1 and expires_at < $2',
      [AGENT, clock],
    );
    expect(count).toBe(0);
  });
});

describe('access tokens', () => {
  it('carries the user id and refuses forged or expired tokens', async () => {
    const tokens = new AccessTokens('secret-a', 60);
    expect(await tokens.verify(await tokens.sign(7))).toBe(7);
    expect(await new AccessTokens('secret-b', 60).verify(await tokens.sign(7))).toBeNull();
    expect(await tokens.verify(await new AccessTokens('secret-a', -10).sign(7))).toBeNull();
    expect(await tokens.verify('not.a.jwt')).toBeNull();
  });
});
