import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type {} from '../../rest-api/src/db/snapshot.ts';
import { outputOf } from '../../scripts/build-services.ts';
import { freePort, startService, waitForHttp } from '../../scripts/processes.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type Backend = 'pglite' | 'postgres';
/**
 * PGlite, and the PostgreSQL server too when TEST_DATABASE_URL names one. TEST_SERVERS_ONLY=1 leaves
 * PGlite out: .ci/run's second pass, after `npm test` has run everything on PGlite.
 */
export const backends: readonly Backend[] = [
  ...(process.env.TEST_SERVERS_ONLY ? [] : (['pglite'] as const)),
  ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
];

export interface GraphQLAnswer<T> {
  status: number;
  headers: Headers;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; serverMessages?: string[] } }>;
}

export interface Stack {
  url: string;
  restApiUrl: string;
  /** The throw-away PostgreSQL database rest-api runs on (backend 'postgres'). */
  databaseUrl?: string;
  /** Each service's stdout lines so far, when `captureOutput` was asked. */
  output: { restApi: string[]; gateway: string[] };
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, options?: { token?: string; cookie?: string }): Promise<GraphQLAnswer<T>>;
  signIn(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export { freePort };

export interface StackOptions {
  backend: Backend;
  accessTokenTtlSeconds?: number;
  redisUrl?: string;
  /** Share one rest-api between gateways (replica tests). */
  restApiUrl?: string;
  /** More environment for the gateway (short deadlines, say). */
  gatewayEnv?: Record<string, string>;
  /** Puts something between the gateway and rest-api (a faulty proxy): given rest-api's URL, the URL the gateway calls. */
  upstreamFor?: (restApiUrl: string) => Promise<string>;
  /** Variables for both services, over the defaults (undefined removes one). */
  env?: Record<string, string | undefined>;
  /** Keep the services' stdout in `output` instead of printing it. */
  captureOutput?: boolean;
}


function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A throw-away database on the PostgreSQL server, dropped on close. */
export async function temporaryDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new URL(process.env.TEST_DATABASE_URL!);
  const name = `console_it_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin.toString() });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The lines a child writes to stdout, appended as they come. */
function collectLines(child: ChildProcess, lines: string[]) {
  let partial = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
}

/** A service that does not come up stops what was started, so a failed start leaves no process behind. */
async function startedOrStopped(ready: Promise<void>, cleanups: Array<() => Promise<void>>): Promise<void> {
  try {
    await ready;
  } catch (error) {
    for (const cleanup of cleanups) await cleanup();
    throw error;
  }
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const cleanups: Array<() => Promise<void>> = [];
  const quiet = { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test' };
  const stdout = options.captureOutput ? 'pipe' : 'inherit';
  const output: Stack['output'] = { restApi: [], gateway: [] };
  let restApiUrl = options.restApiUrl;
  let databaseUrl: string | undefined;
  if (!restApiUrl) {
    const database = options.backend === 'postgres' ? await temporaryDatabase() : undefined;
    databaseUrl = database?.url;
    const dataDir = mkdtempSync(join(tmpdir(), 'console-it-'));
    // PGlite starts from a copy of the migrated, seeded snapshot (tests/db-snapshot.setup.ts) unless the test sets up its own data.
    const env = options.env ?? {};
    const ownData = ['DATA_DIR', 'DEMO_DATA', 'DATABASE_URL'].some((name) => name in env);
    if (!database && !ownData) cpSync(inject('demoSnapshot').dataDir, join(dataDir, 'pglite'), { recursive: true });
    const port = await freePort();
    const restApi = startService(outputOf('rest-api'), {
      ...quiet,
      REST_API_PORT: String(port),
      DATA_DIR: dataDir,
      // The tests sign in with the demo accounts, which a PostgreSQL deployment only gets when asked.
      ...(database ? { DATABASE_URL: database.url, DEMO_DATA: '1' } : {}),
      ...(options.accessTokenTtlSeconds ? { ACCESS_TOKEN_TTL: String(options.accessTokenTtlSeconds) } : {}),
      ...options.env,
    }, stdout);
    collectLines(restApi, output.restApi);
    cleanups.push(async () => {
      await stop(restApi);
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    });
    restApiUrl = `http://127.0.0.1:${port}`;
    await startedOrStopped(waitForHttp(`${restApiUrl}/healthz`, 90_000, restApi), cleanups);
  }
  const port = await freePort();
  const gateway = startService(outputOf('gateway'), {
    ...quiet,
    PORT: String(port),
    HOST: '127.0.0.1',
    REST_API_URL: options.upstreamFor ? await options.upstreamFor(restApiUrl) : restApiUrl,
    WEB_DIST: join(root, 'web/dist'),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...options.env,
    ...options.gatewayEnv,
  }, stdout);
  collectLines(gateway, output.gateway);
  cleanups.unshift(() => stop(gateway));
  const url = `http://127.0.0.1:${port}`;
  await startedOrStopped(waitForHttp(`${url}/readyz`, 60_000, gateway), cleanups);

  const graphql: Stack['graphql'] = async (query, variables, requestOptions = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/graphql-response+json' };
    if (requestOptions.token) headers.authorization = `Bearer ${requestOptions.token}`;
    if (requestOptions.cookie) headers.cookie = requestOptions.cookie;
    const response = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as Omit<GraphQLAnswer<never>, 'status' | 'headers'>;
    return { status: response.status, headers: response.headers, ...body } as GraphQLAnswer<never>;
  };

  return {
    url,
    restApiUrl,
    databaseUrl,
    output,
    graphql,
    async signIn(email, password) {
      const answer = await graphql<{ signIn: { session: { accessToken: string } } }>(SIGN_IN, { email, password });
      if (!answer.data) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(answer.errors)}`);
      return answer.data.signIn.session.accessToken;
    },
    async close() {
      for (const cleanup of cleanups) await cleanup();
    },
  };
}

export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($email: String!, $password: String!, $cookie: Boolean) {
    signIn(email: $email, password: $password, cookie: $cookie) {
      session { accessToken refreshToken expiresIn }
      viewer { userId firstName permissions { permissionId levels } }
    }
  }
`;

/** The demo accounts of the README (rest-api's demo data). */
export const demo = {
  admin: { email: 'admin@demo.ma', password: 'Admin123!' },
  agent: { email: 'agent@demo.ma', password: 'Agent123!' },
  supervisor: { email: 'superviseur@demo.ma', password: 'Super123!' },
  dispatcher: { email: 'dispatch@demo.ma', password: 'Dispatch123!' },
  marketing: { email: 'marketing@demo.ma', password: 'Marketing123!' },
  cashier: { email: 'caisse@demo.ma', password: 'Caisse123!' },
  preparer: { email: 'preparateur@demo.ma', password: 'Prepa123!' },
  consultation: { email: 'consultation@demo.ma', password: 'Consult123!' },
  noPermissions: { email: 'sans.droits@demo.ma', password: 'Aucun123!' },
} as const;

export const codeOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.extensions?.code;

/**
 * A describe's stack with demo accounts signed in: started before its tests, closed after. `as(who, …)`
 * sends an operation as one of them; `stack` and `token(who)` serve what is not a GraphQL call. Called
 * in the describe's body, its hooks run before the describe's own.
 */
export function signedInStack<Who extends keyof typeof demo>(options: StackOptions, accounts: readonly Who[]) {
  let started: Stack | undefined;
  const tokens = new Map<Who, string>();
  beforeAll(async () => {
    started = await startStack(options);
    for (const who of accounts) tokens.set(who, await started.signIn(demo[who].email, demo[who].password));
  });
  afterAll(() => started?.close());
  const suite = {
    get stack(): Stack {
      if (!started) throw new Error('the stack starts in beforeAll');
      return started;
    },
    token(who: Who): string {
      const token = tokens.get(who);
      if (token === undefined) throw new Error(`${who} is not signed in`);
      return token;
    },
    as<T>(who: Who, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<T>> {
      return suite.stack.graphql<T>(query, variables, { token: suite.token(who) });
    },
  };
  return suite;
}
