import { describe, expect, it } from 'vitest';
import { createSchema, createYoga } from 'graphql-yoga';
import { MALFORMED_PARAMS, malformedRequestsAreBadRequests } from './malformed-requests.ts';

describe('malformed GraphQL-over-HTTP requests', () => {
  const yoga = createYoga({
    schema: createSchema({ typeDefs: 'type Query { hello(name: String): String }', resolvers: { Query: { hello: (_: unknown, { name }: { name?: string }) => `salam ${name ?? ''}` } } }),
    plugins: [malformedRequestsAreBadRequests],
    logging: false,
  });
  const get = (search: string) => yoga.fetch(`http://localhost/graphql?${search}`, { headers: { accept: 'application/graphql-response+json' } });

  it('answers 400 for variables or extensions that are not JSON', async () => {
    for (const search of ['query={__typename}&variables={bad', 'query={__typename}&extensions=[', 'query={__typename}&variables=%00']) {
      const response = await get(search);
      expect(response.status, search).toBe(400);
      expect((await response.json()).errors[0].message, search).toBe(MALFORMED_PARAMS);
    }
  });

  it('keeps well-formed requests and Yoga\'s own refusals', async () => {
    const ok = await get(`query=${encodeURIComponent('query($name: String) { hello(name: $name) }')}&variables=${encodeURIComponent('{"name":"Rabat"}')}`);
    expect(ok.status).toBe(200);
    expect((await ok.json()).data).toEqual({ hello: 'salam Rabat' });
    const missing = await get('variables={}');
    expect(missing.status).toBe(400);
    const badBody = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad' });
    expect(badBody.status).toBe(400);
  });
});
