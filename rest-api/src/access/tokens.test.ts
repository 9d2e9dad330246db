import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/db.ts';
import { DB_HOOK_TIMEOUT, openDemoDb } from '../db/testing.ts';
import { AccessTokens, accessStands, refreshDecision, RefreshTokens, resolveJwtSecret, type RefreshState } from './tokens.ts';

const AGENT = 2;
const DAY = 24 * 3600;
const GRACE = 20;

describe('refresh tokens and the JWT secret', () => {
  let db: Db;
  let clock = new Date('2025-03-01T08:00:00Z');
  let tokens: RefreshTokens;
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  const issue = async () => (await tokens.issue(AGENT)).refreshToken;
  const rotateOk = async (token: string) => {
    const rotated = await tokens.rotate(token);
    if (rotated.status !== 'rotated') throw new Error(`not rotated: ${rotated.status}`);
    return rotated;
  };
  beforeAll(async () => {
    db = await openDemoDb();
    tokens = new RefreshTokens(db, { ttlSeconds: DAY, graceSeconds: GRACE, secret: 'refresh-test-secret', now: () => clock });
  }, DB_HOOK_TIMEOUT);
  afterAll(() => db.close());

  it('rotates: the new token works, the used one does not once the grace window is over', async () => {
    const { refreshToken: first, sessionId } = await tokens.issue(AGENT);
    const rotated = await rotateOk(first);
    expect(rotated).toMatchObject({ userId: AGENT, sessionId, version: 0 });
    expect(rotated.refreshToken).not.toBe(first);
    expect(await tokens.rotate(rotated.refreshToken)).toMatchObject({ status: 'rotated', sessionId });
    later(GRACE + 1);
    expect(await tokens.rotate(first)).toEqual({ status: 'reused' });
  });

  it('keeps only hashes', async () => {
    const token = await issue();
    expect(await db.query('select 1 from refresh_tokens where token_hash = $1', [token])).toEqual([]);
  });

  it('answers the same successor to a token presented again within the grace window, without revoking', async () => {
    const first = await issue();
    const [a, b, c] = await Promise.all([tokens.rotate(first), tokens.rotate(first), tokens.rotate(first)]);
    expect(a).toMatchObject({ status: 'rotated' });
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    if (a!.status !== 'rotated') throw new Error('not rotated');
    later(GRACE - 1);
    // The successor rotated since: the old token leads along the chain to the live one.
    const next = await rotateOk(a.refreshToken);
    expect(await tokens.rotate(first)).toEqual(next);
    expect(await tokens.rotate(next.refreshToken)).toMatchObject({ status: 'rotated' });
  });

  it('revokes the whole family when a rotated token comes back after the grace window, and only that family', async () => {
    const stolen = await issue();
    const otherSession = await issue();
    const legit = await rotateOk(stolen);
    later(GRACE + 1);

    expect(await tokens.rotate(stolen)).toEqual({ status: 'reused' });
    expect(await tokens.rotate(legit.refreshToken)).toEqual({ status: 'revoked' });
    expect(await tokens.rotate(otherSession)).toMatchObject({ status: 'rotated' });
  });

  it('refuses unknown and expired tokens', async () => {
    expect(await tokens.rotate('never-issued')).toEqual({ status: 'unknown' });
    const token = await issue();
    later(DAY);
    expect(await tokens.rotate(token)).toEqual({ status: 'expired' });
  });

  it('signs out a whole family, the grace window included', async () => {
    const token = await issue();
    const rotated = await rotateOk(token);
    await tokens.revokeFamilyOf(rotated.refreshToken);
    expect(await tokens.rotate(rotated.refreshToken)).toEqual({ status: 'revoked' });
    expect(await tokens.rotate(token)).toEqual({ status: 'revoked' });
  });

  it("ends an inactive user's sessions, every session on revokeUser, all but one when asked", async () => {
    const first = await issue();
    const second = await issue();
    await tokens.revokeUser(AGENT);
    expect(await tokens.rotate(first)).toEqual({ status: 'revoked' });
    expect(await tokens.rotate(second)).toEqual({ status: 'revoked' });

    const kept = await tokens.issue(AGENT);
    const ended = await issue();
    await tokens.revokeUser(AGENT, kept.sessionId);
    expect(await tokens.rotate(ended)).toEqual({ status: 'revoked' });
    expect(await tokens.rotate(kept.refreshToken)).toMatchObject({ status: 'rotated' });

    const token = await issue();
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
    await issue();
    later(2 * DAY);
    await issue();
    const [{ count }] = await db.query<{ count: number }>(
      'select count(*)::int as count from refresh_tokens where user_id = $1 and expires_at < $2',
      [AGENT, clock],
    );
    expect(count).toBe(0);
  });
});

describe('refreshDecision', () => {
  const now = new Date('2025-03-01T08:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const live: RefreshState = { revokedAt: null, replacedById: null, expiresAt: new Date(now.getTime() + 60_000), active: true };

  it('rotates a live token of an active user', () => {
    expect(refreshDecision(live, now, GRACE)).toBe('rotate');
  });
  it('follows a token rotated within the grace window, the window edge included', () => {
    expect(refreshDecision({ ...live, revokedAt: ago(1), replacedById: 9 }, now, GRACE)).toBe('follow');
    expect(refreshDecision({ ...live, revokedAt: ago(GRACE), replacedById: 9 }, now, GRACE)).toBe('follow');
  });
  it('counts a token rotated before the window as reuse, and every reuse with a zero window', () => {
    expect(refreshDecision({ ...live, revokedAt: ago(GRACE + 1), replacedById: 9 }, now, GRACE)).toBe('reuse');
    expect(refreshDecision({ ...live, revokedAt: ago(1), replacedById: 9 }, now, 0)).toBe('reuse');
  });
  it('refuses a signed-out token even within the window, an expired one and an inactive user', () => {
    expect(refreshDecision({ ...live, revokedAt: ago(1) }, now, GRACE)).toBe('revoked');
    expect(refreshDecision({ ...live, expiresAt: now }, now, GRACE)).toBe('expired');
    expect(refreshDecision({ ...live, active: false }, now, GRACE)).toBe('inactive');
  });
});

describe('access tokens', () => {
  const session = { sessionId: '6f1c1d7e-5d0b-4c55-9a43-0b4f1f0c2a11', version: 3 };

  it('carries the user, the sign-in and the version and refuses forged or expired tokens', async () => {
    const tokens = new AccessTokens('secret-a', 60);
    expect(await tokens.verify(await tokens.sign(7, session))).toEqual({ userId: 7, ...session });
    expect(await new AccessTokens('secret-b', 60).verify(await tokens.sign(7, session))).toBeNull();
    expect(await tokens.verify(await new AccessTokens('secret-a', -10).sign(7, session))).toBeNull();
    expect(await tokens.verify('not.a.jwt')).toBeNull();
  });

  describe('a token verified once', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('is not checked again: its claims are kept', async () => {
      const tokens = new AccessTokens('secret-a', 60);
      const token = await tokens.sign(7, session);
      const verify = vi.spyOn(crypto.subtle, 'verify');
      expect(await tokens.verify(token)).toEqual({ userId: 7, ...session });
      expect(await tokens.verify(token)).toEqual({ userId: 7, ...session });
      expect(verify).toHaveBeenCalledTimes(1);
    });

    it('is refused from the second it expires, as an expired token never verified', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2025-03-01T08:00:00.500Z'));
      const tokens = new AccessTokens('secret-a', 60);
      const token = await tokens.sign(7, session);
      expect(await tokens.verify(token)).toEqual({ userId: 7, ...session });
      vi.setSystemTime(new Date('2025-03-01T08:00:59.999Z'));
      expect(await tokens.verify(token)).toEqual({ userId: 7, ...session });
      vi.setSystemTime(new Date('2025-03-01T08:01:00.000Z'));
      expect(await tokens.verify(token)).toBeNull();
      expect(await new AccessTokens('secret-a', 60).verify(token)).toBeNull();
    });
  });

  it('stands only for an active user at the same version whose sign-in was not ended', () => {
    const claims = { userId: 7, ...session };
    const state = { active: true, tokenVersion: 3, ended: false };
    expect(accessStands(claims, state)).toBe(true);
    expect(accessStands(claims, { ...state, tokenVersion: 4 })).toBe(false);
    expect(accessStands(claims, { ...state, ended: true })).toBe(false);
    expect(accessStands(claims, { ...state, active: false })).toBe(false);
    expect(accessStands(claims, undefined)).toBe(false);
  });
});
