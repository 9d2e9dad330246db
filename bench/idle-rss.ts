/**
 * Idle memory of rest-api and the gateway, TypeScript through tsx against the compiled build:
 * each pair starts on a copy of one data folder holding the demo data, idles 10 s, and its
 * resident set size (Linux /proc) is read. Run by hand: `npx tsx bench/idle-rss.ts` (builds first).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { buildService, SERVICES } from '../scripts/build-services.ts';
import { waitForHttp } from '../scripts/processes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const IDLE_MS = 10_000;
const REST_API_PORT = Number(process.env.BENCH_REST_API_PORT ?? 4210);
const GATEWAY_PORT = Number(process.env.BENCH_PORT ?? 4200);

const modes = {
  tsx: (service: string) => ['--import', 'tsx', join(root, service, 'src/main.ts')],
  compiled: (service: string) => [join(root, service, 'dist/main.js')],
};

function rssMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1]) / 1024);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

for (const service of SERVICES) await buildService(service);
const template = mkdtempSync(join(tmpdir(), 'idle-rss-'));
const env = { ...process.env, LOG_LEVEL: 'warn', REST_API_PORT: String(REST_API_PORT), PORT: String(GATEWAY_PORT), REST_API_URL: `http://127.0.0.1:${REST_API_PORT}` };

// The first start loads the demo data into the template; each measured pair starts on a copy of it.
const loader = spawn(process.execPath, modes.compiled('rest-api'), { env: { ...env, DATA_DIR: template }, stdio: 'inherit' });
await waitForHttp(`http://127.0.0.1:${REST_API_PORT}/healthz`, 300_000, loader);
await stop(loader);

const results: Array<{ mode: string; restApiMb: number; gatewayMb: number }> = [];
for (const [mode, args] of Object.entries(modes)) {
  const dataDir = mkdtempSync(join(tmpdir(), 'idle-rss-run-'));
  cpSync(template, dataDir, { recursive: true });
  const restApi = spawn(process.execPath, args('rest-api'), { env: { ...env, DATA_DIR: dataDir }, stdio: 'inherit' });
  await waitForHttp(`http://127.0.0.1:${REST_API_PORT}/healthz`, 300_000, restApi);
  const gateway = spawn(process.execPath, args('gateway'), { env, stdio: 'inherit' });
  await waitForHttp(`http://127.0.0.1:${GATEWAY_PORT}/readyz`, 120_000, gateway);
  await delay(IDLE_MS);
  results.push({ mode, restApiMb: rssMegabytes(restApi.pid!), gatewayMb: rssMegabytes(gateway.pid!) });
  await stop(gateway);
  await stop(restApi);
  rmSync(dataDir, { recursive: true, force: true });
}
rmSync(template, { recursive: true, force: true });
console.table(results);
