import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from './db.ts';
import { COUNT_BOUND } from '@console/schema';
import { MAX_TAKE, PageBeyondBound, listPage, pageWindow, type ListSource } from './paging.ts';
import { SqlParams } from './sql.ts';
import { DB_HOOK_TIMEOUT } from './testing.ts';

const source: ListSource = {
  select: 'i.item_id as "itemId", i.name, i.kind',
  from: 'items i',
  keywordColumns: ['i.name'],
  sortable: { itemId: 'i.item_id', name: 'i.name', kind: 'i.kind' },
  defaultSort: 'itemId',
  tieBreaker: 'i.item_id',
};

describe('listPage', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory://', onIdleError: () => undefined });
    await db.exec(`
      create table items (item_id integer primary key, name text not null, kind integer);
      insert into items select n, 'Article ' || n, n % 3 from generate_series(1, 1200) n;
      insert into items values (2001, 'Remise 50% été', 1), (2002, 'Remise 505 hiver', 1), (2003, 'code_promo', 2), (2004, 'codeXpromo', 2);`);
  }, DB_HOOK_TIMEOUT);
  afterAll(() => db.close());

  it('answers the first 10 rows by id and the total by default', async () => {
    const page = await listPage<{ itemId: number }>(db, source, {});
    expect(page.count).toBe(1204);
    expect(page.collection.map((row) => row.itemId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(page.collection[0]).toEqual({ itemId: 1, name: 'Article 1', kind: 1 });
  });

  it('pages with take and a 1-based page', async () => {
    const page = await listPage<{ itemId: number }>(db, source, { take: 5, page: 3 });
    expect(page.collection.map((row) => row.itemId)).toEqual([11, 12, 13, 14, 15]);
    expect(page.count).toBe(1204);
  });

  it(`clamps take to ${MAX_TAKE}`, async () => {
    const page = await listPage(db, source, { take: 99_999_990 });
    expect(page.collection).toHaveLength(MAX_TAKE);
    expect(page.count).toBe(1204);
  });

  it('still counts past the last page', async () => {
    expect(await listPage(db, source, { take: 100, page: 50 })).toEqual({ collection: [], count: 1204, countIsLowerBound: false });
    expect(await listPage(db, source, { keyword: 'nothing like it' })).toEqual({ collection: [], count: 0, countIsLowerBound: false });
  });

  it('searches case-insensitively, taking % and _ literally', async () => {
    const names = async (keyword: string) =>
      (await listPage<{ name: string }>(db, source, { keyword, take: 50 })).collection.map((row) => row.name);
    expect(await names('REMISE')).toEqual(['Remise 50% été', 'Remise 505 hiver']);
    expect(await names('50%')).toEqual(['Remise 50% été']);
    expect(await names('code_')).toEqual(['code_promo']);
    expect(await names('  ')).toHaveLength(50);
  });

  it('sorts on a sortable field, ascending or descending, ties broken by id', async () => {
    const page = await listPage<{ itemId: number; kind: number }>(db, source, { sort: '-kind', take: 3 });
    expect(page.collection).toEqual([
      { itemId: 2, name: 'Article 2', kind: 2 },
      { itemId: 5, name: 'Article 5', kind: 2 },
      { itemId: 8, name: 'Article 8', kind: 2 },
    ]);
    const descending = await listPage<{ itemId: number }>(db, source, { sort: '-itemId', take: 2 });
    expect(descending.collection.map((row) => row.itemId)).toEqual([2004, 2003]);
    const unknown = await listPage<{ itemId: number }>(db, source, { sort: 'password', take: 1 });
    expect(unknown.collection.map((row) => row.itemId)).toEqual([1]);
  });

  it("combines the source's own filters and parameters with the keyword", async () => {
    const params = new SqlParams();
    const page = await listPage<{ itemId: number }>(
      db,
      { ...source, where: [`i.kind = ${params.add(2)}`, `i.item_id > ${params.add(1000)}`], params },
      { keyword: 'promo', page: 2, take: 1 },
    );
    expect(page).toEqual({ collection: [{ itemId: 2004, name: 'codeXpromo', kind: 2 }], count: 2, countIsLowerBound: false });
    expect(params.values).toEqual([2, 1000]);
  });

  it('counts, or not at all, and reads deferred pages by key, with the same answers', async () => {
    const params = new SqlParams();
    const filtered = { ...source, where: [`i.kind = ${params.add(1)}`], params };
    const reference = await listPage<{ itemId: number }>(db, filtered, { keyword: 'article', sort: '-name', take: 7, page: 3 });
    expect(reference.count).toBe(400);
    expect(await listPage(db, { ...filtered, deferred: true }, { keyword: 'article', sort: '-name', take: 7, page: 3 })).toEqual(reference);
    expect(await listPage(db, { ...filtered, deferred: true }, { take: 5, page: 1000 })).toEqual({ collection: [], count: 402, countIsLowerBound: false });
    const uncounted = await listPage<{ itemId: number }>(db, { ...filtered, count: 'none', deferred: true }, { take: 3 });
    expect(uncounted).toEqual({ collection: [expect.objectContaining({ itemId: 1 }), expect.objectContaining({ itemId: 4 }), expect.objectContaining({ itemId: 7 })], count: 0, countIsLowerBound: false });
    expect(await listPage(db, { ...filtered, count: 'none' }, { take: 3, page: 1000 })).toEqual({ collection: [], count: 0, countIsLowerBound: false });
  });
});

describe(`listPage over more than ${COUNT_BOUND} rows`, () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory://', onIdleError: () => undefined });
    await db.exec(`
      create table items (item_id integer primary key, name text not null, kind integer);
      insert into items select n, 'Article ' || n, case when n <= ${COUNT_BOUND} then 1 else 2 end from generate_series(1, ${COUNT_BOUND + 25}) n;`);
  }, DB_HOOK_TIMEOUT);
  afterAll(() => db.close());

  const kind = (value: number) => {
    const params = new SqlParams();
    return { ...source, where: [`i.kind = ${params.add(value)}`], params };
  };

  it(`answers the bound and says more rows match beyond ${COUNT_BOUND}, deferred or not`, async () => {
    for (const list of [source, { ...source, deferred: true }]) {
      const page = await listPage<{ itemId: number }>(db, list, { take: 3, sort: '-itemId' });
      expect(page).toEqual({ collection: [expect.objectContaining({ itemId: COUNT_BOUND + 25 }), expect.objectContaining({ itemId: COUNT_BOUND + 24 }), expect.objectContaining({ itemId: COUNT_BOUND + 23 })], count: COUNT_BOUND, countIsLowerBound: true });
    }
  });

  it('counts exactly up to the bound: exactly the bound, and fewer', async () => {
    expect(await listPage(db, kind(1), { take: 1 })).toEqual({ collection: [expect.objectContaining({ itemId: 1 })], count: COUNT_BOUND, countIsLowerBound: false });
    expect(await listPage(db, kind(2), { take: 1 })).toEqual({ collection: [expect.objectContaining({ itemId: COUNT_BOUND + 1 })], count: 25, countIsLowerBound: false });
    expect(await listPage(db, source, { keyword: 'Article 1000', take: 1 })).toMatchObject({ count: 11, countIsLowerBound: false });
  });

  it('serves the last page within the bound, and bounds the count of a page past the end', async () => {
    const last = await listPage<{ itemId: number }>(db, source, { take: 50, page: COUNT_BOUND / 50 });
    expect(last.collection.map((row) => row.itemId)).toEqual(Array.from({ length: 50 }, (_, index) => COUNT_BOUND - 49 + index));
    expect(last).toMatchObject({ count: COUNT_BOUND, countIsLowerBound: true });
    expect(await listPage(db, kind(2), { take: 50, page: 3 })).toEqual({ collection: [], count: 25, countIsLowerBound: false });
  });

  it(`refuses a page starting beyond the first ${COUNT_BOUND} rows, with the French reason`, async () => {
    await expect(listPage(db, source, { take: 50, page: COUNT_BOUND / 50 + 1 })).rejects.toThrow(PageBeyondBound);
    await expect(listPage(db, source, { take: 1000, page: 11 })).rejects.toThrow('au-delà des 10\u202f000 premières lignes');
    expect(pageWindow({ take: 1000, page: 10 })).toEqual({ take: 1000, offset: 9000 });
    expect(() => pageWindow({ take: 10, page: COUNT_BOUND / 10 + 1 })).toThrow(PageBeyondBound);
  });

  it('with keysFrom, reads the keys and the count from the listed table alone and joins the rest for the page only', async () => {
    // The lateral aggregate's rows fail on item 1000: read for every row (to count, or to find the keys), the page fails.
    const totals: ListSource = {
      ...source,
      select: 'i.item_id as "itemId", t.total',
      from: 'items i cross join lateral (select count(*)::int as total from generate_series(i.item_id, i.item_id) n where 100 / (n - 1000) is not null) t',
      deferred: true,
    };
    await expect(listPage(db, totals, { take: 3 })).rejects.toThrow(/division by zero/);
    expect(await listPage(db, { ...totals, keysFrom: 'items i' }, { take: 3, sort: '-itemId' })).toEqual({
      collection: [{ itemId: 10_025, total: 1 }, { itemId: 10_024, total: 1 }, { itemId: 10_023, total: 1 }],
      count: COUNT_BOUND,
      countIsLowerBound: true,
    });
  });
});
