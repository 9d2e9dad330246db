/** For the gateway's client tests: a fake rest-api on a real socket, and GraphQL run against it. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { afterAll, beforeAll } from 'vitest';
import { loadTypeDefs } from '@console/schema/sdl';
import { domainResolvers } from '../resolvers.ts';
import { restClientFor } from './api.ts';
import { RestUpstream } from './client.ts';
import { deadlineIn } from './deadline.ts';

// The build of graphql that @graphql-tools loads (under Vite, an import would load another).
const { graphql }: typeof import('graphql') = createRequire(import.meta.url)('graphql');

/** A request the fake rest-api received. */
export interface UpstreamCall {
  method: string;
  /** The path without the query. */
  path: string;
  /** The path with the query, as sent. */
  url: string;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
  /** `METHOD path` (no query): the usual key of a table of answers. */
  key: string;
}

let schema: GraphQLSchema | undefined;

/**
 * A fake rest-api, started before the calling describe block's tests and stopped after. It answers each call
 * with `answer` (a status and a JSON body; unknown calls should answer 500) and keeps the calls in `calls`.
 * `run` executes an operation on the gateway's schema (without access rules) with a client of it in the context.
 */
export function fakeUpstream(answer: (call: UpstreamCall) => [status: number, body: object]) {
  const calls: UpstreamCall[] = [];
  let server: Server | undefined;
  let upstream: RestUpstream | undefined;
  beforeAll(async () => {
    const started = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const url = request.url ?? '/';
        const method = request.method ?? 'GET';
        const path = new URL(url, 'http://upstream').pathname;
        const call = { method, path, url, body: text ? JSON.parse(text) : undefined, key: `${method} ${path}` };
        calls.push(call);
        const [status, body] = answer(call);
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    server = started;
    const { port } = started.address() as AddressInfo;
    upstream = new RestUpstream(`http://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    await upstream?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  const rest = () => {
    if (!upstream) throw new Error('fakeUpstream: used outside the tests of its describe block');
    return restClientFor(upstream, { token: () => 't', requestId: 'r', deadline: deadlineIn(5_000) });
  };
  return {
    calls,
    rest,
    /** Runs `source` with the client and `context` (e.g. `live`) as its context. */
    run: (source: string, context: Record<string, unknown> = {}) => {
      schema ??= makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: domainResolvers });
      return graphql({ schema, source, contextValue: { rest: rest(), ...context } });
    },
  };
}
