import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listeningPorts, waitForHttp } from './processes.ts';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

function serve(handler: Parameters<typeof createServer>[1]): Promise<number> {
  const server = createServer(handler);
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

describe('listeningPorts', () => {
  it('names a port while a server listens on it, and no longer once it is closed', async () => {
    const port = await serve((_, res) => res.end());
    expect(listeningPorts().has(port)).toBe(true);
    await new Promise((resolve) => servers.pop()!.close(resolve));
    expect(listeningPorts().has(port)).toBe(false);
  });
});

describe('waitForHttp', () => {
  it('gives up on a server that accepts and never answers at its deadline, saying what it saw', async () => {
    const port = await serve(() => undefined);
    // Without a bound per probe, the first one would wait for undici's 300 s headers timeout.
    await expect(waitForHttp(`http://127.0.0.1:${port}/readyz`, 1_500)).rejects.toThrow(/did not answer within 1500 ms \(last probe: TimeoutError/);
  });

  it('reports the last status and body a server that is not ready gave', async () => {
    const port = await serve((_, res) => res.writeHead(503).end('{"status":"not ready"}'));
    await expect(waitForHttp(`http://127.0.0.1:${port}/readyz`, 600)).rejects.toThrow('(last probe: HTTP 503 {"status":"not ready"})');
  });

  it('resolves once the server answers 2xx', async () => {
    let calls = 0;
    const port = await serve((_, res) => res.writeHead((calls += 1) < 3 ? 503 : 200).end());
    await waitForHttp(`http://127.0.0.1:${port}/`, 5_000);
    expect(calls).toBe(3);
  });
});
