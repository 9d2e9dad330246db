import { configOrExit } from '@console/schema/env';
import { onShutdownSignal } from '@console/schema/shutdown';
import { readConfig } from './config.ts';
import { createGateway } from './app.ts';

const config = configOrExit('gateway', () => readConfig());
const gateway = await createGateway(config);
const port = await gateway.listen();
console.log(`gateway: console and GraphQL on http://localhost:${port} (REST API ${config.restApiUrl})`);

onShutdownSignal(async (signal) => {
  console.log(`gateway: ${signal}, finishing the running requests (at most ${config.shutdownTimeoutMs} ms)`);
  const drained = await gateway.close();
  if (!drained) console.error(`gateway: requests still running after ${config.shutdownTimeoutMs} ms were cut`);
  return drained ? 0 : 1;
});
