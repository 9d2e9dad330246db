/** The facts the pricing engine needs, read from the database: customers, articles and stored promotions. */
import type { Executor } from '../db/db.ts';
import { customerKeywordCondition } from '../customers/customers.repository.ts';
import { SqlParams } from '../db/sql.ts';
import { dataVersion, deepFrozen, VersionedCache } from '../db/versioned-cache.ts';
import type { EngineArticle, EngineCustomerFacts, EngineGift, EnginePromotion, EngineRange } from './pricing/types.ts';

/** A live customer's facts for the criteria (a customer without a category or account matches no criterion 4 or 5); undefined when none. */
export async function loadCustomerFacts(db: Executor, customerId: number): Promise<EngineCustomerFacts | undefined> {
  const [row] = await db.query<EngineCustomerFacts>(
    `select c.customer_id as "customerId", c.customer_segment_id as "segmentId", c.region_id as "regionId", c.sector_id as "sectorId",
            c.customer_category_id as "customerCategoryId", c.account_id as "accountId", c.channel_id as "channelId"
       from customers c where c.customer_id = $1 and c.deleted_at is null`,
    [customerId],
  );
  return row;
}

export interface SimulationCustomer {
  customerId: number;
  code: string;
  name: string;
}

/**
 * The simulator's customer pick list: live customers the keyword finds as the customers list searches (id, code,
 * contact name, "first last" name, e-mail, phone number; a leading 0 also finds +212…), by code; at most `take`.
 */
export async function listSimulationCustomers(db: Executor, { keyword, take }: { keyword?: string; take: number }): Promise<SimulationCustomer[]> {
  const params = new SqlParams();
  const where = ['c.deleted_at is null'];
  const text = keyword?.trim();
  if (text) where.push(`(${customerKeywordCondition(text, params)})`);
  return db.query<SimulationCustomer>(
    `select c.customer_id as "customerId", c.code,
            coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), nullif(c.contact_name, ''), c.code) as name
       from customers c join users u on u.user_id = c.user_id
      where ${where.join(' and ')}
      order by c.customer_id limit ${params.add(take)}`,
    params.values,
  );
}

/** The articles of the ids (those that exist), with what criteria can name: partner, brand, categories. */
export async function loadEngineArticles(db: Executor, articleIds: readonly number[]): Promise<Map<number, EngineArticle>> {
  const rows = await db.query<EngineArticle>(
    `select a.article_id as "articleId", a.code, coalesce(nullif(a.commercial_designation, ''), a.description_long) as description,
            a.unit_price::float8 as "unitPrice", b.partner_id as "partnerId", a.brand_id as "brandId",
            array_remove(array[a.family_id, a.sub_family_id, a.s_sub_family_id], null) as "categoryIds"
       from articles a left join brands b on b.brand_id = a.brand_id
      where a.article_id = any ($1::int[])`,
    [articleIds],
  );
  return new Map(rows.map((row) => [row.articleId, row]));
}

type PromotionRow = Omit<EnginePromotion, 'channelIds' | 'warehouseIds' | 'customerItemIds' | 'articles' | 'customerRanges' | 'multilineGifts'>;

const grouped = <Row extends { promotionId: number }>(rows: readonly Row[]) => {
  const groups = new Map<number, Row[]>();
  for (const row of rows) groups.set(row.promotionId, [...(groups.get(row.promotionId) ?? []), row]);
  return (promotionId: number) => groups.get(promotionId) ?? [];
};

/** The stored active promotions whose dates include `date` (YYYY-MM-DD), with everything the engine reads. */
export async function loadActivePromotions(db: Executor, date: string): Promise<EnginePromotion[]> {
  const promotions = await db.query<PromotionRow>(
    `select p.promotion_id as "promotionId", p.code, p.promo_type as "promoType", p.canal_type as "canalType",
            to_char(p.date_from, 'YYYY-MM-DD') as "dateFrom", to_char(p.date_to, 'YYYY-MM-DD') as "dateTo", p.flash,
            p.start_hour as "startHour", p.end_hour as "endHour", p.active, p.promo_value::float8 as "promoValue",
            p.discount_type as "discountType", p.percent_or_amount_discount as "percentOrAmountDiscount", p.multi_line as "multiLine",
            p.customer_criteria as "customerCriteria", p.article_criteria as "articleCriteria"
       from promotions p where p.active and $1::date between p.date_from and p.date_to order by p.promotion_id`,
    [date],
  );
  const ids = promotions.map((promotion) => promotion.promotionId);
  const byPromotion = <Row extends { promotionId: number }>(sql: string) => db.query<Row>(sql, [ids]).then(grouped);
  const [channels, warehouses, customers, entries, ranges, gifts, multilineGifts] = await Promise.all([
    byPromotion<{ promotionId: number; id: number }>('select promotion_id as "promotionId", channel_id as id from promotion_channels where promotion_id = any ($1::int[])'),
    byPromotion<{ promotionId: number; id: number }>('select promotion_id as "promotionId", warehouse_id as id from promotion_warehouses where promotion_id = any ($1::int[])'),
    byPromotion<{ promotionId: number; id: number }>('select promotion_id as "promotionId", item_id as id from promotion_customers where promotion_id = any ($1::int[])'),
    byPromotion<{ promotionId: number; entryId: number; itemId: number }>(
      `select promotion_id as "promotionId", promotion_article_id as "entryId", item_id as "itemId"
         from promotion_articles where promotion_id = any ($1::int[]) order by promotion_article_id`,
    ),
    byPromotion<{ promotionId: number; rangeId: number; entryId: number | null } & Omit<EngineRange, 'gifts'>>(
      `select promotion_id as "promotionId", promotion_range_id as "rangeId", promotion_article_id as "entryId", range_from::float8 as "from",
              range_to::float8 as "to", discount_value::float8 as "discountValue"
         from promotion_ranges where promotion_id = any ($1::int[]) order by range_from, promotion_range_id`,
    ),
    byPromotion<{ promotionId: number; rangeId: number } & EngineGift>(
      `select r.promotion_id as "promotionId", g.promotion_range_id as "rangeId", g.article_id as "articleId", g.quantity, g.max_quantity as "maxQuantity"
         from promotion_gifts g join promotion_ranges r on r.promotion_range_id = g.promotion_range_id
        where r.promotion_id = any ($1::int[]) order by g.promotion_gift_id`,
    ),
    byPromotion<{ promotionId: number } & EngineGift>(
      `select promotion_id as "promotionId", article_id as "articleId", quantity, max_quantity as "maxQuantity"
         from promotion_multiline_gifts where promotion_id = any ($1::int[]) order by promotion_multiline_gift_id`,
    ),
  ]);
  const gift = ({ articleId, quantity, maxQuantity }: EngineGift) => ({ articleId, quantity, maxQuantity });
  return promotions.map((promotion) => {
    const id = promotion.promotionId;
    const rangesOf = (entryId: number | null) => ranges(id).filter((range) => range.entryId === entryId);
    return {
      ...promotion,
      channelIds: channels(id).map((row) => row.id),
      warehouseIds: warehouses(id).map((row) => row.id),
      customerItemIds: customers(id).map((row) => row.id),
      articles: entries(id).map((entry) => ({
        itemId: entry.itemId,
        ranges: rangesOf(entry.entryId).map((range) => ({
          from: range.from,
          to: range.to,
          discountValue: range.discountValue,
          gifts: gifts(id).filter((row) => row.rangeId === range.rangeId).map(gift),
        })),
      })),
      customerRanges: rangesOf(null).map(({ from, to, discountValue }) => ({ from, to, discountValue })),
      multilineGifts: multilineGifts(id).map(gift),
    };
  });
}

/** Each database's active promotions by day (a few days at most are asked for). */
const activePromotionsKept = new WeakMap<Executor, VersionedCache<string, readonly EnginePromotion[]>>();

/**
 * `loadActivePromotions` outside a transaction, kept by day while the promotions' version (migration 023) stays the
 * same: one primary-key read instead of eight queries; a change of any promotion applies from the next read. The
 * answer is shared (frozen): it must not be changed.
 */
export async function activePromotions(db: Executor, date: string): Promise<readonly EnginePromotion[]> {
  let kept = activePromotionsKept.get(db);
  if (!kept) activePromotionsKept.set(db, (kept = new VersionedCache(31)));
  const version = await dataVersion(db, 'promotions');
  return kept.get(date, version, async () => deepFrozen(await loadActivePromotions(db, date)));
}
