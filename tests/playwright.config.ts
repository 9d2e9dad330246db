import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/browser.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Each run gets its own ports and data folder, so two runs on one machine do not collide; the
// workers inherit the choice through the environment. E2E_PORT pins them.
process.env.E2E_PORT ??= String(4100 + (process.pid % 400) * 2);
const port = Number(process.env.E2E_PORT);
const restApiPort = port + 1;
const dataDir = `${root}/.tmp/e2e-data-${port}`;

/** End-to-end: the whole stack started the way `npm start` starts it, on its own ports and a fresh data folder. */
export default defineConfig({
  testDir: './e2e',
  outputDir: `${root}/.tmp/test-results-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Africa/Casablanca',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx scripts/start.ts`,
    cwd: root,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      REST_API_PORT: String(restApiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  },
});
