import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { fastLane, fastLaneAccepts, plainParams } from './fast-lane.ts';
import { silentLogger } from './log.ts';
import { OperationLog } from './operation-log.ts';
import { preparedOperations } from './prepared-operations.ts';

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('fastLaneAccepts', () => {
  const apollo = 'application/graphql-response+json,application/json;q=0.9';

  it("takes the console's and integrators' POSTs of JSON", () => {
    expect(fastLaneAccepts('POST', { 'content-type': 'application/json', accept: apollo })).toBe(true);
    expect(fastLaneAccepts('POST', { 'content-type': 'application/json; charset=utf-8' })).toBe(true);
    expect(fastLaneAccepts('POST', { 'content-type': 'application/json', accept: '*/*' })).toBe(true);
  });

  it('leaves everything else to Yoga', () => {
    expect(fastLaneAccepts('GET', { accept: apollo })).toBe(false);
    expect(fastLaneAccepts('POST', { 'content-type': 'multipart/form-data; boundary=x' })).toBe(false);
    expect(fastLaneAccepts('POST', { 'content-type': 'application/json; charset=latin1' })).toBe(false);
    expect(fastLaneAccepts('POST', { 'content-type': 'application/json', accept: 'text/event-stream' })).toBe(false);
    expect(fastLaneAccepts('POST', { 'content-type': 'application/json', accept: 'application/json;q=1' })).toBe(false);
    expect(fastLaneAccepts('POST', { 'content-type': 'application/json', 'access-control-request-method': 'POST' })).toBe(false);
  });
});

describe('plainParams', () => {
  it('reads one operation with its variables, name and extensions', () => {
    expect(plainParams(json({ query: '{ a }', variables: { x: 1 }, operationName: 'A', extensions: {} }))).toEqual({
      query: '{ a }',
      variables: { x: 1 },
      operationName: 'A',
      extensions: {},
    });
    expect(plainParams(json({ query: '{ a }', variables: null, operationName: null }))).toEqual({ query: '{ a }' });
  });

  it('sends batches, unreadable bodies, odd parameters and subscriptions to Yoga', () => {
    expect(plainParams(json([{ query: '{ a }' }]))).toBeUndefined();
    expect(plainParams(Buffer.from('{"query": '))).toBeUndefined();
    expect(plainParams(json({ query: 1 }))).toBeUndefined();
    expect(plainParams(json({ query: '{ a }', variables: [1] }))).toBeUndefined();
    expect(plainParams(json({ query: '{ a }', operationName: 2 }))).toBeUndefined();
    expect(plainParams(json({ query: '{ a }', extensions: 'x' }))).toBeUndefined();
    expect(plainParams(json({ query: '{ a }', other: true }))).toBeUndefined();
    expect(plainParams(json({ query: 'subscription { board }' }))).toBeUndefined();
  });
});

describe('fastLane', () => {
  it("writes the operation's log line once the answer is sent, with its name, type, status, codes and request id", async () => {
    const schema = createSchema<{ req: IncomingMessage }>({ typeDefs: 'type Query { hello: String, broken: String }', resolvers: { Query: { hello: () => 'salut', broken: () => { throw new Error('boom'); } } } });
    const lines: { details: Record<string, unknown>; answered: boolean }[] = [];
    let current: ServerResponse | undefined;
    const record = (details: Record<string, unknown>) => void lines.push({ details, answered: current?.writableEnded === true });
    // Wired as in app.ts: the log's plugin reads the operation's type while Yoga parses.
    const operationLog = new OperationLog({ ...silentLogger, info: record, warn: record });
    const yoga = createYoga<{ req: IncomingMessage }>({ schema, plugins: [operationLog.plugin()] });
    const serve = fastLane(yoga, { operationLog, cookiesFor: () => [], cookiesOf: () => [], execute: preparedOperations(yoga, () => ({})) }, (req) => ({ req }));
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        current = res;
        void serve(req, res, Buffer.concat(chunks));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const ask = (query: string, requestId: string) =>
      fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': requestId },
        body: JSON.stringify({ query }),
      });
    try {
      const hello = await ask('query Greeting { hello }', 'request-0001');
      expect(hello.headers.get('x-request-id')).toBe('request-0001');
      expect(await hello.json()).toEqual({ data: { hello: 'salut' } });
      const broken = await ask('{ broken }', 'request-0002');
      expect(broken.headers.get('x-request-id')).toBe('request-0002');
      // Not prepared (an unknown field): Yoga runs it, and its plugin hooks tell the log.
      await ask('query Unknown { nope }', 'request-0003');
      expect(lines).toEqual([
        { details: expect.objectContaining({ operation: 'Greeting', type: 'query', status: 200, requestId: 'request-0001' }), answered: true },
        { details: expect.objectContaining({ operation: 'anonymous', type: 'query', status: 200, requestId: 'request-0002', codes: ['INTERNAL_SERVER_ERROR'] }), answered: true },
        { details: expect.objectContaining({ operation: 'Unknown', type: 'query', status: 200, requestId: 'request-0003', codes: ['GRAPHQL_VALIDATION_FAILED'] }), answered: true },
      ]);
      expect(lines[0]!.details).not.toHaveProperty('codes');
      expect(lines[0]!.details.ms).toEqual(expect.any(Number));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("answers a directly executed operation with the cookies its context left, and makes its fetch Request only when read", async () => {
    interface Cookies {
      cookies: string[];
    }
    const schema = createSchema<{ req: IncomingMessage } & Cookies>({
      typeDefs: 'type Query { hello: String, method: String } type Mutation { signIn: Boolean }',
      resolvers: {
        Query: { hello: () => 'salut', method: (_parent, _args, context: { request: Request }) => context.request.method },
        Mutation: {
          signIn: (_parent, _args, context: Cookies) => {
            context.cookies.push('console_refresh=abc; Path=/graphql');
            return true;
          },
        },
      },
    });
    const yoga = createYoga<{ req: IncomingMessage }, Cookies>({ schema, context: () => ({ cookies: [] }) });
    const prepared = preparedOperations(yoga, () => ({ cookies: [] as string[] }));
    let requestsMade = 0;
    const FetchRequest = yoga.fetchAPI.Request;
    yoga.fetchAPI.Request = new Proxy(FetchRequest, {
      construct(target, args: ConstructorParameters<typeof FetchRequest>) {
        requestsMade += 1;
        return new target(...args);
      },
    });
    const serve = fastLane(
      yoga,
      {
        operationLog: new OperationLog(silentLogger),
        cookiesFor: () => [],
        cookiesOf: (context) => context.cookies,
        execute: prepared,
      },
      (req) => ({ req }),
    );
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => void serve(req, res, Buffer.concat(chunks)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const ask = (query: string) => fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    try {
      const signIn = await ask('mutation { signIn }');
      expect(await signIn.json()).toEqual({ data: { signIn: true } });
      expect(signIn.headers.get('set-cookie')).toBe('console_refresh=abc; Path=/graphql');
      expect(signIn.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      // Preparing a text hands Yoga's parse and validate the initial context (which may read it): counted from the second time.
      await ask('{ hello }');
      await ask('{ method }');
      const afterPreparing = requestsMade;
      const hello = await ask('{ hello }');
      expect(hello.headers.get('set-cookie')).toBeNull();
      expect(requestsMade).toBe(afterPreparing);
      // A resolver that reads the fetch Request gets one: the POST it answers.
      expect(await (await ask('{ method }')).json()).toEqual({ data: { method: 'POST' } });
      expect(requestsMade).toBe(afterPreparing + 1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
