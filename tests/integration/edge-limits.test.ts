import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { demo, startStack, type Stack } from './stack.ts';

/**
 * The gateway's bounds on what an anonymous client may hold (issue 24 §3), with small limits set
 * through the environment: WebSockets per address and in all, idle WebSockets, slow requests.
 * bench/edge-flood.ts measures the same with thousands of sockets.
 */
const PER_ADDRESS = 4;
const GLOBAL = 6;
const IDLE_MS = 1_000;

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack({
    backend: 'pglite',
    captureOutput: true,
    gatewayEnv: {
      // Each test's sockets come "from" their own address.
      TRUST_PROXY: 'true',
      WS_MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
      WS_MAX_CONNECTIONS: String(GLOBAL),
      WS_IDLE_TIMEOUT_MS: String(IDLE_MS),
      WS_PING_INTERVAL_MS: '500',
      HTTP_HEADERS_TIMEOUT_MS: '1000',
      HTTP_REQUEST_TIMEOUT_MS: '2000',
    },
  });
  token = await stack.signIn(demo.admin.email, demo.admin.password);
});
afterAll(() => stack?.close());

const socketUrl = () => `${stack.url.replace('http:', 'ws:')}/graphql`;

/**
 * A WebSocket that speaks graphql-ws up to its acknowledgement, then holds the connection (subscribed
 * to order changes when asked, so that the idle close leaves it); or the HTTP status of its refusal.
 */
function openSocket(address: string, { subscribe = false, autoPong = true } = {}): Promise<{ socket: WebSocket } | { refused: number }> {
  const socket = new WebSocket(socketUrl(), 'graphql-transport-ws', { headers: { 'x-forwarded-for': address }, autoPong });
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) => {
      resolve({ refused: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: subscribe ? { authorization: `Bearer ${token}` } : {} })));
    socket.once('message', () => {
      if (subscribe) socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { orderChanges { orderIds } }' } }));
      resolve({ socket });
    });
  });
}

async function opened(address: string, options?: { subscribe?: boolean; autoPong?: boolean }): Promise<WebSocket> {
  const attempt = await openSocket(address, options);
  if ('refused' in attempt) throw new Error(`refused with ${attempt.refused}`);
  return attempt.socket;
}

const closed = (socket: WebSocket) =>
  socket.readyState === WebSocket.CLOSED ? Promise.resolve(-1) : new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

async function closeAll(sockets: WebSocket[]) {
  await Promise.all(sockets.map(async (socket) => {
    const done = closed(socket);
    socket.close();
    await done;
  }));
}

interface LogLine {
  msg: string;
  refused?: { perAddress: number; global: number };
}
const gatewayLines = () => stack.output.gateway.flatMap((line): LogLine[] => (line.startsWith('{') ? [JSON.parse(line) as LogLine] : []));

describe('WebSocket connections', () => {
  it('refuses past the cap of one address, then past the global cap, logging it, while HTTP still answers', async () => {
    const held: WebSocket[] = [];
    try {
      for (let i = 0; i < PER_ADDRESS; i++) held.push(await opened('10.0.0.1', { subscribe: true }));
      expect(await openSocket('10.0.0.1')).toEqual({ refused: 429 });
      // Another address still gets in, up to the global cap.
      for (let i = PER_ADDRESS; i < GLOBAL; i++) held.push(await opened('10.0.0.2', { subscribe: true }));
      expect(await openSocket('10.0.0.3')).toEqual({ refused: 503 });
      // A signed-in user's query answers meanwhile.
      const users = await stack.graphql<{ users: { count: number } }>('{ users(page: 1, take: 1) { count } }', {}, { token });
      expect(users.data?.users.count).toBeGreaterThan(0);
      await vi.waitFor(() => expect(gatewayLines().filter((line) => line.msg === 'gateway: WebSocket connections refused').map((line) => line.refused)).toContainEqual({ perAddress: 1, global: 0 }));
    } finally {
      await closeAll(held);
    }
    // Their places are free again.
    await vi.waitFor(async () => {
      const again = await openSocket('10.0.0.1');
      expect(again).toEqual({ socket: expect.any(WebSocket) });
      if ('socket' in again) await closeAll([again.socket]);
    });
  });

  it('closes a connection that runs no operation, not one that subscribes', async () => {
    const subscriber = await opened('10.0.1.1', { subscribe: true });
    try {
      const idle = await opened('10.0.1.2');
      expect(await closed(idle)).toBe(4408);
      // The subscriber, open longer than the idle socket was, still is.
      expect(subscriber.readyState).toBe(WebSocket.OPEN);
    } finally {
      await closeAll([subscriber]);
    }
  });

  it('drops a peer that stops answering pings, even while it subscribes', async () => {
    const deaf = await opened('10.0.2.1', { subscribe: true, autoPong: false });
    // Terminated, no close frame: 1006 on our side.
    expect(await closed(deaf)).toBe(1006);
  });
});

describe('slow requests', () => {
  const rawSocket = async (): Promise<Socket> => {
    const { hostname, port } = new URL(stack.url);
    const socket = connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    return socket;
  };
  /** Everything the server sent before closing the connection. */
  const answerBeforeClose = (socket: Socket) =>
    new Promise<string>((resolve) => {
      let text = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      socket.once('close', () => resolve(text));
    });

  it('closes a connection whose headers never end', async () => {
    const socket = await rawSocket();
    socket.write('GET /healthz HTTP/1.1\r\nHost: gateway\r\nX-Slow: ');
    expect(await answerBeforeClose(socket)).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose body never ends', async () => {
    const socket = await rawSocket();
    socket.write('POST /graphql HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":');
    // The answer, if any, is not a GraphQL one: the request was cut.
    expect(await answerBeforeClose(socket)).not.toMatch(/^HTTP\/1\.1 200/);
  });
});

describe('GraphiQL', () => {
  const html = { accept: 'text/html,application/xhtml+xml' };
  const linked = (page: string) => [...page.matchAll(/(?:src|href)="(\/graphiql\/[^"]+)"/g)].map((match) => match[1]!);

  it('is a small page under the console security headers, its files static, compressed and cached for good', async () => {
    const response = await fetch(`${stack.url}/graphql`, { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self';.*frame-ancestors 'none'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const page = await response.text();
    expect(page.length).toBeLessThan(4096);
    expect(page).not.toMatch(/<script>|<style>/);
    const files = linked(page);
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^\/graphiql\/graphiql-[0-9a-f]{16}\.js$/), expect.stringMatching(/\.css$/), expect.stringMatching(/^\/graphiql\/start-/)]));
    for (const file of files) {
      const asset = await fetch(`${stack.url}${file}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
      expect(asset.headers.get('content-encoding')).toBe('br');
      await asset.arrayBuffer();
      const again = await fetch(`${stack.url}${file}`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': asset.headers.get('etag')!.replace('-br', '-gzip') } });
      expect(again.status).toBe(304);
    }
    // The start script points Monaco at its workers as files of the same origin (CSP: no blob: workers).
    const start = await (await fetch(`${stack.url}${files.find((file) => file.includes('/start-'))!}`)).text();
    for (const worker of [...start.matchAll(/"(\/graphiql\/[\w-]+-worker-[0-9a-f]{16}\.js)"/g)].map((match) => match[1]!)) {
      expect((await fetch(`${stack.url}${worker}`, { method: 'HEAD' })).status).toBe(200);
    }
    expect(start.match(/-worker-/g)).toHaveLength(3);
  });

  it('is off in production unless GRAPHIQL turns it on', async () => {
    const production = await startStack({ backend: 'pglite', restApiUrl: stack.restApiUrl, gatewayEnv: { NODE_ENV: 'production' } });
    const enabled = await startStack({ backend: 'pglite', restApiUrl: stack.restApiUrl, gatewayEnv: { NODE_ENV: 'production', GRAPHIQL: 'true' } });
    try {
      const off = await fetch(`${production.url}/graphql`, { headers: html });
      // Yoga's answer to a GET asking for HTML only: Not Acceptable, no page.
      expect({ status: off.status, type: off.headers.get('content-type') }).toEqual({ status: 406, type: null });
      expect((await off.text()).length).toBeLessThan(1024);
      const on = await fetch(`${enabled.url}/graphql`, { headers: html });
      expect(on.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(linked(await on.text()).length).toBeGreaterThan(3);
    } finally {
      await Promise.all([production.close(), enabled.close()]);
    }
  });
});
