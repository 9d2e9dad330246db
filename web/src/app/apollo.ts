import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { createAuthLink } from '../features/access/authLink.ts';
import type { Session } from '../features/access/session.ts';
import { createCache } from './cache.ts';

/** The Apollo client of a signed-in session (created by the shell, so the sign-in page never loads Apollo). */
export function createApolloClient(session: Session): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      createAuthLink(session.store.getToken, session.queue),
      new HttpLink({
        uri: '/graphql',
        credentials: 'same-origin',
        // Yoga's CSRF prevention accepts requests carrying this header.
        headers: { 'x-graphql-yoga-csrf': '1' },
      }),
    ]),
    cache: createCache(),
  });
}
