import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { printDocument } from './printDocument.ts';

/**
 * One GraphQL call over fetch, without Apollo: the session operations (sign-in, refresh, sign-out,
 * viewer) run before the Apollo client is loaded, which keeps the sign-in page light.
 * GraphQL errors reject as Apollo's CombinedGraphQLErrors so one error mapping serves both paths.
 */
export async function graphqlRequest<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  token: string | null = null,
): Promise<TData> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      // Yoga's CSRF prevention accepts requests carrying this header.
      'x-graphql-yoga-csrf': '1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: printDocument(document), variables }),
  });
  const result: unknown = await response.json();
  if (typeof result !== 'object' || result === null) throw new Error(`Unreadable answer (HTTP ${response.status})`);
  if ('errors' in result && Array.isArray(result.errors) && result.errors.length > 0) {
    throw new CombinedGraphQLErrors({ data: null, errors: result.errors });
  }
  if (!('data' in result) || !result.data) throw new Error(`No data (HTTP ${response.status})`);
  return result.data as TData;
}
