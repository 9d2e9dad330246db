import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_EXPORT_TTL_HOURS, DEFAULT_STAMP_DUTY_PERCENT, type GrantedPermission, type LogFormat } from '@console/schema';
import { DEFAULT_SIGN_IN_LIMITS, memoryCounter, signInLimiter, type SignInLimits } from '@console/schema/sign-in-limits';
import { ensureFirstAdministrator, type AdministratorInput } from './access/first-admin.ts';
import { accessDomain } from './access/index.ts';
import { loadAllowedPermissions, toGranted } from './access/permissions.ts';
import { AccessTokens, RefreshTokens, resolveJwtSecret, standingSession } from './access/tokens.ts';
import { assetsDomain } from './assets/index.ts';
import { DEFAULT_ASSET_MAX_BYTES, removeStorage, type AssetStorage } from './assets/storage.ts';
import { CDR_FIELD_NAMES, type CdrFieldName } from './calls/cdr.ts';
import { startCdrReceiver, type CdrReceiver } from './calls/cdr-receiver.ts';
import { callsDomain } from './calls/index.ts';
import type { CallRecordSettings } from './calls/services.ts';
import { catalogDomain } from './catalog/index.ts';
import { contentDomain } from './content/index.ts';
import { customersDomain } from './customers/index.ts';
import { deliveryDomain } from './delivery/index.ts';
import { openDb, type Db } from './db/db.ts';
import { loadDemoData } from './db/demo-data.ts';
import { migrateWithin } from './db/migrate.ts';
import { VersionedCache } from './db/versioned-cache.ts';
import { demoDataOf, referenceDataOf, type RestDomain } from './domain.ts';
import { createGuards } from './http/auth.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerHealth } from './http/health.ts';
import { registerInputChecks } from './http/input.ts';
import { registerOpenApi } from './http/openapi.ts';
import { ordersDomain } from './orders/index.ts';
import { promotionsDomain } from './promotions/index.ts';
import { loggingOptions } from './http/request-log.ts';
import { MESSAGE_KEYWORD } from './http/validation.ts';
import { selectionsDomain } from './selections/index.ts';
import { settingsDomain } from './settings/index.ts';
import { reportingDomain } from './reporting/index.ts';
import { DEFAULT_EXPORT_JOBS_OPTIONS, ExportJobs } from './reporting/exports/export-jobs.ts';
import { DEMO_COMPANY, type CompanyIdentity } from './settings/company.ts';

export interface RestApiOptions {
  /** PGlite data directory; 'memory://' for an in-memory database (the default). */
  dataDir?: string;
  /** A PostgreSQL server; wins over dataDir. */
  databaseUrl?: string;
  /** With databaseUrl, the longest a statement may run; default DEFAULT_POSTGRES_LIMITS.statementMs. */
  databaseStatementTimeoutMs?: number;
  /** With databaseUrl, the longest a migration's statement may run; default DEFAULT_MIGRATION_TIMEOUT_MS. */
  databaseMigrationTimeoutMs?: number;
  /** PGlite: a data directory's tarball to start from (tests: the migrated and seeded snapshot). */
  loadDataDir?: Blob;
  /** HS256 signing secret; without it one is generated once and kept in the database. */
  jwtSecret?: string;
  /** Default 900. */
  accessTokenTtlSeconds?: number;
  /** Default 7 days. */
  refreshTokenTtlSeconds?: number;
  /** How long a just-rotated refresh token still answers its successor (concurrent refreshes); default 20. */
  refreshGraceSeconds?: number;
  /** Default false. */
  logger?: boolean;
  /** Pino level when `logger` is on; default 'info'. */
  logLevel?: string;
  /** Readable lines or JSON lines when `logger` is on; default 'json'. */
  logFormat?: LogFormat;
  /** Load the demo data (once per database); default: only on PGlite (no databaseUrl). The reference data always loads. */
  demoData?: boolean;
  /** Created when no administrator exists yet (ADMIN_EMAIL and ADMIN_PASSWORD); never overwrites one. */
  firstAdministrator?: AdministratorInput;
  /**
   * Where uploaded images are stored. Default: `<dataDir>/assets` (with PGlite or a databaseUrl alike), a
   * temporary directory removed on close for 'memory://'.
   */
  assetsDir?: string;
  /** Largest accepted upload, in bytes; default 5 MB. */
  assetMaxBytes?: number;
  /** Stamp duty on cash payments, percent of the order's TTC; default DEFAULT_STAMP_DUTY_PERCENT. */
  stampDutyPercent?: number;
  /** The identity block of receipts; default the fictional DEMO_COMPANY. */
  company?: CompanyIdentity;
  /** Hours an export's file stays downloadable; default DEFAULT_EXPORT_TTL_HOURS (24). */
  exportTtlHours?: number;
  /** CDR_FIELDS: the order of a 3CX call record's fields; default every field in 3CX's order (calls/cdr.ts). */
  cdrFields?: readonly CdrFieldName[];
  /** CDR_INGEST_TOKEN: the bearer token of POST /api/calls/cdr; without it the endpoint is off. */
  cdrIngestToken?: string;
  /** CDR_TCP_PORT and CDR_TCP_HOST: listen for 3CX's CDR socket; off by default. Port 0 picks a free one (tests). */
  cdrTcp?: { port: number; host: string };
  /** Sign-in limits per address and e-mail, per address, and per account; default DEFAULT_SIGN_IN_LIMITS. */
  signInLimits?: SignInLimits;
  /**
   * The proxies (the gateway) whose X-Forwarded-For gives the client's address, as Fastify's `trustProxy`
   * takes them: addresses, CIDR ranges, `loopback`, `uniquelocal`. Default `loopback`; [] trusts none.
   */
  trustedProxies?: readonly string[];
}

export interface RestApi {
  /** Ready, not listening: call `app.listen` or `app.inject`. */
  app: FastifyInstance;
  /** The database, for tests and tools (the routes use it too). */
  db: Db;
  /** The CDR socket, when `cdrTcp` asked for one. */
  cdrReceiver: CdrReceiver | null;
  /** Closes the HTTP server, the CDR socket and the database. */
  close(): Promise<void>;
}

/** The API's domains, each from its folder's index.ts (see src/README.md). Adding a domain is one line here. */
export const DOMAINS: readonly RestDomain[] = [accessDomain, customersDomain, catalogDomain, assetsDomain, selectionsDomain, contentDomain, promotionsDomain, ordersDomain, deliveryDomain, callsDomain, settingsDomain, reportingDomain];

/** Every domain's reference data (always loaded) and demo data, in loading order (later sets use earlier ones' rows). */
export const REFERENCE_DATA = referenceDataOf(DOMAINS);
export const DEMO_DATA_SETS = demoDataOf(DOMAINS);

async function assetStorage(options: RestApiOptions): Promise<{ storage: AssetStorage; temporary: boolean }> {
  const maxBytes = options.assetMaxBytes ?? DEFAULT_ASSET_MAX_BYTES;
  if (options.assetsDir) return { storage: { dir: resolve(options.assetsDir), maxBytes }, temporary: false };
  const dataDir = options.dataDir ?? 'memory://';
  if (dataDir.startsWith('memory://')) return { storage: { dir: await mkdtemp(join(tmpdir(), 'rest-api-assets-')), maxBytes }, temporary: true };
  return { storage: { dir: join(resolve(dataDir), 'assets'), maxBytes }, temporary: false };
}

/** Connects, migrates, loads the demo data and registers every route. */
export async function buildRestApi(options: RestApiOptions): Promise<RestApi> {
  const app = Fastify({
    ...(options.logger ? loggingOptions(options.logLevel ?? 'info', options.logFormat ?? 'json') : { logger: false }),
    // The seeds write some paths with a trailing slash (`api/users/types/`): both spellings are served.
    routerOptions: { ignoreTrailingSlash: true },
    // request.ip is the gateway's client (sign-in limits count per address), never a spoofed one from elsewhere.
    trustProxy: (options.trustedProxies ?? ['loopback']).join(',') || false,
    ajv: {
      // Every faulty field is reported, with the schema needed to find its French text.
      customOptions: { allErrors: true, verbose: true },
      onCreate: (ajv) => ajv.addKeyword({ keyword: MESSAGE_KEYWORD, schemaType: 'string' }),
    },
  });
  const db = await openDb({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    statementTimeoutMs: options.databaseStatementTimeoutMs,
    loadDataDir: options.loadDataDir,
    // pg hangs the whole client (its connection, its parameters) on the error: the reason is what the log needs.
    onIdleError: ({ message }) => app.log.error({ reason: message }, 'idle database connection failed'),
  });
  const { storage, temporary } = await assetStorage(options);
  const exportJobs = new ExportJobs(db, {
    ...DEFAULT_EXPORT_JOBS_OPTIONS,
    ttlHours: options.exportTtlHours ?? DEFAULT_EXPORT_TTL_HOURS,
    onError: (error, exportId) => app.log.error({ err: error, exportId }, 'export failed'),
  });
  let cdrReceiver: CdrReceiver | null = null;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= app
      .close()
      .then(() => cdrReceiver?.close())
      .then(() => exportJobs.close())
      .then(() => db.close())
      .then(() => (temporary ? removeStorage(storage) : undefined)));

  try {
    await migrateWithin(db, options);
    await loadDemoData(db, REFERENCE_DATA);
    if (options.demoData ?? !options.databaseUrl) await loadDemoData(db, DEMO_DATA_SETS);
    if (options.firstAdministrator) {
      const { created } = await ensureFirstAdministrator(db, options.firstAdministrator);
      if (created) app.log.info({ email: options.firstAdministrator.email }, 'first administrator created');
      else app.log.info('an administrator exists: ADMIN_EMAIL and ADMIN_PASSWORD are ignored and may be removed');
    }

    const secret = await resolveJwtSecret(db, options.jwtSecret);
    const accessTokens = new AccessTokens(secret, options.accessTokenTtlSeconds ?? 900);
    const refreshTokens = new RefreshTokens(db, {
      ttlSeconds: options.refreshTokenTtlSeconds ?? 7 * 24 * 3600,
      graceSeconds: options.refreshGraceSeconds ?? 20,
      secret,
    });

    registerErrorHandling(app);
    registerInputChecks(app);
    await registerOpenApi(app);
    // Each user's permissions, read again when the grants' version (read with the session) changed.
    const grantedCache = new VersionedCache<number, GrantedPermission[]>();
    const guards = createGuards(app, {
      verifyAccessToken: async (token) => {
        const claims = await accessTokens.verify(token);
        const session = claims && (await standingSession(db, claims));
        return claims && session ? { userId: claims.userId, sessionId: claims.sessionId, grantsVersion: session.grantsVersion } : null;
      },
      loadGranted: ({ userId, grantsVersion }) => grantedCache.get(userId, grantsVersion, async () => toGranted(await loadAllowedPermissions(db, userId))),
    });
    registerHealth(app, db);
    await exportJobs.recover();
    const callRecords: CallRecordSettings = { fields: options.cdrFields ?? CDR_FIELD_NAMES, ...(options.cdrIngestToken ? { ingestToken: options.cdrIngestToken } : {}) };
    const limiter = signInLimiter(memoryCounter(), options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS);
    for (const domain of DOMAINS) domain.routes(app, { db, guards, accessTokens, refreshTokens, signInLimiter: limiter, storage, stampDutyPercent: options.stampDutyPercent ?? DEFAULT_STAMP_DUTY_PERCENT, company: options.company ?? DEMO_COMPANY, exportJobs, callRecords });
    await app.ready();
    if (options.cdrTcp) {
      cdrReceiver = await startCdrReceiver(db, { ...options.cdrTcp, fields: callRecords.fields, log: app.log });
      app.log.info({ address: cdrReceiver.address() }, '3CX CDR receiver listening');
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { app, db, cdrReceiver, close };
}
