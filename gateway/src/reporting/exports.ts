import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import type { RequestServices } from '../context.ts';
import type { FieldAccess } from '../security/access.ts';
import { assertAccess } from '../security/access.ts';
import { customerExport } from '../customers/export.ts';
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

/** GET /exports/<name>.xlsx?<filters>, with the same bearer token and access rules as GraphQL. */
export const exportDefinitions: Record<string, ExportDefinition<never>> = {
  customers: customerExport as ExportDefinition<never>,
};

const STATUS_OF_CODE: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400 };

export async function serveExport(request: IncomingMessage, response: ServerResponse, services: RequestServices): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://gateway');
  const name = /^\/exports\/([a-z-]+)\.xlsx$/.exec(url.pathname)?.[1];
  const definition = name ? exportDefinitions[name] : undefined;
  if (!definition || request.method !== 'GET') {
    response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Export inconnu' }));
    return;
  }
  try {
    await assertAccess(services, definition.access);
  } catch (error) {
    const code = error instanceof GraphQLError ? String(error.extensions.code) : 'UPSTREAM_UNAVAILABLE';
    response.writeHead(STATUS_OF_CODE[code] ?? 502, { 'content-type': 'application/json' }).end(JSON.stringify({ code, message: (error as Error).message }));
    return;
  }
  try {
    await streamSpreadsheet(response, { ...definition, rows: definition.rows(services, url.searchParams) });
  } catch {
    // Headers are gone: the only honest signal left is a broken download.
    response.destroy();
  }
}
