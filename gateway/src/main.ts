import { readConfig } from './config.ts';
import { createGateway } from './app.ts';
import { loggerFromEnv } from './server/log.ts';

const config = readConfig();
const logger = loggerFromEnv(process.env, process.stdout.isTTY);
const gateway = await createGateway(config, logger);
const port = await gateway.listen();
logger.info({ port, restApi: config.restApiUrl }, `gateway: console and GraphQL on http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    gateway.close().finally(() => process.exit(0));
  });
}
