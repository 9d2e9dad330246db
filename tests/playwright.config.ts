import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/browser.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4100);
const restApiPort = Number(process.env.E2E_REST_API_PORT ?? 4110);

/** End-to-end: the whole stack started the way `npm start` starts it, on its own ports and a fresh data folder. */
export default defineConfig({
  testDir: './e2e',
  outputDir: `${root}/.tmp/test-results`,
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
    command: `rm -rf .tmp/e2e-data && node --import tsx scripts/start.ts`,
    cwd: root,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      REST_API_PORT: String(restApiPort),
      DATA_DIR: `${root}/.tmp/e2e-data`,
      LOG_LEVEL: 'warn',
    },
  },
});
