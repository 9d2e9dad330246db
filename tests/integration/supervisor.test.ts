import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, demo, freePort, SIGN_IN, type GraphQLAnswer } from './stack.ts';
import { watch, type WatchedProcess } from './child.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNNING = (service: string) => new RegExp(`start: ${service} running \\(pid (\\d+)\\)`);

/** `npm start` on its own ports and data folder: it builds what is stale, then loads the demo data. */
describe('npm start keeps the product up when rest-api dies', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-supervisor-'));
  let start: WatchedProcess;
  let url: string;
  const pids = { restApi: 0, gateway: 0 };

  const signIn = async (): Promise<GraphQLAnswer<unknown>> => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SIGN_IN, variables: demo.admin }),
    });
    return { status: response.status, headers: response.headers, ...((await response.json()) as Omit<GraphQLAnswer<unknown>, 'status' | 'headers'>) };
  };
  const alive = (pid: number): boolean => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    start = watch(['--import', 'tsx', join(root, 'scripts/start.ts')], {
      ...process.env,
      PORT: String(port),
      REST_API_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    await start.waitFor(/start: ready/);
    pids.restApi = Number((await start.waitFor(RUNNING('rest-api')))[1]);
    pids.gateway = Number((await start.waitFor(RUNNING('gateway')))[1]);
  }, 600_000);

  afterAll(async () => {
    if (start && start.child.exitCode === null) {
      start.child.kill('SIGKILL');
      for (const pid of Object.values(pids)) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers UPSTREAM_UNAVAILABLE while rest-api is down, then signs in again once it is restarted', { timeout: 240_000 }, async () => {
    expect(codeOf(await signIn())).toBeUndefined();
    const from = start.output().length;
    process.kill(pids.restApi, 'SIGKILL');
    await start.waitFor(/start: rest-api stopped \(SIGKILL\); restarting in \d+ ms/, from);

    const meanwhile = await signIn();
    expect(meanwhile.status).toBe(200);
    expect(codeOf(meanwhile)).toBe('UPSTREAM_UNAVAILABLE');

    const restarted = Number((await start.waitFor(RUNNING('rest-api'), from))[1]);
    expect(restarted).not.toBe(pids.restApi);
    pids.restApi = restarted;
    let answer = await signIn();
    while (codeOf(answer) === 'UPSTREAM_UNAVAILABLE') {
      await delay(500);
      answer = await signIn();
    }
    expect(answer.errors).toBeUndefined();
    expect(alive(pids.gateway)).toBe(true);
  });

  it('stops both services and exits with 0 on SIGTERM', { timeout: 60_000 }, async () => {
    start.child.kill('SIGTERM');
    expect(await start.exited).toBe(0);
    expect(alive(pids.restApi)).toBe(false);
    expect(alive(pids.gateway)).toBe(false);
  });
});
