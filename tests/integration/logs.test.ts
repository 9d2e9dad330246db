import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, SIGN_IN, startStack, type Stack } from './stack.ts';

interface Line {
  level: string;
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

describe('log lines (JSON)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ backend: 'pglite', captureOutput: true, env: { LOG_FORMAT: 'json', LOG_LEVEL: 'info' } });
  }, 150_000);
  afterAll(() => stack?.close());

  const parsed = (lines: string[]): Line[] => lines.map((line) => JSON.parse(line) as Line);
  const post = (body: object, requestId: string, token?: string) =>
    fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  /** Lines are written after the answer leaves: wait until the one carrying this id shows up. */
  const lineOf = async (service: 'gateway' | 'restApi', requestId: string, msg: string): Promise<Line> => {
    for (let tries = 0; tries < 100; tries += 1) {
      const found = parsed(stack.output[service]).find((line) => line.requestId === requestId && line.msg === msg);
      if (found) return found;
      await delay(50);
    }
    throw new Error(`no ${msg} line for ${requestId} from ${service}:\n${stack.output[service].join('\n')}`);
  };

  it("logs the operation in the gateway and its REST call in rest-api under the caller's request id", async () => {
    const response = await post({ query: SIGN_IN, variables: demo.admin, operationName: 'SignIn' }, 'it-sign-in-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('it-sign-in-1');

    expect(await lineOf('gateway', 'it-sign-in-1', 'graphql')).toMatchObject({ level: 'info', operation: 'SignIn', type: 'mutation', status: 200, ms: expect.any(Number) });
    expect((await lineOf('gateway', 'it-sign-in-1', 'graphql')).codes).toBeUndefined();
    expect(await lineOf('restApi', 'it-sign-in-1', 'request')).toMatchObject({ method: 'POST', url: '/api/users/login', status: 200, ms: expect.any(Number) });
  });

  it('logs the error codes of a failing operation, and names an anonymous one so', async () => {
    const response = await post({ query: '{ users { count } }' }, 'it-refused-1');
    expect((await response.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await lineOf('gateway', 'it-refused-1', 'graphql')).toMatchObject({ operation: 'anonymous', type: 'query', codes: ['UNAUTHENTICATED'] });

    await post({ query: '{ users { nope } }' }, 'it-invalid-1');
    expect(await lineOf('gateway', 'it-invalid-1', 'graphql')).toMatchObject({ codes: ['GRAPHQL_VALIDATION_FAILED'] });

    // Variables that do not fit their types are the caller's mistake: info, not a server-side warning.
    await post({ query: 'query ($page: Int!) { __typename users(page: $page) { count } }', variables: { page: 'x' } }, 'it-variables-1');
    expect(await lineOf('gateway', 'it-variables-1', 'graphql')).toMatchObject({ level: 'info', codes: ['BAD_USER_INPUT'] });
  });

  it('gives a request without a usable id one of its own, and returns it', async () => {
    const response = await post({ query: '{ __typename }' }, 'not a safe id');
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await lineOf('gateway', id!, 'graphql')).toMatchObject({ operation: 'anonymous', status: 200 });
  });

  it('does not log the health probes, and writes nothing but JSON lines', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${stack.url}/readyz`)).status).toBe(200);
      expect((await fetch(`${stack.restApiUrl}/healthz`)).status).toBe(200);
    }
    // A later request's line is written once the probes' would have been.
    await post({ query: '{ __typename }' }, 'it-after-probes');
    await lineOf('gateway', 'it-after-probes', 'graphql');
    await post({ query: SIGN_IN, variables: demo.agent }, 'it-after-probes-2');
    await lineOf('restApi', 'it-after-probes-2', 'request');

    const all = [...parsed(stack.output.gateway), ...parsed(stack.output.restApi)];
    expect(all.filter((line) => JSON.stringify(line).includes('healthz') || JSON.stringify(line).includes('readyz'))).toEqual([]);
    expect(parsed(stack.output.restApi).filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([]);
  });
});
