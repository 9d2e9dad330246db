/** The point of sale's catalogue SQL: active articles with their stock in a warehouse, families and brands. */
import { ARTICLE_IMAGE_TYPES } from '../catalog/articles.queries.ts';
import type { Executor } from '../db/db.ts';
import { listPage, type Page } from '../db/paging.ts';
import { SqlParams, escapeLike } from '../db/sql.ts';
import type { PromotedArticles } from './pos-catalog.rules.ts';

export interface CatalogArticleRow {
  articleId: number;
  code: string;
  descriptionLong: string;
  commercialDesignation: string | null;
  commercialDesignationAr: string | null;
  imageListUrl: string[];
  unitCode: string;
  caseItems: number | null;
  /** The warehouse's stock row; null when it has none. */
  quantity: number | null;
  minimumToOrder: number;
  quantityStep: number;
  brand: string | null;
}

export interface CatalogPageQuery {
  warehouseId: number | null;
  familyId?: number;
  brandId?: number;
  keyword?: string;
  /** Only the articles some applicable promotion names; absent: every article. */
  promoted?: PromotedArticles;
  page: number;
  take: number;
}

/** The condition keeping the articles a promotion names (`a` articles, `b` its brand). */
function promotedCondition(promoted: PromotedArticles, params: SqlParams): string | null {
  if (promoted.every) return null;
  const parts: string[] = [];
  if (promoted.articleIds.length > 0) parts.push(`a.article_id = any (${params.add(promoted.articleIds)}::int[])`);
  if (promoted.brandIds.length > 0) parts.push(`a.brand_id = any (${params.add(promoted.brandIds)}::int[])`);
  if (promoted.partnerIds.length > 0) parts.push(`b.partner_id = any (${params.add(promoted.partnerIds)}::int[])`);
  if (promoted.categoryIds.length > 0) {
    const ids = params.add(promoted.categoryIds);
    parts.push(`a.family_id = any (${ids}::int[]) or a.sub_family_id = any (${ids}::int[]) or a.s_sub_family_id = any (${ids}::int[])`);
  }
  return parts.length > 0 ? parts.join(' or ') : 'false';
}

/**
 * A page of active articles by description, with the stock of the warehouse; the keyword searches code and
 * descriptions, ignoring case and accents.
 */
export function listCatalogPage(db: Executor, query: CatalogPageQuery): Promise<Page<CatalogArticleRow>> {
  const params = new SqlParams();
  const warehouse = params.add(query.warehouseId);
  const where = ['a.active'];
  if (query.familyId !== undefined) where.push(`a.family_id = ${params.add(query.familyId)}`);
  if (query.brandId !== undefined) where.push(`a.brand_id = ${params.add(query.brandId)}`);
  const keyword = query.keyword?.trim();
  if (keyword) {
    // The code and descriptions folded (migration 024: no accents, lower case): « thé » finds « THE ».
    where.push(`a.search like fold_text(${params.add(`%${escapeLike(keyword)}%`)})`);
  }
  const promoted = query.promoted && promotedCondition(query.promoted, params);
  if (promoted) where.push(promoted);
  return listPage<CatalogArticleRow>(
    db,
    {
      select: `a.article_id as "articleId", a.code, a.description_long as "descriptionLong",
               a.commercial_designation as "commercialDesignation", a.commercial_designation_ar as "commercialDesignationAr",
               array(select i.url from assets i where i.entity_type in (${ARTICLE_IMAGE_TYPES.join(', ')}) and i.entity_id = a.article_id order by i.asset_id) as "imageListUrl",
               a.unit_code as "unitCode", a.case_items as "caseItems", s.quantity, a.minimum_to_order as "minimumToOrder",
               a.quantity_step as "quantityStep", b.name as brand`,
      from: `articles a left join brands b on b.brand_id = a.brand_id
             left join article_stocks s on s.article_id = a.article_id and s.warehouse_id = ${warehouse}::int`,
      // The page's keys first: the images are read for the page's rows only, not for every active article before sorting.
      deferred: true,
      where,
      params,
      sortable: { description: 'a.description_long' },
      defaultSort: 'description',
      tieBreaker: 'a.article_id',
    },
    { page: query.page, take: query.take },
  );
}

export interface PosOptionRow {
  id: number;
  name: string;
}

/** The families (categories of type 1) that have active articles, by name. */
export function listPosFamilies(db: Executor): Promise<PosOptionRow[]> {
  return db.query<PosOptionRow>(
    `select f.article_category_id as id, f.description as name from article_categories f
      where f.category_type = 1 and exists (select 1 from articles a where a.family_id = f.article_category_id and a.active)
      order by f.description, f.article_category_id`,
  );
}

/** The brands that have active articles in the family, by name. */
export function listPosBrands(db: Executor, familyId: number): Promise<PosOptionRow[]> {
  return db.query<PosOptionRow>(
    `select b.brand_id as id, b.name from brands b
      where exists (select 1 from articles a where a.brand_id = b.brand_id and a.family_id = $1 and a.active)
      order by b.name, b.brand_id`,
    [familyId],
  );
}
