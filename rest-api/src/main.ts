import { mkdir } from 'node:fs/promises';
import { configOrExit } from '@console/schema/env';
import { drainConnections, onShutdownSignal } from '@console/schema/shutdown';
import { buildRestApi } from './app.ts';
import { readConfig } from './config.ts';

const config = configOrExit('rest-api', () => readConfig(process.env, process.stdout.isTTY));
// DATA_DIR holds the PGlite database (pglite/) and the uploaded images (assets/), with DATABASE_URL the images only.
if (!config.dataDir.startsWith('memory://')) await mkdir(config.dataDir, { recursive: true });

const { app, close } = await buildRestApi({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  databaseStatementTimeoutMs: config.databaseStatementTimeoutMs,
  databaseMigrationTimeoutMs: config.databaseMigrationTimeoutMs,
  jwtSecret: config.jwtSecret,
  accessTokenTtlSeconds: config.accessTokenTtlSeconds,
  refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
  refreshGraceSeconds: config.refreshGraceSeconds,
  logger: true,
  logLevel: config.logLevel,
  logFormat: config.logFormat,
  demoData: config.demoData,
  firstAdministrator: config.firstAdministrator,
  assetsDir: config.assetsDir,
  assetMaxBytes: config.assetMaxBytes,
  stampDutyPercent: config.stampDutyPercent,
  exportTtlHours: config.exportTtlHours,
  cdrFields: config.cdrFields,
  cdrIngestToken: config.cdrIngestToken,
  cdrTcp: config.cdrTcp,
  company: config.company,
  signInLimits: config.signInLimits,
  trustedProxies: config.trustedProxies,
});

onShutdownSignal(async (signal) => {
  app.log.info(`${signal}: finishing the running requests (at most ${config.shutdownTimeoutMs} ms)`);
  // Fastify stops accepting and answers 503 to new requests on open connections; running ones finish.
  const drain = drainConnections(app.server, config.shutdownTimeoutMs);
  try {
    await close();
  } finally {
    drain.stop();
  }
  if (drain.cut) app.log.warn(`requests still running after ${config.shutdownTimeoutMs} ms were cut`);
  return drain.cut ? 1 : 0;
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await close();
  throw error;
}
