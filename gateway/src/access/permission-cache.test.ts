import { describe, expect, it, vi } from 'vitest';
import { PermissionCache } from './permission-cache.ts';
import type { MePermissions } from './upstream.ts';

const me = (userId: number): MePermissions => ({ userId, firstName: 'A', lastName: 'B', userTypeId: 2, allowedPermissions: [] });

describe('permission cache', () => {
  it('answers a token from cache until its time is up', async () => {
    let now = 0;
    const cache = new PermissionCache(10, 100, () => now);
    const load = vi.fn(async () => me(1));
    await cache.get('t1', load);
    await cache.get('t1', load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 10_001;
    await cache.get('t1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never keeps an entry past the token’s own expiry', async () => {
    let now = 1_000_000;
    const cache = new PermissionCache(10, 100, () => now);
    const jwt = (exp: number) => `h.${Buffer.from(JSON.stringify({ sub: '1', exp })).toString('base64url')}.s`;
    const token = jwt(now / 1000 + 2);
    const load = vi.fn(async () => me(1));
    await cache.get(token, load);
    now += 1_000;
    await cache.get(token, load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 1_500;
    await cache.get(token, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps tokens apart and forgets failures', async () => {
    const cache = new PermissionCache(10);
    expect((await cache.get('a', async () => me(1))).userId).toBe(1);
    expect((await cache.get('b', async () => me(2))).userId).toBe(2);
    await expect(cache.get('c', async () => Promise.reject(new Error('expired')))).rejects.toThrow('expired');
    await Promise.resolve();
    expect((await cache.get('c', async () => me(3))).userId).toBe(3);
  });

  it('is bounded and can be switched off', async () => {
    const bounded = new PermissionCache(10, 2);
    const load = vi.fn(async () => me(1));
    await bounded.get('a', load);
    await bounded.get('b', load);
    await bounded.get('c', load);
    await bounded.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
    const off = new PermissionCache(0);
    const always = vi.fn(async () => me(1));
    await off.get('a', always);
    await off.get('a', always);
    expect(always).toHaveBeenCalledTimes(2);
  });

  it("forgets one token, or every token of a user whose sessions ended", async () => {
    const cache = new PermissionCache(10);
    const load = vi.fn(async () => me(1));
    const other = vi.fn(async () => me(2));
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', other);
    expect(cache.userOf('a')).toBe(1);
    cache.forgetUser(1);
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', other);
    expect(load).toHaveBeenCalledTimes(4);
    expect(other).toHaveBeenCalledTimes(1);
    cache.forget('c');
    await cache.get('c', other);
    expect(other).toHaveBeenCalledTimes(2);
  });
});
