/** clients.xlsx: the customers list's filters and keyword (customers.repository.ts customerConditions), every match. */
import { CUSTOMER_STATUSES } from '@console/schema';
import { customerConditions } from '../../../customers/customers.repository.ts';
import { SqlParams } from '../../../db/sql.ts';
import type { QueryExportSource } from '../export-sources.ts';
import { codeLabels, whereClause } from './common.ts';

export const customersSource: QueryExportSource = {
  sheetName: 'Clients',
  columns: [
    { header: 'Id', key: 'customerId', width: 10, format: 'integer' },
    { header: 'Code', key: 'code', width: 12 },
    { header: 'Nom', key: 'name', width: 28 },
    { header: 'Téléphone', key: 'phoneNumber', width: 14 },
    { header: 'Email', key: 'email', width: 28 },
    { header: 'Canal', key: 'channel', width: 10 },
    { header: 'Entrepôt', key: 'warehouse', width: 16 },
    { header: 'Secteur', key: 'sector', width: 16 },
    { header: 'Région', key: 'region', width: 16 },
    { header: 'Latitude', key: 'latitude', width: 12, format: 'coordinate' },
    { header: 'Longitude', key: 'longitude', width: 12, format: 'coordinate' },
    { header: 'Statut', key: 'customerStatusId', width: 14, labels: codeLabels(CUSTOMER_STATUSES) },
    { header: 'Origine', key: 'origin', width: 14 },
    { header: 'Créé le', key: 'createdAt', width: 12, format: 'date' },
    { header: 'Créé par', key: 'createdByLastName', width: 16 },
  ],
  query(filters) {
    const params = new SqlParams();
    const where = customerConditions(filters, params);
    return {
      sql: `select c.customer_id as "customerId", c.code, u.first_name || ' ' || u.last_name as name, u.phone_number as "phoneNumber",
                   u.email, ch.code as channel, w.localisation as warehouse, s.name as sector, r.name as region,
                   a.latitude, a.longitude, c.customer_status_id as "customerStatusId", o.name as origin, c.created_at as "createdAt",
                   cb.last_name as "createdByLastName"
              from customers c
              join users u on u.user_id = c.user_id
              left join users cb on cb.user_id = u.created_by_user_id
              left join channels ch on ch.channel_id = c.channel_id
              left join warehouses w on w.warehouse_id = c.warehouse_id
              left join sectors s on s.sector_id = c.sector_id
              left join regions r on r.region_id = c.region_id
              left join customer_origins o on o.origin_id = c.origin_id
              left join customer_addresses a on a.customer_id = c.customer_id and a.is_default
             ${whereClause(where)}
             order by c.customer_id`,
      params: params.values,
    };
  },
};
