/**
 * What a bulk load must leave true (bench/seed-volume.ts loads with foreign-key triggers off): every reference
 * names a row, every order has lines, every delivery order past dispatch is in one schedule of its warehouse, the
 * order counter is ahead of every order. Each check counts the rows that break it: all 0 when the load is sound.
 */
import { OrderStatus as S } from '@console/schema';
import type { Executor } from '../../rest-api/src/db/db.ts';
import { BULK_DEVICE } from './orders.ts';

const CHECKS: [name: string, sql: string][] = [
  ['order lines without their order', 'select count(*) from order_lines l where not exists (select 1 from orders o where o.order_id = l.order_id)'],
  ['order lines naming no article', 'select count(*) from order_lines l where not exists (select 1 from articles a where a.article_id = l.article_id)'],
  ['orders without lines', 'select count(*) from orders o where not exists (select 1 from order_lines l where l.order_id = o.order_id)'],
  [
    'orders whose lines count is not their non-gift lines',
    'select count(*) from orders o where o.lines_count <> (select count(*) from order_lines l where l.order_id = o.order_id and not l.is_gift)',
  ],
  ['orders naming no customer', 'select count(*) from orders o where not exists (select 1 from customers c where c.customer_id = o.customer_id)'],
  ['orders naming no creator', 'select count(*) from orders o where o.created_by is not null and not exists (select 1 from users u where u.user_id = o.created_by)'],
  [
    'bulk orders older than their customer',
    `select count(*) from orders o join customers c on c.customer_id = o.customer_id where o.device_id = '${BULK_DEVICE}' and o.created_at < c.created_at`,
  ],
  [
    'delivery orders past dispatch outside a schedule',
    `select count(*) from orders o where o.delivery_mode_id = 2 and o.order_status_id in (${[S.DISPATCHED, S.INVOICED, S.DELIVERED, S.RETURNED, S.VALIDATED].join(', ')})
        and not exists (select 1 from schedule_orders so where so.order_id = o.order_id)`,
  ],
  [
    'orders in a schedule of another warehouse',
    'select count(*) from schedule_orders so join orders o on o.order_id = so.order_id join schedules s on s.schedule_id = so.schedule_id where s.warehouse_id <> o.warehouse_id',
  ],
  ['customers without their user', 'select count(*) from customers c where not exists (select 1 from users u where u.user_id = c.user_id)'],
  ['addresses without their customer', 'select count(*) from customer_addresses a where not exists (select 1 from customers c where c.customer_id = a.customer_id)'],
  ['order counter behind the orders', `select count(*) from orders where counter > (select last_value from order_counter)`],
  ['negative stock', 'select count(*) from article_stocks where quantity < 0'],
];

export async function checkConsistency(db: Executor, log: (line: string) => void = console.log): Promise<number> {
  let broken = 0;
  for (const [name, sql] of CHECKS) {
    const [{ count }] = await db.query<{ count: string }>(sql);
    broken += Number(count);
    log(`${name.padEnd(52)} ${count}`);
  }
  return broken;
}
