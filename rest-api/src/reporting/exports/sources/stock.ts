/**
 * stock.xlsx: a warehouse's stock rows (article_stocks), one per article it stocks. The row's quantity is what the
 * warehouse can still give: a confirmation takes its quantities from it, a cancellation or a return gives them back.
 */
import { UNIT_CODE_LABELS } from '@console/schema';
import { SqlParams } from '../../../db/sql.ts';
import type { QueryExportSource } from '../export-sources.ts';
import { YES_NO, requiredFilter } from './common.ts';

export const stockSource: QueryExportSource = {
  sheetName: 'Stock',
  columns: [
    { header: 'Code article', key: 'code', width: 12 },
    { header: 'Désignation', key: 'descriptionLong', width: 32 },
    { header: 'Marque', key: 'brand', width: 16 },
    { header: 'Famille', key: 'family', width: 20 },
    { header: 'Unité', key: 'unitCode', width: 8, labels: UNIT_CODE_LABELS },
    { header: 'Stock disponible', key: 'quantity', width: 12, format: 'integer' },
    { header: 'Actif', key: 'active', width: 8, labels: YES_NO },
  ],
  query(filters) {
    const params = new SqlParams();
    return {
      // By code (unique): the order a stock sheet is read in.
      sql: `select a.code, a.description_long as "descriptionLong", b.name as brand, f.description as family,
                   a.unit_code as "unitCode", s.quantity, a.active
              from article_stocks s
              join articles a on a.article_id = s.article_id
              left join brands b on b.brand_id = a.brand_id
              left join article_categories f on f.article_category_id = a.family_id
             where s.warehouse_id = ${params.add(requiredFilter(filters, 'warehouseId'))}
             order by a.code`,
      params: params.values,
    };
  },
};
