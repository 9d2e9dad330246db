/**
 * Counts the log lines both services print for a short session through the gateway: sign-in and five
 * list queries, with the health probes a load balancer would send meanwhile. Output piped (not a
 * terminal), LOG_LEVEL=info. Run by hand: `npx tsx bench/log-lines.ts` (`--print` shows the lines; LOG_FORMAT applies).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForHttp } from '../scripts/processes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const restPort = Number(process.env.REST_API_PORT ?? 4230);
const gatewayPort = Number(process.env.PORT ?? 4220);
const dataDir = mkdtempSync(join(tmpdir(), 'log-lines-'));
const env = { ...process.env, LOG_LEVEL: 'info', DATA_DIR: dataDir, REST_API_PORT: String(restPort), PORT: String(gatewayPort), HOST: '127.0.0.1', REST_API_URL: `http://127.0.0.1:${restPort}` };

function start(entry: string): { child: ChildProcess; lines: () => number } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, entry)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let count = 0;
  const counter = (chunk: Buffer) => {
    count += chunk.toString().split('\n').length - 1;
    if (process.argv.includes('--print')) process.stdout.write(chunk);
  };
  child.stdout!.on('data', counter);
  child.stderr!.on('data', counter);
  return { child, lines: () => count };
}

const restApi = start('rest-api/src/main.ts');
await waitForHttp(`http://127.0.0.1:${restPort}/healthz`, 90_000, restApi.child);
const gateway = start('gateway/src/main.ts');
const url = `http://127.0.0.1:${gatewayPort}`;
await waitForHttp(`${url}/readyz`, 60_000, gateway.child);
const before = { restApi: restApi.lines(), gateway: gateway.lines() };

const graphql = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: { signIn?: { session: { accessToken: string } } } };
};

const signedIn = await graphql('mutation SignIn($e: String!, $p: String!) { signIn(email: $e, password: $p) { session { accessToken } } }', { e: 'admin@demo.ma', p: 'Admin123!' });
const token = signedIn.data!.signIn!.session.accessToken;
for (const list of ['users', 'roles', 'permissionDefinitions', 'accessLevels', 'userTypes']) {
  await graphql(`query ${list[0]!.toUpperCase()}${list.slice(1)} { ${list} { count } }`, {}, token);
  await fetch(`${url}/healthz`);
  await fetch(`${url}/readyz`);
}
await new Promise((resolve) => setTimeout(resolve, 500));
console.log(JSON.stringify({ session: 'sign-in + 5 lists + 5 × (healthz, readyz)', restApiLines: restApi.lines() - before.restApi, gatewayLines: gateway.lines() - before.gateway, startupLines: before }));
for (const { child } of [gateway, restApi]) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
rmSync(dataDir, { recursive: true, force: true });
