/**
 * articles.xlsx: the articles list's filters (catalog/articles.routes.ts: family, sub-family, brand, status, the same
 * keyword columns), every article with its brand, partner, tax and family, its stock over the warehouses and what
 * orders under way hold of it.
 */
import { PREPARABLE_ORDER_STATUSES, PreparationStatus } from '@console/schema';
import { SqlParams } from '../../../db/sql.ts';
import type { QueryExportSource } from '../export-sources.ts';
import { YES_NO, keywordCondition, whereClause } from './common.ts';

/** The articles list's keyword columns. */
const KEYWORD_COLUMNS = ['a.code', 'a.description_long', 'a.description_short', 'a.commercial_designation', 'a.commercial_designation_ar'];

/**
 * A line's quantity its order holds (schema/src/order-quantities.ts billedLine): what was ordered, or once the
 * preparation has ended, what was prepared (never more than ordered). `l` order_lines, `o` orders.
 */
const HELD_QUANTITY = `case when o.preparation_status in (${PreparationStatus.PREPARED}, ${PreparationStatus.PARTIALLY_PREPARED})
  then least(l.quantity, greatest(coalesce(l.quantity_prepared, 0), 0)) else l.quantity end`;

export const articlesSource: QueryExportSource = {
  sheetName: 'Articles',
  columns: [
    { header: 'Id', key: 'articleId', width: 8, format: 'integer' },
    { header: 'Désignation', key: 'descriptionLong', width: 32 },
    { header: 'Marque', key: 'brand', width: 16 },
    { header: 'Partenaire', key: 'partner', width: 16 },
    { header: 'Taxe', key: 'tax', width: 10 },
    { header: 'Code', key: 'code', width: 12 },
    { header: 'Prix unitaire', key: 'unitPrice', width: 12, format: 'money' },
    { header: 'Stock', key: 'stockQuantity', width: 10, format: 'decimal' },
    { header: 'Poids brut', key: 'grossWeight', width: 12, format: 'weight' },
    { header: 'Créé le', key: 'createdAt', width: 12, format: 'date' },
    { header: 'Actif', key: 'active', width: 8, labels: YES_NO },
    // The warehouses' stock rows, summed: what can still be ordered (a confirmation takes its quantities from them).
    { header: 'Stock disponible', key: 'availableStockQuantity', width: 12, format: 'integer' },
    // Held by confirmed, dispatched or invoiced orders (taken from the stock, not delivered yet); of the channel's orders when one is chosen.
    { header: 'Qté en cours de vente', key: 'quantityInSales', width: 12, format: 'integer' },
    { header: 'Désignation commerciale', key: 'commercialDesignation', width: 32 },
    { header: 'Désignation arabe', key: 'commercialDesignationAr', width: 32 },
    { header: 'Famille commerciale', key: 'commercialFamily', width: 20 },
    { header: 'Sous-famille', key: 'subFamily', width: 20 },
  ],
  query(filters) {
    const params = new SqlParams();
    // The channel has no articles of its own: it narrows the orders whose held quantities are counted.
    const channel = filters.channelId === undefined ? '' : `and o.channel_id = ${params.add(filters.channelId)}`;
    const where: string[] = [];
    if (filters.articleStatus !== undefined) where.push(filters.articleStatus === 1 ? 'a.active' : 'not a.active');
    if (filters.familyId !== undefined) where.push(`a.family_id = ${params.add(filters.familyId)}`);
    if (filters.subFamilyId !== undefined) where.push(`a.sub_family_id = ${params.add(filters.subFamilyId)}`);
    if (filters.brandId !== undefined) where.push(`a.brand_id = ${params.add(filters.brandId)}`);
    const keyword = keywordCondition(filters.keyword, KEYWORD_COLUMNS, params);
    if (keyword) where.push(keyword);
    return {
      // Each article's stock and held quantities summed once, by article, and joined: not a sub-query per article. The
      // statuses as literals, so that the planner matches the partial indexes of the orders to prepare (migration 015).
      sql: `select a.article_id as "articleId", a.description_long as "descriptionLong", b.name as brand, pt.title as partner,
                   tx.name as tax, a.code, a.unit_price::float8 as "unitPrice", a.stock_quantity::float8 as "stockQuantity",
                   a.gross_weight::float8 as "grossWeight", a.created_at as "createdAt", a.active,
                   coalesce(st.quantity, 0)::float8 as "availableStockQuantity", coalesce(held.quantity, 0)::float8 as "quantityInSales",
                   a.commercial_designation as "commercialDesignation", a.commercial_designation_ar as "commercialDesignationAr",
                   f.description as "commercialFamily", sf.description as "subFamily"
              from articles a
              left join brands b on b.brand_id = a.brand_id
              left join partners pt on pt.partner_id = b.partner_id
              left join taxes tx on tx.taxe_id = a.taxe_id
              left join article_categories f on f.article_category_id = a.family_id
              left join article_categories sf on sf.article_category_id = a.sub_family_id
              left join (select s.article_id, sum(s.quantity) as quantity from article_stocks s group by s.article_id) st
                     on st.article_id = a.article_id
              left join (select l.article_id, sum(${HELD_QUANTITY}) as quantity
                           from orders o join order_lines l on l.order_id = o.order_id
                          where o.order_status_id in (${PREPARABLE_ORDER_STATUSES.join(', ')}) ${channel}
                          group by l.article_id) held
                     on held.article_id = a.article_id
             ${whereClause(where)}
             order by a.article_id`,
      params: params.values,
    };
  },
};
