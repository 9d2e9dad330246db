/**
 * `npm start`: builds the console when its sources changed, then runs rest-api (embedded PGlite
 * in DATA_DIR, demo data) and the gateway (console + GraphQL on PORT). With REST_API_URL set,
 * only the gateway starts, pointed at that REST API.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { run, startService, waitForHttp } from './processes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT ?? '4000';
const restApiPort = process.env.REST_API_PORT ?? '4010';

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(path)
      .filter((name) => name !== 'node_modules' && name !== 'generated' && name !== 'dist')
      .map((name) => newestChange(join(path, name))),
  );
}

async function buildConsoleIfStale(): Promise<void> {
  const built = join(root, 'web/dist/index.html');
  const sources = ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'web/precompress.ts', 'schema'].map((path) => join(root, path)).filter(existsSync);
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newestChange))) return;
  console.log('start: building the console…');
  await run('npm', ['run', 'build'], { ...process.env, NODE_ENV: 'production' });
}

const children: ChildProcess[] = [];
function stopAll(code: number): never {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));

await buildConsoleIfStale();

let restApiUrl = process.env.REST_API_URL;
if (!restApiUrl) {
  restApiUrl = `http://127.0.0.1:${restApiPort}`;
  const restApi = startService(join(root, 'rest-api/src/main.ts'), { ...process.env, REST_API_PORT: restApiPort });
  children.push(restApi);
  await waitForHttp(`${restApiUrl}/healthz`, 120_000, restApi);
}

const gateway = startService(join(root, 'gateway/src/main.ts'), { ...process.env, PORT: port, REST_API_URL: restApiUrl });
children.push(gateway);
for (const child of children) {
  child.on('exit', (code) => {
    console.error(`start: a service stopped (exit ${code}); stopping the others.`);
    stopAll(code ?? 1);
  });
}
await waitForHttp(`http://127.0.0.1:${port}/readyz`, 60_000, gateway);
console.log(`start: ready. Console http://localhost:${port}  GraphiQL http://localhost:${port}/graphql`);
