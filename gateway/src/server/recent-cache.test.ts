import { describe, expect, it } from 'vitest';
import { RecentCache } from './recent-cache.ts';

describe('RecentCache', () => {
  it('keeps at most its size, forgetting the least recently used first', () => {
    const cache = new RecentCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('replaces a value set again without growing', () => {
    const cache = new RecentCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(10);
    expect(cache.get('b')).toBeUndefined();
  });
});
