import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsIntrospection } from './introspection.ts';

describe('selectsIntrospection', () => {
  it('finds __schema and __type, at the root or in a fragment', () => {
    expect(selectsIntrospection(parse('{ __schema { types { name } } }'))).toBe(true);
    expect(selectsIntrospection(parse('{ __type(name: "User") { name } }'))).toBe(true);
    expect(selectsIntrospection(parse('query { ...F } fragment F on Query { __schema { queryType { name } } }'))).toBe(true);
  });

  it('lets __typename and ordinary fields through', () => {
    expect(selectsIntrospection(parse('{ __typename }'))).toBe(false);
    expect(selectsIntrospection(parse('{ viewer { userId __typename } }'))).toBe(false);
  });
});
