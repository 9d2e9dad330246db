import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { outputOf } from '../../scripts/build-services.ts';
import { waitForHttp } from '../../scripts/processes.ts';
import { demo, freePort } from './stack.ts';
import { watch, type WatchedProcess } from './child.ts';

const started: WatchedProcess[] = [];
afterEach(() => {
  for (const service of started.splice(0)) service.child.kill('SIGKILL');
});

async function startService(service: 'gateway' | 'rest-api', env: Record<string, string>): Promise<{ url: string; process: WatchedProcess }> {
  const port = await freePort();
  const portVariable = service === 'gateway' ? { PORT: String(port), HOST: '127.0.0.1' } : { REST_API_PORT: String(port) };
  const process_ = watch([outputOf(service)], { ...process.env, LOG_LEVEL: 'warn', ...portVariable, ...env });
  started.push(process_);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`, 110_000, process_.child);
  return { url, process: process_ };
}

interface SlowRequest {
  /** Resolves once the server has read the request's headers (it answered 100 Continue). */
  inFlight: Promise<void>;
  /** Sends the body. */
  finish(): void;
  response: Promise<{ status: number; body: string }>;
}

/** A POST whose body is held back until `finish()`: a request the server is running meanwhile. */
function slowPost(url: string, body: string): SlowRequest {
  const req: ClientRequest = request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const inFlight = new Promise<void>((resolve) => req.once('continue', () => resolve()));
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.once('error', reject);
    });
  });
  return { inFlight, finish: () => req.end(body), response };
}

/** Polls until a new connection is refused: the server stopped accepting. */
async function refusesConnections(url: string): Promise<void> {
  for (;;) {
    try {
      await fetch(`${url}/healthz`);
    } catch {
      return;
    }
    await delay(50);
  }
}

describe('graceful shutdown on SIGTERM', () => {
  it('the gateway stops accepting, finishes the running request, then exits with 0', async () => {
    const { url, process: gateway } = await startService('gateway', { REST_API_URL: 'http://127.0.0.1:9' });
    const slow = slowPost(`${url}/graphql`, JSON.stringify({ query: '{ __typename }' }));
    await slow.inFlight;
    gateway.child.kill('SIGTERM');
    await refusesConnections(url);
    slow.finish();
    expect(await slow.response).toEqual({ status: 200, body: '{"data":{"__typename":"Query"}}' });
    expect(await gateway.exited).toBe(0);
  });

  it('the gateway cuts a request still running after SHUTDOWN_TIMEOUT_MS and exits with 1', async () => {
    const { url, process: gateway } = await startService('gateway', { REST_API_URL: 'http://127.0.0.1:9', SHUTDOWN_TIMEOUT_MS: '200' });
    const slow = slowPost(`${url}/graphql`, JSON.stringify({ query: '{ __typename }' }));
    const outcome = slow.response.then(
      () => 'answered',
      () => 'cut',
    );
    await slow.inFlight;
    gateway.child.kill('SIGTERM');
    expect(await gateway.exited).toBe(1);
    expect(await outcome).toBe('cut');
  });

  it('rest-api stops accepting, finishes the running request, then exits with 0', { timeout: 180_000 }, async () => {
    const { url, process: restApi } = await startService('rest-api', { DATA_DIR: 'memory://' });
    const slow = slowPost(`${url}/api/users/login`, JSON.stringify(demo.admin));
    await slow.inFlight;
    restApi.child.kill('SIGTERM');
    await refusesConnections(url);
    slow.finish();
    const answer = await slow.response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('data.accessToken');
    expect(await restApi.exited).toBe(0);
  });

  it('rest-api cuts a request still running after SHUTDOWN_TIMEOUT_MS and exits with 1', { timeout: 180_000 }, async () => {
    const { url, process: restApi } = await startService('rest-api', { DATA_DIR: 'memory://', SHUTDOWN_TIMEOUT_MS: '200' });
    const slow = slowPost(`${url}/api/users/login`, JSON.stringify(demo.admin));
    const outcome = slow.response.then(
      () => 'answered',
      () => 'cut',
    );
    await slow.inFlight;
    restApi.child.kill('SIGTERM');
    expect(await restApi.exited).toBe(1);
    expect(await outcome).toBe('cut');
  });
});
