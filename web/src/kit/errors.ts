import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Messages } from '@console/schema';

/** The part of a GraphQL error the console reads. */
export interface GatewayError {
  message?: string;
  extensions?: Readonly<Record<string, unknown>>;
}

/** Catalogue texts by the gateway's `extensions.code`; any other code is a server problem. */
const byCode: Partial<Record<string, string>> = {
  BAD_USER_INPUT: Messages.missingParameter,
  STOCK_UNAVAILABLE: Messages.stockUnavailable,
  STOCK_INSUFFICIENT: Messages.stockInsufficient,
  FORBIDDEN: Messages.forbidden,
  UNAUTHENTICATED: Messages.sessionExpired,
  RATE_LIMITED: Messages.tooManyAttempts,
  // A change whose reply was lost: saying "failed" could make the user apply it twice.
  UPSTREAM_TIMEOUT: Messages.outcomeUnknown,
};

export function errorCode(error: GatewayError): string | undefined {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Catalogue texts a screen puts in place of the usual ones, by code (e.g. UNAUTHENTICATED on sign-in). */
export type MessageOverrides = Partial<Record<string, string>>;

/** The seeds' rule: the server's own texts first (one message each), else the catalogue text for the code. */
export function messagesForGraphQLError(error: GatewayError, overrides: MessageOverrides = {}): string[] {
  const serverMessages = error.extensions?.serverMessages;
  if (Array.isArray(serverMessages)) {
    const texts = serverMessages.filter((text): text is string => typeof text === 'string' && text.trim() !== '');
    if (texts.length > 0) return texts;
  }
  const code = errorCode(error) ?? '';
  return [overrides[code] ?? byCode[code] ?? Messages.serverProblem];
}

/** The messages to show for anything an Apollo operation rejected with; a network failure is a server problem. */
export function errorMessages(error: unknown, overrides?: MessageOverrides): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [Messages.serverProblem];
  const texts = error.errors.flatMap((item) => messagesForGraphQLError(item, overrides));
  return texts.length > 0 ? [...new Set(texts)] : [Messages.serverProblem];
}

