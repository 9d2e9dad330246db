import { createServer, request as forwardRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does with one request: forward it, hold it without ever answering, or answer 503. */
export type Behaviour = 'pass' | 'stall' | 'fail';

export interface SeenRequest {
  method: string;
  path: string;
  /** The query string, without its `?`. */
  query: string;
  requestId: string | undefined;
}

/** A proxy in front of rest-api that can stall, fail or refuse on demand, and counts what reaches it. */
export interface FaultyUpstream {
  url: string;
  /** Every request received, in order. */
  readonly seen: readonly SeenRequest[];
  /** TCP connections accepted so far. */
  connections(): number;
  /** Decides each request's fate from now on. */
  behave(decide: (request: SeenRequest) => Behaviour): void;
  /** Closes the port and drops every connection: the upstream is dead, connections are refused. */
  refuse(): Promise<void>;
  /** Listens again on the same port (no-op when listening). */
  accept(): Promise<void>;
  close(): Promise<void>;
}

export async function faultyUpstream(target: string): Promise<FaultyUpstream> {
  const seen: SeenRequest[] = [];
  let connections = 0;
  let decide: (request: SeenRequest) => Behaviour = () => 'pass';

  const server = createServer((request, response) => {
    const header = request.headers['x-request-id'];
    const entry = { method: request.method ?? 'GET', path: (request.url ?? '/').split('?')[0]!, query: (request.url ?? '').split('?')[1] ?? '', requestId: typeof header === 'string' ? header : undefined };
    seen.push(entry);
    const behaviour = decide(entry);
    if (behaviour === 'stall') return;
    if (behaviour === 'fail') return void response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"indisponible"}');
    const forward = forwardRequest(new URL(request.url ?? '/', target), { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  server.on('connection', () => {
    connections += 1;
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as AddressInfo).port;

  const refuse = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });

  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    connections: () => connections,
    behave(next) {
      decide = next;
    },
    refuse,
    accept: () => (server.listening ? Promise.resolve() : listen(port)),
    close: refuse,
  };
}
