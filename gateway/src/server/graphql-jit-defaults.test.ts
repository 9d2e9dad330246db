import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createSchema, createYoga } from 'graphql-yoga';
import { loadTypeDefs } from '@console/schema/sdl';
import { documentCache } from './document-cache.ts';

// The build of graphql that @graphql-tools loads (under Vite, an import would load another).
const { isInputObjectType }: typeof import('graphql') = createRequire(import.meta.url)('graphql');

/**
 * How default values behave under graphql-jit, which executes the gateway's operations (app.ts, with the same
 * document cache). Argument defaults are applied; an input object field's default is not reliable: graphql-jit
 * refuses an input given in variables that leaves out a required field with a default (graphql-js would apply it),
 * and an explicit null skips any default. Hence the rule tested at the end.
 */
describe('default values under graphql-jit', () => {
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: `input Probe { name: String, mode: Int = 1 }
                 input Strict { name: String, flag: Boolean! = false }
                 type Query { echo(take: Int = 10, probe: Probe, strict: Strict): String }`,
      resolvers: { Query: { echo: (_: unknown, args: object) => JSON.stringify(args) } },
    }),
    plugins: [useGraphQlJit(), documentCache()],
    logging: false,
  });
  const run = async (query: string, variables: object = {}) => {
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: { echo: string }; errors?: { message: string }[] };
  };
  const echo = async (query: string, variables: object = {}) => JSON.parse((await run(query, variables)).data!.echo) as unknown;

  it("applies an argument's default when it is left out, literally or as a variable not given", async () => {
    expect(await echo('{ echo }')).toEqual({ take: 10 });
    expect(await echo('query($take: Int) { echo(take: $take) }')).toEqual({ take: 10 });
    expect(await echo('query($take: Int) { echo(take: $take) }', { take: 3 })).toEqual({ take: 3 });
  });

  it("applies a nullable input field's default when left out, not when given null", async () => {
    expect(await echo('query($probe: Probe) { echo(probe: $probe) }', { probe: { name: 'x' } })).toEqual({ take: 10, probe: { name: 'x', mode: 1 } });
    expect(await echo('query($probe: Probe) { echo(probe: $probe) }', { probe: { mode: null } })).toEqual({ take: 10, probe: { mode: null } });
  });

  it('refuses an input in variables that leaves out a required field with a default (BannerInput.active was one)', async () => {
    expect(await echo('{ echo(strict: { name: "x" }) }')).toEqual({ take: 10, strict: { name: 'x', flag: false } });
    const refused = await run('query($strict: Strict) { echo(strict: $strict) }', { strict: { name: 'x' } });
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]?.message).toContain('Field value.flag of required type Boolean! was not provided');
  });
});

describe('the schema', () => {
  it('declares no default on an input object field: the resolver that maps the input applies it', () => {
    const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
    const withDefault = Object.values(schema.getTypeMap())
      .filter(isInputObjectType)
      .flatMap((type) => Object.values(type.getFields()).filter((field) => field.defaultValue !== undefined).map((field) => `${type.name}.${field.name}`));
    expect(
      withDefault,
      'An input field default is unreliable under graphql-jit (a required one left out of variables is refused) and any ' +
        'explicit null skips it: remove the SDL default, say it in the description, apply it where the resolver maps the ' +
        'input (`active ?? false`). Argument defaults are fine.',
    ).toEqual([]);
  });
});
