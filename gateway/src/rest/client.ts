import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';
import type { GraphQLError } from 'graphql';
import { type Dispatcher, FormData, Pool } from 'undici';
import { CircuitBreaker, DEFAULT_BREAKER, type BreakerOptions, type Permit } from './breaker.ts';
import { type Deadline, retryPause, timeLeft } from './deadline.ts';
import { failureCause, gatewayError, unansweredCode, upstreamError } from './errors.ts';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly (string | number)[]>;

export interface RestCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Query;
  body?: unknown;
  /** Statuses besides 200, 201 and 204 that mean success for this call (the seeds' 202 on orders, say). */
  accept?: readonly number[];
  /** A write whose lost reply the user need not check (sign-in, token refresh): a plain server problem, not UPSTREAM_TIMEOUT. */
  unknownOutcomeHarmless?: boolean;
}

export interface RestAnswer<T> {
  status: number;
  /** The parsed JSON body, taken to be what the caller expects (rest/api.ts: the OpenAPI document's answer); its text when it is not JSON; null for an empty one (204). */
  body: T | string | null;
}

/** The seeds' ceiling for one call (to the headers, then between body chunks), whatever the operation has left. */
const CALL_CEILING_MS = 60_000;
const GET_RETRIES = 2;
const SUCCESS = new Set([200, 201, 204]);
const RELAYED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'etag', 'last-modified', 'x-content-type-options'];
const RETRYABLE = (status: number) => status >= 500 || status === 429;

function toSearch(query: Query | undefined): string {
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

/** Where upstream failures are reported; the operation log belongs to the caller. */
export interface UpstreamLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Failures are never silent: one line on stderr when no logger is given. */
const consoleLogger: UpstreamLogger = {
  warn: (details, message) => console.warn(`gateway: ${message} ${JSON.stringify(details)}`),
};

export interface UpstreamOptions {
  connections?: number;
  logger?: UpstreamLogger;
  breaker?: BreakerOptions;
  /** The /assets relay's longest wait for the upstream's headers, and between two chunks of its body. */
  relayTimeoutMs?: number;
}

/** One operation's side of a call: the caller's token, the request id to forward, the shared deadline. */
export interface CallContext {
  token: string | undefined;
  requestId: string;
  deadline: Deadline;
  /** The caller's address, sent as X-Forwarded-For: the REST API limits sign-ins per address. */
  clientAddress?: string;
}

type Attempt<T> = { status: number; body: T | string | null } | { failure: GraphQLError; retryable: boolean };

/**
 * One connection pool per upstream REST API. Every call carries the seeds' SalesChannel header,
 * the request id, JSON bodies and its operation's deadline signal, under the seeds' 60 s per
 * call. Every body is read to the end so connections are reused; only GETs are
 * retried, on 5xx, 429 or a lost connection, and only while the deadline leaves room. A circuit
 * breaker fails fast while the upstream keeps failing.
 */
export class RestUpstream {
  private readonly pool: Pool;
  private readonly basePath: string;
  private readonly logger: UpstreamLogger;
  private readonly breaker: CircuitBreaker;
  private readonly breakerOptions: BreakerOptions;
  private readonly relayTimeoutMs: number;

  constructor(baseUrl: string, options: UpstreamOptions = {}) {
    const url = new URL(baseUrl);
    this.pool = new Pool(url.origin, {
      connections: options.connections ?? 64,
      headersTimeout: CALL_CEILING_MS,
      bodyTimeout: CALL_CEILING_MS,
      keepAliveTimeout: 30_000,
    });
    this.basePath = url.pathname.replace(/\/$/, '');
    this.logger = options.logger ?? consoleLogger;
    this.breakerOptions = options.breaker ?? DEFAULT_BREAKER;
    this.breaker = new CircuitBreaker(this.breakerOptions);
    this.relayTimeoutMs = options.relayTimeoutMs ?? 15_000;
  }

  async call<T>(call: RestCall, context: CallContext): Promise<RestAnswer<T>> {
    const attempts = call.method === 'GET' ? GET_RETRIES + 1 : 1;
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await this.attempt<T>(call, context, attempt);
      if ('status' in outcome && (SUCCESS.has(outcome.status) || call.accept?.includes(outcome.status))) {
        return { status: outcome.status, body: outcome.body };
      }
      const retryable = 'status' in outcome ? RETRYABLE(outcome.status) : outcome.retryable;
      const pause = attempt < attempts && retryable ? retryPause(attempt, context.deadline, Date.now()) : undefined;
      if (pause === undefined) throw 'status' in outcome ? upstreamError(outcome.status, outcome.body) : outcome.failure;
      await delay(pause);
    }
  }

  /**
   * Whether the upstream answers its health check within `timeoutMs`: for /readyz, so one direct
   * try, neither retried nor held back by the circuit breaker.
   */
  async ready(timeoutMs: number): Promise<boolean> {
    try {
      const answer = await this.pool.request({ method: 'GET', path: `${this.basePath}/healthz`, signal: AbortSignal.timeout(timeoutMs) });
      await answer.body.dump();
      return answer.statusCode === 200;
    } catch {
      return false;
    }
  }

  /**
   * Relays a public GET (images under /assets/) to a browser response, streaming, with the
   * upstream's caching headers and conditional answers (304). Bounded like any call: the breaker
   * fails it fast, and the upstream gets `relayTimeoutMs` for its headers and for each chunk.
   */
  async relay(path: string, requestHeaders: Record<string, string | undefined>, response: ServerResponse, requestId: string): Promise<void> {
    const permit = this.breaker.acquire();
    if (!permit) {
      response.writeHead(503).end();
      return;
    }
    const headers = Object.fromEntries(Object.entries(requestHeaders).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const started = Date.now();
    const failed = { method: 'GET', path, requestId, attempt: 1 };
    let upstream: Dispatcher.ResponseData;
    try {
      upstream = await this.pool.request({
        method: 'GET',
        path: `${this.basePath}${path}`,
        headers: { ...headers, 'x-request-id': requestId },
        headersTimeout: this.relayTimeoutMs,
        bodyTimeout: this.relayTimeoutMs,
      });
    } catch (error) {
      this.failed(permit, { ...failed, cause: failureCause(error, false), elapsedMs: Date.now() - started });
      response.writeHead(502).end();
      return;
    }
    if (upstream.statusCode >= 500) this.failed(permit, { ...failed, cause: `HTTP ${upstream.statusCode}`, status: upstream.statusCode, elapsedMs: Date.now() - started });
    else this.breaker.success();
    const relayed: Record<string, string> = {};
    for (const name of RELAYED_HEADERS) {
      const value = upstream.headers[name];
      if (typeof value === 'string') relayed[name] = value;
    }
    response.writeHead(upstream.statusCode, relayed);
    try {
      await pipeline(upstream.body, response);
    } catch {
      response.destroy();
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  /** One try: an answer, or the error to give when there is none (nothing sent when time or the breaker says no). */
  private async attempt<T>(call: RestCall, context: CallContext, attempt: number): Promise<Attempt<T>> {
    const started = Date.now();
    const signal = context.deadline.signal;
    // Nothing is sent once the deadline has passed: a write that never left has no unknown outcome.
    if (signal.aborted || timeLeft(context.deadline, started) === 0) return { failure: gatewayError('UPSTREAM_UNAVAILABLE'), retryable: false };
    const permit = this.breaker.acquire();
    if (!permit) return { failure: gatewayError('UPSTREAM_UNAVAILABLE'), retryable: false };
    const details = { method: call.method, path: call.path, requestId: context.requestId, attempt };
    try {
      const answer = await this.send<T>(call, context, signal);
      if (answer.status >= 500) this.failed(permit, { ...details, cause: `HTTP ${answer.status}`, status: answer.status, elapsedMs: Date.now() - started });
      else this.breaker.success();
      if (answer.status === 429) this.logger.warn({ ...details, cause: 'HTTP 429', status: 429 }, 'upstream call refused: too many requests');
      return answer;
    } catch (error) {
      const cause = failureCause(error, signal.aborted);
      this.failed(permit, { ...details, cause, elapsedMs: Date.now() - started });
      return { failure: gatewayError(unansweredCode(call, cause)), retryable: true };
    }
  }

  private failed(permit: Permit, details: Record<string, unknown>): void {
    this.logger.warn(details, 'upstream call failed');
    if (this.breaker.failure(permit)) {
      this.logger.warn({ failures: this.breakerOptions.failureThreshold, coolDownMs: this.breakerOptions.coolDownMs }, 'upstream circuit open: failing fast');
    }
  }

  private async send<T>(call: RestCall, context: CallContext, signal: AbortSignal): Promise<{ status: number; body: T | string | null }> {
    const headers: Record<string, string> = { accept: 'application/json', saleschannel: '1', 'x-request-id': context.requestId };
    if (context.token) headers.authorization = `Bearer ${context.token}`;
    if (context.clientAddress) headers['x-forwarded-for'] = context.clientAddress;
    let payload: string | FormData | undefined;
    if (call.body instanceof FormData) {
      payload = call.body; // undici writes the multipart boundary itself
    } else if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(call.body);
    }
    const { status, text } = await this.exchange(
      { method: call.method, path: `${this.basePath}/${call.path.replace(/^\//, '')}${toSearch(call.query)}`, headers, body: payload },
      signal,
    );
    return { status, body: text === '' ? null : parseJson<T>(text) };
  }

  /**
   * One request and its whole answer as text, collected straight from the connection: a stream
   * per answer (what `pool.request` hands back) was a tenth of the gateway's CPU per request.
   * Aborts on the signal like `pool.request` does (at once when connected, else on connecting).
   */
  private exchange(options: Dispatcher.DispatchOptions, signal: AbortSignal): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      let controller: Dispatcher.DispatchController | undefined;
      const onAbort = () => controller?.abort(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal.removeEventListener('abort', onAbort);
      let status = 0;
      const chunks: Buffer[] = [];
      this.pool.dispatch(options, {
        onRequestStart(started) {
          controller = started;
          if (signal.aborted) started.abort(signal.reason);
        },
        onResponseStart(_controller, statusCode) {
          status = statusCode;
        },
        onResponseData(_controller, chunk) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          settle();
          const text = Buffer.concat(chunks).toString('utf8');
          // As undici's body.text(): a byte order mark is not part of the text.
          resolve({ status, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text });
        },
        onResponseError(_controller, error) {
          settle();
          reject(error);
        },
      });
    });
  }
}

/** The one place an upstream answer gets a type: the caller's, from the OpenAPI document (gateway/src/rest/api.ts). */
function parseJson<T>(text: string): T | string {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
