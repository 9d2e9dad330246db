import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { createAuthLink } from '../features/access/authLink.ts';
import type { Session } from '../features/access/session.ts';
import { createCache } from './cache.ts';

/** ws(s)://<this host>/graphql: the gateway serves GraphQL over WebSocket on the same path (Vite proxies it in development). */
function socketUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
}

/**
 * Subscriptions (live lists) over one WebSocket, opened with the first subscription and closed after the last;
 * the session's current access token goes in the connection's parameters, read again at each (re)connection.
 * A dropped connection is retried, with graphql-ws's growing random delays.
 */
function createSocketLink(session: Session): ApolloLink {
  return new GraphQLWsLink(
    createClient({
      url: socketUrl(),
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      connectionParams: () => {
        const token = session.store.getToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  );
}

/** The Apollo client of a signed-in session (created by the shell, so the sign-in page never loads Apollo). */
export function createApolloClient(session: Session): ApolloClient {
  const http = ApolloLink.from([
    createAuthLink(session.store.getToken, session.queue),
    new HttpLink({
      uri: '/graphql',
      credentials: 'same-origin',
      // Yoga's CSRF prevention accepts requests carrying this header.
      headers: { 'x-graphql-yoga-csrf': '1' },
    }),
  ]);
  return new ApolloClient({
    link: ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, createSocketLink(session), http),
    cache: createCache(),
  });
}
