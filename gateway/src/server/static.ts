import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

/** Fluent UI injects its styles at run time, hence 'unsafe-inline' for styles only. */
export const SECURITY_HEADERS: Record<string, string> = {
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

export type Coding = 'br' | 'gzip';

/** The build writes these siblings (web/precompress.ts); brotli first, as it is the smaller. */
const SIBLINGS: ReadonlyArray<{ coding: Coding; suffix: string }> = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
];

/**
 * The content codings a client accepts among ours, best first: by q-value, brotli before gzip when
 * equal. A coding named with q=0 is refused; one not named takes the q-value of `*`, or is refused.
 * Without the header, no coding (identity is always served as the fallback).
 */
export function acceptedCodings(header: string | undefined): Coding[] {
  const weights = new Map<string, number>();
  for (const entry of (header ?? '').split(',')) {
    const [token = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!token) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.slice(q.indexOf('=') + 1).trim());
    if (!Number.isFinite(weight) || weight < 0 || weight > 1) continue;
    weights.set(token === 'x-gzip' ? 'gzip' : token, weight);
  }
  const weightOf = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  return SIBLINGS.map(({ coding }) => coding)
    .filter((coding) => weightOf(coding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

/** If-None-Match against our ETag, with the weak comparison GET calls for (RFC 9110 §13.1.2). */
export function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The built console with history fallback: a path that is not a file gets index.html and the
 * router decides. Files are looked up on each request, so a rebuild under a running gateway is
 * served at once; Vite's hashed /assets/ files are cached for good, the rest revalidated.
 *
 * A file with a precompressed sibling (`.br`, `.gz`, written by the build) is served as that
 * sibling when Accept-Encoding allows, identity otherwise, always with `Vary: Accept-Encoding` and
 * an ETag per variant. Range is ignored (a full 200, no Accept-Ranges): the console's files are
 * small, and byte ranges of a compressed variant would not be ranges of the file.
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
    const identity = await stat(file).catch(() => undefined);
    if (!identity) {
      response.writeHead(404).end();
      return;
    }
    const siblings = await Promise.all(
      SIBLINGS.map(async ({ coding, suffix }) => {
        const stats = await stat(file + suffix).catch(() => undefined);
        return stats?.isFile() ? { coding, path: file + suffix, stats } : undefined;
      }),
    );
    const available = siblings.filter((sibling) => sibling !== undefined);
    const coding = acceptedCodings(request.headers['accept-encoding']).find((accepted) => available.some((sibling) => sibling.coding === accepted));
    const variant = available.find((sibling) => sibling.coding === coding) ?? { coding: undefined, path: file, stats: identity };
    const etag = `W/"${variant.stats.size.toString(16)}-${Math.floor(variant.stats.mtimeMs).toString(16)}${variant.coding ? `-${variant.coding}` : ''}"`;
    const headers: Record<string, string> = {
      ...SECURITY_HEADERS,
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
    };
    if (available.length > 0) headers.vary = 'Accept-Encoding';
    if (matchesETag(request.headers['if-none-match'], etag)) {
      response.writeHead(304, headers).end();
      return;
    }
    if (variant.coding) headers['content-encoding'] = variant.coding;
    response.writeHead(200, { ...headers, 'content-length': variant.stats.size });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(variant.path)
      .on('error', () => response.destroy())
      .pipe(response);
  };
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}
