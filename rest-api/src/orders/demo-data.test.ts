import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '@console/schema';
import { AccessLevel } from '../access/reference-data.ts';
import type { Db } from '../db/db.ts';
import { DB_HOOK_TIMEOUT, openDemoDb } from '../db/testing.ts';
import { DEMO_ORDERS_TO_PLAN } from '../delivery/rounds-demo-data.ts';
import { DEMO_ORDER_COUNT } from './demo-data.ts';

describe('the orders demo data', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDemoDb();
  }, DB_HOOK_TIMEOUT);
  afterAll(() => db?.close());
  const one = async <Row>(sql: string, params: unknown[] = []) => (await db.query<Row>(sql, params))[0]!;

  it('has orders in every status, at most one open basket per customer, over the last 90 days', async () => {
    const counts = await db.query<{ status: number; count: number }>('select order_status_id as status, count(*)::int as count from orders group by 1 order by 1');
    expect(counts.map((row) => row.status)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // The delivery rounds' demo set adds its orders to plan.
    expect(counts.reduce((total, row) => total + row.count, 0)).toBe(DEMO_ORDER_COUNT + DEMO_ORDERS_TO_PLAN);
    const { drafts } = await one<{ drafts: number }>('select count(*)::int as drafts from (select customer_id from orders where order_status_id = 1 group by 1 having count(*) > 1) d');
    expect(drafts).toBe(0);
    const { oldest } = await one<{ oldest: number }>("select extract(day from now() - min(created_at))::int as oldest from orders");
    expect(oldest).toBeLessThanOrEqual(90);
    const { modes, payments } = await one<{ modes: number[]; payments: number[] }>(
      'select array_agg(distinct delivery_mode_id order by delivery_mode_id) as modes, array_agg(distinct payment_mode_id order by payment_mode_id) as payments from orders',
    );
    expect(modes).toEqual([1, 2]);
    expect(payments).toEqual([100, 101]);
  });

  it('keeps the dates, people and preparation consistent with the status', async () => {
    const { wrong } = await one<{ wrong: number }>(
      `select count(*)::int as wrong from orders
        where (order_status_id = 1) <> (confirmed_at is null) or (confirmed_at is null) <> (confirmed_by is null)
           or (order_status_id in (5, 8)) <> (collected_at is not null)
           or (order_status_id in (1, 2, 7) and preparation_status > 2) or (order_status_id in (3, 4, 5, 6, 8) and preparation_status < 3)
           or desired_delivery_date is null or delivery_slot_id is null or created_by not in (1, 2)`,
    );
    expect(wrong).toBe(0);
  });

  it('has totals that add up, from lines that add up (billed on what was prepared once a preparation ended), with 1 to 8 paid lines', async () => {
    /** billedLine (schema/src/order-quantities.ts) in SQL: the prepared quantity once the preparation has ended. */
    const BILLED = 'case when o.preparation_status in (3, 4) then coalesce(l.quantity_prepared, 0) else l.quantity end';
    const { unbalanced } = await one<{ unbalanced: number }>(
      `select count(*)::int as unbalanced from orders
        where total_amount_ht - total_discount - total_escompte + total_rebates + total_tva + total_timbre <> total_amount_ttc
           or total_amount_ttc <= 0`,
    );
    expect(unbalanced).toBe(0);
    const { badLines } = await one<{ badLines: number }>(
      `select count(*)::int as "badLines" from order_lines l join orders o on o.order_id = l.order_id
        where (not l.is_gift and l.total_amount_ttc <> round(${BILLED} * l.unit_price - l.discount_amount, 2)) or (l.is_gift and l.total_amount_ttc <> 0)`,
    );
    expect(badLines).toBe(0);
    // Partly prepared orders are billed on what was prepared (billedLine): some lines are billed less than ordered.
    const { billedShort } = await one<{ billedShort: number }>(
      `select count(*)::int as "billedShort" from order_lines l join orders o on o.order_id = l.order_id where o.preparation_status = 4 and ${BILLED} < l.quantity`,
    );
    expect(billedShort).toBeGreaterThan(0);
    const { fewest, most, gifts } = await one<{ fewest: number; most: number; gifts: number }>(
      `select min(n)::int as fewest, max(n)::int as most, (select count(*)::int from order_lines where is_gift) as gifts
         from (select count(*) filter (where not is_gift) as n from order_lines group by order_id) l`,
    );
    expect([fewest, most]).toEqual([1, 8]);
    expect(gifts).toBeGreaterThan(0);
    // Every demo order (the rounds' included) keeps the count of its non-gift lines, as the reports read it.
    const { miscounted } = await one<{ miscounted: number }>(
      `select count(*)::int as miscounted from orders o
        where o.lines_count <> (select count(*) from order_lines l where l.order_id = o.order_id and not l.is_gift)`,
    );
    expect(miscounted).toBe(0);
  });

  it('stocks every article in every warehouse, gives every warehouse slots and every channel parameters', async () => {
    const { missing } = await one<{ missing: number }>(
      `select count(*)::int as missing from articles a cross join warehouses w
        where not exists (select 1 from article_stocks s where s.article_id = a.article_id and s.warehouse_id = w.warehouse_id)`,
    );
    expect(missing).toBe(0);
    const { empty, low } = await one<{ empty: number; low: number }>(
      'select avg((quantity = 0)::int)::float8 as empty, avg((quantity between 1 and 20)::int)::float8 as low from article_stocks',
    );
    expect(empty).toBeGreaterThan(0.04);
    expect(low).toBeGreaterThan(0.05);
    const { withoutSlots } = await one<{ withoutSlots: number }>(
      'select count(*)::int as "withoutSlots" from warehouses w where (select count(*) from delivery_slots s where s.warehouse_id = w.warehouse_id) <> 3',
    );
    expect(withoutSlots).toBe(0);
    const { withoutParameters } = await one<{ withoutParameters: number }>(
      'select count(*)::int as "withoutParameters" from channels c where not exists (select 1 from channel_parameters p where p.channel_id = c.channel_id)',
    );
    expect(withoutParameters).toBe(0);
    const units = await db.query<{ unit: string; minimum: number; step: number }>(
      'select distinct unit_code as unit, minimum_to_order as minimum, quantity_step as step from articles order by 1, 2',
    );
    expect(units).toEqual([{ unit: 'CAISSE', minimum: 1, step: 1 }, { unit: 'UNITE', minimum: 1, step: 1 }, { unit: 'UNITE', minimum: 6, step: 6 }]);
  });

  it("lets the agent's role open the order editor (orders, create and edit)", async () => {
    const rows = await db.query<{ level: number }>('select access_level_id as level from role_permissions where role_id = 2 and permission_id = $1', [Permission.ORDERS]);
    expect(rows).toEqual([{ level: AccessLevel.CREATE_EDIT }]);
  });
});
