import { forcedDiscountType, PROMO_TYPE_LABELS, PromoType } from '@console/schema';
import { demoArticles, demoBrandPartner } from '../catalog/demo-data.ts';
import { insertRows, type DemoData } from '../db/demo-data.ts';
import type { Executor } from '../db/db.ts';
import type { EnginePromotion } from './pricing/types.ts';

/**
 * 42 promotions (seed 001 sections 3 and 4): seven of each kind 1 to 6, flash and not, active and not, running,
 * ended and to come (dates in days from the day the data is loaded, as the other demo data), every canal type,
 * channels and warehouses, article criteria of each kind with ranges and gifts, customer criteria of each kind,
 * customer ranges for kind 6 and multi-line gifts. Uses the ids of access.v1, customers-reference.v1, customers.v1
 * and catalog.v1 (partners 1-12, brands 1-44, categories, articles, segments 1-7, regions, sectors, customer
 * categories and accounts 1-3).
 */

type Gift = [articleId: number, quantity: number, maxQuantity: number];
type Range = [from: number, to: number, discountValue: number, gifts?: Gift[]];

/** The engine's fields as they are, plus what the demo data states its own way (dates in days, compact ranges). */
type EngineFields = Pick<
  EnginePromotion,
  | 'code'
  | 'promoType'
  | 'canalType'
  | 'flash'
  | 'startHour'
  | 'endHour'
  | 'active'
  | 'promoValue'
  | 'discountType'
  | 'percentOrAmountDiscount'
  | 'multiLine'
  | 'customerCriteria'
  | 'articleCriteria'
>;

export interface DemoPromotion extends EngineFields {
  id: number;
  description: string;
  /** Days from the loading day. */
  startsIn: number;
  days: number;
  customerItemIds: number[];
  articles: { itemId: number; ranges: Range[] }[];
  customerRanges: Range[];
  multilineGifts: Gift[];
  channelIds: number[];
  warehouseIds: number[];
}

const PER_KIND = 7;
const FLASH_KINDS: readonly number[] = [PromoType.LPR, PromoType.TPR, PromoType.SLOG];
const CANALS = [1, 2, 3, 5, 4];
/** [startsIn, days]: running, ended, to come. */
const PERIODS: [number, number][] = [
  [-10, 40],
  [-5, 20],
  [-90, 30],
  [-3, 60],
  [15, 30],
  [-1, 10],
  [-60, 15],
];
const CHANNEL_SETS = [[1], [1, 2], [2], [1, 2, 3], [3, 4], [1], [2, 5]];
const WAREHOUSE_SETS = [[], [1], [2, 3], [], [3], [1, 2], []];
/** Ids each criterion may name, by criterion value. */
const ARTICLE_ITEMS: Record<number, number[]> = { 1: [1, 2, 3, 4, 5, 8], 2: [1, 2, 5, 9, 12, 20], 3: [1, 2, 3, 5, 8, 13], 4: [1, 2, 3, 10, 25, 40] };
const CUSTOMER_ITEMS: Record<number, number[]> = { 1: [1, 3, 4], 2: [4, 6], 3: [1, 2, 5], 4: [1, 2], 5: [1, 3] };
const KIND_TEXT: Record<number, string> = {
  [PromoType.LPR]: 'Remise prix',
  [PromoType.TPR]: 'Réduction temporaire',
  [PromoType.PLAN_PANIER]: 'Cadeaux',
  [PromoType.PLAN_PALIER]: 'Paliers de remise',
  [PromoType.SLOG]: 'Slogan',
  [PromoType.QDT]: 'Remise sur total commande',
};

/** The ids of a demo article each articleCriteria value (1 partner … 4 article) compares with an entry's itemId. */
const ARTICLE_CRITERION_IDS: Record<number, (article: (typeof demoArticles)[number]) => (number | undefined)[]> = {
  1: (article) => [demoBrandPartner(article.brandId)],
  2: (article) => [article.brandId],
  3: (article) => [article.familyId, article.subFamilyId, article.sSubFamilyId],
  4: (article) => [article.id],
};

/**
 * The most DH an amount promotion may take off one unit of the articles its entries name: half the cheapest one's
 * price, to the 5 centimes below (issue 25: a flat 40 DH off every article of two partners sold 158 of them at 0 DH).
 */
function amountCap(articleCriteria: number, itemIds: readonly number[]): number {
  const ids = ARTICLE_CRITERION_IDS[articleCriteria];
  const prices = demoArticles.filter((article) => ids?.(article).some((id) => id !== undefined && itemIds.includes(id))).map((article) => article.unitPrice);
  return prices.length === 0 ? Infinity : Math.max(0.05, Math.floor(Math.min(...prices) * 10) / 20);
}

/** Ranges of an article entry, by kind: amounts for 1, 2, 5; gifts for 3; paliers with discounts for 4. */
function articleRanges(promoType: number, n: number, percent: boolean, articleId: number, cap: number): Range[] {
  const value = (base: number) => (percent ? Math.min(base, 50) : Math.min(base, cap));
  switch (promoType) {
    case PromoType.PLAN_PANIER:
      return [
        [5, 9, 0, [[articleId, 1, 3]]],
        [10, 1000, 0, [[articleId, 2, 6], [articleId + 1, 1, 2]]],
      ];
    case PromoType.PLAN_PALIER:
      return [
        [1, 9, value(3)],
        [10, 49, value(5 + n)],
        [50, 10000, value(10 + n)],
      ];
    default:
      return [[n % 2 === 0 ? 0 : 100, 100000, value(2 + n)]];
  }
}

function build(): DemoPromotion[] {
  const promotions: DemoPromotion[] = [];
  for (const promoType of Object.values(PromoType)) {
    for (let n = 0; n < PER_KIND; n++) {
      const id = promotions.length + 1;
      const [startsIn, days] = PERIODS[n];
      const flash = FLASH_KINDS.includes(promoType) && n % 3 === 1;
      const percent = n % 2 === 0;
      const kindHasArticles = promoType !== PromoType.QDT;
      const articleCriteria = kindHasArticles ? 1 + ((n + promoType) % 4) : 0;
      const customerCriteria = (n + promoType) % 6;
      const items = kindHasArticles ? ARTICLE_ITEMS[articleCriteria].slice(n % 3, (n % 3) + 1 + (n % 2)) : [];
      // Amounts never reach the price of an article they name.
      const cap = kindHasArticles ? amountCap(articleCriteria, items) : Infinity;
      promotions.push({
        id,
        code: `${PROMO_TYPE_LABELS[promoType]}-${String(n + 1).padStart(2, '0')}`,
        description: `${KIND_TEXT[promoType]} ${flash ? 'flash ' : ''}n° ${n + 1}`,
        promoType,
        canalType: CANALS[(n + promoType) % CANALS.length],
        startsIn: flash ? startsIn + 5 : startsIn,
        days: flash ? 0 : days,
        flash,
        startHour: flash ? '08:00' : '00:00',
        endHour: flash ? '12:00' : '00:00',
        active: n !== 5,
        promoValue: promoType === PromoType.LPR || promoType === PromoType.SLOG ? (percent ? 5 + n : Math.min(10 * (n + 1), cap)) : 0,
        discountType: forcedDiscountType(promoType) ?? (n % 3 === 0 ? 2 : 1),
        percentOrAmountDiscount: percent ? 1 : 2,
        multiLine: promoType === PromoType.PLAN_PANIER && n % 2 === 1,
        customerCriteria,
        customerItemIds: customerCriteria === 0 ? [] : CUSTOMER_ITEMS[customerCriteria].slice(0, 1 + (n % 2)),
        articleCriteria,
        articles: items.map((itemId, index) => ({ itemId, ranges: articleRanges(promoType, n, percent, 10 + n * 3 + index, cap) })),
        customerRanges: kindHasArticles
          ? []
          : [
              [0, 999, percent ? 2 : 20],
              [1000, 4999, percent ? 4 : 60],
              [5000, 1000000, percent ? 6 : 150],
            ],
        multilineGifts: promoType === PromoType.PLAN_PANIER && n % 2 === 1 ? [[30 + n, 1, 2], [31 + n, 2, 4]] : [],
        channelIds: CHANNEL_SETS[n],
        warehouseIds: WAREHOUSE_SETS[n],
      });
    }
  }
  return promotions;
}

export const demoPromotions = build();

/** The code and text of a criterion item, read from its own table. */
const ARTICLE_ITEM_SQL: Record<number, string> = {
  1: 'select title, description from partners where partner_id = $1',
  2: 'select name as title, description from brands where brand_id = $1',
  3: 'select description as title, null as description from article_categories where article_category_id = $1',
  4: 'select code as title, description_long as description from articles where article_id = $1',
};
const CUSTOMER_ITEM_SQL: Record<number, string> = {
  1: 'select null as code, name from customer_segments where segment_id = $1',
  2: 'select null as code, name from regions where region_id = $1',
  3: 'select code, name from sectors where sector_id = $1',
  4: 'select null as code, name from customer_categories where customer_category_id = $1',
  5: 'select null as code, name from accounts where account_id = $1',
};

async function insertRanges(tx: Executor, promotionId: number, articleEntryId: number | null, ranges: Range[]) {
  for (const [from, to, discountValue, gifts = []] of ranges) {
    const [range] = await tx.query<{ id: number }>(
      `insert into promotion_ranges (promotion_id, promotion_article_id, range_from, range_to, discount_value)
       values ($1, $2, $3, $4, $5) returning promotion_range_id as id`,
      [promotionId, articleEntryId, from, to, discountValue],
    );
    for (const [articleId, quantity, maxQuantity] of gifts) {
      await tx.query('insert into promotion_gifts (promotion_range_id, article_id, quantity, max_quantity) values ($1, $2, $3, $4)', [
        range.id,
        articleId,
        quantity,
        maxQuantity,
      ]);
    }
  }
}

async function insertSubItems(tx: Executor, promotion: DemoPromotion) {
  const { id } = promotion;
  for (const channelId of promotion.channelIds) {
    await tx.query('insert into promotion_channels (promotion_id, channel_id) values ($1, $2)', [id, channelId]);
  }
  for (const warehouseId of promotion.warehouseIds) {
    await tx.query('insert into promotion_warehouses (promotion_id, warehouse_id) values ($1, $2)', [id, warehouseId]);
  }
  for (const itemId of promotion.customerItemIds) {
    const [item] = await tx.query<{ code: string | null; name: string }>(CUSTOMER_ITEM_SQL[promotion.customerCriteria], [itemId]);
    await tx.query('insert into promotion_customers (promotion_id, item_id, code, name) values ($1, $2, $3, $4)', [id, itemId, item.code, item.name]);
  }
  for (const article of promotion.articles) {
    const [item] = await tx.query<{ title: string; description: string | null }>(ARTICLE_ITEM_SQL[promotion.articleCriteria], [article.itemId]);
    const [entry] = await tx.query<{ id: number }>(
      'insert into promotion_articles (promotion_id, item_id, title, description) values ($1, $2, $3, $4) returning promotion_article_id as id',
      [id, article.itemId, item.title, item.description],
    );
    await insertRanges(tx, id, entry.id, article.ranges);
  }
  await insertRanges(tx, id, null, promotion.customerRanges);
  for (const [articleId, quantity, maxQuantity] of promotion.multilineGifts) {
    await tx.query('insert into promotion_multiline_gifts (promotion_id, article_id, quantity, max_quantity) values ($1, $2, $3, $4)', [
      id,
      articleId,
      quantity,
      maxQuantity,
    ]);
  }
}

/** YYYY-MM-DD of the loading day plus `days`. */
const dayFrom = (today: Date, days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

async function load(tx: Executor) {
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  await insertRows(
    tx,
    'promotions',
    [
      'promotion_id', 'code', 'description', 'promo_type', 'canal_type', 'date_from', 'date_to', 'promo_value', 'discount_type',
      'percent_or_amount_discount', 'flash', 'start_hour', 'end_hour', 'active', 'multi_line', 'customer_criteria', 'article_criteria',
    ],
    demoPromotions.map((p) => [
      p.id, p.code, p.description, p.promoType, p.canalType, dayFrom(today, p.startsIn), dayFrom(today, p.startsIn + p.days), p.promoValue,
      p.discountType, p.percentOrAmountDiscount, p.flash, p.startHour, p.endHour, p.active, p.multiLine, p.customerCriteria, p.articleCriteria,
    ]),
  );
  for (const promotion of demoPromotions) await insertSubItems(tx, promotion);
}

export const promotionsDemoData: DemoData = { name: 'promotions.v1', load };
