import { parse, print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../generated/graphql.ts';
import { printDocument } from './printDocument.ts';

const documents = Object.entries(generated).filter(([name, value]) => name.endsWith('Document') && typeof value === 'object' && value !== null) as [string, DocumentNode][];

describe('printDocument', () => {
  it('covers the generated documents', () => {
    expect(documents.length).toBeGreaterThan(20);
  });

  it.each(documents)('prints %s as graphql does', (_name, document) => {
    // Parsed again, it is the same document (graphql's print is the judge, whitespace aside).
    expect(print(parse(printDocument(document)))).toBe(print(document));
  });

  it('prints every kind of value, alias, directive and inline fragment', () => {
    const source = `query Q($a: [Int!]! = [1, 2], $b: In = {x: "é\\"q", y: null, z: ENUM, f: 1.5, t: true}) @dir(k: 1) {
      alias: field(arg: $a, other: {n: [false]}) @include(if: true) { ... on T { id } ...F @skip(if: false) }
    } fragment F on T @frag { id }`;
    const document = parse(source);
    expect(print(parse(printDocument(document)))).toBe(print(document));
  });
});
