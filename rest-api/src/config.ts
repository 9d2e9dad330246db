import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { DEFAULT_EXPORT_TTL_HOURS, DEFAULT_STAMP_DUTY_PERCENT, logFormatFrom, logLevelFrom, type LogFormat, type LogLevel } from '@console/schema';
import { ConfigError, envReader } from '@console/schema/env';
import { signInLimitsFrom, type SignInLimits } from '@console/schema/sign-in-limits';
import { administratorFromEnv, type AdministratorInput } from './access/first-admin.ts';
import { cdrFieldOrder, type CdrFieldName } from './calls/cdr.ts';
import { demoDataWanted } from './db/demo-data.ts';
import { DEFAULT_MIGRATION_TIMEOUT_MS, DEFAULT_POSTGRES_LIMITS } from './db/db.ts';
import { companyFromEnv, type CompanyIdentity } from './settings/company.ts';

export interface RestApiConfig {
  port: number;
  host: string;
  /** The PGlite database (pglite/) and the uploaded images (assets/); `memory://…` for a throw-away database. */
  dataDir: string;
  databaseUrl?: string;
  /** With DATABASE_URL, the longest a statement may run (the server cancels it; the request answers 503). */
  databaseStatementTimeoutMs: number;
  /** With DATABASE_URL, the longest a migration's statement may run (rebuilding an index over a million rows takes minutes). */
  databaseMigrationTimeoutMs: number;
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a just-rotated refresh token still answers its successor (tabs refreshing at once). */
  refreshGraceSeconds: number;
  logLevel: LogLevel;
  logFormat: LogFormat;
  /** Demo data and accounts: on the embedded default, or when DEMO_DATA=1. */
  demoData: boolean;
  /** ADMIN_EMAIL / ADMIN_PASSWORD: created once, while no administrator exists. */
  firstAdministrator?: AdministratorInput;
  assetsDir?: string;
  assetMaxBytes?: number;
  /** On SIGTERM, how long running requests may take to finish before they are cut. */
  shutdownTimeoutMs: number;
  /** Stamp duty on cash payments, percent of the order's TTC (a law's rate: set when it changes). */
  stampDutyPercent: number;
  /** The identity block of receipts (COMPANY_*; fictional demo values by default). */
  company: CompanyIdentity;
  /** SIGNIN_*: the gateway's limits, applied to direct calls of the login route too. */
  signInLimits: SignInLimits;
  /** TRUSTED_PROXIES: whose X-Forwarded-For gives the client's address. */
  trustedProxies: string[];
  /** EXPORT_TTL_HOURS: how long an export's file stays downloadable (default 24). */
  exportTtlHours: number;
  /** CDR_FIELDS: the order of 3CX's CDR fields (default: all, in 3CX's order). */
  cdrFields: CdrFieldName[];
  /** CDR_INGEST_TOKEN: the bearer token of POST /api/calls/cdr (off without it). */
  cdrIngestToken: string | undefined;
  /** CDR_TCP_PORT (off by default) and CDR_TCP_HOST (default 127.0.0.1): 3CX's CDR socket. */
  cdrTcp: { port: number; host: string } | undefined;
}

const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUSTED_PROXIES: `none`, or a comma-separated list of addresses, CIDR ranges and range names (default `loopback`). */
function trustedProxies(value: string | undefined): string[] {
  if (value === undefined) return ['loopback'];
  if (value.trim().toLowerCase() === 'none') return [];
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const valid = PROXY_RANGES.includes(entry) || (isIP(address!) > 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits)));
    if (!valid) throw new ConfigError(`TRUSTED_PROXIES must be "none" or a list of addresses, CIDR ranges, loopback, linklocal or uniquelocal; "${entry}" is none of them`);
  }
  return entries;
}

/** STAMP_DUTY_PERCENT: a decimal from 0 to 100 (0.25 today). */
function stampDutyPercent(value: string | undefined): number {
  if (value === undefined) return DEFAULT_STAMP_DUTY_PERCENT;
  const percent = /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(percent >= 0 && percent <= 100)) throw new ConfigError(`STAMP_DUTY_PERCENT must be a percentage from 0 to 100 (like 0.25), not "${value}"`);
  return percent;
}

function cdrFields(value: string | undefined): CdrFieldName[] {
  const order = cdrFieldOrder(value);
  if ('error' in order) throw new ConfigError(order.error);
  return order.fields;
}

/** The integration's secret: long enough not to be guessed. */
const MIN_CDR_TOKEN_LENGTH = 24;
function cdrIngestToken(value: string | undefined): string | undefined {
  if (value !== undefined && value.length < MIN_CDR_TOKEN_LENGTH) throw new ConfigError(`CDR_INGEST_TOKEN must be at least ${MIN_CDR_TOKEN_LENGTH} characters long`);
  return value;
}

/** Throws a ConfigError naming the first bad variable. */
export function readConfig(env: NodeJS.ProcessEnv, isTerminal = false): RestApiConfig {
  const read = envReader(env);
  const dataDir = read.string('DATA_DIR', './data');
  const databaseUrl = read.optionalUrl('DATABASE_URL', ['postgres:', 'postgresql:']);
  const cdrTcpPort = read.optionalInteger('CDR_TCP_PORT', { min: 1, max: 65_535 });
  return {
    port: read.port('REST_API_PORT', 4010),
    host: read.string('REST_API_HOST', '127.0.0.1'),
    dataDir: dataDir.startsWith('memory://') ? dataDir : resolve(dataDir),
    databaseUrl,
    databaseStatementTimeoutMs: read.integer('DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_POSTGRES_LIMITS.statementMs, { min: 1 }),
    databaseMigrationTimeoutMs: read.integer('DATABASE_MIGRATION_TIMEOUT_MS', DEFAULT_MIGRATION_TIMEOUT_MS, { min: 1 }),
    jwtSecret: read.optionalString('JWT_SECRET'),
    accessTokenTtlSeconds: read.integer('ACCESS_TOKEN_TTL', 900, { min: 1 }),
    refreshTokenTtlSeconds: read.integer('REFRESH_TOKEN_TTL', 7 * 24 * 3600, { min: 1 }),
    refreshGraceSeconds: read.integer('REFRESH_GRACE_SECONDS', 20, { min: 0 }),
    logLevel: logLevelFrom(env.LOG_LEVEL || undefined),
    logFormat: logFormatFrom(env.LOG_FORMAT || undefined, isTerminal),
    demoData: demoDataWanted(env.DEMO_DATA || undefined, databaseUrl),
    firstAdministrator: administratorFromEnv(env),
    assetsDir: read.optionalString('ASSETS_DIR'),
    assetMaxBytes: read.optionalInteger('ASSET_MAX_BYTES', { min: 1 }),
    shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 10_000, { min: 0 }),
    stampDutyPercent: stampDutyPercent(read.optionalString('STAMP_DUTY_PERCENT')),
    company: companyFromEnv(read),
    signInLimits: signInLimitsFrom(read),
    trustedProxies: trustedProxies(read.optionalString('TRUSTED_PROXIES')),
    exportTtlHours: read.integer('EXPORT_TTL_HOURS', DEFAULT_EXPORT_TTL_HOURS, { min: 1 }),
    cdrFields: cdrFields(read.optionalString('CDR_FIELDS')),
    cdrIngestToken: cdrIngestToken(read.optionalString('CDR_INGEST_TOKEN')),
    cdrTcp: cdrTcpPort === undefined ? undefined : { port: cdrTcpPort, host: read.string('CDR_TCP_HOST', '127.0.0.1') },
  };
}
