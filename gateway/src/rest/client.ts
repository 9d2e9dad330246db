import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { FormData, Pool } from 'undici';
import { gatewayError, upstreamError } from './errors.ts';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly (string | number)[]>;

export interface RestCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Query;
  body?: unknown;
  /** Statuses besides 200, 201 and 204 that mean success for this call (the seeds' 202 on orders, say). */
  accept?: readonly number[];
}

export interface RestAnswer<T> {
  status: number;
  /** The parsed JSON body, or null for an empty one (204). */
  body: T | null;
}

const TIMEOUT_MS = 60_000;
const GET_RETRIES = 2;
const SUCCESS = new Set([200, 201, 204]);
const RELAYED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'x-content-type-options'];
const RETRYABLE = (status: number) => status >= 500 || status === 429;

export function toSearch(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * One connection pool per upstream REST API. Every call carries the seeds' SalesChannel header,
 * JSON bodies and 60 s time-outs; every body is read to the end so connections are reused;
 * only GETs are retried, on 5xx, 429 or a lost connection.
 */
export class RestUpstream {
  private readonly pool: Pool;
  private readonly basePath: string;

  constructor(baseUrl: string, connections = 64) {
    const url = new URL(baseUrl);
    this.pool = new Pool(url.origin, { connections, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS, keepAliveTimeout: 30_000 });
    this.basePath = url.pathname.replace(/\/$/, '');
  }

  async call<T>(call: RestCall, token: string | undefined, requestId?: string): Promise<RestAnswer<T>> {
    const attempts = call.method === 'GET' ? GET_RETRIES + 1 : 1;
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt >= attempts;
      let status: number;
      let body: unknown;
      try {
        ({ status, body } = await this.send(call, token, requestId));
      } catch {
        if (last) throw gatewayError('UPSTREAM_UNAVAILABLE');
        await pause(attempt);
        continue;
      }
      if (SUCCESS.has(status) || call.accept?.includes(status)) return { status, body: body as T | null };
      if (!last && RETRYABLE(status)) {
        await pause(attempt);
        continue;
      }
      throw upstreamError(status, body);
    }
  }

  /**
   * Relays a public GET (images under /assets/) to a browser response, streaming, with the
   * upstream's caching headers and conditional answers (304).
   */
  async relay(path: string, requestHeaders: Record<string, string | undefined>, response: ServerResponse): Promise<void> {
    const headers = Object.fromEntries(Object.entries(requestHeaders).filter((entry): entry is [string, string] => entry[1] !== undefined));
    try {
      const upstream = await this.pool.request({ method: 'GET', path: `${this.basePath}${path}`, headers });
      const relayed: Record<string, string> = {};
      for (const name of RELAYED_HEADERS) {
        const value = upstream.headers[name];
        if (typeof value === 'string') relayed[name] = value;
      }
      response.writeHead(upstream.statusCode, relayed);
      await pipeline(upstream.body, response);
    } catch {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  private async send(call: RestCall, token: string | undefined, requestId: string | undefined): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json', saleschannel: '1' };
    if (token) headers.authorization = `Bearer ${token}`;
    // The REST API logs its line under the same id as the gateway's.
    if (requestId) headers['x-request-id'] = requestId;
    let payload: string | FormData | undefined;
    if (call.body instanceof FormData) {
      payload = call.body; // undici writes the multipart boundary itself
    } else if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(call.body);
    }
    const response = await this.pool.request({
      method: call.method,
      path: `${this.basePath}/${call.path.replace(/^\//, '')}${toSearch(call.query)}`,
      headers,
      body: payload,
    });
    const text = await response.body.text();
    return { status: response.statusCode, body: text === '' ? null : parseJson(text) };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 100 * 2 ** (attempt - 1)));

/** The REST API as one request sees it: the caller's bearer token applied to every call. */
export interface RestClient {
  call<T>(call: RestCall): Promise<RestAnswer<T>>;
  get<T>(path: string, query?: Query): Promise<T | null>;
  post<T>(path: string, body?: unknown, query?: Query): Promise<T | null>;
  put<T>(path: string, body?: unknown, query?: Query): Promise<T | null>;
  delete<T>(path: string, query?: Query, body?: unknown): Promise<T | null>;
}

export function restClientFor(upstream: RestUpstream, token: () => string | undefined, requestId?: string): RestClient {
  const call = <T>(request: RestCall) => upstream.call<T>(request, token(), requestId);
  return {
    call,
    get: async <T>(path: string, query?: Query) => (await call<T>({ method: 'GET', path, query })).body,
    post: async <T>(path: string, body?: unknown, query?: Query) => (await call<T>({ method: 'POST', path, body, query })).body,
    put: async <T>(path: string, body?: unknown, query?: Query) => (await call<T>({ method: 'PUT', path, body, query })).body,
    delete: async <T>(path: string, query?: Query, body?: unknown) => (await call<T>({ method: 'DELETE', path, query, body })).body,
  };
}
