import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { RestUpstream, type CallContext, type UpstreamLogger } from './client.ts';
import { deadlineIn } from './deadline.ts';

type Logged = Array<{ details: Record<string, unknown>; message: string }>;
type Handler = (request: IncomingMessage, response: ServerResponse) => void;

interface Fake {
  url: string;
  requests: IncomingMessage[];
  close(): Promise<void>;
}

const open: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of open.splice(0)) await close();
});

/** A local upstream whose every request goes to `handler` (one that never answers stalls). */
async function fake(handler: Handler): Promise<Fake> {
  const requests: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  open.push(close);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, close };
}

function upstreamOf(url: string, logged: Logged, failureThreshold = 100): RestUpstream {
  const logger: UpstreamLogger = { warn: (details, message) => logged.push({ details, message }) };
  const upstream = new RestUpstream(url, { logger, breaker: { failureThreshold, coolDownMs: 60_000 } });
  open.push(() => upstream.close());
  return upstream;
}

const context = (timeoutMs: number): CallContext => ({ token: 't', requestId: 'req-1', deadline: deadlineIn(timeoutMs) });

async function failureOf(promise: Promise<unknown>): Promise<GraphQLError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof GraphQLError)) throw new Error(`expected a GraphQL error, got ${String(error)}`);
  return error;
}

const stall: Handler = () => undefined;
const json: Handler = (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');

describe('REST upstream', () => {
  it('sends the request id and the token on every call', async () => {
    const server = await fake(json);
    const answer = await upstreamOf(server.url, []).call({ method: 'GET', path: 'api/x' }, context(5_000));
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(server.requests[0]!.headers).toMatchObject({ 'x-request-id': 'req-1', authorization: 'Bearer t' });
  });

  it('reads an answer sent in many chunks whole, multi-byte characters split across chunks included, without a byte order mark', async () => {
    const text = JSON.stringify({ name: 'Épicerie النور', rows: Array.from({ length: 2_000 }, (_, index) => `ligne ${index} — é`) });
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    const server = await fake((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      // One byte at a time for the first hundred bytes (splitting é and the Arabic letters), then the rest.
      for (let index = 0; index < 100; index += 1) response.write(bytes.subarray(index, index + 1));
      response.end(bytes.subarray(100));
    });
    const answer = await upstreamOf(server.url, []).call({ method: 'GET', path: 'api/x' }, context(5_000));
    expect(answer).toEqual({ status: 200, body: JSON.parse(text) });
  });

  it('answers a write whose reply never came with UPSTREAM_TIMEOUT once the deadline passes, never retried', async () => {
    const server = await fake(stall);
    const logged: Logged = [];
    const error = await failureOf(upstreamOf(server.url, logged).call({ method: 'POST', path: 'api/x', body: {} }, context(300)));
    expect(error.extensions.code).toBe('UPSTREAM_TIMEOUT');
    expect(server.requests).toHaveLength(1);
    expect(logged).toEqual([
      { message: 'upstream call failed', details: expect.objectContaining({ method: 'POST', path: 'api/x', requestId: 'req-1', attempt: 1, cause: 'timeout' }) },
    ]);
  });

  it('does not retry a stalled GET past the deadline', async () => {
    const server = await fake(stall);
    const error = await failureOf(upstreamOf(server.url, []).call({ method: 'GET', path: 'api/x' }, context(300)));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(server.requests).toHaveLength(1);
  });

  it('retries a failing GET while the deadline leaves room, reporting each failure', async () => {
    const server = await fake((_request, response) => response.writeHead(503).end());
    const logged: Logged = [];
    const error = await failureOf(upstreamOf(server.url, logged).call({ method: 'GET', path: 'api/x' }, context(10_000)));
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', status: 503 });
    expect(server.requests).toHaveLength(3);
    expect(logged.map(({ details }) => [details.attempt, details.status])).toEqual([
      [1, 503],
      [2, 503],
      [3, 503],
    ]);
  });

  it('answers UPSTREAM_UNAVAILABLE for a refused write, naming the cause', async () => {
    const server = await fake(json);
    await server.close();
    const logged: Logged = [];
    const error = await failureOf(upstreamOf(server.url, logged).call({ method: 'POST', path: 'api/x', body: {} }, context(5_000)));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(logged[0]?.details).toMatchObject({ method: 'POST', cause: 'ECONNREFUSED' });
  });

  it('fails fast without calling once the breaker is open', async () => {
    const server = await fake((_request, response) => response.writeHead(500).end());
    const logged: Logged = [];
    const upstream = upstreamOf(server.url, logged, 2);
    await failureOf(upstream.call({ method: 'POST', path: 'api/x' }, context(5_000)));
    await failureOf(upstream.call({ method: 'POST', path: 'api/x' }, context(5_000)));
    expect(logged.at(-1)?.message).toBe('upstream circuit open: failing fast');
    const error = await failureOf(upstream.call({ method: 'GET', path: 'api/x' }, context(5_000)));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(server.requests).toHaveLength(2);
  });

  it('reports readiness within its own time whatever the upstream does', async () => {
    const stalled = await fake(stall);
    expect(await upstreamOf(stalled.url, []).ready(200)).toBe(false);
    const healthy = await fake(json);
    expect(await upstreamOf(healthy.url, []).ready(2_000)).toBe(true);
  });
});
