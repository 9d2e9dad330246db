import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

/** Fluent UI injects its styles at run time, hence 'unsafe-inline' for styles only. */
const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self' ws: wss:; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * The built console with history fallback: a path that is not a file gets index.html and the
 * router decides. Files are looked up on each request, so a rebuild under a running gateway is
 * served at once; Vite's hashed /assets/ files are cached for good, the rest revalidated.
 */
export function consoleHandler(webDist: string): Handler {
  const root = normalize(webDist);
  return async (request, response) => {
    if (!existsSync(join(root, 'index.html'))) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('The console is not built: run `npm run build` (npm start does it).');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://console').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const requested = normalize(join(root, pathname));
    const found = requested.startsWith(root + sep) && (await isFile(requested));
    const hashed = pathname.startsWith('/assets/');
    if (hashed && !found) {
      // A build file that is gone (an older build): never answer a script with the HTML page.
      response.writeHead(404).end();
      return;
    }
    const file = found ? requested : join(root, 'index.html');
    const stats = await stat(file).catch(() => undefined);
    if (!stats) {
      response.writeHead(404).end();
      return;
    }
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const headers = {
      ...SECURITY_HEADERS,
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
    };
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers).end();
      return;
    }
    response.writeHead(200, { ...headers, 'content-length': stats.size });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  };
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}
