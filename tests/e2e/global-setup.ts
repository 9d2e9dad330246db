import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { ensureDemoSnapshot } from '../../rest-api/src/db/snapshot.ts';
import { waitForHttp } from '../../scripts/processes.ts';
import { e2ePorts } from '../playwright.config.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * One stack per worker, started as `npm start` starts it, each on its own ports and with its own copy
 * of the seeded demo database (rest-api/src/db/snapshot.ts): workers never see each other's changes.
 * The first stack starts alone, because `npm start` builds what is stale first.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const snapshot = await ensureDemoSnapshot();
  const children: ChildProcess[] = [];
  const startStack = async (index: number) => {
    const { port, restApiPort } = e2ePorts(index);
    const dataDir = join(root, `.tmp/e2e-data-${port}`);
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    cpSync(snapshot.dataDir, join(dataDir, 'pglite'), { recursive: true });
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: String(port), REST_API_PORT: String(restApiPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    children.push(child);
    await waitForHttp(`http://127.0.0.1:${port}/readyz`, 240_000, child);
  };
  const stopAll = async () => {
    await Promise.all(children.map(stop));
  };
  try {
    await startStack(0);
    await Promise.all(Array.from({ length: config.workers - 1 }, (_, index) => startStack(index + 1)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
