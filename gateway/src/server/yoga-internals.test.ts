import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { envelop } from '@envelop/core';
import { createSchema, createYoga, maskError, processRegularResult } from 'graphql-yoga';

const require = createRequire(import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
const installed = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

/**
 * The fast lane (fast-lane.ts) and prepared operations (prepared-operations.ts) reach past Yoga's
 * HTTP layer into its and envelop's members; graphql-plugins.test.ts reads envelop's `_plugins`.
 * These packages are pinned to exact versions: an upgrade is a change of this list, made after
 * reading what those files use in the new versions.
 */
const PINNED = ['graphql-yoga', '@envelop/core', '@envelop/graphql-jit'];

describe('the Yoga and envelop internals the fast lane depends on', () => {
  it.each(PINNED)('%s is pinned to one exact version, the installed one', (name) => {
    expect(manifest.dependencies[name]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed(name)).toBe(manifest.dependencies[name]);
  });

  const yoga = createYoga({
    schema: createSchema({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'salam' } } }),
    logging: false,
  });

  it("has the server members the fast lane calls: getEnveloped's parts, getResultForParams, fetchAPI, logger", async () => {
    const initial = { params: { query: '{ hello }' }, request: new yoga.fetchAPI.Request('http://localhost/graphql', { method: 'POST' }) };
    const { parse, validate, schema, contextFactory, execute, subscribe } = yoga.getEnveloped(initial);
    const document = parse('{ hello }');
    expect(validate(schema, document)).toEqual([]);
    expect(typeof contextFactory).toBe('function');
    expect(typeof execute).toBe('function');
    expect(typeof subscribe).toBe('function');
    expect(typeof yoga.logger.error).toBe('function');
    expect(await yoga.getResultForParams({ params: initial.params, request: initial.request }, {})).toEqual({ data: { hello: 'salam' } });
  });

  it('processRegularResult answers a Response with the media type asked for, and maskError masks with the given text', async () => {
    const response = processRegularResult({ data: { hello: 'salam' } }, yoga.fetchAPI, 'application/graphql-response+json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/graphql-response+json');
    expect(await response.json()).toEqual({ data: { hello: 'salam' } });
    const masked = maskError(new Error('secret'), 'Erreur inattendue');
    expect(masked).toMatchObject({ name: 'GraphQLError', message: 'Erreur inattendue' });
  });

  it("envelop keeps its plugins in `_plugins` (graphql-plugins.test.ts lists their hooks)", () => {
    const plugin = { onExecute: () => {} };
    expect(envelop({ plugins: [plugin] })._plugins).toEqual([plugin]);
  });
});
