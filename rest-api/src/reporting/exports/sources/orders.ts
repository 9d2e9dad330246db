/** orders.xlsx: one row per order of the report's range, its dates, customer, places and every component of its TTC. */
import { ORDER_STATUS_LABELS } from '@console/schema';
import { SqlParams } from '../../../db/sql.ts';
import { CUSTOMER_NAME_SQL } from '../../../orders/order-lists.repository.ts';
import type { QueryExportSource } from '../export-sources.ts';
import { codeLabels, whereClause } from './common.ts';
import { orderReportConditions } from './order-report.ts';

export const ordersSource: QueryExportSource = {
  sheetName: 'Commandes',
  columns: [
    { header: 'Code', key: 'code', width: 14 },
    { header: 'Date de commande', key: 'orderDate', width: 12, format: 'date' },
    { header: 'Livraison souhaitée', key: 'desiredDeliveryDate', width: 12, format: 'date' },
    { header: 'Facturée le', key: 'invoicedAt', width: 12, format: 'date' },
    { header: 'Livrée le', key: 'deliveredAt', width: 12, format: 'date' },
    { header: 'Code client', key: 'customerCode', width: 12 },
    { header: 'Client', key: 'customerName', width: 28 },
    { header: 'Téléphone', key: 'phoneNumber', width: 14 },
    { header: 'Entrepôt', key: 'warehouse', width: 16 },
    { header: 'Canal', key: 'channel', width: 10 },
    { header: 'Secteur', key: 'sector', width: 16 },
    { header: 'Origine', key: 'origin', width: 14 },
    { header: 'Statut', key: 'orderStatusId', width: 14, labels: codeLabels(ORDER_STATUS_LABELS) },
    { header: 'Mode de paiement', key: 'paymentMode', width: 14 },
    { header: 'Lignes', key: 'linesCount', width: 8, format: 'integer' },
    { header: 'Poids', key: 'weight', width: 12, format: 'weight' },
    // As the revenue report: HT − remise − escompte + coût logistique + TVA + timbre = TTC, each shown.
    { header: 'Montant HT', key: 'totalAmountHT', width: 14, format: 'money' },
    { header: 'Remise', key: 'totalDiscount', width: 12, format: 'money' },
    { header: 'Escompte', key: 'totalEscompte', width: 12, format: 'money' },
    { header: 'Coût logistique', key: 'totalRebates', width: 12, format: 'money' },
    { header: 'TVA', key: 'totalTva', width: 12, format: 'money' },
    { header: 'Timbre', key: 'totalTimbre', width: 12, format: 'money' },
    { header: 'Montant TTC', key: 'totalAmountTTC', width: 14, format: 'money' },
  ],
  query(filters) {
    const params = new SqlParams();
    const { where, dateColumn } = orderReportConditions(filters, params);
    return {
      // The desired delivery date is a day (no time): as text, so no zone moves it (calendarDay reads YYYY-MM-DD as is).
      sql: `select o.code, o.confirmed_at as "orderDate", to_char(o.desired_delivery_date, 'YYYY-MM-DD') as "desiredDeliveryDate",
                   o.invoiced_at as "invoicedAt", o.collected_at as "deliveredAt", c.code as "customerCode",
                   ${CUSTOMER_NAME_SQL} as "customerName", u.phone_number as "phoneNumber", w.localisation as warehouse,
                   ch.code as channel, s.name as sector, co.name as origin, o.order_status_id as "orderStatusId",
                   pm.title as "paymentMode", o.lines_count as "linesCount", o.sum_article_weight::float8 as weight,
                   o.total_amount_ht::float8 as "totalAmountHT", o.total_discount::float8 as "totalDiscount",
                   o.total_escompte::float8 as "totalEscompte", o.total_rebates::float8 as "totalRebates",
                   o.total_tva::float8 as "totalTva", o.total_timbre::float8 as "totalTimbre", o.total_amount_ttc::float8 as "totalAmountTTC"
              from orders o
              join customers c on c.customer_id = o.customer_id
              left join users u on u.user_id = c.user_id
              left join warehouses w on w.warehouse_id = o.warehouse_id
              left join channels ch on ch.channel_id = o.channel_id
              left join sectors s on s.sector_id = c.sector_id
              left join customer_origins co on co.origin_id = c.origin_id
              left join payment_modes pm on pm.payment_mode_id = o.payment_mode_id
             ${whereClause(where)}
             order by ${dateColumn}, o.order_id`,
      params: params.values,
    };
  },
};
