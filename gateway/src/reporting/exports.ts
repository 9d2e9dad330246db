import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import type { RequestServices } from '../context.ts';
import { domains } from '../domains.ts';
import { assertAccess } from '../security/access.ts';
import type { SpreadsheetExport } from './export-definition.ts';

/** GET /exports/<name>.xlsx?<filters>, with the same bearer token and access rules as GraphQL: every domain's exports. */
const exportDefinitions: ReadonlyMap<string, SpreadsheetExport> = new Map(domains.flatMap((domain) => Object.entries(domain.exports)));

const STATUS_OF_CODE: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400 };

export async function serveExport(request: IncomingMessage, response: ServerResponse, services: RequestServices): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://gateway');
  const name = /^\/exports\/([a-z-]+)\.xlsx$/.exec(url.pathname)?.[1];
  const definition = name ? exportDefinitions.get(name) : undefined;
  if (!definition || request.method !== 'GET') {
    response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Export inconnu' }));
    return;
  }
  try {
    await assertAccess(services, definition.access);
  } catch (error) {
    const code = error instanceof GraphQLError ? String(error.extensions.code) : 'UPSTREAM_UNAVAILABLE';
    const message = error instanceof Error ? error.message : String(error);
    response.writeHead(STATUS_OF_CODE[code] ?? 502, { 'content-type': 'application/json' }).end(JSON.stringify({ code, message }));
    return;
  }
  try {
    await definition.write(response, services, url.searchParams);
  } catch {
    // Headers are gone: the only honest signal left is a broken download.
    response.destroy();
  }
}
