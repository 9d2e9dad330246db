import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedCodings, consoleHandler } from './static.ts';

describe('content-coding negotiation', () => {
  it('prefers brotli, then gzip, among what Chromium offers', () => {
    expect(acceptedCodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('gzip, deflate')).toEqual(['gzip']);
  });

  it('orders by q-value and refuses q=0', () => {
    expect(acceptedCodings('gzip;q=1.0, br;q=0.5')).toEqual(['gzip', 'br']);
    expect(acceptedCodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedCodings('br; q=0.000, gzip ; q=0.2')).toEqual(['gzip']);
  });

  it('reads * as any coding not named, and accepts x-gzip and any case', () => {
    expect(acceptedCodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('gzip;q=0, *')).toEqual(['br']);
    expect(acceptedCodings('*;q=0')).toEqual([]);
    expect(acceptedCodings('X-GZIP')).toEqual(['gzip']);
    expect(acceptedCodings('BR')).toEqual(['br']);
  });

  it('accepts no coding without the header, with identity only, or with a malformed q-value', () => {
    expect(acceptedCodings(undefined)).toEqual([]);
    expect(acceptedCodings('')).toEqual([]);
    expect(acceptedCodings('identity')).toEqual([]);
    expect(acceptedCodings('br;q=high, gzip;q=2')).toEqual([]);
  });
});

describe('the console handler', () => {
  const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
  let server: Server;
  let url: string;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    // As the build does: web/public is copied as it is (the demo images included).
    cpSync(fileURLToPath(new URL('../../../web/public', import.meta.url)), dist, { recursive: true });
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

  it('serves the demo banner and selection images of web/public as SVG', async () => {
    for (const path of ['/demo/banners/1.svg', '/demo/banners/8.svg', '/demo/selections/1.svg', '/demo/selections/10.svg']) {
      const image = await fetch(`${url}${path}`);
      expect(image.status, path).toBe(200);
      expect(image.headers.get('content-type'), path).toBe('image/svg+xml');
      expect(await image.text(), path).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/);
    }
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

describe('the console handler with precompressed files', () => {
  const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
  const script = Buffer.from(`export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `texte ${index}`))};`);
  const page = Buffer.from(`<!doctype html><title>console</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}`);
  const small = Buffer.from('export const x = 1;');
  let server: Server;
  let port: number;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    for (const [path, content] of [['index.html', page], ['assets/texts-abc123.js', script]] as const) {
      writeFileSync(join(dist, path), content);
      writeFileSync(join(dist, `${path}.br`), brotliCompressSync(content));
      writeFileSync(join(dist, `${path}.gz`), gzipSync(content));
    }
    writeFileSync(join(dist, 'assets', 'small-abc123.js'), small);
    const serve = consoleHandler(dist);
    server = createServer((request, response) => void serve(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The raw response: fetch would decode the body and hide what went over the wire. */
  function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  }

  it('serves the brotli file to a client that accepts brotli', async () => {
    const response = await get('/assets/texts-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(response.body)).toEqual(script);
  });

  it('serves gzip where brotli is not offered or refused', async () => {
    for (const acceptEncoding of ['gzip, deflate', 'br;q=0, gzip']) {
      const response = await get('/assets/texts-abc123.js', { 'accept-encoding': acceptEncoding });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(gunzipSync(response.body)).toEqual(script);
    }
  });

  it('serves the file itself, still varying, when no coding we have is accepted', async () => {
    const requests: Array<Record<string, string>> = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'zstd, deflate' }];
    for (const headers of requests) {
      const response = await get('/assets/texts-abc123.js', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(script.length);
      expect(response.body).toEqual(script);
    }
  });

  it('compresses the history fallback to index.html, revalidated on every visit', async () => {
    const response = await get('/customers/12?page=2', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(response.body)).toEqual(page);
  });

  it('answers HEAD with the headers of the variant and no body', async () => {
    const response = await get('/assets/texts-abc123.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(gzipSync(script).length);
    expect(response.body.length).toBe(0);
  });

  it('gives each variant its own ETag and answers 304 only to the one it names', async () => {
    const brotli = await get('/assets/texts-abc123.js', { 'accept-encoding': 'br' });
    const gzip = await get('/assets/texts-abc123.js', { 'accept-encoding': 'gzip' });
    const plain = await get('/assets/texts-abc123.js');
    const etags = [brotli, gzip, plain].map((response) => response.headers.etag);
    expect(new Set(etags).size).toBe(3);
    const revalidated = await get('/assets/texts-abc123.js', { 'accept-encoding': 'br', 'if-none-match': `"other", ${brotli.headers.etag}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.vary).toBe('Accept-Encoding');
    expect(revalidated.headers.etag).toBe(brotli.headers.etag);
    expect(revalidated.body.length).toBe(0);
    const otherVariant = await get('/assets/texts-abc123.js', { 'accept-encoding': 'gzip', 'if-none-match': brotli.headers.etag ?? '' });
    expect(otherVariant.status).toBe(200);
    expect(otherVariant.headers['content-encoding']).toBe('gzip');
  });

  it('ignores Range and sends the whole compressed file', async () => {
    const response = await get('/assets/texts-abc123.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(response.status).toBe(200);
    expect(response.headers['accept-ranges']).toBeUndefined();
    expect(response.headers['content-range']).toBeUndefined();
    expect(brotliDecompressSync(response.body)).toEqual(script);
  });

  it('serves a file the build left uncompressed as it is, without Vary', async () => {
    const response = await get('/assets/small-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.body).toEqual(small);
  });
});
