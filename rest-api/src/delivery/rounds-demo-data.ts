/**
 * Delivery rounds' demo data (seed 002): the Casablanca warehouse's customers located around Casablanca, 15 confirmed
 * delivery orders to plan (desired today to today + 3, weights in every marker colour), and three schedules made
 * as the dispatch map and the schedule screens make them: one open, one invoiced, one closed whose orders were
 * delivered or returned. Loads after delivery-fleet.v1 (the vehicles CAM-01 and CAM-02, the return reasons); without
 * them the schedules are left out. Dates follow the load time.
 */
import { businessClock, DEFAULT_STAMP_DUTY_PERCENT, OrderStatus, PaymentModeId, PreparationStatus, ScheduleOrderStatus, ScheduleStatus } from '@console/schema';
import type { DemoData } from '../db/demo-data.ts';
import type { Executor } from '../db/db.ts';
import { orderTotals } from '../orders/totals.rules.ts';
import { addScheduleOrders, insertSchedule } from './dispatch.repository.ts';
import { markInvoiced, setScheduleStatus } from './schedules.repository.ts';

const ADMIN_USER_ID = 1;
/** Around Casablanca: where the dispatch map opens (schema/src/delivery.ts MAP_DEFAULT_CENTER). */
const AREA = { latFrom: 33.5, latTo: 33.62, lngFrom: -7.7, lngTo: -7.48 } as const;
/** kg of the orders to plan: green (≤ 200), blue (≤ 500), red (≤ 1500) and black markers. */
const TARGET_WEIGHTS = [80, 150, 350, 450, 900, 1200, 1800, 60, 250, 700, 2200, 120, 400, 1000, 90] as const;
/** How many orders to plan the set adds. */
export const DEMO_ORDERS_TO_PLAN = TARGET_WEIGHTS.length;
const DAY_MS = 86_400_000;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const cents = (amount: number) => Math.round(amount * 100) / 100;

interface Article {
  articleId: number;
  unitPrice: number;
  tvaPercent: number;
  weight: number;
  volume: number;
  minimum: number;
  step: number;
  unitCode: string;
}

interface Customer {
  customerId: number;
  channelId: number;
  earlyPaymentPercent: number;
  logisticsCost: number;
}

/** The heaviest article not above the weight (else the lightest), and how many make it. */
function lineFor(articles: readonly Article[], weightKg: number): { article: Article; quantity: number } {
  const article = articles.filter((candidate) => candidate.weight <= weightKg).at(-1) ?? articles[0]!;
  const steps = Math.max(0, Math.round((weightKg / article.weight - article.minimum) / article.step));
  return { article, quantity: article.minimum + steps * article.step };
}

/** Moves the warehouse's customers' addresses that lie outside the area to points inside it (spread by their id). */
async function locateCustomers(tx: Executor, warehouseId: number): Promise<void> {
  await tx.query(
    `update customer_addresses a
        set latitude = $2 + ((a.customer_adress_id * 7919) % 1000) * ($3 - $2) / 1000.0,
            longitude = $4 + ((a.customer_adress_id * 104729) % 1000) * ($5 - $4) / 1000.0
       from customers c
      where c.customer_id = a.customer_id and c.warehouse_id = $1
        and not (a.latitude between $2 and $3 and a.longitude between $4 and $5)`,
    [warehouseId, AREA.latFrom, AREA.latTo, AREA.lngFrom, AREA.lngTo],
  );
}

/** Confirmed delivery orders (status 2) to plan, one per customer, priced as the point of sale prices them. */
async function insertOrdersToPlan(tx: Executor, warehouseId: number, today: string): Promise<void> {
  const articles = await tx.query<Article>(
    `select a.article_id as "articleId", a.unit_price::float8 as "unitPrice", coalesce(t.rate, 0)::float8 as "tvaPercent",
            a.gross_weight::float8 as weight, coalesce(a.volume, 0)::float8 as volume, a.minimum_to_order as minimum,
            a.quantity_step as step, a.unit_code as "unitCode"
       from articles a left join taxes t on t.taxe_id = a.taxe_id
      where a.active and a.unit_price > 0 and a.gross_weight > 0 order by a.gross_weight, a.article_id`,
  );
  const customers = await tx.query<Customer>(
    `select c.customer_id as "customerId", c.channel_id as "channelId", coalesce(p.early_payment_percent, 0)::float8 as "earlyPaymentPercent",
            coalesce(p.logistics_cost, 0)::float8 as "logisticsCost"
       from customers c left join channel_parameters p on p.channel_id = c.channel_id
      where c.warehouse_id = $1 and c.deleted_at is null and c.channel_id is not null
        and exists (select 1 from customer_addresses a where a.customer_id = c.customer_id)
        and not exists (select 1 from orders o where o.customer_id = c.customer_id and o.order_status_id = 2)
      order by c.customer_id limit $2`,
    [warehouseId, TARGET_WEIGHTS.length],
  );
  const slots = await tx.query<{ id: number }>('select delivery_slot_id as id from delivery_slots where warehouse_id = $1 order by start_hour', [warehouseId]);
  if (articles.length === 0 || slots.length === 0) return;
  for (const [index, customer] of customers.entries()) {
    const { article, quantity } = lineFor(articles, TARGET_WEIGHTS[index]!);
    const line = { quantity, unitPrice: article.unitPrice, discountAmount: 0, tvaPercent: article.tvaPercent, isGift: false };
    const totals = orderTotals({
      lines: [line],
      orderDiscount: 0,
      earlyPaymentPercent: customer.earlyPaymentPercent,
      logisticsCost: customer.logisticsCost,
      paymentModeId: PaymentModeId.CASH,
      stampDutyPercent: DEFAULT_STAMP_DUTY_PERCENT,
    });
    const [order] = await tx.query<{ id: number }>(
      `with next as (select nextval('order_counter')::int as counter)
       insert into orders (code, counter, customer_id, channel_id, warehouse_id, delivery_mode_id, order_status_id, payment_mode_id,
                           desired_delivery_date, delivery_slot_id, total_amount_ht, total_discount, total_escompte, total_rebates, total_tva,
                           total_amount_ttc, total_timbre, sum_article_weight, sum_article_volume, created_by, confirmed_at, confirmed_by, lines_count)
       -- lines_count 1: the one line inserted below.
       select order_code(counter), counter, $1, $2, $3, 2, 2, $4, $5::date, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, now(), $16, 1
         from next returning order_id as id`,
      [
        customer.customerId, customer.channelId, warehouseId, PaymentModeId.CASH, addDays(today, index % 4), slots[index % slots.length]!.id,
        totals.totalAmountHT, totals.totalDiscount, totals.totalEscompte, totals.totalRebates, totals.totalTva, totals.totalAmountTTC, totals.totalTimbre,
        cents(article.weight * quantity), cents(article.volume * quantity), ADMIN_USER_ID,
      ],
    );
    await tx.query(
      `insert into order_lines (order_id, article_id, position, quantity, unit_price, unit_code, discounted_unit_price_ttc, discount_amount, tva_percent, total_amount_ttc)
       values ($1, $2, 0, $3, $4, $5, $4, 0, $6, $7)`,
      [order!.id, article.articleId, quantity, article.unitPrice, article.unitCode, article.tvaPercent, cents(article.unitPrice * quantity)],
    );
  }
}

/** `count` confirmed delivery orders of the warehouse not in a schedule, oldest first, but not the ones to plan today. */
async function ordersForRound(tx: Executor, warehouseId: number, count: number, today: string): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `select o.order_id as id from orders o
      where o.warehouse_id = $1 and o.order_status_id = 2 and o.delivery_mode_id = 2 and o.desired_delivery_date < $3::date
        and not exists (select 1 from schedule_orders so where so.order_id = o.order_id)
      order by o.order_id limit $2`,
    [warehouseId, count, today],
  );
  return rows.length === count ? rows.map((row) => row.id) : [];
}

/** A schedule made as the dispatch map makes it, then invoiced and closed as far as `until` says. */
async function round(
  tx: Executor,
  facts: { warehouseId: number; vehicleId: number; operationDate: string; orderIds: number[] },
  until: 'open' | 'invoiced' | 'closed',
  returnReasonId: number | null,
): Promise<void> {
  const [slot] = await tx.query<{ id: number }>('select delivery_slot_id as id from delivery_slots where warehouse_id = $1 order by start_hour limit 1', [facts.warehouseId]);
  if (!slot || facts.orderIds.length === 0) return;
  const scheduleId = await insertSchedule(tx, { ...facts, deliverySlotId: slot.id, createdBy: ADMIN_USER_ID });
  await addScheduleOrders(tx, scheduleId, facts.orderIds);
  // Loaded rounds were prepared in full, as the other demo orders past confirmation are.
  await tx.query('update order_lines set quantity_prepared = quantity where order_id = any($1::int[])', [facts.orderIds]);
  await tx.query('update orders set preparation_status = $2 where order_id = any($1::int[])', [facts.orderIds, PreparationStatus.PREPARED]);
  if (until === 'open') return;
  const [{ code } = { code: '' }] = await tx.query<{ code: string }>('select code from schedules where schedule_id = $1', [scheduleId]);
  await markInvoiced(tx, scheduleId, `FAC-${code}`);
  if (until === 'invoiced') return;
  // The last order came back, the others were delivered and paid in cash (the demo orders' payment mode).
  const returned = facts.orderIds.at(-1)!;
  await tx.query(
    `update orders set order_status_id = $2, schedule_order_status = $3, collected_at = now(), updated_at = now(),
            collected_by = (select delivery_man_id from vehicles where vehicle_id = $4)
      where order_id = any($1::int[])`,
    [facts.orderIds.filter((orderId) => orderId !== returned), OrderStatus.DELIVERED, ScheduleOrderStatus.DELIVERED, facts.vehicleId],
  );
  await tx.query('update orders set order_status_id = $2, schedule_order_status = $3, return_reason_id = $4, returned_at = now(), updated_at = now() where order_id = $1', [
    returned,
    OrderStatus.RETURNED,
    ScheduleOrderStatus.RETURNED,
    returnReasonId,
  ]);
  await setScheduleStatus(tx, scheduleId, ScheduleStatus.CLOSED);
}

async function load(tx: Executor): Promise<void> {
  const [warehouse] = await tx.query<{ id: number }>(`select warehouse_id as id from warehouses where localisation ilike 'Casablanca%' order by warehouse_id limit 1`);
  if (!warehouse) return;
  const today = businessClock().date;
  await locateCustomers(tx, warehouse.id);
  await insertOrdersToPlan(tx, warehouse.id, today);

  const vehicles = await tx.query<{ id: number; code: string }>(
    `select vehicle_id as id, code from vehicles where code in ('CAM-01', 'CAM-02') and active`,
  );
  const vehicleOf = (code: string) => vehicles.find((vehicle) => vehicle.code === code)?.id;
  const [first, second] = [vehicleOf('CAM-01'), vehicleOf('CAM-02')];
  if (first === undefined || second === undefined) return;
  const [reason] = await tx.query<{ id: number }>(
    `select reason_return_id as id from return_reasons order by (name = 'Client absent') desc, reason_return_id limit 1`,
  );
  const warehouseId = warehouse.id;
  await round(tx, { warehouseId, vehicleId: first, operationDate: addDays(today, -1), orderIds: await ordersForRound(tx, warehouseId, 3, today) }, 'closed', reason?.id ?? null);
  await round(tx, { warehouseId, vehicleId: second, operationDate: today, orderIds: await ordersForRound(tx, warehouseId, 3, today) }, 'invoiced', null);
  await round(tx, { warehouseId, vehicleId: first, operationDate: today, orderIds: await ordersForRound(tx, warehouseId, 4, today) }, 'open', null);
}

export const deliveryRoundsDemoData: DemoData = { name: 'delivery-rounds.v1', load };
