import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from './log.ts';
import { requestIdFrom } from './request-id.ts';

/** What one GraphQL request did, as its log line reports it. */
export interface OperationOutcome {
  operation: string;
  type: string;
  status: number;
  ms: number;
  requestId: string;
  codes: readonly string[];
}

/** Codes that point at the gateway or the upstream rather than at the caller. */
const SERVER_SIDE = /^(INTERNAL_SERVER_ERROR|UPSTREAM_)/;

/** One line per operation: `info`, or `warn` when the server side failed. */
export function operationLogEntry(outcome: OperationOutcome): { level: 'info' | 'warn'; details: Record<string, unknown>; message: string } {
  const serverSide = outcome.status >= 500 || outcome.codes.some((code) => SERVER_SIDE.test(code));
  return {
    level: serverSide ? 'warn' : 'info',
    details: {
      operation: outcome.operation,
      type: outcome.type,
      status: outcome.status,
      ms: Math.round(outcome.ms * 10) / 10,
      requestId: outcome.requestId,
      ...(outcome.codes.length > 0 ? { codes: outcome.codes } : {}),
    },
    message: 'graphql',
  };
}

const NO_CODES: readonly string[] = [];

const isBatch = (result: ResultLike | readonly ResultLike[]): result is readonly ResultLike[] => Array.isArray(result);

interface ResultLike {
  errors?: readonly { extensions?: Record<string, unknown>; path?: readonly unknown[] }[];
}

/**
 * The distinct `extensions.code`s of a result (or a batch of them). Yoga gives every masked error
 * INTERNAL_SERVER_ERROR; an error without a code and without a path is graphql-js refusing the
 * request before running it (variables that do not fit their types): the caller's, BAD_USER_INPUT.
 * One with a path came out of a resolver without a code: counted as INTERNAL_SERVER_ERROR.
 */
export function errorCodesOf(result: ResultLike | readonly ResultLike[]): readonly string[] {
  // The everyday answer: one result without errors.
  if (!isBatch(result) && !result.errors) return NO_CODES;
  const results = isBatch(result) ? result : [result];
  const codes = results.flatMap((one) => (one.errors ?? []).map((error) => {
    const code = error.extensions?.code;
    if (typeof code === 'string') return code;
    return error.path ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT';
  }));
  return [...new Set(codes)];
}

function operationOf(document: DocumentNode, operationName: string | undefined): { name?: string; type: string } {
  const operation = getOperationAST(document, operationName);
  return { name: operation?.name?.value, type: operation?.operation ?? 'unknown' };
}

interface Pending {
  start: number;
  operationRequest: boolean;
  name?: string;
  type: string;
  codes: readonly string[];
}

/**
 * Logs each GraphQL-over-HTTP request once it is answered (name, type, status, time, error codes,
 * request id) and returns the request id to the caller in `x-request-id`. Its plugin follows the
 * requests Yoga serves whole; the fast lane (fast-lane.ts) calls `begin` and `end` around the ones it
 * hands to Yoga's pipeline, and `record` for those it executes itself.
 */
export class OperationLog {
  readonly #pending = new WeakMap<Request, Pending>();

  constructor(private readonly logger: Logger) {}

  begin(request: Request): void {
    this.#pending.set(request, { start: performance.now(), operationRequest: false, type: 'unknown', codes: [] });
  }

  /** Writes the request's line when it carried an operation; answers the request id for the response. */
  end(request: Request, status: number, result?: ResultLike | readonly ResultLike[]): string {
    const requestId = requestIdFrom(request.headers);
    const state = this.#pending.get(request);
    if (!state) return requestId;
    if (result) {
      // Also reached by requests refused before their parameters could be read (malformed bodies).
      state.operationRequest = true;
      state.codes = errorCodesOf(result);
    }
    // Yoga serves GraphiQL on /graphql too: only requests that carried an operation are logged.
    if (!state.operationRequest) return requestId;
    this.write({ operation: state.name ?? 'anonymous', type: state.type, status, ms: performance.now() - state.start, requestId, codes: state.codes });
    return requestId;
  }

  /**
   * The line of an operation the fast lane executed itself, which knows all of it: no state kept
   * per request (begin, describe, end) for what one call can say.
   */
  record(operation: { name?: string; type: string }, outcome: { status: number; started: number; requestId: string; result: ResultLike }): void {
    const { status, started, requestId, result } = outcome;
    this.write({ operation: operation.name ?? 'anonymous', type: operation.type, status, ms: performance.now() - started, requestId, codes: errorCodesOf(result) });
  }

  private write(outcome: OperationOutcome): void {
    const entry = operationLogEntry(outcome);
    this.logger[entry.level](entry.details, entry.message);
  }

  plugin(): Plugin {
    const pending = this.#pending;
    const results = new WeakMap<Request, ResultLike | readonly ResultLike[]>();
    return {
      onRequest: ({ request }) => this.begin(request),
      onParams({ request, params }) {
        const state = pending.get(request);
        if (!state) return;
        state.operationRequest = true;
        state.name = params.operationName ?? undefined;
      },
      onParse({ context }) {
        return ({ result }) => {
          const state = pending.get(context.request);
          if (!state || !result || result instanceof Error) return;
          const operation = operationOf(result, context.params.operationName ?? undefined);
          state.type = operation.type;
          state.name ??= operation.name;
        };
      },
      onResultProcess({ request, result }) {
        const state = pending.get(request);
        if (!state) return;
        state.operationRequest = true;
        if (!(Symbol.asyncIterator in result)) results.set(request, result);
      },
      onResponse: ({ request, response }) => {
        if (!pending.get(request)?.operationRequest) return;
        response.headers.set('x-request-id', this.end(request, response.status, results.get(request)));
      },
    };
  }
}
