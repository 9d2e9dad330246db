/**
 * The orders both order reports read (orders.xlsx, pdtsVendus.xlsx): those whose date of the report date type falls in
 * the range, narrowed by the warehouse, the channel, the customer's sector and origin. `o` is orders, `c` its customer.
 */
import { OrderStatus, type ExportFilters } from '@console/schema';
import type { SqlParams } from '../../../db/sql.ts';
import { DATE_COLUMNS, dateInRange } from '../../report-dates.ts';
import { requiredDateType, requiredRange } from './common.ts';

export interface OrderReportConditions {
  where: string[];
  /** The column of the date type: the file reads in its order. */
  dateColumn: string;
}

export function orderReportConditions(filters: ExportFilters, params: SqlParams): OrderReportConditions {
  const dateType = requiredDateType(filters);
  // Open baskets are not orders yet (the reports never count them); only the desired delivery date could find one.
  const where = [`o.order_status_id <> ${OrderStatus.DRAFT}`, ...dateInRange(dateType, requiredRange(filters), params)];
  const equal = (column: string, value: number | undefined) => {
    if (value !== undefined) where.push(`${column} = ${params.add(value)}`);
  };
  equal('o.warehouse_id', filters.warehouseId);
  equal('o.channel_id', filters.channelId);
  // Orders keep no sector nor origin: the customer's (its default address's sector, kept on the customer).
  equal('c.sector_id', filters.sectorId);
  equal('c.origin_id', filters.customerOriginId);
  return { where, dateColumn: DATE_COLUMNS[dateType] };
}
