/**
 * The orders domain's demo data (seed 001 point of sale and orders; seed 002 channel parameters): delivery slots of
 * every warehouse, stock of every article in every warehouse, how articles are sold (minimum, step, unit), every
 * channel's parameters, about 3,000 orders of the last 90 days in every status with their lines and totals
 * (orderTotals, so they add up), and the demo agent's role allowed to open the order editor.
 * Deterministic (seeded) apart from the dates, which follow the load time. Needs access.v1, customers.v1, catalog.v1.
 */
import { billedLine, DEFAULT_STAMP_DUTY_PERCENT, DeliveryMode, OrderStatus, PaymentModeId, Permission, PreparationStatus } from '@console/schema';
import { AccessLevel } from '../access/reference-data.ts';
import type { DemoData } from '../db/demo-data.ts';
import type { Executor } from '../db/db.ts';
import { SeededRandom } from '../db/random.ts';
import { orderedLineCount } from './orders.rules.ts';
import { orderTotals } from './totals.rules.ts';

export const DEMO_ORDER_COUNT = 3000;
const DAYS = 90;
const DAY_MS = 86_400_000;
/** The demo accounts that take orders (access demo data): the call-centre agent, mostly, and the administrator. */
const AGENT_USER_ID = 2;
const ADMIN_USER_ID = 1;
const AGENT_ROLE_ID = 2;

const SLOT_HOURS: [start: string, end: string][] = [
  ['08:00', '12:00'],
  ['12:00', '16:00'],
  ['16:00', '20:00'],
];

/** [channel, ctrlStock, minBasket, allowModifPrice, earlyPaymentPercent, logisticsCost]; cut-off 16:00, J+1 to J+5. */
function channelParameters(channelIds: readonly number[]) {
  return channelIds.map((channelId) => ({
    channelId,
    ctrlStock: channelId !== 12,
    minBasket: channelId === 2 || channelId === 5 ? 200 : 100,
    allowModifPrice: channelId === 2,
    earlyPaymentPercent: channelId === 2 ? 1 : 0,
    logisticsCost: channelId === 1 ? 15 : 0,
  }));
}

interface ArticleFacts {
  articleId: number;
  unitPrice: number;
  tvaPercent: number;
  weight: number;
  volume: number;
  caseItems: number | null;
  active: boolean;
}

interface CustomerFacts {
  customerId: number;
  channelId: number;
  warehouseId: number | null;
}

/** How an article is sold: most by the unit, some by the case, some by six. */
function saleUnit(random: SeededRandom, article: ArticleFacts): { minimumToOrder: number; quantityStep: number; unitCode: string } {
  const roll = random.next();
  if (roll < 0.1 && (article.caseItems ?? 0) >= 6) return { minimumToOrder: 1, quantityStep: 1, unitCode: 'CAISSE' };
  if (roll < 0.18) return { minimumToOrder: 6, quantityStep: 6, unitCode: 'UNITE' };
  return { minimumToOrder: 1, quantityStep: 1, unitCode: 'UNITE' };
}

/** Plenty mostly, about 8 % none and 10 % low. */
function stockQuantity(random: SeededRandom): number {
  const roll = random.next();
  if (roll < 0.08) return 0;
  if (roll < 0.18) return random.int(1, 20);
  return random.int(60, 2500);
}

/** A status by the order's age (days): recent orders are still moving, older ones are done. */
function statusFor(random: SeededRandom, age: number): number {
  const roll = random.next();
  if (age <= 2) return roll < 0.55 ? OrderStatus.CONFIRMED : roll < 0.85 ? OrderStatus.DISPATCHED : OrderStatus.CANCELLED;
  if (age <= 6) {
    if (roll < 0.2) return OrderStatus.CONFIRMED;
    if (roll < 0.4) return OrderStatus.DISPATCHED;
    if (roll < 0.6) return OrderStatus.INVOICED;
    return roll < 0.9 ? OrderStatus.DELIVERED : OrderStatus.CANCELLED;
  }
  if (roll < 0.5) return OrderStatus.DELIVERED;
  if (roll < 0.75) return OrderStatus.VALIDATED;
  if (roll < 0.82) return OrderStatus.RETURNED;
  if (roll < 0.95) return OrderStatus.CANCELLED;
  return OrderStatus.INVOICED;
}

function preparationFor(random: SeededRandom, status: number): number {
  switch (status) {
    case OrderStatus.DRAFT:
      return PreparationStatus.NOT_STARTED;
    case OrderStatus.CONFIRMED:
      return random.next() < 0.7 ? PreparationStatus.NOT_STARTED : PreparationStatus.IN_PROGRESS;
    case OrderStatus.CANCELLED:
      return random.next() < 0.8 ? PreparationStatus.NOT_STARTED : PreparationStatus.IN_PROGRESS;
    default:
      return random.next() < 0.85 ? PreparationStatus.PREPARED : PreparationStatus.PARTIALLY_PREPARED;
  }
}

/** The next day after `day` (a Date at midnight UTC) that is not a Sunday, `days` business days later. */
function businessDaysAfter(day: Date, days: number): Date {
  let current = day;
  for (let left = days; left > 0; ) {
    current = new Date(current.getTime() + DAY_MS);
    if (current.getUTCDay() !== 0) left -= 1;
  }
  return current;
}

interface DemoLine {
  articleId: number;
  position: number;
  quantity: number;
  quantityPrepared: number | null;
  unitPrice: number;
  unitCode: string;
  discountedUnitPrice: number;
  isGift: boolean;
  discountAmount: number;
  tvaPercent: number;
  total: number;
}

interface DemoOrder {
  counter: number;
  customer: CustomerFacts;
  deliveryModeId: number;
  status: number;
  preparation: number;
  paymentModeId: number;
  desiredDate: string;
  slotIndex: number;
  createdBy: number;
  createdAt: Date;
  confirmedAt: Date | null;
  collectedAt: Date | null;
  lines: DemoLine[];
  totals: ReturnType<typeof orderTotals>;
  weight: number;
  volume: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

interface BuildFacts {
  articles: readonly ArticleFacts[];
  units: ReadonlyMap<number, { minimumToOrder: number; quantityStep: number; unitCode: string }>;
  customers: readonly CustomerFacts[];
  parameters: ReadonlyMap<number, ReturnType<typeof channelParameters>[number]>;
}

function buildLines(random: SeededRandom, facts: BuildFacts, active: readonly ArticleFacts[], status: number, preparation: number): DemoLine[] {
  const count = random.int(1, 8);
  const chosen = new Map<number, ArticleFacts>();
  while (chosen.size < count) {
    const article = random.pick(active);
    chosen.set(article.articleId, article);
  }
  const prepared = status !== OrderStatus.DRAFT && preparation >= PreparationStatus.PREPARED;
  const lines = [...chosen.values()].map((article, position): DemoLine => {
    const unit = facts.units.get(article.articleId)!;
    const quantity = unit.minimumToOrder + unit.quantityStep * random.int(0, unit.unitCode === 'CAISSE' ? 3 : unit.quantityStep > 1 ? 4 : 23);
    const short = preparation === PreparationStatus.PARTIALLY_PREPARED && position === 0 && quantity > 1;
    const quantityPrepared = prepared ? (short ? quantity - 1 : quantity) : null;
    // Billed on what was prepared once the preparation has ended (billedLine), as finishing a preparation bills it.
    const { billedQuantity } = billedLine({ quantity, quantityPrepared }, status === OrderStatus.DRAFT ? null : preparation);
    const gross = cents(billedQuantity * article.unitPrice);
    const discountAmount = random.next() < 0.2 ? cents(gross * random.int(5, 15) / 100) : 0;
    return {
      articleId: article.articleId,
      position,
      quantity,
      quantityPrepared,
      unitPrice: article.unitPrice,
      unitCode: unit.unitCode,
      discountedUnitPrice: cents(article.unitPrice - discountAmount / billedQuantity),
      isGift: false,
      discountAmount,
      tvaPercent: article.tvaPercent,
      total: cents(gross - discountAmount),
    };
  });
  if (random.next() < 0.1) {
    const gift = random.pick(active);
    const quantity = random.int(1, 3);
    lines.push({
      articleId: gift.articleId,
      position: lines.length,
      quantity,
      quantityPrepared: prepared ? quantity : null,
      unitPrice: gift.unitPrice,
      unitCode: 'UNITE',
      discountedUnitPrice: 0,
      isGift: true,
      discountAmount: 0,
      tvaPercent: gift.tvaPercent,
      total: 0,
    });
  }
  return lines;
}

function buildOrders(facts: BuildFacts, now: number): DemoOrder[] {
  const random = new SeededRandom(20_241_010);
  const active = facts.articles.filter((article) => article.active);
  const byId = new Map(facts.articles.map((article) => [article.articleId, article]));
  const drafts = new Set<number>();
  const orders: DemoOrder[] = [];
  for (let index = 0; index < DEMO_ORDER_COUNT; index += 1) {
    const customer = random.pick(facts.customers);
    const age = Math.floor(random.next() ** 1.6 * DAYS);
    const draft = age <= 1 && !drafts.has(customer.customerId) && random.next() < 0.5;
    if (draft) drafts.add(customer.customerId);
    const status = draft ? OrderStatus.DRAFT : statusFor(random, age);
    const preparation = preparationFor(random, status);
    const createdAt = new Date(now - age * DAY_MS - random.int(0, 600) * 60_000);
    const deliveryModeId = random.next() < 0.15 ? DeliveryMode.PICKUP : DeliveryMode.DELIVERY;
    const paymentModeId = random.next() < 0.65 ? PaymentModeId.CASH : PaymentModeId.CARD;
    const createdBy = random.next() < 0.7 ? AGENT_USER_ID : ADMIN_USER_ID;
    const confirmedAt = status === OrderStatus.DRAFT ? null : new Date(createdAt.getTime() + random.int(2, 45) * 60_000);
    const createdDay = new Date(`${createdAt.toISOString().slice(0, 10)}T00:00:00Z`);
    const desired = businessDaysAfter(createdDay, random.int(1, 3));
    const delivered = status === OrderStatus.DELIVERED || status === OrderStatus.VALIDATED;
    const collectedAt = delivered ? new Date(Math.min(desired.getTime() + random.int(9, 19) * 3_600_000, now)) : null;
    const lines = buildLines(random, facts, active, status, preparation);
    const parameters = facts.parameters.get(customer.channelId);
    const billed = lines.map((line) => ({ ...line, quantity: billedLine(line, status === OrderStatus.DRAFT ? null : preparation).billedQuantity }));
    const totals = orderTotals({
      lines: billed,
      orderDiscount: 0,
      earlyPaymentPercent: parameters?.earlyPaymentPercent ?? 0,
      logisticsCost: deliveryModeId === DeliveryMode.DELIVERY ? (parameters?.logisticsCost ?? 0) : 0,
      paymentModeId,
      stampDutyPercent: DEFAULT_STAMP_DUTY_PERCENT,
    });
    const sum = (measure: (article: ArticleFacts) => number) =>
      Math.round(billed.reduce((total, line) => total + line.quantity * measure(byId.get(line.articleId)!), 0) * 1000) / 1000;
    orders.push({
      counter: 0,
      customer,
      deliveryModeId,
      status,
      preparation,
      paymentModeId,
      desiredDate: desired.toISOString().slice(0, 10),
      slotIndex: random.int(0, SLOT_HOURS.length - 1),
      createdBy,
      createdAt,
      confirmedAt,
      collectedAt,
      lines,
      totals,
      weight: sum((article) => article.weight),
      volume: sum((article) => article.volume),
    });
  }
  // Counters (and codes) follow the creation times, as the orders' sequence would have given them.
  return orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((order, index) => ({ ...order, counter: index + 1 }));
}

/** Read one after the other: a transaction is one connection. */
async function loadFacts(tx: Executor) {
  const articles = await tx.query<ArticleFacts>(
    `select a.article_id as "articleId", a.unit_price::float8 as "unitPrice", coalesce(t.rate, 0)::float8 as "tvaPercent",
            coalesce(a.gross_weight, 0)::float8 as weight, coalesce(a.volume, 0)::float8 as volume, a.case_items as "caseItems", a.active
       from articles a left join taxes t on t.taxe_id = a.taxe_id order by a.article_id`,
  );
  const customers = await tx.query<CustomerFacts>(
    `select customer_id as "customerId", channel_id as "channelId", warehouse_id as "warehouseId"
       from customers where deleted_at is null and channel_id is not null order by customer_id`,
  );
  const channels = await tx.query<{ id: number }>('select channel_id as id from channels order by channel_id');
  const warehouses = await tx.query<{ id: number }>('select warehouse_id as id from warehouses order by warehouse_id');
  return { articles, customers, channelIds: channels.map((row) => row.id), warehouseIds: warehouses.map((row) => row.id) };
}

async function load(tx: Executor) {
  const { articles, customers, channelIds, warehouseIds } = await loadFacts(tx);
  const random = new SeededRandom(20_241_009);

  const slots = await tx.query<{ id: number; warehouseId: number }>(
    `insert into delivery_slots (warehouse_id, start_hour, end_hour)
     select w.id, s.start_hour::time, s.end_hour::time from unnest($1::int[]) as w(id)
       cross join unnest($2::text[], $3::text[]) with ordinality as s(start_hour, end_hour, position)
      order by w.id, s.position
     returning delivery_slot_id as id, warehouse_id as "warehouseId"`,
    [warehouseIds, SLOT_HOURS.map(([start]) => start), SLOT_HOURS.map(([, end]) => end)],
  );
  const slotsOf = new Map(warehouseIds.map((id) => [id, slots.filter((slot) => slot.warehouseId === id).map((slot) => slot.id).sort((a, b) => a - b)]));

  const units = new Map(articles.map((article) => [article.articleId, saleUnit(random, article)]));
  await tx.query(
    `update articles a set minimum_to_order = u.minimum, quantity_step = u.step, unit_code = u.unit
       from unnest($1::int[], $2::int[], $3::int[], $4::text[]) as u(id, minimum, step, unit) where a.article_id = u.id`,
    [[...units.keys()], ...(['minimumToOrder', 'quantityStep', 'unitCode'] as const).map((field) => [...units.values()].map((unit) => unit[field]))],
  );

  const stock = warehouseIds.flatMap((warehouseId) => articles.map((article) => [article.articleId, warehouseId, stockQuantity(random)]));
  await tx.query(
    `insert into article_stocks (article_id, warehouse_id, quantity) select * from unnest($1::int[], $2::int[], $3::int[]) on conflict do nothing`,
    [0, 1, 2].map((column) => stock.map((row) => row[column])),
  );

  const parameters = channelParameters(channelIds);
  await tx.query(
    `insert into channel_parameters (channel_id, ctrl_stock, min_basket, allow_modif_price, early_payment_percent, logistics_cost)
     select * from unnest($1::int[], $2::boolean[], $3::numeric[], $4::boolean[], $5::numeric[], $6::numeric[]) on conflict do nothing`,
    (['channelId', 'ctrlStock', 'minBasket', 'allowModifPrice', 'earlyPaymentPercent', 'logisticsCost'] as const).map((field) => parameters.map((row) => row[field])),
  );

  await tx.query('update role_permissions set access_level_id = $3 where role_id = $1 and permission_id = $2', [
    AGENT_ROLE_ID,
    Permission.ORDERS,
    AccessLevel.CREATE_EDIT,
  ]);

  if (customers.length === 0 || articles.length === 0) return;
  const orders = buildOrders({ articles, units, customers, parameters: new Map(parameters.map((row) => [row.channelId, row])) }, Date.now());
  await insertOrders(tx, orders, slotsOf);
}

async function insertOrders(tx: Executor, orders: readonly DemoOrder[], slotsOf: ReadonlyMap<number, number[]>) {
  const base = await tx.query<{ counter: number }>(`select coalesce(max(counter), 0)::int as counter from orders`);
  const offset = base[0]?.counter ?? 0;
  const column = <T>(pick: (order: DemoOrder) => T) => orders.map(pick);
  const inserted = await tx.query<{ id: number; counter: number }>(
    `insert into orders (code, counter, customer_id, channel_id, warehouse_id, delivery_mode_id, order_status_id, preparation_status,
                         payment_mode_id, desired_delivery_date, delivery_slot_id, total_amount_ht, total_discount, total_escompte,
                         total_rebates, total_tva, total_amount_ttc, total_timbre, sum_article_weight, sum_article_volume, created_by,
                         created_at, updated_at, confirmed_at, confirmed_by, collected_at, collected_by, cancelled_at, returned_at, invoiced_at,
                         lines_count)
     select order_code(o.counter), o.counter, o.customer_id, o.channel_id, o.warehouse_id, o.delivery_mode_id, o.status, o.preparation, o.payment_mode_id,
            o.desired_date, o.slot_id, o.ht, o.discount, o.escompte, o.rebates, o.tva, o.ttc, o.timbre, o.weight, o.volume, o.created_by,
            o.created_at, coalesce(o.confirmed_at, o.created_at), o.confirmed_at, case when o.confirmed_at is null then null else o.created_by end,
            o.collected_at, case when o.collected_at is null then null else o.created_by end,
            -- Migration 021's columns: cancelled within the hour, returned the desired day; invoiced at 06:30 the desired day as
            -- a round is (a delivery order), a take-away order at its collection.
            case when o.status = 7 then least(now(), o.confirmed_at + interval '40 minutes') end,
            case when o.status = 6 then least(now(), (o.desired_date + time '15:00') at time zone 'Africa/Casablanca') end,
            case when o.status in (4, 6) or (o.delivery_mode_id = 2 and o.collected_at is not null)
                 then least(now(), (o.desired_date + time '06:30') at time zone 'Africa/Casablanca') else o.collected_at end,
            o.lines_count
       from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::date[],
                   $10::int[], $11::numeric[], $12::numeric[], $13::numeric[], $14::numeric[], $15::numeric[], $16::numeric[], $17::numeric[],
                   $18::numeric[], $19::numeric[], $20::int[], $21::timestamptz[], $22::timestamptz[], $23::timestamptz[], $24::int[])
            with ordinality as o(counter, customer_id, channel_id, warehouse_id, delivery_mode_id, status, preparation, payment_mode_id,
                                 desired_date, slot_id, ht, discount, escompte, rebates, tva, ttc, timbre, weight, volume, created_by,
                                 created_at, confirmed_at, collected_at, lines_count, position)
      order by o.position
     returning order_id as id, counter`,
    [
      column((order) => offset + order.counter),
      column((order) => order.customer.customerId),
      column((order) => order.customer.channelId),
      column((order) => order.customer.warehouseId),
      column((order) => order.deliveryModeId),
      column((order) => order.status),
      column((order) => order.preparation),
      column((order) => order.paymentModeId),
      column((order) => order.desiredDate),
      column((order) => (order.customer.warehouseId === null ? null : (slotsOf.get(order.customer.warehouseId)?.[order.slotIndex] ?? null))),
      ...(['totalAmountHT', 'totalDiscount', 'totalEscompte', 'totalRebates', 'totalTva', 'totalAmountTTC', 'totalTimbre'] as const).map((field) =>
        column((order) => order.totals[field]),
      ),
      column((order) => order.weight),
      column((order) => order.volume),
      column((order) => order.createdBy),
      column((order) => order.createdAt),
      column((order) => order.confirmedAt),
      column((order) => order.collectedAt),
      column((order) => orderedLineCount(order.lines)),
    ],
  );
  await tx.query(`select setval('order_counter', greatest((select max(counter) from orders), 1))`);
  const ids = new Map(inserted.map((row) => [row.counter, row.id]));
  const lines = orders.flatMap((order) => order.lines.map((line) => ({ ...line, orderId: ids.get(offset + order.counter)! })));
  const lineColumn = <T>(pick: (line: (typeof lines)[number]) => T) => lines.map(pick);
  await tx.query(
    `insert into order_lines (order_id, article_id, position, quantity, quantity_prepared, unit_price, unit_code, discounted_unit_price_ttc,
                              is_gift, discount_amount, tva_percent, total_amount_ttc)
     select * from unnest($1::int[], $2::int[], $3::smallint[], $4::int[], $5::int[], $6::numeric[], $7::text[], $8::numeric[], $9::boolean[],
                          $10::numeric[], $11::numeric[], $12::numeric[])`,
    [
      lineColumn((line) => line.orderId),
      lineColumn((line) => line.articleId),
      lineColumn((line) => line.position),
      lineColumn((line) => line.quantity),
      lineColumn((line) => line.quantityPrepared),
      lineColumn((line) => line.unitPrice),
      lineColumn((line) => line.unitCode),
      lineColumn((line) => line.discountedUnitPrice),
      lineColumn((line) => line.isGift),
      lineColumn((line) => line.discountAmount),
      lineColumn((line) => line.tvaPercent),
      lineColumn((line) => line.total),
    ],
  );
}

export const ordersDemoData: DemoData = { name: 'orders.v1', load };
