import type { IncomingHttpHeaders } from 'node:http';

/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE = 600;
/** The headers an integrator's browser client sends to /graphql (the console, same-origin, needs none of this). */
const ALLOWED_HEADERS = 'authorization, content-type, accept, x-graphql-yoga-csrf, x-request-id';

/**
 * The CORS headers of an answer on /graphql, the same for the fast lane and Yoga's own path (Yoga's
 * CORS is off). The console is same-origin: with an empty allow-list there are none at all. A listed
 * origin gets itself back with credentials; any other gets nothing, so its browser reads nothing.
 * With a list, every answer varies by Origin (a cache must not serve one origin's answer to another).
 */
export function corsHeaders(allowedOrigins: ReadonlySet<string>, headers: IncomingHttpHeaders, preflight: boolean): Record<string, string> {
  if (allowedOrigins.size === 0) return {};
  const origin = headers.origin;
  if (origin === undefined || !allowedOrigins.has(origin)) return { vary: 'Origin' };
  const answer: Record<string, string> = {
    vary: 'Origin',
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
  };
  if (preflight) {
    answer['access-control-allow-methods'] = 'GET, POST';
    answer['access-control-allow-headers'] = ALLOWED_HEADERS;
    answer['access-control-max-age'] = String(PREFLIGHT_MAX_AGE);
  } else {
    answer['access-control-expose-headers'] = 'x-request-id';
  }
  return answer;
}

/**
 * CORS_ORIGINS: browser origins (`scheme://host[:port]`, comma-separated) allowed to call /graphql
 * with their users' cookies. An entry that is not exactly an origin (a path, a wildcard, `null`) is
 * a mistake that would either match nothing or open too much: refused, with the entry named.
 */
export function parseOrigins(value: string | undefined): { origins: Set<string>; invalid?: string } {
  const origins = new Set<string>();
  for (const entry of (value ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry) return { origins, invalid: entry };
    origins.add(entry);
  }
  return { origins };
}
