import Fastify, { type FastifyInstance } from 'fastify';
import { accessAdminDemoData } from './access/admin-demo-data.ts';
import { accessDemoData } from './access/demo-data.ts';
import { loadAllowedPermissions, toGranted } from './access/permissions.ts';
import { registerAccessRoutes } from './access/routes.ts';
import { AccessTokens, RefreshTokens, resolveJwtSecret } from './access/tokens.ts';
import { customerReferenceDemoData } from './customers/demo-data.ts';
import { registerCustomerRoutes } from './customers/routes.ts';
import { openDb } from './db/db.ts';
import { loadDemoData } from './db/demo-data.ts';
import { migrate } from './db/migrate.ts';
import { createGuards } from './http/auth.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerHealth } from './http/health.ts';
import { registerOpenApi } from './http/openapi.ts';
import { MESSAGE_KEYWORD } from './http/validation.ts';

export interface RestApiOptions {
  /** PGlite data directory; 'memory://' for an in-memory database (the default). */
  dataDir?: string;
  /** A PostgreSQL server; wins over dataDir. */
  databaseUrl?: string;
  /** HS256 signing secret; without it one is generated once and kept in the database. */
  jwtSecret?: string;
  /** Default 900. */
  accessTokenTtlSeconds?: number;
  /** Default 7 days. */
  refreshTokenTtlSeconds?: number;
  /** Default false. */
  logger?: boolean;
  /** Pino level when `logger` is on; default 'info'. */
  logLevel?: string;
  /** Load the demo data (once per database); default true. */
  demoData?: boolean;
}

export interface RestApi {
  /** Ready, not listening: call `app.listen` or `app.inject`. */
  app: FastifyInstance;
  /** Closes the HTTP server and the database. */
  close(): Promise<void>;
}

/** Every domain's demo data, in loading order (later sets use earlier ones' rows). */
export const DEMO_DATA_SETS = [accessDemoData, customerReferenceDemoData, accessAdminDemoData];

/** Connects, migrates, loads the demo data and registers every route. */
export async function buildRestApi(options: RestApiOptions): Promise<RestApi> {
  const app = Fastify({
    logger: options.logger ? { level: options.logLevel ?? 'info' } : false,
    // The seeds write some paths with a trailing slash (`api/users/types/`): both spellings are served.
    routerOptions: { ignoreTrailingSlash: true },
    ajv: {
      // Every faulty field is reported, with the schema needed to find its French text.
      customOptions: { allErrors: true, verbose: true },
      onCreate: (ajv) => ajv.addKeyword({ keyword: MESSAGE_KEYWORD, schemaType: 'string' }),
    },
  });
  const db = await openDb({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    onIdleError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
  });
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= app.close().then(() => db.close()));

  try {
    await migrate(db);
    if (options.demoData ?? true) await loadDemoData(db, DEMO_DATA_SETS);

    const accessTokens = new AccessTokens(await resolveJwtSecret(db, options.jwtSecret), options.accessTokenTtlSeconds ?? 900);
    const refreshTokens = new RefreshTokens(db, options.refreshTokenTtlSeconds ?? 7 * 24 * 3600);

    registerErrorHandling(app);
    await registerOpenApi(app);
    const guards = createGuards(app, {
      verifyAccessToken: (token) => accessTokens.verify(token),
      loadGranted: async (userId) => toGranted(await loadAllowedPermissions(db, userId)),
    });
    registerHealth(app, db);
    registerAccessRoutes(app, { db, guards, accessTokens, refreshTokens });
    registerCustomerRoutes(app, { db, guards });
    await app.ready();
  } catch (error) {
    await close();
    throw error;
  }
  return { app, close };
}
