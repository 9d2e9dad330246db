import type { ServerResponse } from 'node:http';
import type { RequestServices } from '../context.ts';
import type { FieldAccess } from '../security/access.ts';
import { streamSpreadsheet, type SpreadsheetColumn } from './spreadsheet.ts';

/** One spreadsheet the console can download: its access rule, its columns and its rows. */
export interface ExportDefinition<Row> {
  fileName: string;
  sheetName: string;
  access: FieldAccess;
  columns: ReadonlyArray<SpreadsheetColumn<Row>>;
  /** The rows for the request's filters, fetched from the REST API page by page. */
  rows(services: RequestServices, filters: URLSearchParams): AsyncIterable<Row>;
}

/** An export as the registry keeps it: its row type stays inside. */
export interface SpreadsheetExport {
  access: FieldAccess;
  /** Streams the spreadsheet of the request's filters; resolves with the number of rows. */
  write(response: ServerResponse, services: RequestServices, filters: URLSearchParams): Promise<number>;
}

export function spreadsheetExport<Row>(definition: ExportDefinition<Row>): SpreadsheetExport {
  return {
    access: definition.access,
    write: (response, services, filters) => streamSpreadsheet(response, { ...definition, rows: definition.rows(services, filters) }),
  };
}
