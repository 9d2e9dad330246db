import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Starts a compiled entry point (scripts/build-services.ts). */
export function startBuilt(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [entry], { stdio: 'inherit', env });
}

/**
 * Starts an entry point under Node: a compiled one (scripts/build-services.ts) as it is, a TypeScript one with
 * tsx's loader; `pipe` hands its stdout to the caller.
 */
export function startService(entry: string, env: NodeJS.ProcessEnv, stdout: 'inherit' | 'pipe' = 'inherit'): ChildProcess {
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  return spawn(process.execPath, [...loader, entry], { stdio: ['inherit', stdout, 'inherit'], env });
}

/** One probe gets this long: a process that accepts and never answers must not hold the wait past its deadline. */
const PROBE_TIMEOUT_MS = 5_000;

/**
 * Waits until `url` answers 2xx; fails when `child` exits first or `timeoutMs` passes, saying what the
 * last probe saw (a status and body, or the connection error) so a failed start can be diagnosed.
 */
export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastSeen = 'no answer yet';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(Math.min(PROBE_TIMEOUT_MS, Math.max(1, deadline - Date.now()))) });
      if (answer.ok) return;
      lastSeen = `HTTP ${answer.status} ${(await answer.text()).slice(0, 300)}`;
    } catch (error) {
      // Not listening yet, or not answering in time.
      lastSeen = describeFailure(error);
    }
    await delay(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (last probe: ${lastSeen})`);
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { cause } = error;
  const detail = cause instanceof Error ? `: ${'code' in cause ? String(cause.code) : cause.message}` : '';
  return `${error.name} ${error.message}${detail}`;
}

/** A port nothing listens on right now (the OS picks it), for a service started next. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The TCP ports something listens on right now, read from Linux's /proc (elsewhere: none known). */
export function listeningPorts(): Set<number> {
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      // State 0A is LISTEN; the local address ends with the port in hexadecimal.
      if (state === '0A' && local) ports.add(Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16));
    }
  }
  return ports;
}
