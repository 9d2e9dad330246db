import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Executor } from '../db/db.ts';
import { DB_HOOK_TIMEOUT, openDemoDb } from '../db/testing.ts';
import { activePromotions, loadActivePromotions } from './pricing.repository.ts';

describe('activePromotions (kept by the promotions data version)', () => {
  let db: Db;
  let date: string;
  beforeAll(async () => {
    db = await openDemoDb();
    const [row] = await db.query<{ date: string }>(`select to_char(date_from, 'YYYY-MM-DD') as date from promotions where active order by promotion_id limit 1`);
    date = row!.date;
  }, DB_HOOK_TIMEOUT);
  afterAll(() => db.close());

  /** The demo database, counting the statements it runs. */
  const counting = () => {
    const counter = { statements: 0 };
    const executor: Executor = {
      query: (sql, params) => {
        counter.statements += 1;
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
    };
    return { executor, counter };
  };

  it('answers what loadActivePromotions reads, then reads only the version while nothing changed', async () => {
    const { executor, counter } = counting();
    const first = await activePromotions(executor, date);
    expect(first.length).toBeGreaterThan(0);
    expect(first).toEqual(await loadActivePromotions(db, date));
    const read = counter.statements;
    expect(await activePromotions(executor, date)).toBe(first);
    expect(counter.statements).toBe(read + 1);
  });

  it('reads again from the next call once any promotion table changed', async () => {
    const { executor } = counting();
    const before = await activePromotions(executor, date);
    const [promotion] = before;
    await db.query('update promotions set active = false where promotion_id = $1', [promotion!.promotionId]);
    try {
      const after = await activePromotions(executor, date);
      expect(after.map((row) => row.promotionId)).not.toContain(promotion!.promotionId);
      expect(after).toHaveLength(before.length - 1);
    } finally {
      await db.query('update promotions set active = true where promotion_id = $1', [promotion!.promotionId]);
    }
    const [range] = await db.query<{ promotion_range_id: number }>('select promotion_range_id from promotion_ranges order by promotion_range_id limit 1');
    const kept = await activePromotions(executor, date);
    await db.query('update promotion_ranges set discount_value = discount_value where promotion_range_id = $1', [range!.promotion_range_id]);
    expect(await activePromotions(executor, date)).not.toBe(kept);
  });

  it('is shared by every request, so frozen', async () => {
    const promotions = await activePromotions(db, date);
    expect(Object.isFrozen(promotions)).toBe(true);
    expect(Object.isFrozen(promotions[0]!.articles)).toBe(true);
  });
});
