import { GraphQLError, type ValidationRule } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { documentCache } from './document-cache.ts';

/** Counts the real parse and validate calls, under the cache (it goes last, as in the gateway). */
function counting(): Plugin & { parses: number; validations: number } {
  const counts: Plugin & { parses: number; validations: number } = {
    parses: 0,
    validations: 0,
    onParse({ parseFn, setParseFn }) {
      setParseFn((...args) => {
        counts.parses += 1;
        return parseFn(...args);
      });
    },
    onValidate({ validateFn, setValidationFn }) {
      setValidationFn((...args) => {
        counts.validations += 1;
        return validateFn(...args);
      });
    },
  };
  return counts;
}

describe('documentCache', () => {
  const schema = createSchema({ typeDefs: 'type Query { hello(name: String!): String }', resolvers: { Query: { hello: (_: unknown, { name }: { name: string }) => `salut ${name}` } } });
  const ask = async (yoga: ReturnType<typeof createYoga>, query: string, variables?: Record<string, unknown>) => {
    const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  };

  it('parses and validates a document once, then answers each request from the cache', async () => {
    const counts = counting();
    const yoga = createYoga({ schema, parserAndValidationCache: false, plugins: [counts, documentCache()] });
    const query = 'query ($name: String!) { hello(name: $name) }';
    expect(await ask(yoga, query, { name: 'a' })).toEqual({ data: { hello: 'salut a' } });
    expect(await ask(yoga, query, { name: 'b' })).toEqual({ data: { hello: 'salut b' } });
    expect({ parses: counts.parses, validations: counts.validations }).toEqual({ parses: 1, validations: 1 });
  });

  it('keeps validation errors too, and never caches a syntax error as a document', async () => {
    const counts = counting();
    const yoga = createYoga({ schema, parserAndValidationCache: false, plugins: [counts, documentCache()] });
    for (let round = 0; round < 2; round += 1) {
      expect((await ask(yoga, '{ nope }')).errors?.[0]?.message).toMatch(/nope/);
      expect((await ask(yoga, '{ hello(')).errors?.[0]?.message).toMatch(/Syntax Error/);
    }
    expect({ parses: counts.parses, validations: counts.validations }).toEqual({ parses: 3, validations: 1 });
  });

  it('keeps one validation per set of rules: a rule added for some requests only is applied to exactly those', async () => {
    const counts = counting();
    const strictRule: ValidationRule = (validation) => ({ Field: (node) => validation.reportError(new GraphQLError(`strict: ${node.name.value}`)) });
    const strict: Plugin = {
      onValidate({ context, addValidationRule }) {
        if (context.request.headers.has('x-strict')) addValidationRule(strictRule);
      },
    };
    const yoga = createYoga({ schema, parserAndValidationCache: false, plugins: [counts, strict, documentCache()] });
    const send = async (headers: Record<string, string>) => {
      const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ hello(name: "a") }' }) });
      return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    };
    for (let round = 0; round < 2; round += 1) {
      expect(await send({})).toEqual({ data: { hello: 'salut a' } });
      expect((await send({ 'x-strict': '1' })).errors?.[0]?.message).toBe('strict: hello');
    }
    expect(counts.validations).toBe(2);
  });
});
