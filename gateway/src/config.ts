import { fileURLToPath } from 'node:url';

export interface GatewayConfig {
  port: number;
  host: string;
  /** The REST API this gateway wraps (ours by default, the distributor's in production). */
  restApiUrl: string;
  /** Shared state between replicas (sign-in rate limits, later subscriptions); in memory when unset. */
  redisUrl?: string;
  /** The built console; not served when the folder is missing. */
  webDist: string;
  production: boolean;
  /** Take the client address from X-Forwarded-For (behind a trusted proxy only). */
  trustProxy: boolean;
  signInLimits: SignInLimits;
  /** Max-Age of the console's refresh cookie, in seconds. */
  sessionCookieMaxAge: number;
  /** Largest multipart (upload) request accepted, in bytes. */
  maxUploadBytes: number;
  /** Largest other GraphQL request body (JSON) or WebSocket message accepted, in bytes. */
  maxBodyBytes: number;
  /** How long a token's permissions are reused before asking the REST API again (0: every request). */
  permissionCacheSeconds: number;
}

export interface SignInLimits {
  /** Failed sign-ins allowed per address and e-mail within the window. */
  maxFailures: number;
  /** Sign-in attempts allowed per address within the window. */
  maxAttemptsPerAddress: number;
  windowSeconds: number;
}

const integer = (value: string | undefined, fallback: number): number => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    port: integer(env.PORT, 4000),
    host: env.HOST ?? '0.0.0.0',
    restApiUrl: env.REST_API_URL ?? `http://127.0.0.1:${integer(env.REST_API_PORT, 4010)}`,
    redisUrl: env.REDIS_URL || undefined,
    webDist: env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
    production: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    signInLimits: {
      maxFailures: integer(env.SIGNIN_MAX_FAILURES, 5),
      maxAttemptsPerAddress: integer(env.SIGNIN_MAX_ATTEMPTS, 100),
      windowSeconds: integer(env.SIGNIN_WINDOW_SECONDS, 60),
    },
    sessionCookieMaxAge: integer(env.SESSION_COOKIE_MAX_AGE, 7 * 24 * 3600),
    maxUploadBytes: integer(env.MAX_UPLOAD_BYTES, 25 * 1024 * 1024),
    maxBodyBytes: integer(env.MAX_BODY_BYTES, 1024 * 1024),
    permissionCacheSeconds: integer(env.PERMISSION_CACHE_SECONDS, 10),
  };
}
