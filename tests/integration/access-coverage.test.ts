import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '@console/schema/sdl';
import { rootFieldAccess } from '../../gateway/src/security/access.ts';
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
    const [typeName, fieldName] = coordinate.split('.') as [string, string];
    const type = schema.getType(typeName) as import('graphql').GraphQLObjectType;
    const field = type.getFields()[fieldName]!;
    const placeholder = (typeName: string) => (/Int|Float/.test(typeName) ? '1' : /Boolean/.test(typeName) ? 'true' : '"x"');
    const args = field.args
      .filter((arg) => String(arg.type).endsWith('!'))
      .map((arg) => `${arg.name}: ${placeholder(String(arg.type))}`)
      .join(', ');
    const named = (field.type as { ofType?: unknown }).ofType ?? field.type;
    const selection = 'getFields' in (named as object) ? ' { __typename }' : '';
    const operation = typeName === 'Mutation' ? 'mutation' : 'query';
    const answer = await stack.graphql(`${operation} { ${fieldName}${args ? `(${args})` : ''}${selection} }`);
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
  });
});
