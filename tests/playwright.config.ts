import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/browser.ts';
import { listeningPorts } from '../scripts/processes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/**
 * Workers, each with a stack of its own (e2e/global-setup.ts): one per core. When the suite was small, a browser test
 * mostly waited and one more worker than the cores was quickest (3.9 min with 3 workers on two cores, 5.3 with 2);
 * with 164 tests it is the CPU they share. With 3 workers on two cores the load average stayed near 15, a test took
 * 21 s of a worker on average (the simplest 8.7 s, 3 s alone) and long journeys ran past their 30-s budget, a
 * different one each run; with 2, 14 s on average and the whole phase no longer (19.4 min against 18.9; 2026-11-28,
 * fresh clones on a machine busy with other work; on a quiet one, 2 workers: 7.1 min, 4.8 s a test). E2E_WORKERS
 * overrides.
 */
const workers = Number(process.env.E2E_WORKERS ?? Math.min(6, availableParallelism()));

/**
 * The first of the run's 2 × workers ports: picked from the process id, so two runs on one machine do
 * not collide, and moved past any block where something already listens (these machines run other
 * servers in this range: NATS on 4222, epmd on 4369) or that holds a port fetch will not call (4190: a run
 * whose process id picked it could not start its stack). The workers inherit the choice through the
 * environment; E2E_PORT pins it.
 */
/** Ports fetch refuses to reach ("bad port", the Fetch standard's port blocking list) within the range picked from. */
const FETCH_BLOCKED_PORTS = new Set([4190]);

function firstPort(): number {
  const taken = listeningPorts();
  const free = (start: number) => Array.from({ length: workers * 2 }, (_, offset) => start + offset).every((port) => !taken.has(port) && !FETCH_BLOCKED_PORTS.has(port));
  const candidates = Array.from({ length: 100 }, (_, step) => 4100 + ((process.pid + step) % 100) * 8);
  return candidates.find(free) ?? candidates[0]!;
}
process.env.E2E_PORT ??= String(firstPort());
const base = Number(process.env.E2E_PORT);

/** The ports of the stack worker `index` uses: the gateway (console), then rest-api. */
export function e2ePorts(index: number): { port: number; restApiPort: number } {
  return { port: base + index * 2, restApiPort: base + index * 2 + 1 };
}

// Playwright evaluates this file again in each worker, with the worker's slot in TEST_PARALLEL_INDEX:
// every spec's `page` and `request` then talk to that worker's own stack.
const { port } = e2ePorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** End-to-end: whole stacks started the way `npm start` starts them, on their own ports and fresh data folders. */
export default defineConfig({
  testDir: './e2e',
  outputDir: `${root}/.tmp/test-results-${base}`,
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Africa/Casablanca',
    // Fluent's transitions end at once: a check never sees a button halfway between two colours.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
});
