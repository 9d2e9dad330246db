/**
 * The promotions' SQL, reads and writes; no decisions (those are in promotions.rules.ts). Table and column names
 * below are code constants.
 */
import type { Executor } from '../db/db.ts';
import { listPage } from '../db/paging.ts';
import { SqlParams } from '../db/sql.ts';
import type { ListQuery } from '../http/lists.ts';
import type { OwnedSubItems, PromotionFields } from './promotions.rules.ts';

const SUMMARY_COLUMNS = `p.promotion_id as "promotionId", p.code, p.description, p.canal_type as "canalType", p.promo_type as "promoType",
  to_char(p.date_from, 'YYYY-MM-DD') as "dateFrom", to_char(p.date_to, 'YYYY-MM-DD') as "dateTo", p.active, p.flash`;

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, p.promo_value::float8 as "promoValue", p.discount_type as "discountType",
  p.percent_or_amount_discount as "percentOrAmountDiscount", p.start_hour as "startHour", p.end_hour as "endHour",
  p.multi_line as "multiLine", p.customer_criteria as "customerCriteria", p.article_criteria as "articleCriteria",
  p.created_at as "createdAt"`;

export const promotionSortable = {
  promotionId: 'p.promotion_id',
  code: 'p.code',
  dateFrom: 'p.date_from',
  dateTo: 'p.date_to',
} as const;

export interface PromotionQuery extends ListQuery {
  active?: boolean;
  canal?: number;
  type?: number;
}

/** A page of the promotions list (GET /api/promotions). */
export function listPromotions(db: Executor, query: PromotionQuery) {
  const params = new SqlParams();
  const where: string[] = [];
  if (query.active !== undefined) where.push(`p.active = ${params.add(query.active)}`);
  if (query.canal !== undefined) where.push(`p.canal_type = ${params.add(query.canal)}`);
  if (query.type !== undefined) where.push(`p.promo_type = ${params.add(query.type)}`);
  return listPage<Record<string, unknown>>(
    db,
    {
      select: SUMMARY_COLUMNS,
      from: 'promotions p',
      where,
      params,
      keywordColumns: ['p.code', 'p.description'],
      sortable: promotionSortable,
      defaultSort: 'promotionId',
      tieBreaker: 'p.promotion_id',
    },
    query,
  );
}

const ARTICLE_TEXT = `coalesce(nullif(a.commercial_designation, ''), a.description_long)`;

interface RangeOut {
  promotionRangeId: number;
  promotionArticleId: number | null;
  from: number;
  to: number;
  discountValue: number;
}
interface GiftOut {
  promotionGiftId: number;
  promotionRangeId: number;
}

/** A promotion with every sub-item (the seeds' payload shape, ids included); undefined when none. */
export async function loadPromotion(db: Executor, promotionId: number): Promise<Record<string, unknown> | undefined> {
  const [promotion] = await db.query<Record<string, unknown>>(`select ${DETAIL_COLUMNS} from promotions p where p.promotion_id = $1`, [promotionId]);
  if (!promotion) return undefined;
  const [channels, warehouses, articles, ranges, gifts, customers, multilineGifts] = await Promise.all([
    db.query(
      `select promotion_channel_id as "promotionChannelId", channel_id as "channelId", promotion_id as "promotionId"
         from promotion_channels where promotion_id = $1 order by promotion_channel_id`,
      [promotionId],
    ),
    db.query(
      `select promotion_warehouse_id as "promotionWarehouseId", warehouse_id as "warehouseId", promotion_id as "promotionId"
         from promotion_warehouses where promotion_id = $1 order by promotion_warehouse_id`,
      [promotionId],
    ),
    db.query<{ promotionArticleId: number }>(
      `select promotion_article_id as "promotionArticleId", promotion_id as "promotionId", item_id as "itemId", title, description
         from promotion_articles where promotion_id = $1 order by promotion_article_id`,
      [promotionId],
    ),
    db.query<RangeOut>(
      `select promotion_range_id as "promotionRangeId", promotion_article_id as "promotionArticleId", range_from::float8 as "from",
              range_to::float8 as "to", discount_value::float8 as "discountValue"
         from promotion_ranges where promotion_id = $1 order by promotion_range_id`,
      [promotionId],
    ),
    db.query<GiftOut>(
      `select g.promotion_gift_id as "promotionGiftId", g.promotion_range_id as "promotionRangeId", g.article_id as "articleId",
              a.code as "articleCode", ${ARTICLE_TEXT} as "articleDescription", g.quantity, g.max_quantity as "maxQuantity"
         from promotion_gifts g join promotion_ranges r on r.promotion_range_id = g.promotion_range_id
         join articles a on a.article_id = g.article_id
        where r.promotion_id = $1 order by g.promotion_gift_id`,
      [promotionId],
    ),
    db.query(
      `select promotion_customer_id as "promotionCustomerId", promotion_id as "promotionId", item_id as "itemId", code, name
         from promotion_customers where promotion_id = $1 order by promotion_customer_id`,
      [promotionId],
    ),
    db.query(
      `select m.promotion_multiline_gift_id as "promotionMultilineGiftId", m.promotion_id as "promotionId", m.article_id as "articleId",
              a.code as "articleCode", ${ARTICLE_TEXT} as "articleDescription", m.quantity, m.max_quantity as "maxQuantity"
         from promotion_multiline_gifts m join articles a on a.article_id = m.article_id
        where m.promotion_id = $1 order by m.promotion_multiline_gift_id`,
      [promotionId],
    ),
  ]);
  const giftsOf = (rangeId: number) => gifts.filter((gift) => gift.promotionRangeId === rangeId);
  const rangeOut = ({ promotionArticleId: _article, ...range }: RangeOut) => range;
  return {
    ...promotion,
    promotionChannels: channels,
    promotionWarehouses: warehouses,
    promotionArticles: articles.map((article) => ({
      ...article,
      ranges: ranges
        .filter((range) => range.promotionArticleId === article.promotionArticleId)
        .map((range) => ({ ...rangeOut(range), gifts: giftsOf(range.promotionRangeId) })),
    })),
    promotionCutomers: customers,
    promotionRanges: ranges.filter((range) => range.promotionArticleId === null).map(rangeOut),
    promotionMultilineGifts: multilineGifts,
  };
}

/** Locks a promotion for a write; its kind, or undefined when none. */
export async function lockPromotion(tx: Executor, promotionId: number): Promise<{ promoType: number } | undefined> {
  const [row] = await tx.query<{ promoType: number }>(
    'select promo_type as "promoType" from promotions where promotion_id = $1 for update',
    [promotionId],
  );
  return row;
}

/** The ids of a promotion's sub-items, with their parents. */
export async function loadOwnedSubItems(tx: Executor, promotionId: number): Promise<OwnedSubItems> {
  const ids = (table: string, column: string) =>
    tx.query<{ id: number }>(`select ${column} as id from ${table} where promotion_id = $1`, [promotionId]).then((rows) => new Set(rows.map((row) => row.id)));
  const [channels, warehouses, articles, customers, multilineGifts, ranges, gifts] = await Promise.all([
    ids('promotion_channels', 'promotion_channel_id'),
    ids('promotion_warehouses', 'promotion_warehouse_id'),
    ids('promotion_articles', 'promotion_article_id'),
    ids('promotion_customers', 'promotion_customer_id'),
    ids('promotion_multiline_gifts', 'promotion_multiline_gift_id'),
    tx.query<{ id: number; parent: number | null }>(
      'select promotion_range_id as id, promotion_article_id as parent from promotion_ranges where promotion_id = $1',
      [promotionId],
    ),
    tx.query<{ id: number; parent: number }>(
      `select g.promotion_gift_id as id, g.promotion_range_id as parent
         from promotion_gifts g join promotion_ranges r on r.promotion_range_id = g.promotion_range_id where r.promotion_id = $1`,
      [promotionId],
    ),
  ]);
  return {
    channels,
    warehouses,
    articles,
    customers,
    multilineGifts,
    ranges: new Map(ranges.map((row) => [row.id, row.parent])),
    gifts: new Map(gifts.map((row) => [row.id, row.parent])),
  };
}

const FIELD_COLUMNS: Record<keyof PromotionFields, string> = {
  code: 'code',
  description: 'description',
  promoType: 'promo_type',
  canalType: 'canal_type',
  dateFrom: 'date_from',
  dateTo: 'date_to',
  promoValue: 'promo_value',
  discountType: 'discount_type',
  percentOrAmountDiscount: 'percent_or_amount_discount',
  flash: 'flash',
  startHour: 'start_hour',
  endHour: 'end_hour',
  active: 'active',
  multiLine: 'multi_line',
  customerCriteria: 'customer_criteria',
  articleCriteria: 'article_criteria',
};
const fieldEntries = (fields: PromotionFields) =>
  (Object.keys(FIELD_COLUMNS) as (keyof PromotionFields)[]).map((field) => [FIELD_COLUMNS[field], fields[field]] as const);

export async function insertPromotion(tx: Executor, fields: PromotionFields): Promise<number> {
  const entries = fieldEntries(fields);
  const [row] = await tx.query<{ id: number }>(
    `insert into promotions (${entries.map(([column]) => column).join(', ')})
     values (${entries.map((_, index) => `$${index + 1}`).join(', ')}) returning promotion_id as id`,
    entries.map(([, value]) => value),
  );
  return row.id;
}

/** Whether another promotion than `promotionId` (null: any) has this code, case and surrounding spaces aside. */
export async function codeTaken(tx: Executor, code: string, promotionId: number | null): Promise<boolean> {
  const rows = await tx.query(
    'select 1 from promotions where lower(btrim(code)) = lower(btrim($1)) and promotion_id is distinct from $2 limit 1',
    [code, promotionId],
  );
  return rows.length > 0;
}

/** Writes every field but the kind (promo_type never changes). */
export async function updatePromotionRow(tx: Executor, promotionId: number, fields: PromotionFields): Promise<void> {
  const entries = fieldEntries(fields).filter(([column]) => column !== 'promo_type');
  await tx.query(
    `update promotions set ${entries.map(([column], index) => `${column} = $${index + 2}`).join(', ')} where promotion_id = $1`,
    [promotionId, ...entries.map(([, value]) => value)],
  );
}

/** Deletes a promotion and every sub-item (cascades); false when none. */
export async function deletePromotionRow(tx: Executor, promotionId: number): Promise<boolean> {
  return (await tx.query('delete from promotions where promotion_id = $1 returning 1', [promotionId])).length > 0;
}

/** The sub-item tables: the id column, the parent column and the columns a row writes. */
export const SubItem = {
  channel: { table: 'promotion_channels', id: 'promotion_channel_id', parent: 'promotion_id' },
  warehouse: { table: 'promotion_warehouses', id: 'promotion_warehouse_id', parent: 'promotion_id' },
  article: { table: 'promotion_articles', id: 'promotion_article_id', parent: 'promotion_id' },
  customer: { table: 'promotion_customers', id: 'promotion_customer_id', parent: 'promotion_id' },
  multilineGift: { table: 'promotion_multiline_gifts', id: 'promotion_multiline_gift_id', parent: 'promotion_id' },
  range: { table: 'promotion_ranges', id: 'promotion_range_id', parent: 'promotion_id' },
  gift: { table: 'promotion_gifts', id: 'promotion_gift_id', parent: 'promotion_range_id' },
} as const;
export type SubItemTable = (typeof SubItem)[keyof typeof SubItem];

/** Inserts a sub-item under its parent (column -> value); answers its id. */
export async function insertSubItem(tx: Executor, table: SubItemTable, parentId: number, values: Readonly<Record<string, unknown>>): Promise<number> {
  const columns = [table.parent, ...Object.keys(values)];
  const [row] = await tx.query<{ id: number }>(
    `insert into ${table.table} (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')}) returning ${table.id} as id`,
    [parentId, ...Object.values(values)],
  );
  return row.id;
}

export async function updateSubItem(tx: Executor, table: SubItemTable, id: number, values: Readonly<Record<string, unknown>>): Promise<void> {
  const columns = Object.keys(values);
  await tx.query(
    `update ${table.table} set ${columns.map((column, index) => `${column} = $${index + 2}`).join(', ')} where ${table.id} = $1`,
    [id, ...Object.values(values)],
  );
}

/** Deletes a sub-item and what hangs under it (cascades). */
export async function deleteSubItem(tx: Executor, table: SubItemTable, id: number): Promise<void> {
  await tx.query(`delete from ${table.table} where ${table.id} = $1`, [id]);
}
