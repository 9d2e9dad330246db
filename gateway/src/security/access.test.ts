import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '@console/schema/sdl';
import { Level, Permission } from '@console/schema';
import { rootFieldAccess, withAccessRules } from './access.ts';

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
