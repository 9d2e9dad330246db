import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { createAuthLink } from '../features/access/authLink.ts';
import type { Session } from '../features/access/session.ts';
import { createCache } from './cache.ts';

/** ws(s)://<this host>/graphql: the gateway serves GraphQL over WebSocket on the same path (Vite proxies it in development). */
function socketUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
}

/** A dropped connection is retried after at most this long (graphql-ws's random growing delays, capped). */
const MAX_RETRY_WAIT_MS = 5_000;

/**
 * The graphql-ws client: one WebSocket, by default opened with the first subscription and closed after the last;
 * `token` is read again at each (re)connection. A dropped connection is retried forever, with random delays growing to a cap.
 */
function createSocketClient(token: () => string | null, options: { url?: string; lazy?: boolean; on?: { connected(): void; closed(): void } } = {}): Client {
  const { url = socketUrl(), lazy = true, on } = options;
  return createClient({
    url,
    lazy,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(MAX_RETRY_WAIT_MS, 500 * 2 ** retries) * (0.5 + Math.random() / 2))),
    connectionParams: () => {
      const current = token();
      return current ? { authorization: `Bearer ${current}` } : {};
    },
    on,
  });
}

/** Subscriptions (live lists) of a signed-in session: its current access token goes in the connection's parameters. */
function createSocketLink(session: Session): ApolloLink {
  return new GraphQLWsLink(createSocketClient(session.store.getToken));
}

/** Whether the WebSocket is up, for a screen that says when it is lost. */
export interface SocketStatus {
  online(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * The Apollo client of a public screen (the preparation board, signed in or not): every operation over the
 * socket, which carries no token, so there is nothing to refresh and no sign-in page to fall back to.
 */
export function createPublicApolloClient(url = socketUrl()): { client: ApolloClient; status: SocketStatus; dispose(): void } {
  let online = true;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === online) return;
    online = next;
    for (const listener of listeners) listener();
  };
  // Kept open (not lazy): a close is then always a lost connection, never the end of the last subscription.
  const socket = createSocketClient(() => null, { url, lazy: false, on: { connected: () => set(true), closed: () => set(false) } });
  return {
    client: new ApolloClient({ link: new GraphQLWsLink(socket), cache: createCache() }),
    status: {
      online: () => online,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    dispose: () => void socket.dispose(),
  };
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
