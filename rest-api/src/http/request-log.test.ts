import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggingOptions, prettyFromJson } from './request-log.ts';

async function appLogging(format: 'json' | 'pretty') {
  const lines: string[] = [];
  const app = Fastify(loggingOptions('info', format, (line) => lines.push(line)));
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/api/things', async () => ({ collection: [], count: 0 }));
  app.get('/api/broken', async () => {
    throw new Error('database gone');
  });
  await app.ready();
  return { app, lines };
}

describe('rest-api request lines', () => {
  it("writes one JSON line per request under the caller's request id", async () => {
    const { app, lines } = await appLogging('json');
    await app.inject({ method: 'GET', url: '/api/things?take=5', headers: { 'x-request-id': 'gw-42' } });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', msg: 'request', requestId: 'gw-42', method: 'GET', url: '/api/things?take=5', status: 200, ms: expect.any(Number) });
    await app.close();
  });

  it('gives a request without a safe id a fresh one', async () => {
    const { app, lines } = await appLogging('json');
    await app.inject({ method: 'GET', url: '/api/things', headers: { 'x-request-id': 'forged"\nline' } });
    expect(JSON.parse(lines[0]!).requestId).toMatch(/^[0-9a-f-]{36}$/);
    await app.close();
  });

  it('does not log the health probe', async () => {
    const { app, lines } = await appLogging('json');
    await app.inject({ method: 'GET', url: '/healthz' });
    expect(lines).toEqual([]);
    await app.close();
  });

  it('reports a failed request at warn, after its cause under the same id', async () => {
    const { app, lines } = await appLogging('json');
    await app.inject({ method: 'GET', url: '/api/broken', headers: { 'x-request-id': 'gw-43' } });
    const records = lines.map((line) => JSON.parse(line));
    expect(records).toMatchObject([
      { level: 'error', requestId: 'gw-43', err: { message: 'database gone' } },
      { level: 'warn', msg: 'request', requestId: 'gw-43', status: 500 },
    ]);
    await app.close();
  });

  it('writes readable lines when asked', async () => {
    const { app, lines } = await appLogging('pretty');
    await app.inject({ method: 'GET', url: '/api/things', headers: { 'x-request-id': 'gw-44' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}request requestId=gw-44 method=GET url=\/api\/things status=200 ms=[\d.]+\n$/);
    await app.close();
  });

  it('turns a pino JSON line into a readable one', () => {
    expect(prettyFromJson('{"level":"warn","time":"2026-11-22T10:00:00.000Z","msg":"slow","ms":5}\n')).toMatch(/^\d\d:\d\d:00\.000 WARN {2}slow ms=5$/);
  });
});
