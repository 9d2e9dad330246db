import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

/** Fluent UI injects its styles at run time, hence 'unsafe-inline' for styles only. */
const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self' ws: wss:; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** The built console with history fallback: any unknown path gets index.html, the router decides. */
export function consoleHandler(webDist: string): Handler {
  if (!existsSync(`${webDist}/index.html`)) {
    return (_request, response) => {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('The console is not built: run `npm run build` (npm start does it).');
    };
  }
  const serve = sirv(webDist, {
    single: true,
    etag: true,
    gzip: false,
    setHeaders(response, pathname) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
      response.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (request, response) => serve(request, response, () => {
    response.writeHead(404).end();
  });
}
