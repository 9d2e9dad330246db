/**
 * `npm test`: codegen; then side by side the type checks (the Node workspaces in one program, the
 * console in another) and the build; then unit tests, integration tests (gateway + rest-api over HTTP;
 * also on PostgreSQL/Redis when TEST_DATABASE_URL/TEST_REDIS_URL are set) and the end-to-end tests in
 * Debian's Chromium against stacks started as `npm start` starts them. Each runner uses every core
 * (README, "Tests"). Installs Chromium when missing and allowed to (root with apt-get), otherwise says
 * what to run. Ends with each phase's time.
 */
import { spawn } from 'node:child_process';
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

interface Step {
  title: string;
  command: string;
  args: string[];
}

const times: Array<[string, number]> = [];
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** One step in the terminal, as it runs. */
async function step({ title, command, args }: Step): Promise<void> {
  console.log(`\n=== ${title}`);
  const started = performance.now();
  await run(command, args);
  times.push([title, seconds(started)]);
}

/** Steps side by side; each one's output is printed whole when it ends, so lines do not interleave. */
async function together(steps: Step[]): Promise<void> {
  console.log(`\n=== ${steps.map((one) => one.title).join(' | ')}`);
  const results = await Promise.allSettled(
    steps.map(
      ({ title, command, args }) =>
        new Promise<void>((resolve, reject) => {
          const started = performance.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
          const output: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('error', reject);
          child.on('close', (code) => {
            times.push([title, seconds(started)]);
            process.stdout.write(`\n--- ${title} (${code === 0 ? 'ok' : `exit ${code}`})\n${Buffer.concat(output).toString()}`);
            if (code === 0) resolve();
            else reject(new Error(`${title}: ${command} ${args.join(' ')} exited with ${code}`));
          });
        }),
    ),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

const started = performance.now();
await ensureChromium();
await step({ title: 'codegen', command: 'npx', args: ['graphql-codegen', '--config', 'codegen.ts'] });
// `npm run build` without its codegen, which would rewrite files the type checks are reading. The build comes
// before the integration tests: the supervisor test runs `npm start`, which would build otherwise.
await together([
  { title: 'type check (Node workspaces)', command: 'npx', args: ['tsc', '-p', 'tsconfig.node.json'] },
  { title: 'type check (web)', command: 'npx', args: ['tsc', '-p', 'web'] },
  { title: 'lint', command: 'npx', args: ['eslint', '.'] },
  { title: 'build (console)', command: 'npm', args: ['run', 'build', '-w', 'web'] },
  { title: 'build (services)', command: 'npx', args: ['tsx', 'scripts/build-services.ts'] },
]);
await step({ title: 'unit and component tests', command: 'npx', args: ['vitest', 'run', '--project', 'unit', '--project', 'component'] });
await step({ title: 'integration tests', command: 'npx', args: ['vitest', 'run', '--project', 'integration'] });
await step({ title: 'end-to-end tests (Chromium)', command: 'npx', args: ['playwright', 'test', '-c', 'tests/playwright.config.ts'] });
console.log(`\ntest: everything passed in ${seconds(started)} s.`);
for (const [title, time] of times) console.log(`  ${title}: ${time} s`);
