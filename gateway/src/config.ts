import { fileURLToPath } from 'node:url';
import { ConfigError, envReader } from '@console/schema/env';
import { PREPARATION_BOARD_POLL_MS } from '@console/schema';
import { signInLimitsFrom, type SignInLimits } from '@console/schema/sign-in-limits';
import { DEFAULT_BREAKER, type BreakerOptions } from './rest/breaker.ts';
import { parseOrigins } from './server/cors.ts';

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
  /** Time allowed to all the upstream calls of one GraphQL operation, retries included. */
  operationTimeoutMs: number;
  upstreamBreaker: BreakerOptions;
  /** On SIGTERM, how long running requests (exports included) may take to finish before they are cut. */
  shutdownTimeoutMs: number;
  /** The browser key the dispatch map loads Google Maps with; without it the console draws its own plan view. */
  googleMapsApiKey?: string;
  /** How often a watched preparation board is polled (seed 002: 5000 ms), once across the replicas. */
  preparationBoardPollMs: number;
  /** Browser origins allowed to call /graphql cross-origin, with credentials; none by default (the console is same-origin). */
  corsOrigins: ReadonlySet<string>;
  /** Whether GET /graphql from a browser answers GraphiQL (off in production unless asked). */
  graphiql: boolean;
  webSockets: WebSocketLimits;
  http: HttpTimeouts;
}

export interface WebSocketLimits {
  /** Open GraphQL WebSockets, all clients together; kept below the process's file-descriptor limit at start-up. */
  maxConnections: number;
  /** Open GraphQL WebSockets from one client address. */
  maxConnectionsPerAddress: number;
  /** A connection running no operation for this long is closed. */
  idleTimeoutMs: number;
  /** Ping period; a peer that has not answered the previous ping is dropped. */
  pingIntervalMs: number;
}

export interface HttpTimeouts {
  /** Time to receive a request's headers. */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included (uploads too). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
}

/** Throws a ConfigError naming the first bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const read = envReader(env);
  return {
    port: read.port('PORT', 4000),
    host: read.string('HOST', '0.0.0.0'),
    restApiUrl: read.optionalUrl('REST_API_URL', ['http:', 'https:']) ?? `http://127.0.0.1:${read.port('REST_API_PORT', 4010)}`,
    redisUrl: read.optionalUrl('REDIS_URL', ['redis:', 'rediss:']),
    webDist: read.string('WEB_DIST', fileURLToPath(new URL('../../web/dist', import.meta.url))),
    production: env.NODE_ENV === 'production',
    trustProxy: read.boolean('TRUST_PROXY', false),
    signInLimits: signInLimitsFrom(read),
    sessionCookieMaxAge: read.integer('SESSION_COOKIE_MAX_AGE', 7 * 24 * 3600, { min: 1 }),
    maxUploadBytes: read.integer('MAX_UPLOAD_BYTES', 25 * 1024 * 1024, { min: 1 }),
    permissionCacheSeconds: read.integer('PERMISSION_CACHE_SECONDS', 10, { min: 0 }),
    shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 10_000, { min: 0 }),
    operationTimeoutMs: read.integer('OPERATION_TIMEOUT_MS', 15_000, { min: 1 }),
    upstreamBreaker: {
      failureThreshold: read.integer('UPSTREAM_BREAKER_FAILURES', DEFAULT_BREAKER.failureThreshold, { min: 1 }),
      coolDownMs: read.integer('UPSTREAM_BREAKER_COOLDOWN_MS', DEFAULT_BREAKER.coolDownMs, { min: 0 }),
    },
    maxBodyBytes: read.integer('MAX_BODY_BYTES', 1024 * 1024, { min: 1 }),
    googleMapsApiKey: mapsApiKey(read.optionalString('GOOGLE_MAPS_API_KEY')),
    preparationBoardPollMs: read.integer('PREPARATION_BOARD_POLL_MS', PREPARATION_BOARD_POLL_MS, { min: 100 }),
    corsOrigins: corsOrigins(read.optionalString('CORS_ORIGINS')),
    graphiql: read.boolean('GRAPHIQL', env.NODE_ENV !== 'production'),
    webSockets: {
      maxConnections: read.integer('WS_MAX_CONNECTIONS', 5000, { min: 1 }),
      maxConnectionsPerAddress: read.integer('WS_MAX_CONNECTIONS_PER_ADDRESS', 100, { min: 1 }),
      idleTimeoutMs: read.integer('WS_IDLE_TIMEOUT_MS', 15_000, { min: 100, max: 10 * 60_000 }),
      pingIntervalMs: read.integer('WS_PING_INTERVAL_MS', 30_000, { min: 100, max: 10 * 60_000 }),
    },
    http: httpTimeouts({
      headersTimeoutMs: read.integer('HTTP_HEADERS_TIMEOUT_MS', 10_000, { min: 100, max: 120_000 }),
      requestTimeoutMs: read.integer('HTTP_REQUEST_TIMEOUT_MS', 30_000, { min: 100, max: 30 * 60_000 }),
      keepAliveTimeoutMs: read.integer('HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000, { min: 100, max: 120_000 }),
    }),
  };
}

function corsOrigins(value: string | undefined): ReadonlySet<string> {
  const { origins, invalid } = parseOrigins(value);
  if (invalid !== undefined) throw new ConfigError(`CORS_ORIGINS must be origins like https://app.example.ma separated by commas (scheme, lower-case host, optional port, nothing after), got ${JSON.stringify(invalid)}`);
  return origins;
}

/** Node refuses a headers timeout longer than the whole request's. */
function httpTimeouts(timeouts: HttpTimeouts): HttpTimeouts {
  if (timeouts.headersTimeoutMs > timeouts.requestTimeoutMs) throw new ConfigError(`HTTP_HEADERS_TIMEOUT_MS (${timeouts.headersTimeoutMs}) must not exceed HTTP_REQUEST_TIMEOUT_MS (${timeouts.requestTimeoutMs})`);
  return timeouts;
}

/** Google's API keys are 39 characters of letters, digits, '-' and '_': anything else is a paste mistake. */
function mapsApiKey(value: string | undefined): string | undefined {
  if (value === undefined || /^[\w-]{39}$/.test(value)) return value;
  throw new ConfigError(`GOOGLE_MAPS_API_KEY must be a Google API key (39 letters, digits, '-' or '_'), got ${value.length} characters`);
}
