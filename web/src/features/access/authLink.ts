import { ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind } from 'graphql';
import { from, lastValueFrom } from 'rxjs';
import { errorCode } from '../../kit/errors.ts';
import type { RefreshQueue } from './refreshQueue.ts';

/** Operations that manage the session themselves: a rejection there never starts a refresh. */
const SESSION_FIELDS = new Set(['signIn', 'refreshSession', 'signOut']);

function isSessionOperation(operation: ApolloLink.Operation): boolean {
  return getMainDefinition(operation.query).selectionSet.selections.some(
    (selection) => selection.kind === Kind.FIELD && SESSION_FIELDS.has(selection.name.value),
  );
}

const isUnauthenticated = (result: ApolloLink.Result): boolean =>
  result.errors?.some((error) => errorCode(error) === 'UNAUTHENTICATED') ?? false;

/**
 * Sends the in-memory access token as a bearer token; an UNAUTHENTICATED answer goes through
 * the refresh queue (one refresh for all, retried once with the new token).
 */
export function createAuthLink(currentToken: () => string | null, queue: RefreshQueue): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const send = (token: string | null) => {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }));
      return forward(operation);
    };
    if (isSessionOperation(operation)) return send(currentToken());
    return from(queue.run((token) => lastValueFrom(send(token)), isUnauthenticated));
  });
}
