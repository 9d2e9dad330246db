/**
 * `npm start`: builds what changed (the console, the compiled services), then runs rest-api
 * (embedded PGlite in DATA_DIR, demo data) and the gateway (console + GraphQL on PORT) with
 * `node`. With REST_API_URL set, only the gateway starts, pointed at that REST API.
 *
 * A service that stops after it has started is restarted with back-off (restart-policy.ts); the
 * gateway answers UPSTREAM_UNAVAILABLE while rest-api is away. A service that cannot start at
 * all (bad configuration, port taken) stops everything with its exit code. SIGINT/SIGTERM stop
 * the services gracefully, then npm start exits; a second Ctrl-C stops them at once.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { configOrExit, envReader } from '@console/schema/env';
import { buildServicesIfStale, stale } from './build-services.ts';
import { run, startBuilt, waitForHttp } from './processes.ts';
import { nextRestart } from './restart-policy.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const settings = configOrExit('start', () => {
  const read = envReader(process.env);
  return {
    port: read.port('PORT', 4000),
    restApiPort: read.port('REST_API_PORT', 4010),
    restApiUrl: read.optionalUrl('REST_API_URL', ['http:', 'https:']),
    shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 10_000, { min: 0 }),
  };
});
/** Beyond the services' own shutdown bound, they are killed. */
const KILL_AFTER_MS = settings.shutdownTimeoutMs + 5_000;

/** `npm run build` builds the services too. */
async function buildConsoleIfStale(): Promise<void> {
  if (!stale(join(root, 'web/dist/index.html'), ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'web/precompress.ts', 'schema'])) return;
  console.log('start: building…');
  await run('npm', ['run', 'build'], { ...process.env, NODE_ENV: 'production' });
}

let stopping = false;

/** One service run by `node <service>/dist/main.js`, restarted when it stops after having started. */
class Supervised {
  private child: ChildProcess | undefined;
  private started = false;
  private quickStops = 0;
  private restartTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly name: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly readyUrl: string,
  ) {}

  /** Resolves once the service answers its readiness URL; stops everything when it cannot start. */
  async start(timeoutMs: number): Promise<void> {
    const child = this.spawn();
    try {
      await waitForHttp(this.readyUrl, timeoutMs, child);
    } catch (error) {
      if (stopping) return;
      console.error(`start: ${this.name} did not start: ${error instanceof Error ? error.message : String(error)}`);
      await stopAll(child.exitCode || 1);
    }
    this.started = true;
  }

  private spawn(): ChildProcess {
    const child = startBuilt(join(root, this.name, 'dist/main.js'), this.env);
    const startedAt = Date.now();
    this.child = child;
    console.log(`start: ${this.name} running (pid ${child.pid})`);
    child.on('exit', (code, signal) => {
      if (stopping || !this.started) return;
      const restart = nextRestart(this.quickStops, Date.now() - startedAt);
      this.quickStops = restart.quickStops;
      console.error(`start: ${this.name} stopped (${signal ?? `exit ${code}`}); restarting in ${restart.delayMs} ms`);
      this.restartTimer = setTimeout(() => this.spawn(), restart.delayMs);
    });
    return child;
  }

  /** Stops it gracefully (SIGTERM), killing it if it outlives the bound. */
  async stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const kill = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
    await exited;
    clearTimeout(kill);
  }
}

const services: Supervised[] = [];

async function stopAll(code: number, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<never> {
  stopping = true;
  // The gateway first: it finishes its requests while rest-api still answers them.
  for (const service of [...services].reverse()) await service.stop(signal);
  process.exit(code);
}

process.on('SIGTERM', () => void stopAll(0));
process.on('SIGINT', () => void (stopping ? stopAll(130, 'SIGKILL') : stopAll(0)));

await buildConsoleIfStale();
await buildServicesIfStale('start');

let restApiUrl = settings.restApiUrl;
if (!restApiUrl) {
  restApiUrl = `http://127.0.0.1:${settings.restApiPort}`;
  const restApi = new Supervised('rest-api', { ...process.env, REST_API_PORT: String(settings.restApiPort) }, `${restApiUrl}/healthz`);
  services.push(restApi);
  await restApi.start(120_000);
}

const gateway = new Supervised('gateway', { ...process.env, PORT: String(settings.port), REST_API_URL: restApiUrl }, `http://127.0.0.1:${settings.port}/readyz`);
services.push(gateway);
await gateway.start(60_000);
if (!stopping) console.log(`start: ready. Console http://localhost:${settings.port}  GraphiQL http://localhost:${settings.port}/graphql`);
