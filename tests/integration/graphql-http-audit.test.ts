import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAudits } from 'graphql-http';
import { startStack, type Stack } from './stack.ts';

/** The GraphQL-over-HTTP spec audits of the graphql-http package against the running gateway: every MUST passes. */
describe('GraphQL over HTTP compliance', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ backend: 'pglite' });
  });
  afterAll(() => stack?.close());

  const audits = serverAudits({
    url: () => `${stack.url}/graphql`,
    // GET requests need the CSRF-prevention header, as the console sends it.
    fetchFn: (input: RequestInfo | URL, init?: RequestInit) =>
      fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), 'x-graphql-yoga-csrf': '1' } }),
  });

  it.each(audits.filter((audit) => audit.name.startsWith('MUST')).map((audit) => [audit.name, audit] as const))('%s', async (_name, audit) => {
    const result = await audit.fn();
    expect(result.status === 'ok' ? 'ok' : `${result.reason}`).toBe('ok');
  });
});
