import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '@console/schema/sdl';
import { rootFieldAccess } from '../../gateway/src/security/access.ts';
import { minimalCall } from './minimal-call.ts';
import { codeOf, startStack, type Stack } from './stack.ts';

/**
 * Every root field of the running gateway carries @access, and every non-public one refuses a
 * caller without a session. Arguments are filled with placeholders of the right type: the check
 * must run before anything reaches the REST API.
 */
describe('every root field is guarded', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ backend: 'pglite' });
  });
  afterAll(() => stack?.close());

  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
  const access = rootFieldAccess(schema);

  it('has a directive on each Query, Mutation and Subscription field', () => {
    expect([...access].filter(([, rule]) => !rule).map(([coordinate]) => coordinate)).toEqual([]);
  });

  const guarded = [...access].filter(([coordinate, rule]) => rule?.kind !== 'public' && !coordinate.startsWith('Subscription.'));
  it.each(guarded.map(([coordinate]) => coordinate))('%s answers UNAUTHENTICATED without a session', async (coordinate) => {
    const answer = await stack.graphql(minimalCall(schema, coordinate));
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
  });
});
