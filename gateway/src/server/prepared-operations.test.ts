import { createServer, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { GraphQLError } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastLane } from './fast-lane.ts';
import { graphqlPlugins } from './graphql-plugins.ts';
import { silentLogger } from './log.ts';
import { OperationLog } from './operation-log.ts';
import { preparedOperations, UNEXPECTED_ERROR, type DirectInitialContext, type InitialContext } from './prepared-operations.ts';

interface Services {
  marker: string;
}

const schema = createSchema<{ req: IncomingMessage } & Services>({
  typeDefs: /* GraphQL */ `
    type Query {
      hello(name: String = "monde"): String
      context: String
      broken: String
      refused: String
      unauthorized: String
      required: String!
      later: [Int!]!
    }
    input SaveInput { name: String!, count: Int }
    type Mutation { save(input: SaveInput!): String }
  `,
  resolvers: {
    Query: {
      hello: (_parent, { name }: { name: string }) => `salut ${name}`,
      // The context Yoga builds: the initial context (req, request, params) plus the services.
      context: (_parent, _args, context: InitialContext & Services) => `${context.marker} ${context.request.method} ${context.params.operationName ?? '-'} ${typeof context.req.headers}`,
      broken: () => {
        throw new Error('boom');
      },
      refused: () => {
        throw new GraphQLError('Refusé', { extensions: { code: 'FORBIDDEN' } });
      },
      unauthorized: () => {
        throw new GraphQLError('Session expirée', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
      },
      required: () => null,
      later: async () => [1, 2, 3],
    },
    Mutation: { save: (_parent, { input }: { input: { name: string; count?: number } }) => `${input.name}:${input.count ?? 0}` },
  },
});

/** One gateway-like server per mode: Yoga with the gateway's plugins, and the fast lane in front of it. */
function setUp(production: boolean) {
  const logged: unknown[] = [];
  const operationLog = new OperationLog(silentLogger);
  const yoga = createYoga<{ req: IncomingMessage }, Services>({
    schema,
    maskedErrors: { errorMessage: UNEXPECTED_ERROR },
    plugins: graphqlPlugins({ production, operationLog, cookiesFor: () => [] }),
    context: () => ({ marker: 'services' }),
    logging: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => void logged.push(...args) },
  });
  const prepared = preparedOperations(yoga, () => ({ marker: 'services' }));
  const directly: string[] = [];
  const serve = fastLane(
    yoga,
    {
      operationLog,
      cookiesFor: () => [],
      cookiesOf: () => [],
      execute(initial) {
        const execution = prepared(initial);
        if (execution) directly.push(initial.params.query ?? '');
        return execution;
      },
    },
    (req) => ({ req }),
  );
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      // As app.ts hands a request to Yoga: the body already read, the server context.
      if (req.headers['x-via'] === 'yoga' || !(await serve(req, res, body))) await yoga(Object.assign(req, { body }), res, { req });
    });
  });
  return { yoga, server, logged, directly };
}

const cases: [string, Record<string, unknown>, boolean][] = [
  // name, body, prepared (run without Yoga)
  ['a query with a default argument', { query: '{ hello }' }, true],
  ['variables', { query: 'query Greet($name: String) { hello(name: $name) }', variables: { name: 'Amina' } }, true],
  ['the context', { query: 'query Who { context }', operationName: 'Who' }, true],
  ['a named operation among two', { query: 'query A { hello } query B { context }', operationName: 'B' }, true],
  ['an unexpected error, masked', { query: '{ hello broken }' }, true],
  ['an error with a code', { query: '{ refused }' }, true],
  ['an error with an HTTP status', { query: '{ unauthorized }' }, true],
  ['null for a non-null field', { query: '{ hello required }' }, true],
  ['an asynchronous list', { query: '{ later }' }, true],
  ['variables of the wrong type', { query: 'query ($name: String) { hello(name: $name) }', variables: { name: 3 } }, true],
  ['a mutation', { query: 'mutation ($input: SaveInput!) { save(input: $input) }', variables: { input: { name: 'x', count: 2 } } }, true],
  ['a mutation missing a required input field', { query: 'mutation ($input: SaveInput!) { save(input: $input) }', variables: { input: { count: 2 } } }, true],
  ['two operations without a name', { query: 'query A { hello } query B { hello }' }, false],
  ['an unknown operation name', { query: 'query A { hello }', operationName: 'Z' }, false],
  ['a syntax error', { query: '{ hello(' }, false],
  ['an unknown field, with a suggestion', { query: '{ helo }' }, false],
  ['introspection', { query: '{ __schema { queryType { name } } }' }, false],
  ['too deep for GraphQL Armor', { query: `{ ${'__typename '.repeat(3001)} }` }, false],
];

describe.each([false, true])('prepared operations (production: %s) answer as Yoga does', (production) => {
  const { server, logged, directly } = setUp(production);
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const answer = async (response: Response) => ({
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: await response.text(),
  });

  it.each(cases)('%s', async (_name, body, prepared) => {
    for (const accept of ['application/json', 'application/graphql-response+json,application/json;q=0.9']) {
      const init = { method: 'POST', headers: { 'content-type': 'application/json', accept }, body: JSON.stringify(body) };
      directly.length = 0;
      logged.length = 0;
      const fast = await answer(await fetch(url, init));
      const fastLogged = logged.length;
      expect(directly).toEqual(prepared ? [body.query] : []);
      logged.length = 0;
      const viaYoga = await answer(await fetch(url, { ...init, headers: { ...init.headers, 'x-via': 'yoga' } }));
      expect(directly).toEqual(prepared ? [body.query] : []);
      expect(fast).toEqual(viaYoga);
      // A masked error's original is logged once, on either path.
      expect(fastLogged).toBe(logged.length);
    }
  });

  it('masks an unexpected error as Yoga does, and logs the original', async () => {
    logged.length = 0;
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ broken }' }) });
    expect(await response.json()).toEqual({
      data: { broken: null },
      errors: [{ message: UNEXPECTED_ERROR, path: ['broken'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(logged).toEqual([expect.objectContaining({ message: 'boom' })]);
  });
});

describe('preparedOperations', () => {
  it('keeps at most `max` operation texts, and prepares a forgotten one again', () => {
    const { yoga } = setUp(false);
    let built = 0;
    const prepared = preparedOperations(yoga, () => ({ marker: String((built += 1)) }), 2);
    const initial = (query: string): DirectInitialContext => ({
      req: new IncomingMessage(new Socket()),
      request: new Request('http://localhost/graphql', { method: 'POST' }),
      params: { query },
      requestId: 'request-0001',
    });
    for (const query of ['{ hello }', '{ later }', '{ context }', '{ hello }']) expect(prepared(initial(query))?.operation).toEqual({ name: undefined, type: 'query' });
    expect(prepared(initial('subscription { hello }'))).toBeUndefined();
    expect(built).toBe(4);
  });
});
