import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { waitForHttp } from '../scripts/processes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface BenchStack {
  url: string;
  restApiUrl: string;
  stop(): Promise<void>;
}

/**
 * The whole stack as `npm start` runs it, on bench ports (BENCH_PORT, default 4200, and BENCH_REST_API_PORT, default
 * 4210) and a throw-away data folder (or BENCH_URL if given).
 */
export async function startBenchStack(extraEnv: NodeJS.ProcessEnv = {}): Promise<BenchStack> {
  if (process.env.BENCH_URL) {
    return { url: process.env.BENCH_URL, restApiUrl: process.env.BENCH_REST_API_URL ?? 'http://127.0.0.1:4010', stop: async () => undefined };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  const port = Number(process.env.BENCH_PORT ?? 4200);
  const restApiPort = Number(process.env.BENCH_REST_API_PORT ?? 4210);
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/start.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), REST_API_PORT: String(restApiPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv },
  });
  await waitForHttp(`http://127.0.0.1:${port}/readyz`, 300_000, child);
  return {
    url: `http://127.0.0.1:${port}`,
    restApiUrl: `http://127.0.0.1:${restApiPort}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(url: string, email = 'admin@demo.ma', password = 'Admin123!'): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($e:String!,$p:String!){signIn(email:$e,password:$p){session{accessToken}}}', variables: { e: email, p: password } }),
  });
  const body = (await response.json()) as { data: { signIn: { session: { accessToken: string } } } };
  return body.data.signIn.session.accessToken;
}

export interface ExportRun {
  status: string;
  rows: number;
  bytes: number;
  /** From the start to the file downloaded. */
  seconds: number;
}

/**
 * One export of the export centre as the console runs it (issue 28): startExport, exportJob polled every
 * `pollMs` until it finishes, then the file downloaded from the gateway.
 */
export async function runExport(url: string, token: string, kind: string, filters: Record<string, unknown> = {}, pollMs = 500): Promise<ExportRun> {
  const graphql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (!body.data) throw new Error(`export ${kind}: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const started = performance.now();
  const { startExport } = await graphql<{ startExport: { ok: boolean; errors: unknown[]; export: { exportId: string } | null } }>(
    `mutation($k: ExportKind!, $f: ExportFiltersInput) { startExport(kind: $k, filters: $f) { ok errors { field message } export { exportId } } }`,
    { k: kind, f: filters },
  );
  if (!startExport.export) throw new Error(`export ${kind} refused: ${JSON.stringify(startExport.errors)}`);
  for (;;) {
    const { exportJob } = await graphql<{ exportJob: { status: string; rowsWritten: number; downloadPath: string | null } }>(
      `query($id: ID!) { exportJob(exportId: $id) { status rowsWritten downloadPath } }`,
      { id: startExport.export.exportId },
    );
    if (exportJob.status === 'DONE' && exportJob.downloadPath) {
      const file = await fetch(`${url}${exportJob.downloadPath}`, { headers: { authorization: `Bearer ${token}` } });
      const bytes = (await file.arrayBuffer()).byteLength;
      return { status: exportJob.status, rows: exportJob.rowsWritten, bytes, seconds: (performance.now() - started) / 1000 };
    }
    if (exportJob.status !== 'QUEUED' && exportJob.status !== 'RUNNING') return { status: exportJob.status, rows: exportJob.rowsWritten, bytes: 0, seconds: (performance.now() - started) / 1000 };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
