import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { buildRestApi } from './app.ts';

const env = process.env;

function positiveInteger(name: string): number | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

const databaseUrl = env.DATABASE_URL || undefined;
const rawDataDir = env.DATA_DIR || './data';
const inMemory = rawDataDir.startsWith('memory://');
const dataDir = inMemory ? rawDataDir : resolve(rawDataDir);
// DATA_DIR holds the PGlite database (pglite/) and the uploaded images (assets/), with DATABASE_URL the images only.
if (!inMemory) await mkdir(dataDir, { recursive: true });

const { app, close } = await buildRestApi({
  dataDir,
  databaseUrl,
  jwtSecret: env.JWT_SECRET || undefined,
  accessTokenTtlSeconds: positiveInteger('ACCESS_TOKEN_TTL'),
  refreshTokenTtlSeconds: positiveInteger('REFRESH_TOKEN_TTL'),
  refreshGraceSeconds: positiveInteger('REFRESH_GRACE_SECONDS'),
  logger: true,
  logLevel: env.LOG_LEVEL || 'info',
  assetsDir: env.ASSETS_DIR || undefined,
  assetMaxBytes: positiveInteger('ASSET_MAX_BYTES'),
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  // Once: a second signal falls back to Node's default and stops at once.
  process.once(signal, () => {
    app.log.info(`${signal}: shutting down`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: positiveInteger('REST_API_PORT') ?? 4010, host: env.REST_API_HOST || '127.0.0.1' });
} catch (error) {
  await close();
  throw error;
}
