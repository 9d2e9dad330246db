import { COUNT_BOUND } from '@console/schema';
import { describe, expect, it } from 'vitest';
import {
  clampPage,
  listStateToSearch,
  pageCount,
  pageSlice,
  parseListState,
  reachablePage,
  rowRange,
  upstreamPage,
  withFilter,
  withFilters,
  withPageSize,
  withSortToggled,
  type ListState,
} from './listState.ts';

const fresh: ListState = { page: 0, pageSize: 10, sort: null, filters: {} };

describe('list state in the URL', () => {
  it('a fresh list has a bare URL and reads back as the defaults', () => {
    expect(listStateToSearch(fresh)).toBe('');
    expect(parseListState('')).toEqual(fresh);
  });

  it('round-trips page, size, sort and filters', () => {
    const state: ListState = { page: 3, pageSize: 20, sort: { key: 'lastName', descending: true }, filters: { keyword: 'karim', roleId: '11' } };
    const search = listStateToSearch(state);
    expect(search).toBe('keyword=karim&roleId=11&sort=-lastName&size=20&page=4');
    expect(parseListState(search)).toEqual(state);
    expect(parseListState(new URLSearchParams(search))).toEqual(state);
  });

  it('shows the page 1-based in the URL and keeps it 0-based in the state', () => {
    expect(listStateToSearch({ ...fresh, page: 1 })).toBe('page=2');
    expect(parseListState('page=2').page).toBe(1);
  });

  it('falls back to defaults for unreadable values', () => {
    expect(parseListState('page=0&size=7')).toMatchObject({ page: 0, pageSize: 10 });
    expect(parseListState('page=abc&size=-5')).toMatchObject({ page: 0, pageSize: 10 });
    expect(parseListState('page=2.5')).toMatchObject({ page: 0 });
    expect(parseListState('sort=')).toMatchObject({ sort: null });
  });

  it('uses grid defaults: 5 rows, sizes 5/10/20', () => {
    const defaults = { pageSize: 5, pageSizes: [5, 10, 20] };
    expect(parseListState('', defaults).pageSize).toBe(5);
    expect(parseListState('size=50', defaults).pageSize).toBe(5);
    expect(listStateToSearch({ ...fresh, pageSize: 5 }, defaults)).toBe('');
    expect(listStateToSearch({ ...fresh, pageSize: 10 }, defaults)).toBe('size=10');
  });

  it('writes a default sort only when it differs, and can turn a default sort off', () => {
    const defaults = { sort: { key: 'userId', descending: false } };
    expect(parseListState('', defaults).sort).toEqual({ key: 'userId', descending: false });
    expect(listStateToSearch({ ...fresh, sort: { key: 'userId', descending: false } }, defaults)).toBe('');
    expect(listStateToSearch({ ...fresh, sort: null }, defaults)).toBe('sort=');
    expect(parseListState('sort=', defaults).sort).toBeNull();
  });

  it('reads only the declared filter keys and keeps foreign keys untouched', () => {
    const defaults = { filterKeys: ['keyword'] };
    expect(parseListState('keyword=a&tab=2', defaults).filters).toEqual({ keyword: 'a' });
    const search = listStateToSearch({ ...fresh, filters: { keyword: 'b' } }, defaults, new URLSearchParams('tab=2&keyword=a&page=3'));
    expect(new URLSearchParams(search).get('tab')).toBe('2');
    expect(new URLSearchParams(search).get('keyword')).toBe('b');
    expect(new URLSearchParams(search).has('page')).toBe(false);
  });

  it('drops empty filter values', () => {
    expect(listStateToSearch({ ...fresh, filters: { keyword: '' } })).toBe('');
    expect(parseListState('keyword=').filters).toEqual({});
  });
});

describe('paging arithmetic', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(66, 10)).toBe(7);
    expect(pageCount(60, 10)).toBe(6);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(1, 100)).toBe(1);
  });

  it('clamps a page into range', () => {
    expect(clampPage(9, 66, 10)).toBe(6);
    expect(clampPage(-1, 66, 10)).toBe(0);
    expect(clampPage(3, 0, 10)).toBe(0);
    expect(clampPage(2, 66, 10)).toBe(2);
    expect(clampPage(Number.NaN, 66, 10)).toBe(0);
  });

  it(`asks no page beyond the first ${COUNT_BOUND} rows, the ones the server serves`, () => {
    expect(reachablePage(4999, 50)).toBe(COUNT_BOUND / 50 - 1);
    expect(reachablePage(COUNT_BOUND / 50 - 1, 50)).toBe(COUNT_BOUND / 50 - 1);
    expect(reachablePage(3, 10)).toBe(3);
    // The last page of a list counted « plus de 10 000 » (count = the bound) is the bound's.
    expect(clampPage(4999, COUNT_BOUND, 100)).toBe(COUNT_BOUND / 100 - 1);
  });

  it('sends the UI page plus one', () => {
    expect(upstreamPage(0)).toBe(1);
    expect(upstreamPage(6)).toBe(7);
  });

  it('gives the rows shown', () => {
    expect(rowRange(0, 10, 66)).toEqual({ from: 1, to: 10 });
    expect(rowRange(6, 10, 66)).toEqual({ from: 61, to: 66 });
    expect(rowRange(0, 10, 0)).toEqual({ from: 0, to: 0 });
  });

  it('slices an in-memory page, clamped', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7];
    expect(pageSlice(rows, 1, 5)).toEqual([6, 7]);
    expect(pageSlice(rows, 4, 5)).toEqual([6, 7]);
    expect(pageSlice([], 0, 5)).toEqual([]);
  });
});

describe('state changes', () => {
  const onPage3: ListState = { page: 3, pageSize: 10, sort: null, filters: { regionId: '2', sectorId: '7' } };

  it('any filter change returns to page one', () => {
    expect(withFilter(onPage3, 'keyword', 'x')).toEqual({ ...onPage3, page: 0, filters: { regionId: '2', sectorId: '7', keyword: 'x' } });
    expect(withFilter(onPage3, 'regionId', '')).toMatchObject({ page: 0, filters: { sectorId: '7' } });
    expect(withFilters(onPage3, { brandId: '4', brandIdLabel: 'Aïcha' }).page).toBe(0);
  });

  it('clears dependent filters', () => {
    expect(withFilter(onPage3, 'regionId', '3', ['sectorId']).filters).toEqual({ regionId: '3' });
  });

  it('cycles a column sort: ascending, descending, none; back to page one', () => {
    const asc = withSortToggled(onPage3, 'name');
    expect(asc).toMatchObject({ page: 0, sort: { key: 'name', descending: false } });
    const desc = withSortToggled(asc, 'name');
    expect(desc.sort).toEqual({ key: 'name', descending: true });
    expect(withSortToggled(desc, 'name').sort).toBeNull();
    expect(withSortToggled(desc, 'email').sort).toEqual({ key: 'email', descending: false });
  });

  it('a new page size returns to page one', () => {
    expect(withPageSize(onPage3, 50)).toMatchObject({ page: 0, pageSize: 50 });
  });
});
