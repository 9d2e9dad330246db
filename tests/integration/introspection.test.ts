import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, demo, startStack, type Stack } from './stack.ts';

const SCHEMA = '{ __schema { queryType { name } } }';
const TYPE = '{ __type(name: "Viewer") { name } }';

describe('introspection with NODE_ENV=production', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ backend: 'pglite', env: { NODE_ENV: 'production' } });
  });
  afterAll(() => stack?.close());

  it('is refused to an anonymous caller, __schema and __type alike', async () => {
    for (const query of [SCHEMA, TYPE]) {
      const answer = await stack.graphql(query);
      expect(answer.data ?? null).toBeNull();
      expect(codeOf(answer)).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(await stack.graphql(SCHEMA, {}, { token: 'not.a.token' }))).toBe('UNAUTHENTICATED');
  });

  it('is answered to a signed-in integrator, and __typename stays open', async () => {
    const token = await stack.signIn(demo.agent.email, demo.agent.password);
    const answer = await stack.graphql<{ __schema: { queryType: { name: string } } }>(SCHEMA, {}, { token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.__schema.queryType.name).toBe('Query');
    expect((await stack.graphql<{ __typename: string }>('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });
});
