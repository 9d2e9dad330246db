import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { codeOf, demo, startStack, type GraphQLAnswer, type Stack } from './stack.ts';

/**
 * rest-api on a PostgreSQL database of its own (TEST_DATABASE_URL; vitest.config.ts leaves this file out
 * otherwise) whose connections the test terminates (pg_terminate_backend) or refuses: rest-api stays up, the
 * request that lost its connection answers 503 (the gateway's UPSTREAM_UNAVAILABLE) with nothing of it written, and
 * the next requests are served on new connections.
 */
const CREATE = /* GraphQL */ `mutation($input: NewCustomerInput!) { createCustomer(input: $input) { ok customer { customerId } } }`;
const LIST = /* GraphQL */ `{ userTypes(take: 5) { count } }`;

type Created = GraphQLAnswer<{ createCustomer: { ok: boolean; customer: { customerId: number } | null } }>;

let phoneSerial = 0;
const newPhone = () => `+2126${String(Date.now() + (phoneSerial += 1)).slice(-8)}`;

describe('rest-api when its PostgreSQL connections die', () => {
  let stack: Stack;
  let admin: string;
  /** The test's own connection to rest-api's database. */
  let sql: pg.Client;

  const create = (phoneNumber: string): Promise<Created> =>
    stack.graphql(CREATE, { input: { firstName: 'Hind', lastName: 'Panne', phoneNumber, password: 'Client123' } }, { token: admin });
  const createOverRest = (phoneNumber: string) =>
    fetch(`${stack.restApiUrl}/api/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ user: { firstName: 'Hind', lastName: 'Panne', phoneNumber, password: 'Client123' } }),
    });
  const accountsWithPhone = async (phoneNumber: string) =>
    (await sql.query<{ count: number }>('select count(*)::int as count from users where phone_number = $1', [phoneNumber])).rows[0]!.count;
  /** rest-api's connections to the database (the test's own left out). */
  const backendPids = async (where = 'true') =>
    (await sql.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and ${where}`)).rows.map((row) => row.pid);
  const until = async <T>(probe: () => Promise<T | undefined>, what: string): Promise<T> => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const found = await probe();
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`never saw ${what}`);
  };

  /**
   * Runs `write` while the customers table takes no insert (a SHARE lock held by the test): the write inserts the
   * account, then waits on the customer's insert, inside its transaction; its connection is terminated there.
   */
  async function terminatedMidTransaction<T>(write: () => Promise<T>): Promise<T> {
    await sql.query('begin');
    await sql.query('lock table customers in share mode');
    const answer = write();
    try {
      const [pid] = await until(async () => {
        const waiting = await backendPids("wait_event_type = 'Lock'");
        return waiting.length > 0 ? waiting : undefined;
      }, 'the write waiting on the lock');
      await sql.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await sql.query('rollback');
    }
    return answer;
  }

  beforeAll(async () => {
    stack = await startStack({ backend: 'postgres' });
    admin = await stack.signIn(demo.admin.email, demo.admin.password);
    sql = new pg.Client({ connectionString: stack.databaseUrl });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await stack?.close();
  });

  it('answers the write whose connection was terminated UPSTREAM_UNAVAILABLE, keeps nothing of it, and serves the next', async () => {
    const phoneNumber = newPhone();
    const answer = await terminatedMidTransaction(() => create(phoneNumber));
    expect(codeOf(answer)).toBe('UPSTREAM_UNAVAILABLE');
    expect(answer.errors?.[0]?.message).toBe(Messages.serverProblem);
    expect(await accountsWithPhone(phoneNumber)).toBe(0);
    // rest-api is still there, on a new connection, and the same write now goes through whole.
    const again = await create(phoneNumber);
    expect(again.data?.createCustomer.ok).toBe(true);
    expect(await accountsWithPhone(phoneNumber)).toBe(1);
  });

  it('answers such a request 503 over REST', async () => {
    const phoneNumber = newPhone();
    const response = await terminatedMidTransaction(() => createOverRest(phoneNumber));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: Messages.serverProblem });
    expect(await accountsWithPhone(phoneNumber)).toBe(0);
    expect((await createOverRest(phoneNumber)).status).toBe(200);
  });

  it('stays up when every connection is terminated under load, and serves the next requests', async () => {
    let loading = true;
    const answers: Array<string | undefined> = [];
    const reader = async () => {
      while (loading) answers.push(await stack.graphql(LIST, {}, { token: admin }).then(codeOf, () => 'NO_ANSWER'));
    };
    const readers = [reader(), reader(), reader(), reader()];
    for (let round = 0; round < 3; round += 1) {
      const pids = await until(async () => {
        const busy = await backendPids();
        return busy.length > 0 ? busy : undefined;
      }, "rest-api's connections");
      await sql.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    }
    loading = false;
    await Promise.all(readers);
    expect(answers.length).toBeGreaterThan(0);
    expect((await fetch(`${stack.restApiUrl}/healthz`)).status).toBe(200);
    expect(codeOf(await stack.graphql(LIST, {}, { token: admin }))).toBeUndefined();
    expect(await create(newPhone())).toMatchObject({ data: { createCustomer: { ok: true } } });
  });

  it('answers 503 at once while the database refuses connections, and serves again once it accepts them', async () => {
    // A database cannot close its own doors: the server's maintenance database does it.
    const server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await server.connect();
    const name = (await sql.query<{ name: string }>('select current_database() as name')).rows[0]!.name;
    try {
      await server.query(`alter database ${name} allow_connections false`);
      await sql.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [await backendPids()]);
      const phoneNumber = newPhone();
      const response = await createOverRest(phoneNumber);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ statusCode: 503, message: Messages.serverProblem });
      expect(await accountsWithPhone(phoneNumber)).toBe(0);
    } finally {
      await server.query(`alter database ${name} allow_connections true`);
      await server.end();
    }
    expect((await createOverRest(newPhone())).status).toBe(200);
  });
});
