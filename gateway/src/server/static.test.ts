import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleHandler } from './static.ts';

describe('the console handler', () => {
  const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
  let server: Server;
  let url: string;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    const serve = consoleHandler(dist);
    server = createServer((request, response) => void serve(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets for good and routes anything else to index.html', async () => {
    const asset = await fetch(`${url}/assets/main-abc123.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const route = await fetch(`${url}/customers/12?page=2`);
    expect(await route.text()).toContain('<title>console</title>');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(route.headers.get('x-frame-options')).toBe('DENY');
    expect(route.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await fetch(`${url}/assets/main-abc123.js`);
    const again = await fetch(`${url}/assets/main-abc123.js`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('never serves a file outside the folder', async () => {
    const escaped = await fetch(`${url}/..%2f..%2fetc%2fpasswd`);
    expect(await escaped.text()).toContain('<title>console</title>');
  });

  it('keeps serving when the build changes under it', async () => {
    rmSync(join(dist, 'assets', 'main-abc123.js'));
    writeFileSync(join(dist, 'assets', 'main-def456.js'), 'console.log(2)');
    expect(await (await fetch(`${url}/assets/main-def456.js`)).text()).toBe('console.log(2)');
    expect((await fetch(`${url}/assets/main-abc123.js`)).status).toBe(404);
  });
});
