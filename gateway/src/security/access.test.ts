import { createRequire } from 'node:module';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { isAsyncIterable } from '@graphql-tools/utils';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '@console/schema/sdl';
import { Level, Messages, Permission } from '@console/schema';
import { gatewayError } from '../rest/errors.ts';
import { rootFieldAccess, withAccessRules } from './access.ts';

// The build of graphql that @graphql-tools loads (under Vite, an import would load another).
const { execute, parse, subscribe }: typeof import('graphql') = createRequire(import.meta.url)('graphql');

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

describe('grid rows (@access rows): each row sent needs the level of what it does', () => {
  const typeDefs = [
    directive,
    'type Query { ping: Int @access(public: true) }',
    'type Subscription { tick: Int @access(public: true) }',
    'input Change { typeAction: Int! readyToSend: Boolean }',
    'type Mutation { save(changes: [Change!]!): Int @access(permission: ACCESS_ADMIN, levels: [EDIT], rows: "changes") }',
  ];
  let saved = 0;
  const schema = withAccessRules(makeExecutableSchema({ typeDefs, resolvers: { Mutation: { save: () => ++saved } } }));
  const as = (levels: number[]) => ({ viewer: { granted: async () => [{ permissionId: Permission.ACCESS_ADMIN, levels }] } });
  const save = (changes: object[], contextValue: object) =>
    execute({ schema, document: parse('mutation ($changes: [Change!]!) { save(changes: $changes) }'), variableValues: { changes }, contextValue });

  it('reads the argument it names', () => {
    expect(rootFieldAccess(makeExecutableSchema({ typeDefs })).get('Mutation.save')).toEqual({
      kind: 'permission',
      requirement: { permissions: [Permission.ACCESS_ADMIN], levels: [Level.EDIT] },
      rows: 'changes',
    });
  });

  it('refuses a new or deleted row to the consultation levels (4, 6) with the French reason, runs nothing', async () => {
    const before = saved;
    const created = await save([{ typeAction: 2 }, { typeAction: 1 }], as([Level.EDIT, Level.READ]));
    expect(created.errors?.[0]).toMatchObject({ message: Messages.rowCreateForbidden, extensions: { code: 'FORBIDDEN', serverMessages: [Messages.rowCreateForbidden] } });
    const deleted = await save([{ typeAction: 3 }], as([Level.EDIT, Level.READ]));
    expect(deleted.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', serverMessages: [Messages.rowDeleteForbidden] });
    expect(saved).toBe(before);
  });

  it('lets through the rows the levels allow, and rows not meant for the server', async () => {
    expect((await save([{ typeAction: 2 }, { typeAction: 1, readyToSend: false }], as([Level.EDIT]))).data).toEqual({ save: saved });
    expect((await save([{ typeAction: 1 }, { typeAction: 2 }, { typeAction: 3 }, { typeAction: 4 }], as([Level.CREATE, Level.EDIT, Level.DELETE]))).errors).toBeUndefined();
  });

  it('refuses a schema whose rows name no argument', () => {
    const wrong = makeExecutableSchema({ typeDefs: [directive, 'type Query { save(changes: Int): Int @access(permission: USERS, rows: "rows") }'] });
    expect(() => rootFieldAccess(wrong)).toThrow('names rows "rows"');
  });
});
