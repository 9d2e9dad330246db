import { describe, expect, it } from 'vitest';
import { MAX_TAKE, pageQuery, sortQuery } from './resource.ts';

describe('paging sent upstream', () => {
  it('keeps a 1-based page and the default take', () => {
    expect(pageQuery({})).toEqual({ page: 1, take: 10 });
    expect(pageQuery({ page: 3, take: 20 })).toEqual({ page: 3, take: 20 });
    expect(pageQuery({ page: null, take: null }, 100)).toEqual({ page: 1, take: 100 });
  });

  it('clamps a page below 1 and a take outside 1..MAX_TAKE', () => {
    expect(pageQuery({ page: 0, take: 0 })).toEqual({ page: 1, take: 1 });
    expect(pageQuery({ page: -4, take: 99999990 })).toEqual({ page: 1, take: MAX_TAKE });
  });

  it('writes a sort as field or -field', () => {
    expect(sortQuery({ field: 'lastName' })).toBe('lastName');
    expect(sortQuery({ field: 'createdAt', descending: true })).toBe('-createdAt');
    expect(sortQuery(null)).toBeUndefined();
  });
});
