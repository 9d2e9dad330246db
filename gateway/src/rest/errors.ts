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
  | 'UPSTREAM_UNAVAILABLE';

const catalogueMessage: Record<ErrorCode, string> = {
  UNAUTHENTICATED: Messages.sessionExpired,
  FORBIDDEN: Messages.forbidden,
  NOT_FOUND: Messages.noResult,
  BAD_USER_INPUT: Messages.missingParameter,
  STOCK_UNAVAILABLE: Messages.stockUnavailable,
  STOCK_INSUFFICIENT: Messages.stockInsufficient,
  RATE_LIMITED: Messages.tooManyAttempts,
  UPSTREAM_UNAVAILABLE: Messages.serverProblem,
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

/** A REST error body's exception text: a string, or an object shown one message per value. */
export function serverMessagesOf(body: unknown): { messages: string[]; fieldErrors: Record<string, string> } {
  const text = body && typeof body === 'object' ? (body as Record<string, unknown>).message ?? (body as Record<string, unknown>).exception : body;
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

export function gatewayError(code: ErrorCode, options: { status?: number; serverMessages?: string[]; fieldErrors?: Record<string, string> } = {}): GraphQLError {
  const serverMessages = options.serverMessages ?? [];
  return new GraphQLError(serverMessages[0] ?? catalogueMessage[code], {
    extensions: {
      code,
      serverMessages,
      ...(options.status ? { status: options.status } : {}),
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
  return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string>) : undefined;
}
