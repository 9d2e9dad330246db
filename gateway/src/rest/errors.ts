import { GraphQLError } from 'graphql';
import { Messages } from '@console/schema';

/** Stable codes integrators and the console rely on (ARCHITECTURE.md, "The gateway translates"). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'STOCK_UNAVAILABLE'
  | 'STOCK_INSUFFICIENT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_TIMEOUT';

const catalogueMessage: Record<ErrorCode, string> = {
  UNAUTHENTICATED: Messages.sessionExpired,
  FORBIDDEN: Messages.forbidden,
  NOT_FOUND: Messages.noResult,
  BAD_USER_INPUT: Messages.missingParameter,
  STOCK_UNAVAILABLE: Messages.stockUnavailable,
  STOCK_INSUFFICIENT: Messages.stockInsufficient,
  RATE_LIMITED: Messages.tooManyAttempts,
  UPSTREAM_UNAVAILABLE: Messages.serverProblem,
  UPSTREAM_TIMEOUT: Messages.outcomeUnknown,
};

export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 202:
      return 'STOCK_UNAVAILABLE';
    case 400:
    case 409:
    case 422:
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 406:
      return 'STOCK_INSUFFICIENT';
    case 429:
      return 'RATE_LIMITED';
    default:
      // Any other refusal of the request itself (413 too large, 414/431 too long, 415) is the caller's.
      return status >= 400 && status < 500 ? 'BAD_USER_INPUT' : 'UPSTREAM_UNAVAILABLE';
  }
}

/** A call that got no answer because its time ran out (the operation's deadline or the call's ceiling). */
const TIMED_OUT = 'timeout';
/** Failures after the request may have reached the upstream: its reply was lost, not refused. */
const REPLY_LOST = new Set([TIMED_OUT, 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/** Why a call got no answer, for the log: 'timeout', or the system or undici error code (ECONNREFUSED, UND_ERR_SOCKET…). */
export function failureCause(error: unknown, timedOut: boolean): string {
  if (timedOut) return TIMED_OUT;
  if (error instanceof Error) {
    const code = 'code' in error ? error.code : undefined;
    return typeof code === 'string' ? code : error.name;
  }
  return 'unknown';
}

/**
 * The code of a call that got no answer. A read can be asked again, so it is a plain server
 * problem; a write whose reply was lost may have been applied: its outcome is unknown. A refused
 * connection never reached the upstream: a server problem whatever the method.
 */
export function unansweredCode(call: { method: string; unknownOutcomeHarmless?: boolean }, cause: string): ErrorCode {
  const write = call.method !== 'GET' && !call.unknownOutcomeHarmless;
  return write && REPLY_LOST.has(cause) ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE';
}

/** A REST error body's exception text: a string, or an object shown one message per value. */
export function serverMessagesOf(body: unknown): { messages: string[]; fieldErrors: Record<string, string> } {
  const text = isRecord(body) ? (body.message ?? body.exception) : body;
  if (typeof text === 'string' && text.trim() !== '') return { messages: [text], fieldErrors: {} };
  if (text && typeof text === 'object' && !Array.isArray(text)) {
    const fieldErrors: Record<string, string> = {};
    for (const [field, message] of Object.entries(text)) {
      if (typeof message === 'string') fieldErrors[field] = message;
    }
    return { messages: Object.values(fieldErrors), fieldErrors };
  }
  if (Array.isArray(text)) return { messages: text.filter((item): item is string => typeof item === 'string'), fieldErrors: {} };
  return { messages: [], fieldErrors: {} };
}

export function gatewayError(
  code: ErrorCode,
  options: { status?: number; serverMessages?: string[]; fieldErrors?: Record<string, string>; retryAfterSeconds?: number } = {},
): GraphQLError {
  const serverMessages = options.serverMessages ?? [];
  return new GraphQLError(serverMessages[0] ?? catalogueMessage[code], {
    extensions: {
      code,
      serverMessages,
      ...(options.status ? { status: options.status } : {}),
      ...(options.retryAfterSeconds ? { retryAfterSeconds: options.retryAfterSeconds } : {}),
      ...(options.fieldErrors && Object.keys(options.fieldErrors).length > 0 ? { fieldErrors: options.fieldErrors } : {}),
    },
  });
}

/** Maps a REST answer that is not a success to the GraphQL error integrators and the console see. */
export function upstreamError(status: number, body: unknown): GraphQLError {
  const { messages, fieldErrors } = serverMessagesOf(body);
  return gatewayError(codeForStatus(status), { status, serverMessages: messages, fieldErrors });
}

export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof GraphQLError) || error.extensions.code !== 'BAD_USER_INPUT') return undefined;
  const fieldErrors = error.extensions.fieldErrors;
  if (!isRecord(fieldErrors)) return undefined;
  return Object.fromEntries(Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
