import { buildServicesIfStale } from '../../scripts/build-services.ts';

/**
 * Vitest's global set-up for the integration tests: the services run compiled, as `npm start` runs them
 * (`node <service>/dist/main.js`), built here first when their code changed. Started through tsx's loader,
 * each of the suite's hundred-odd service starts spent seconds compiling and loading our TypeScript.
 */
export default async function setup(): Promise<void> {
  await buildServicesIfStale('integration tests');
}
