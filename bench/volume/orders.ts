/**
 * Bulk orders of bench/seed-volume.ts: one INSERT … SELECT generate_series statement per batch writes the orders and
 * their lines, priced as orderTotals (rest-api/src/orders/totals.rules.ts) prices them, with the order code and
 * counter the app's own sequence gives (never cut: 'CMD-' and at least 6 digits).
 *
 * Bulk order number n (1..target) is placed in time by the inverse of a linearly growing rate: few orders at the
 * start of the span, the most today (about 2 × target / span days a day). Its customer is one already created at
 * that time (the ranks of `seed_volume_customers`, oldest first), older customers a little more often. Statuses,
 * preparation statuses, payment and delivery modes follow the demo data's shares (rest-api/src/orders/demo-data.ts)
 * by the order's age; the last target / 2000 orders are open baskets, one per customer at most.
 */
import { DEFAULT_STAMP_DUTY_PERCENT, OrderStatus as S, PaymentModeId, PreparationStatus as P } from '@console/schema';
import type { Executor } from '../../rest-api/src/db/db.ts';

/** How bulk orders are told from the others: the device that "took" them. */
export const BULK_DEVICE = 'seed-volume';
/** Slots per warehouse (orders demo data: 08–12, 12–16, 16–20). */
export const SLOTS_PER_WAREHOUSE = 3;
/** How far back bulk customers go (rest-api/src/customers/seed-bulk.ts: 3 × 365 days). */
const CUSTOMER_SPAN_SECONDS = 3 * 365 * 86_400;

export interface OrderFacts {
  /** Active priced articles, in seed_volume_articles (idx 1..articleCount). */
  articleCount: number;
  /** A step coprime with the article count: an order's lines name distinct articles. */
  stride: number;
  /** delivery_slot_id of warehouse w's slot i at [(w - 1) * 3 + i + 1]; 0 for none. */
  slots: number[];
  /** Staff who take orders: call-centre agents (sales mode 1), ambassadors (2), counter staff (4). */
  agents: number[];
  ambassadors: number[];
  counter: number[];
  returnReasons: number[];
  /** Live customers with a warehouse in seed_volume_customers. */
  customerCount: number;
}

export interface OrderBatch {
  from: number;
  to: number;
  target: number;
  spanDays: number;
}

const roll = (hash: string, modulo = 1000) => `((${hash}) % ${modulo}) / ${modulo}.0`;

const STATUS = `case when o.draft then ${S.DRAFT}
  when o.age_days <= 2 then case when ${roll('o.h2')} < 0.55 then ${S.CONFIRMED} when ${roll('o.h2')} < 0.85 then ${S.DISPATCHED} else ${S.CANCELLED} end
  when o.age_days <= 6 then case when ${roll('o.h2')} < 0.2 then ${S.CONFIRMED} when ${roll('o.h2')} < 0.4 then ${S.DISPATCHED}
                                 when ${roll('o.h2')} < 0.6 then ${S.INVOICED} when ${roll('o.h2')} < 0.9 then ${S.DELIVERED} else ${S.CANCELLED} end
  else case when ${roll('o.h2')} < 0.5 then ${S.DELIVERED} when ${roll('o.h2')} < 0.75 then ${S.VALIDATED} when ${roll('o.h2')} < 0.82 then ${S.RETURNED}
            when ${roll('o.h2')} < 0.95 then ${S.CANCELLED} when o.age_days <= 14 then ${S.INVOICED} else ${S.VALIDATED} end end`;

const PREPARATION = `case st.status when ${S.DRAFT} then ${P.NOT_STARTED}
  when ${S.CONFIRMED} then case when ${roll('o.h3')} < 0.7 then ${P.NOT_STARTED} else ${P.IN_PROGRESS} end
  when ${S.CANCELLED} then case when ${roll('o.h3')} < 0.8 then ${P.NOT_STARTED} else ${P.IN_PROGRESS} end
  else case when ${roll('o.h3')} < 0.85 then ${P.PREPARED} else ${P.PARTIALLY_PREPARED} end end`;

/**
 * The statement of one batch: $1 from, $2 to, $3 target, $4 span in seconds, $5 open baskets, $6 customer count,
 * $7 stride, $8 slots, $9 agents, $10 ambassadors, $11 counter staff, $12 return reasons, $13 article count.
 * Customers come from seed_volume_customers (rank r, oldest first, with the columns an order copies), articles from seed_volume_articles (idx 1..).
 * A customer created before the order's time is picked from its rank bound (customers are created evenly over the
 * span of rest-api/src/customers/seed-bulk.ts); the order is never older than its customer.
 */
const BATCH_SQL = `
with o as materialized (
  select g.n, h.h1, h.h2, h.h3, h.h4, c.customer_id, c.user_id, c.channel_id, c.warehouse_id, t.created_at, a.age_days, d.draft
    from generate_series($1::int, $2::int) as g(n)
   cross join lateral (select abs(hashint4(g.n + 17)) as h1, abs(hashint4(g.n * 31 + 7)) as h2, abs(hashint4(g.n * 131 + 3)) as h3,
                              abs(hashint4(g.n * 7 + 1)) as h4, $4::float8 * (1 - sqrt(g.n::float8 / $3::int)) as age_seconds) h
   cross join lateral (select greatest(1, least($6::int, ceil($6::int * (1 - h.age_seconds / ${CUSTOMER_SPAN_SECONDS}))::int)) as rmax) m
   cross join lateral (select case when g.n > $3::int - $5::int then greatest(1, m.rmax - ($3::int - g.n))
                                   else least(m.rmax, 1 + floor(m.rmax * power(${roll('h.h1', 1_000_000)}, 1.3))::int) end as rank) r
   cross join lateral (select x.customer_id, x.user_id, x.channel_id, x.warehouse_id, x.created_at from seed_volume_customers x where x.r = r.rank offset 0) c
   cross join lateral (select least(now() - interval '1 minute', greatest(now() - make_interval(secs => h.age_seconds), c.created_at + interval '10 minutes')) as created_at) t
   cross join lateral (select extract(epoch from now() - t.created_at) / 86400 as age_days) a
   cross join lateral (select g.n > $3::int - $5::int
                              and not exists (select 1 from orders d where d.customer_id = c.customer_id and d.order_status_id = ${S.DRAFT}) as draft) d
),
s as materialized (
  select o.*, st.status, st.delivery_mode_id, st.payment_mode_id, pr.preparation, pr.sales_mode, pr.desired_raw
    from o
   cross join lateral (select ${STATUS} as status, case when (o.h4 % 100) < 15 then 1 else 2 end as delivery_mode_id,
                              case when ((o.h4 / 100) % 100) < 65 then ${PaymentModeId.CASH} else ${PaymentModeId.CARD} end as payment_mode_id) st
   cross join lateral (select ${PREPARATION} as preparation,
                              case when st.delivery_mode_id = 1 then 4 when ((o.h4 / 10000) % 100) < 70 then 1 when ((o.h4 / 10000) % 100) < 85 then 2 else 3 end as sales_mode,
                              (o.created_at at time zone 'Africa/Casablanca')::date + 1 + (o.h1 / 1000) % 3 as desired_raw) pr
   order by o.n
),
numbered as materialized (
  select s.*, nextval(pg_get_serial_sequence('orders', 'order_id'))::int as order_id, nextval('order_counter')::int as counter,
         case s.sales_mode when 1 then ($9::int[])[1 + s.h3 % cardinality($9::int[])] when 2 then ($10::int[])[1 + s.h3 % cardinality($10::int[])]
                           when 4 then ($11::int[])[1 + s.h3 % cardinality($11::int[])] else s.user_id end as created_by,
         case when extract(isodow from s.desired_raw) = 7 then s.desired_raw + 1 else s.desired_raw end as desired_date,
         nullif(($8::int[])[(s.warehouse_id - 1) * ${SLOTS_PER_WAREHOUSE} + 1 + (s.h2 / 1000) % ${SLOTS_PER_WAREHOUSE}], 0) as slot_id,
         s.status <> ${S.DRAFT} and s.preparation in (${P.PREPARED}, ${P.PARTIALLY_PREPARED}) as prepared
    from s order by s.n
),
lines as materialized (
  select n.n, n.order_id, g.position, q.gift, ar.article_id, ar.price, ar.tva, ar.weight, ar.volume, q.q, p.qp, coalesce(p.qp, q.q) as billed,
         case when q.gift then 'UNITE' else ar.unit end as unit_code, c.gross_c,
         case when not q.gift and abs(hashint4(n.n * 8 + g.position + 5)) % 5 = 0
              then round(c.gross_c * (5 + abs(hashint4(n.n * 8 + g.position + 9)) % 11) / 100) else 0 end as discount_c
    from numbered n
   cross join lateral generate_series(0, n.h1 % 8 + case when n.h2 % 10 = 0 then 1 else 0 end) as g(position)
    join seed_volume_articles ar on ar.idx = 1 + ((n.h3 % 1000003 + g.position * $7::int) % $13::int)
   cross join lateral (select g.position = 1 + n.h1 % 8 as gift,
                              case when g.position = 1 + n.h1 % 8 then 1 + (n.h2 / 7) % 3
                                   else ar.minimum + ar.step * (abs(hashint4(n.n * 8 + g.position)) % case when ar.unit = 'CAISSE' then 4 when ar.step > 1 then 5 else 24 end) end as q) q
   cross join lateral (select case when n.prepared then case when g.position = 0 and n.preparation = ${P.PARTIALLY_PREPARED} and q.q > 1 and not q.gift
                                                             then q.q - 1 else q.q end end as qp) p
   cross join lateral (select round(coalesce(p.qp, q.q) * ar.price * 100) as gross_c) c
),
agg as materialized (
  select l.n,
         coalesce(sum(round(l.gross_c * 100 / (100 + l.tva))) filter (where not l.gift), 0) as gross_ht,
         coalesce(sum(round((l.gross_c - l.discount_c) * 100 / (100 + l.tva))) filter (where not l.gift), 0) as net_ht,
         coalesce(sum(l.gross_c - l.discount_c) filter (where not l.gift), 0) as net_ttc,
         round(sum(l.billed * l.weight), 3) as weight, round(sum(l.billed * l.volume), 3) as volume,
         count(*) filter (where not l.gift)::int as lines_count
    from lines l group by l.n
),
new_orders as (
  insert into orders (order_id, code, counter, device_id, customer_id, channel_id, warehouse_id, sales_mode, delivery_mode_id, order_status_id,
                      preparation_status, schedule_order_status, payment_mode_id, desired_delivery_date, delivery_slot_id, total_amount_ht,
                      total_discount, total_escompte, total_rebates, total_tva, total_amount_ttc, total_timbre, sum_article_weight,
                      sum_article_volume, created_by, created_at, updated_at, confirmed_at, confirmed_by, collected_at, return_reason_id,
                      collected_by, cancelled_at, returned_at, invoiced_at, lines_count)
  select n.order_id, order_code(n.counter), n.counter, '${BULK_DEVICE}', n.customer_id,
         n.channel_id, n.warehouse_id, n.sales_mode, n.delivery_mode_id, n.status, n.preparation,
         case when n.delivery_mode_id = 2 then case when n.status in (${S.DISPATCHED}, ${S.INVOICED}) then 1
                                                    when n.status in (${S.DELIVERED}, ${S.VALIDATED}) then 3 when n.status = ${S.RETURNED} then 2 end end,
         n.payment_mode_id, n.desired_date, n.slot_id, a.gross_ht / 100, (a.gross_ht - a.net_ht) / 100, e.escompte / 100, e.logistics / 100,
         (v.goods_vat + v.logistics_vat) / 100, (v.before_stamp + v.timbre) / 100, v.timbre / 100, a.weight, a.volume, n.created_by, n.created_at,
         coalesce(w.collected_at, w.confirmed_at, n.created_at), w.confirmed_at, case when w.confirmed_at is not null then n.created_by end,
         w.collected_at, case when n.status = ${S.RETURNED} then ($12::int[])[1 + n.h2 % cardinality($12::int[])] end,
         -- Migration 021's columns: the collector (who created the order: the volume vehicles have no delivery man), cancelled
         -- within the hour, returned the desired day; invoiced as its round is (bench/volume/rounds.ts: 06:30 the desired day),
         -- a take-away order at its collection.
         case when w.collected_at is not null then n.created_by end,
         case when n.status = ${S.CANCELLED} then least(now(), w.confirmed_at + interval '40 minutes') end,
         case when n.status = ${S.RETURNED} then least(now(), (n.desired_date + time '15:00') at time zone 'Africa/Casablanca') end,
         case when n.status in (${S.INVOICED}, ${S.RETURNED}) or (n.delivery_mode_id = 2 and w.collected_at is not null)
              then least(now(), (n.desired_date + time '06:30') at time zone 'Africa/Casablanca') else w.collected_at end,
         a.lines_count
    from numbered n join agg a on a.n = n.n left join channel_settings cs on cs.channel_id = n.channel_id
   cross join lateral (select round(a.net_ht * coalesce(cs.early_payment_percent, 0) / 100) as escompte,
                              case when n.delivery_mode_id = 2 then coalesce(cs.logistics_cost, 0) * 100 else 0 end as logistics) e
   cross join lateral (select case when a.net_ht > 0 then round((a.net_ht - e.escompte) * (a.net_ttc - a.net_ht) / a.net_ht) else 0 end as goods_vat,
                              round(e.logistics * 20 / 100) as logistics_vat) v0
   cross join lateral (select v0.goods_vat, v0.logistics_vat, a.net_ht - e.escompte + v0.goods_vat + e.logistics + v0.logistics_vat as before_stamp,
                              case when n.payment_mode_id = ${PaymentModeId.CASH}
                                   then round((a.net_ht - e.escompte + v0.goods_vat + e.logistics + v0.logistics_vat) * ${DEFAULT_STAMP_DUTY_PERCENT} / 100) else 0 end as timbre) v
   cross join lateral (select case when n.status = ${S.DRAFT} then null else n.created_at + make_interval(mins => 2 + (n.h4 / 7) % 44) end as confirmed_at,
                              case when n.status in (${S.DELIVERED}, ${S.VALIDATED})
                                   then least(now(), (n.desired_date + make_interval(hours => 9 + (n.h3 / 7) % 11)) at time zone 'Africa/Casablanca') end as collected_at) w
   order by n.n
)
insert into order_lines (order_id, article_id, position, quantity, quantity_prepared, unit_price, unit_code, discounted_unit_price_ttc, is_gift,
                         discount_amount, tva_percent, total_amount_ttc)
select l.order_id, l.article_id, l.position, l.q, l.qp, l.price, l.unit_code,
       case when l.gift then 0 else round(l.price - l.discount_c / 100 / l.billed, 2) end, l.gift, l.discount_c / 100, l.tva,
       case when l.gift then 0 else (l.gross_c - l.discount_c) / 100 end
  from lines l order by l.order_id, l.position`;

/** Writes bulk orders `from`..`to` (of `target`) with their lines; one statement. */
export async function insertOrderBatch(tx: Executor, batch: OrderBatch, facts: OrderFacts, explain = false): Promise<void> {
  const openBaskets = Math.max(1, Math.floor(batch.target / 2000));
  const rows = await tx.query<Record<string, string>>(`${explain ? 'explain (analyze, buffers) ' : ''}${BATCH_SQL}`, [
    batch.from,
    batch.to,
    batch.target,
    batch.spanDays * 86_400,
    openBaskets,
    facts.customerCount,
    facts.stride,
    facts.slots,
    facts.agents,
    facts.ambassadors,
    facts.counter,
    facts.returnReasons,
    facts.articleCount,
  ]);
  if (explain) console.log(rows.map((row) => Object.values(row)[0]).join('\n'));
}
