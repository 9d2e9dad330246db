import { describe, expect, it, vi } from 'vitest';
import { deepFrozen, VersionedCache } from './versioned-cache.ts';

describe('VersionedCache', () => {
  const value = [{ permissionId: 23, levels: [6] }];

  it('reads a key once per version', async () => {
    const cache = new VersionedCache<number, typeof value>();
    const load = vi.fn(async () => value);
    expect(await cache.get(2, 1, load)).toEqual(value);
    expect(await cache.get(2, 1, load)).toEqual(value);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get(2, 2, load);
    await cache.get(1, 2, load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed read', async () => {
    const cache = new VersionedCache<number, typeof value>();
    await expect(cache.get(2, 1, () => Promise.reject(new Error('database unavailable')))).rejects.toThrow('database unavailable');
    expect(await cache.get(2, 1, async () => value)).toEqual(value);
  });

  it('keeps at most its bound, the oldest going first', async () => {
    const cache = new VersionedCache<number, typeof value>(2);
    const load = vi.fn(async () => value);
    for (const key of [1, 2, 3, 3, 2]) await cache.get(key, 1, load);
    await cache.get(1, 1, load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('deepFrozen', () => {
  it('freezes the value and everything in it', () => {
    const value = deepFrozen({ articles: [{ ranges: [{ from: 1 }] }] });
    expect(() => value.articles[0]!.ranges.push({ from: 2 })).toThrow(TypeError);
    expect(() => {
      value.articles[0]!.ranges[0]!.from = 3;
    }).toThrow(TypeError);
  });
});
