import { readConfig } from './config.ts';
import { createGateway } from './app.ts';

const config = readConfig();
const gateway = await createGateway(config);
const port = await gateway.listen();
console.log(`gateway: console and GraphQL on http://localhost:${port} (REST API ${config.restApiUrl})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    gateway.close().finally(() => process.exit(0));
  });
}
