/** All SQL of orders: the customer's ordering facts, articles' facts, the order and its lines, the stock. */
import { ORDER_STATUS_LABELS } from '@console/schema';
import { ARTICLE_IMAGE_TYPES } from '../catalog/articles.queries.ts';
import type { Executor } from '../db/db.ts';
import { boundedCountSql, countAlone, countedPage, type Page } from '../db/paging.ts';
import { SqlParams } from '../db/sql.ts';
import type { ArticleFacts, OrderFigures, OrderingFacts, OrderLineRow, StockedLine } from './orders.rules.ts';
import type { PricedTotals } from './totals.rules.ts';

/** A live customer's ordering facts (a channel without parameters has the defaults); undefined for none. */
export async function loadOrderingFacts(db: Executor, customerId: number): Promise<OrderingFacts | undefined> {
  const [row] = await db.query<OrderingFacts>(
    `select c.customer_id as "customerId", c.channel_id as "channelId",
            coalesce(c.warehouse_id, (select min(warehouse_id) from warehouses)) as "warehouseId",
            s.ctrl_stock as "ctrlStock", to_char(s.cut_off, 'HH24:MI') as "cutOff", s.delivery_from as "deliveryFrom",
            s.delivery_to as "deliveryTo", s.min_basket::float8 as "minBasket", s.allow_modif_price as "allowModifPrice",
            s.early_payment_percent::float8 as "earlyPaymentPercent", s.logistics_cost::float8 as "logisticsCost",
            coalesce((select array_agg(m.payment_mode_id order by m.payment_mode_id) from customer_payment_modes m where m.customer_id = c.customer_id), '{}') as "paymentModeIds"
       from customers c left join channel_settings s on s.channel_id = c.channel_id
      where c.customer_id = $1 and c.deleted_at is null`,
    [customerId],
  );
  return row;
}

/** The articles of the ids that exist: VAT rate, unit, weight and volume. */
export async function loadArticleFacts(db: Executor, articleIds: readonly number[]): Promise<Map<number, ArticleFacts>> {
  const rows = await db.query<ArticleFacts & { articleId: number }>(
    `select a.article_id as "articleId", coalesce(t.rate, 0)::float8 as "tvaPercent", a.unit_code as "unitCode",
            coalesce(a.gross_weight, 0)::float8 as "grossWeight", coalesce(a.volume, 0)::float8 as "volume"
       from articles a left join taxes t on t.taxe_id = a.taxe_id
      where a.article_id = any ($1::int[])`,
    [articleIds],
  );
  return new Map(rows.map(({ articleId, ...facts }) => [articleId, facts]));
}

/** The customer's open basket, if any: its id and code. */
export async function draftOf(db: Executor, customerId: number): Promise<{ orderId: number; code: string } | undefined> {
  const [row] = await db.query<{ orderId: number; code: string }>(
    'select order_id as "orderId", code from orders where customer_id = $1 and order_status_id = 1',
    [customerId],
  );
  return row;
}

/** A new open basket; its code is CMD- and the counter on 6 digits at least (order_code, migration 018). */
export async function insertOrder(
  tx: Executor,
  order: { customerId: number; channelId: number | null; warehouseId: number | null; deliveryModeId: number; paymentModeId: number | null; createdBy: number },
): Promise<number> {
  const [row] = await tx.query<{ orderId: number }>(
    `with counter as (select nextval('order_counter')::int as n)
     insert into orders (code, counter, customer_id, channel_id, warehouse_id, delivery_mode_id, payment_mode_id, created_by)
     select order_code(n), n, $1, $2, $3, $4, $5, $6 from counter
     returning order_id as "orderId"`,
    [order.customerId, order.channelId, order.warehouseId, order.deliveryModeId, order.paymentModeId, order.createdBy],
  );
  if (!row) throw new Error('insert into orders returned no row');
  return row.orderId;
}

/** The order's lines replaced by these. */
export async function replaceOrderLines(tx: Executor, orderId: number, rows: readonly OrderLineRow[]): Promise<void> {
  await tx.query('delete from order_lines where order_id = $1', [orderId]);
  if (rows.length === 0) return;
  await tx.query(
    `insert into order_lines (order_id, article_id, position, quantity, unit_price, price_changed, unit_code, discounted_unit_price_ttc,
                              is_gift, discount_amount, tva_percent, total_amount_ttc, promotion_id)
     select $1, x."articleId", x.position, x.quantity, x."unitPrice", x."priceChanged", x."unitCode", x."discountedUnitPriceTTC",
            x."isGift", x."discountAmount", x."tvaPercent", x."totalAmountTTC", x."promotionId"
       from json_to_recordset($2::json) as x("articleId" int, position smallint, quantity int, "unitPrice" numeric, "priceChanged" boolean,
            "unitCode" text, "discountedUnitPriceTTC" numeric, "isGift" boolean, "discountAmount" numeric, "tvaPercent" numeric,
            "totalAmountTTC" numeric, "promotionId" int)`,
    [orderId, JSON.stringify(rows)],
  );
}

/** The order's figures and what a save sets besides its lines (undefined leaves a field as it is). */
export async function updateOrderRow(
  tx: Executor,
  orderId: number,
  figures: OrderFigures,
  fields: { paymentModeId?: number | null; desiredDeliveryDate?: string | null; deliverySlotId?: number | null },
): Promise<void> {
  const params = new SqlParams();
  params.add(orderId);
  const sets = [
    `total_amount_ht = ${params.add(figures.totalAmountHT)}`,
    `total_discount = ${params.add(figures.totalDiscount)}`,
    `total_order_discount = ${params.add(figures.totalOrderDiscount)}`,
    `total_escompte = ${params.add(figures.totalEscompte)}`,
    `total_rebates = ${params.add(figures.totalRebates)}`,
    `total_tva = ${params.add(figures.totalTva)}`,
    `total_amount_ttc = ${params.add(figures.totalAmountTTC)}`,
    `total_timbre = ${params.add(figures.totalTimbre)}`,
    `sum_article_weight = ${params.add(figures.sumArticleWeight)}`,
    `sum_article_volume = ${params.add(figures.sumArticleVolume)}`,
    `lines_count = ${params.add(figures.linesCount)}`,
    'updated_at = now()',
  ];
  if (fields.paymentModeId !== undefined) sets.push(`payment_mode_id = ${params.add(fields.paymentModeId)}`);
  if (fields.desiredDeliveryDate !== undefined) sets.push(`desired_delivery_date = ${params.add(fields.desiredDeliveryDate)}::date`);
  if (fields.deliverySlotId !== undefined) sets.push(`delivery_slot_id = ${params.add(fields.deliverySlotId)}`);
  await tx.query(`update orders set ${sets.join(', ')} where order_id = $1`, params.values);
}

export interface LockedOrder {
  orderId: number;
  customerId: number;
  orderStatusId: number;
  warehouseId: number | null;
  deliveryModeId: number;
  paymentModeId: number | null;
  preparationStatus: number;
  confirmedAt: string | null;
}

/** The order, locked for the transaction (for update); undefined for none. */
export async function lockOrder(tx: Executor, orderId: number): Promise<LockedOrder | undefined> {
  const [row] = await tx.query<LockedOrder>(
    `select order_id as "orderId", customer_id as "customerId", order_status_id as "orderStatusId", warehouse_id as "warehouseId",
            delivery_mode_id as "deliveryModeId", payment_mode_id as "paymentModeId",
            preparation_status as "preparationStatus", to_json(confirmed_at) #>> '{}' as "confirmedAt"
       from orders where order_id = $1 for update`,
    [orderId],
  );
  return row;
}

/** The order's lines as the client would send them again (gifts left out: the engine gives them anew). */
export async function loadRequestedLines(tx: Executor, orderId: number): Promise<{ articleId: number; quantity: number; unitPrice: number | null }[]> {
  return tx.query(
    `select article_id as "articleId", quantity, case when price_changed then unit_price::float8 end as "unitPrice"
       from order_lines where order_id = $1 and not is_gift order by position, order_line_id`,
    [orderId],
  );
}

/** Whether the slot exists: its warehouse, undefined for none. */
export async function slotWarehouse(tx: Executor, deliverySlotId: number): Promise<number | undefined> {
  const [row] = await tx.query<{ warehouseId: number }>('select warehouse_id as "warehouseId" from delivery_slots where delivery_slot_id = $1', [deliverySlotId]);
  return row?.warehouseId;
}

/** Takes `quantity` of the article from the warehouse's stock if it has that many; false (nothing taken) otherwise. */
export async function takeStock(tx: Executor, demand: { articleId: number; warehouseId: number; quantity: number }): Promise<boolean> {
  const rows = await tx.query(
    'update article_stocks set quantity = quantity - $3 where article_id = $1 and warehouse_id = $2 and quantity >= $3 returning article_id',
    [demand.articleId, demand.warehouseId, demand.quantity],
  );
  return rows.length === 1;
}

export async function markConfirmed(
  tx: Executor,
  orderId: number,
  confirmation: { paymentModeId: number; desiredDeliveryDate: string; deliverySlotId: number; confirmedBy: number },
): Promise<void> {
  await tx.query(
    `update orders set order_status_id = 2, confirmed_at = now(), confirmed_by = $2, payment_mode_id = $3, desired_delivery_date = $4::date,
            delivery_slot_id = $5, updated_at = now()
      where order_id = $1`,
    [orderId, confirmation.confirmedBy, confirmation.paymentModeId, confirmation.desiredDeliveryDate, confirmation.deliverySlotId],
  );
}

export async function setOrderStatus(tx: Executor, orderId: number, orderStatusId: number): Promise<void> {
  await tx.query('update orders set order_status_id = $2, updated_at = now() where order_id = $1', [orderId, orderStatusId]);
}

/** The user's type, for the history's restriction; undefined for none. */
export async function userTypeOf(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await db.query<{ userTypeId: number }>('select user_type_id as "userTypeId" from users where user_id = $1', [userId]);
  return row?.userTypeId;
}

const statusLabels = `(array[${Object.values(ORDER_STATUS_LABELS)
  .map((label) => `'${label.replace(/'/g, "''")}'`)
  .join(', ')}])`;

/** An order line as read, its article's stock included for availableQuantities (the rules strip it). */
const LINE_JSON = `json_build_object(
  'orderLineId', l.order_line_id, 'articleId', l.article_id, 'articleCode', a.code,
  'description', coalesce(nullif(a.commercial_designation, ''), a.description_long),
  'descriptionAr', coalesce(nullif(a.commercial_designation_ar, ''), nullif(a.commercial_designation, ''), a.description_long),
  'imageUrl', (select i.url from assets i where i.entity_type in (${ARTICLE_IMAGE_TYPES.join(', ')}) and i.entity_id = a.article_id order by i.asset_id limit 1),
  'quantity', l.quantity, 'quantityPrepared', l.quantity_prepared, 'unitPrice', l.unit_price::float8, 'unitCode', l.unit_code,
  'discountedUnitPriceTTC', l.discounted_unit_price_ttc::float8, 'isGift', l.is_gift, 'discountAmount', l.discount_amount::float8,
  'tvaPercent', l.tva_percent::float8, 'totalAmountTTC', l.total_amount_ttc::float8, 'priceChanged', l.price_changed,
  'promotionCode', (select p.code from promotions p where p.promotion_id = l.promotion_id),
  'minimumToOrder', a.minimum_to_order, 'quantityStep', a.quantity_step,
  'stockQuantity', case when cp.ctrl_stock then coalesce((select s.quantity from article_stocks s where s.article_id = l.article_id and s.warehouse_id = o.warehouse_id), 0) end)`;

/** The order's columns as the API answers them (`o` the order, `c` its customer, `u` the customer's account). */
export const ORDER_COLUMNS = `o.order_id as "orderId", o.code, o.counter, o.customer_id as "customerId",
  coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), c.code) as "customerName", c.code as "customerCode",
  coalesce((select json_agg(${LINE_JSON} order by l.position, l.order_line_id)
              from order_lines l join articles a on a.article_id = l.article_id
              left join channel_settings cp on cp.channel_id = o.channel_id
             where l.order_id = o.order_id), '[]') as "orderLines",
  o.total_amount_ht::float8 as "totalAmountHT", o.total_discount::float8 as "totalDiscount", o.total_order_discount::float8 as "totalOrderDiscount", o.total_escompte::float8 as "totalEscompte",
  o.total_rebates::float8 as "totalRebates", o.total_tva::float8 as "totalTva", o.total_amount_ttc::float8 as "totalAmountTTC",
  o.total_timbre::float8 as "totalTimbre", o.payment_mode_id as "paymentModeId",
  (select pm.title from payment_modes pm where pm.payment_mode_id = o.payment_mode_id) as "paymentModeTitle",
  to_char(o.desired_delivery_date, 'YYYY-MM-DD') as "desiredDeliveryDate", o.delivery_slot_id as "deliverySlotId",
  (select json_build_object('deliverySlotId', ds.delivery_slot_id, 'warehouseId', ds.warehouse_id,
                            'startHour', to_char(ds.start_hour, 'HH24:MI'), 'endHour', to_char(ds.end_hour, 'HH24:MI'))
     from delivery_slots ds where ds.delivery_slot_id = o.delivery_slot_id) as "deliverySlot",
  o.delivery_mode_id as "deliveryModeId", o.channel_id as "channelId", o.warehouse_id as "warehouseId",
  o.order_status_id as "orderStatusId", ${statusLabels}[o.order_status_id] as "orderStatusName", o.preparation_status as "preparationStatus",
  to_json(o.created_at) #>> '{}' as "createdAt", to_json(o.confirmed_at) #>> '{}' as "confirmedAt", to_json(o.collected_at) #>> '{}' as "collectedAt",
  o.created_by as "createdBy", o.confirmed_by as "confirmedBy",
  (select nullif(trim(concat_ws(' ', cu.first_name, cu.last_name)), '') from users cu where cu.user_id = o.confirmed_by) as "confirmedByName",
  o.sum_article_weight::float8 as "sumArticleWeight", o.sum_article_volume::float8 as "sumArticleVolume"`;

export const ORDER_FROM = 'orders o join customers c on c.customer_id = o.customer_id join users u on u.user_id = c.user_id';

/** An order line as read: the answer's line, its article's stock (null: not controlled) besides. */
export interface StoredOrderLine extends StockedLine, Omit<OrderLineRow, 'articleId' | 'position' | 'quantity' | 'promotionId'> {
  orderLineId: number;
  articleCode: string;
  description: string;
  descriptionAr: string;
  imageUrl: string | null;
  quantityPrepared: number | null;
  promotionCode: string | null;
  minimumToOrder: number;
  quantityStep: number;
}

export interface StoredOrder extends PricedTotals {
  orderId: number;
  code: string;
  counter: number;
  customerId: number;
  customerName: string;
  customerCode: string;
  orderLines: StoredOrderLine[];
  paymentModeId: number | null;
  paymentModeTitle: string | null;
  desiredDeliveryDate: string | null;
  deliverySlotId: number | null;
  deliverySlot: { deliverySlotId: number; warehouseId: number; startHour: string; endHour: string } | null;
  deliveryModeId: number;
  channelId: number | null;
  warehouseId: number | null;
  orderStatusId: number;
  orderStatusName: string;
  preparationStatus: number;
  createdAt: string;
  confirmedAt: string | null;
  collectedAt: string | null;
  createdBy: number | null;
  confirmedBy: number | null;
  confirmedByName: string | null;
  sumArticleWeight: number;
  sumArticleVolume: number;
}

export async function loadOrder(db: Executor, orderId: number): Promise<StoredOrder | undefined> {
  const [row] = await db.query<StoredOrder>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.order_id = $1`, [orderId]);
  return row;
}

export interface OrderFilters {
  customerId?: number;
  statusId?: number;
  excludeStatusId?: number;
  /** Only the orders this user created or confirmed (an agent's history). */
  ownedBy?: number;
}

/** A page of orders, newest first, and how many match (bounded: db/paging.ts). */
export async function listOrders(db: Executor, filters: OrderFilters, page: { take: number; offset: number }): Promise<Page<StoredOrder>> {
  const params = new SqlParams();
  const where: string[] = [];
  if (filters.customerId !== undefined) where.push(`o.customer_id = ${params.add(filters.customerId)}`);
  if (filters.statusId !== undefined) where.push(`o.order_status_id = ${params.add(filters.statusId)}`);
  if (filters.excludeStatusId !== undefined) where.push(`o.order_status_id <> ${params.add(filters.excludeStatusId)}`);
  if (filters.ownedBy !== undefined) {
    const owner = params.add(filters.ownedBy);
    where.push(`(o.created_by = ${owner} or o.confirmed_by = ${owner})`);
  }
  const condition = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const countValues = [...params.values];
  const rows = await db.query<StoredOrder & { __count: number }>(
    `select ${ORDER_COLUMNS}, ${boundedCountSql('orders o', condition)} as "__count" from ${ORDER_FROM} ${condition}
      order by o.created_at desc, o.order_id desc limit ${params.add(page.take)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return countedPage(rows, page.offset, () => countAlone(db, 'orders o', condition, countValues));
}
