/** pdtsVendus.xlsx: one row per line (gift lines included, marked) of the orders of the report's range. */
import { UNIT_CODE_LABELS } from '@console/schema';
import { SqlParams } from '../../../db/sql.ts';
import { CUSTOMER_NAME_SQL } from '../../../orders/order-lists.repository.ts';
import type { QueryExportSource } from '../export-sources.ts';
import { YES_NO, whereClause } from './common.ts';
import { orderReportConditions } from './order-report.ts';

export const articlesByOrderSource: QueryExportSource = {
  sheetName: 'Articles par commande',
  columns: [
    { header: 'Commande', key: 'orderCode', width: 14 },
    { header: 'Date de commande', key: 'orderDate', width: 12, format: 'date' },
    { header: 'Code client', key: 'customerCode', width: 12 },
    { header: 'Client', key: 'customerName', width: 28 },
    { header: 'Code article', key: 'articleCode', width: 12 },
    { header: 'Désignation', key: 'designation', width: 32 },
    { header: 'Marque', key: 'brand', width: 16 },
    { header: 'Quantité', key: 'quantity', width: 10, format: 'integer' },
    { header: 'Unité', key: 'unitCode', width: 8, labels: UNIT_CODE_LABELS },
    { header: 'Prix unitaire', key: 'unitPrice', width: 12, format: 'money' },
    { header: 'Remise', key: 'discountAmount', width: 12, format: 'money' },
    { header: 'TVA', key: 'tvaPercent', width: 8, format: 'percent' },
    { header: 'Total TTC', key: 'totalAmountTTC', width: 14, format: 'money' },
    { header: 'Cadeau', key: 'isGift', width: 8, labels: YES_NO },
  ],
  query(filters) {
    const params = new SqlParams();
    const { where, dateColumn } = orderReportConditions(filters, params);
    return {
      sql: `select o.code as "orderCode", o.confirmed_at as "orderDate", c.code as "customerCode", ${CUSTOMER_NAME_SQL} as "customerName",
                   a.code as "articleCode", a.description_long as designation, b.name as brand, l.quantity, l.unit_code as "unitCode",
                   l.unit_price::float8 as "unitPrice", l.discount_amount::float8 as "discountAmount", l.tva_percent::float8 as "tvaPercent",
                   l.total_amount_ttc::float8 as "totalAmountTTC", l.is_gift as "isGift"
              from orders o
              join customers c on c.customer_id = o.customer_id
              left join users u on u.user_id = c.user_id
              join order_lines l on l.order_id = o.order_id
              join articles a on a.article_id = l.article_id
              left join brands b on b.brand_id = a.brand_id
             ${whereClause(where)}
             order by ${dateColumn}, o.order_id, l.position, l.order_line_id`,
      params: params.values,
    };
  },
};
