import { expect, type APIRequestContext } from '@playwright/test';
import { accounts } from './support.ts';

const tokens = new Map<string, string>();

async function signInToken(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const signed = await request.post('/graphql', {
    headers: { 'x-graphql-yoga-csrf': '1' },
    data: { query: 'mutation($e:String!,$p:String!){signIn(email:$e,password:$p){session{accessToken}}}', variables: { e: account.email, p: account.password } },
  });
  const token = ((await signed.json()) as { data: { signIn: { session: { accessToken: string } } } }).data.signIn.session.accessToken;
  tokens.set(account.email, token);
  return token;
}

/**
 * A GraphQL call for a test's own set-up (each test prepares the data it changes), as `account`.
 * Tokens are reused within a run and renewed when one has expired.
 */
export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, account: { email: string; password: string } = accounts.admin): Promise<T> {
  const send = async (token: string) => {
    const answer = await request.post('/graphql', { headers: { 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${token}` }, data: { query, variables } });
    return (await answer.json()) as { data: T; errors?: Array<{ extensions?: { code?: string } }> };
  };
  let body = await send(tokens.get(account.email) ?? (await signInToken(request, account)));
  if (body.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) body = await send(await signInToken(request, account));
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}
