import { createRequire } from 'node:module';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { isAsyncIterable } from '@graphql-tools/utils';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '@console/schema/sdl';
import { Level, Permission } from '@console/schema';
import { gatewayError } from '../rest/errors.ts';
import { rootFieldAccess, withAccessRules } from './access.ts';

// The build of graphql that @graphql-tools loads (under Vite, an import would load another).
const { parse, subscribe }: typeof import('graphql') = createRequire(import.meta.url)('graphql');

const directive = loadTypeDefs().find((sdl) => sdl.includes('directive @access'))!;

describe('@access on root fields', () => {
  it('is on every Query, Mutation and Subscription field of the schema', () => {
    const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
    const missing = [...rootFieldAccess(schema)].filter(([, access]) => !access).map(([coordinate]) => coordinate);
    expect(rootFieldAccess(schema).size).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('maps enum names to the seeds ids', () => {
    const schema = makeExecutableSchema({
      typeDefs: [directive, 'type Query { orders: Int @access(permission: [ORDERS, SUMMARY], levels: [EDIT, READ]) }'],
    });
    expect(rootFieldAccess(schema).get('Query.orders')).toEqual({
      kind: 'permission',
      requirement: { permissions: [Permission.ORDERS, Permission.SUMMARY], levels: [Level.EDIT, Level.READ] },
    });
  });

  it('refuses to build a schema with an unguarded root field', () => {
    const schema = makeExecutableSchema({ typeDefs: [directive, 'type Query { open: Int }'] });
    expect(() => withAccessRules(schema)).toThrow('Root fields without @access: Query.open');
  });

  it('refuses an ambiguous directive', () => {
    const schema = makeExecutableSchema({ typeDefs: [directive, 'type Query { both: Int @access(public: true, signedIn: true) }'] });
    expect(() => rootFieldAccess(schema)).toThrow('exactly one of');
  });
});

describe('subscriptions (shield does not guard them: guardSubscriptions does)', () => {
  const schema = withAccessRules(
    makeExecutableSchema({
      typeDefs: [
        directive,
        'type Query { ping: Int @access(public: true) }',
        'type Mutation { noop: Int @access(public: true) }',
        'type Subscription { board: Int @access(public: true) orders: Int @access(permission: ORDERS) }',
      ],
      resolvers: {
        Subscription: {
          board: { subscribe: () => repeat(1), resolve: (value: number) => value },
          orders: { subscribe: () => repeat(2), resolve: (value: number) => value },
        },
      },
    }),
  );
  async function* repeat(value: number) {
    yield value;
  }
  const signedOut = { viewer: { granted: () => Promise.reject(gatewayError('UNAUTHENTICATED')) } };
  const withoutOrders = { viewer: { granted: async () => [{ permissionId: Permission.CUSTOMERS, levels: [Level.READ] }] } };
  const first = async (query: string, contextValue: object) => {
    const result = await subscribe({ schema, document: parse(query), contextValue });
    if (!isAsyncIterable(result)) return result;
    const { value } = await result[Symbol.asyncIterator]().next();
    return value;
  };

  it('lets a public subscription through without a session', async () => {
    expect(await first('subscription { board }', signedOut)).toEqual({ data: { board: 1 } });
  });

  it('still checks the others: no session, then no permission', async () => {
    const unauthenticated = await first('subscription { orders }', signedOut);
    expect(unauthenticated).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    const forbidden = await first('subscription { orders }', withoutOrders);
    expect(forbidden).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
  });
});
