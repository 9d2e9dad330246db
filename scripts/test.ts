/**
 * `npm test`: type checks, unit tests, the build, integration tests (gateway + rest-api over HTTP; also on
 * PostgreSQL/Redis when TEST_DATABASE_URL/TEST_REDIS_URL are set), then the end-to-end tests in
 * Debian's Chromium against the stack as `npm start` starts it. Installs Chromium when missing
 * and allowed to (root with apt-get), otherwise says what to run.
 */
import { existsSync } from 'node:fs';
import { run } from './processes.ts';
import { CHROMIUM, hasChromium } from './browser.ts';

async function ensureChromium(): Promise<void> {
  if (hasChromium()) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`test: ${CHROMIUM} is missing. Install Debian's Chromium first:\n  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium binary).`);
    process.exit(1);
  }
  console.log('test: installing Debian’s chromium…');
  await run('apt-get', ['update']);
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
}

const step = async (title: string, command: string, args: string[], env?: NodeJS.ProcessEnv) => {
  console.log(`\n=== ${title}`);
  await run(command, args, env);
};

await ensureChromium();
await step('codegen', 'npx', ['graphql-codegen', '--config', 'codegen.ts']);
for (const project of ['schema', 'rest-api', 'gateway', 'web', 'tests', 'bench', 'scripts']) {
  await step(`type check ${project}`, 'npx', ['tsc', '-p', project]);
}
await step('lint', 'npx', ['eslint', '.']);
await step('unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'component']);
// Before the integration tests: the supervisor test runs `npm start`, which would build otherwise.
await step('build the console and the services', 'npm', ['run', 'build']);
await step('integration tests', 'npx', ['vitest', 'run', '--project', 'integration']);
await step('end-to-end tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts']);
console.log('\ntest: everything passed.');
