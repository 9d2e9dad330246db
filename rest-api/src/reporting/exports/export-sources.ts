/**
 * What each export of the export centre reads (issue 28): its sheet, its columns and one SQL query for the filters.
 * The query is read through a cursor (`Db.readInBatches`) straight into the spreadsheet, in the order it gives.
 * Joins rather than correlated sub-queries: every row of the table is written, not a page of it.
 */
import type { ExportFilters, ExportKindName, SpreadsheetFormat } from '@console/schema';
import { articlesByOrderSource } from './sources/articles-by-order.ts';
import { articlesSource } from './sources/articles.ts';
import { brandsSource } from './sources/brands.ts';
import { callResultsSource } from './sources/call-results.ts';
import { calls3cxSource } from './sources/calls-3cx.ts';
import { callsSource } from './sources/calls.ts';
import { customersSource } from './sources/customers.ts';
import { ordersSource } from './sources/orders.ts';
import { partnersSource } from './sources/partners.ts';
import { promotionsSource } from './sources/promotions.ts';
import { stockSource } from './sources/stock.ts';
import { tspSource } from './sources/tsp.ts';
import { usersSource } from './sources/users.ts';

export interface ExportColumn {
  header: string;
  /** The query's column (its alias) the cell shows. */
  key: string;
  width?: number;
  /** A typed cell with the screens' format (numbers as numbers, days as dates); absent: text. */
  format?: SpreadsheetFormat;
  /** The text shown for a code (a status id, a boolean as 'true' / 'false'). */
  labels?: Readonly<Record<string, string>>;
  /** The text shown for a value by a rule the screens apply in TypeScript (a caller's number as the call log shows it). */
  text?: (value: string) => string;
}

export interface ExportQuery {
  sql: string;
  params: readonly unknown[];
}

export interface ExportSource {
  sheetName: string;
  columns: readonly ExportColumn[];
  /** The rows for `filters` (checked already: the kind's required ones are there, its dates are days). */
  query(filters: ExportFilters): ExportQuery;
}

/** Every kind's source, one file each under sources/. */
export const EXPORT_SOURCES: Readonly<Record<ExportKindName, ExportSource>> = {
  ORDERS: ordersSource,
  CUSTOMERS: customersSource,
  ARTICLES_BY_ORDER: articlesByOrderSource,
  ARTICLES: articlesSource,
  BRANDS: brandsSource,
  PARTNERS: partnersSource,
  USERS: usersSource,
  CALLS: callsSource,
  TSP: tspSource,
  CALL_RESULTS: callResultsSource,
  STOCK: stockSource,
  PROMOTIONS: promotionsSource,
  CALLS_3CX: calls3cxSource,
};
