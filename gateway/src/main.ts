import { configOrExit } from '@console/schema/env';
import { onShutdownSignal } from '@console/schema/shutdown';
import { readConfig } from './config.ts';
import { createGateway } from './app.ts';
import { loggerFromEnv } from './server/log.ts';

const config = configOrExit('gateway', () => readConfig());
const logger = configOrExit('gateway', () => loggerFromEnv(process.env, process.stdout.isTTY));
const gateway = await createGateway(config, logger);
const port = await gateway.listen();
logger.info({ port, restApi: config.restApiUrl }, `gateway: console and GraphQL on http://localhost:${port}`);

onShutdownSignal(async (signal) => {
  console.log(`gateway: ${signal}, finishing the running requests (at most ${config.shutdownTimeoutMs} ms)`);
  const drained = await gateway.close();
  if (!drained) console.error(`gateway: requests still running after ${config.shutdownTimeoutMs} ms were cut`);
  return drained ? 0 : 1;
});
