import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, demo, SIGN_IN, startStack, type Stack } from './stack.ts';

describe('sign-in rate limit', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ backend: 'pglite' });
  });
  afterAll(() => stack?.close());

  it('refuses further attempts on an account after repeated failures, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(codeOf(await stack.graphql(SIGN_IN, { email: demo.dispatcher.email, password: 'Mauvais123' }))).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(await stack.graphql(SIGN_IN, demo.dispatcher))).toBe('RATE_LIMITED');
    expect(codeOf(await stack.graphql(SIGN_IN, demo.agent))).toBeUndefined();
  });
});
