/**
 * What each export reads (issue 28): its sheet, its columns and one SQL query for the filters, read through a cursor
 * (`Db.readInBatches`) straight into the spreadsheet, in the order it gives. Joins rather than correlated
 * sub-queries: every row of the table is written, not a page of it. The daily recap and the performance dashboard
 * are a few rows their report's own service computes: those sources call it (`rows`), so the file shows the screen's
 * figures, defined once.
 */
import type { ExportFilters, ExportKindName, SpreadsheetFormat } from '@console/schema';
import type { Db } from '../../db/db.ts';
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
import { collectionReportSource, performanceReportSource, recapReportSource, revenueReportSource } from './sources/reports.ts';
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
  /** The record's field holding this cell's format, when it changes by row (a dashboard's figures in their units). */
  formatFrom?: string;
  /** The text shown for a code (a status id, a boolean as 'true' / 'false'). */
  labels?: Readonly<Record<string, string>>;
  /** The text shown for a value by a rule the screens apply in TypeScript (a caller's number as the call log shows it). */
  text?: (value: string) => string;
}

export interface ExportQuery {
  sql: string;
  params: readonly unknown[];
}

interface ExportSourceBase {
  sheetName: string;
  columns: readonly ExportColumn[];
}

/** Rows read from one SQL statement, through a cursor. */
export interface QueryExportSource extends ExportSourceBase {
  /** The rows for `filters` (checked already: the kind's required ones are there, its dates are days). */
  query(filters: ExportFilters): ExportQuery;
}

/** A few rows a report's service computes (its figures, as its screen shows them). */
export interface ComputedExportSource extends ExportSourceBase {
  rows(db: Db, filters: ExportFilters): Promise<Record<string, unknown>[]>;
}

export type ExportSource = QueryExportSource | ComputedExportSource;

/** Every kind's source, one file each under sources/. */
export const EXPORT_SOURCES = {
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
  REPORT_RECAP: recapReportSource,
  REPORT_REVENUE: revenueReportSource,
  REPORT_COLLECTION: collectionReportSource,
  REPORT_PERFORMANCE: performanceReportSource,
} as const satisfies Readonly<Record<ExportKindName, ExportSource>>;
