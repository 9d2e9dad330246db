import type { IncomingHttpHeaders } from 'node:http';

/** The console's refresh token travels only in this cookie: httpOnly, SameSite=Strict, /graphql only. */
const REFRESH_COOKIE = 'console_refresh';

export interface RequestSession {
  /** The bearer token of this request; signIn and refreshSession replace it for the rest of it. */
  accessToken: string | undefined;
  readonly refreshCookie: string | undefined;
  setRefreshCookie(token: string): void;
  clearRefreshCookie(): void;
  /** Set-Cookie header values for the response. */
  readonly cookies: readonly string[];
}

function bearerToken(authorization: string | null): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}

/** What a session reads of its request's headers: a fetch `Headers`, or a view of Node's (headerReader). */
export type HeaderReader = Pick<Headers, 'get'>;

/** Node's request headers read as a fetch `Headers` reads them (repeated values joined), without copying them. */
export function headerReader(headers: IncomingHttpHeaders): HeaderReader {
  return {
    get(name) {
      const value = headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

export function requestSession(headers: HeaderReader, options: { maxAge: number; secure: boolean }): RequestSession {
  const cookies: string[] = [];
  const attributes = `Path=/graphql; HttpOnly; SameSite=Strict${options.secure ? '; Secure' : ''}`;
  return {
    accessToken: bearerToken(headers.get('authorization')),
    refreshCookie: readCookie(headers.get('cookie'), REFRESH_COOKIE),
    setRefreshCookie(token) {
      cookies.push(`${REFRESH_COOKIE}=${encodeURIComponent(token)}; Max-Age=${options.maxAge}; ${attributes}`);
    },
    clearRefreshCookie() {
      cookies.push(`${REFRESH_COOKIE}=; Max-Age=0; ${attributes}`);
    },
    cookies,
  };
}
