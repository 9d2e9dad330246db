/**
 * Test fixtures of orders: a channel of its own (no promotion names it, so prices are the articles'), its
 * parameters, customers moved to it in one warehouse with both payment modes, a slot, and stock.
 */
import type { Executor } from '../db/db.ts';

export interface OrderFixture {
  channelId: number;
  warehouseId: number;
  slotId: number;
  otherSlotId: number;
  customerIds: number[];
  /** Active articles with a price, by ascending id. */
  articleIds: number[];
  prices: Map<number, number>;
}

let channels = 0;

export async function orderFixture(
  db: Executor,
  options: { customers: number; ctrlStock?: boolean; allowModifPrice?: boolean; minBasket?: number; stock?: number; cutOff?: string; warehouseId?: number },
): Promise<OrderFixture> {
  channels += 1;
  const warehouseId = options.warehouseId ?? 1;
  const [channel] = await db.query<{ id: number }>(
    `insert into channels (code, name) values ($1, $1) returning channel_id as id`,
    [`ORD-${process.pid}-${channels}-${Math.random().toString(36).slice(2, 8)}`],
  );
  const channelId = channel?.id ?? 0;
  await db.query(
    `insert into channel_parameters (channel_id, ctrl_stock, cut_off, delivery_from, delivery_to, min_basket, allow_modif_price)
     values ($1, $2, $3, 0, 6, $4, $5)`,
    [channelId, options.ctrlStock ?? true, options.cutOff ?? '23:59', options.minBasket ?? 0, options.allowModifPrice ?? false],
  );
  const customers = await db.query<{ id: number }>(
    `update customers set channel_id = $1, warehouse_id = $2
      where customer_id in (select c.customer_id from customers c
                             where c.deleted_at is null and not exists (select 1 from orders o where o.customer_id = c.customer_id)
                               and c.channel_id in (select channel_id from channels where code like 'CANAL-%')
                             order by c.customer_id limit $3)
     returning customer_id as id`,
    [channelId, warehouseId, options.customers],
  );
  const customerIds = customers.map((row) => row.id).sort((a, b) => a - b);
  await db.query(
    `insert into customer_payment_modes (customer_id, payment_mode_id) select c, m from unnest($1::int[]) c, unnest(array[100, 101]) m on conflict do nothing`,
    [customerIds],
  );
  const slots = await db.query<{ id: number }>(
    `insert into delivery_slots (warehouse_id, start_hour, end_hour) values ($1, '08:00', '12:00'), ($2, '14:00', '18:00') returning delivery_slot_id as id`,
    [warehouseId, warehouseId === 1 ? 2 : 1],
  );
  const articles = await db.query<{ id: number; price: number }>(
    `select article_id as id, unit_price::float8 as price from articles where active and unit_price > 1 order by article_id limit 5`,
  );
  await db.query(
    `insert into article_stocks (article_id, warehouse_id, quantity) select a, $2, $3 from unnest($1::int[]) a
     on conflict (article_id, warehouse_id) do update set quantity = excluded.quantity`,
    [articles.map((row) => row.id), warehouseId, options.stock ?? 100],
  );
  return {
    channelId,
    warehouseId,
    slotId: slots[0]?.id ?? 0,
    otherSlotId: slots[1]?.id ?? 0,
    customerIds,
    articleIds: articles.map((row) => row.id),
    prices: new Map(articles.map((row) => [row.id, row.price])),
  };
}

export async function setStock(db: Executor, articleId: number, warehouseId: number, quantity: number): Promise<void> {
  await db.query(
    `insert into article_stocks (article_id, warehouse_id, quantity) values ($1, $2, $3)
     on conflict (article_id, warehouse_id) do update set quantity = excluded.quantity`,
    [articleId, warehouseId, quantity],
  );
}

export async function stockOf(db: Executor, articleId: number, warehouseId: number): Promise<number> {
  const [row] = await db.query<{ quantity: number }>('select quantity from article_stocks where article_id = $1 and warehouse_id = $2', [articleId, warehouseId]);
  return row?.quantity ?? 0;
}

/** A date the fixture's window (0…6 business days, cut-off 23:59) always offers: the next day that is not a Sunday. */
export function deliverableDate(now = new Date()): string {
  const local = new Date(now.toLocaleString('en-US', { timeZone: 'Africa/Casablanca' }));
  const day = new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate() + 1));
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
