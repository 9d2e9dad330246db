import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { memoryCounter, signInGuard } from './sign-in-guard.ts';

const limits = { maxFailures: 3, maxAttemptsPerAddress: 10, windowSeconds: 60, lockFailures: 4, lockWindowSeconds: 900, lockSeconds: 600 };

/** The rule itself is tested with schema/src/sign-in-limits.ts; here, the GraphQL error it gives. */
describe('sign-in guard', () => {
  it('refuses with RATE_LIMITED and the catalogue text within the window', async () => {
    const guard = signInGuard(memoryCounter(), limits);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await guard.admit('1.2.3.4', 'a@demo.ma');
      await guard.failed('1.2.3.4', 'A@demo.ma ');
    }
    await expect(guard.admit('1.2.3.4', 'a@demo.ma')).rejects.toMatchObject({
      message: Messages.tooManyAttempts,
      extensions: { code: 'RATE_LIMITED', status: 429, serverMessages: [Messages.tooManyAttempts], retryAfterSeconds: 60 },
    });
    await expect(guard.admit('5.6.7.8', 'a@demo.ma')).resolves.toBeUndefined();
  });

  it('says the minutes left of a locked account, to every address', async () => {
    const guard = signInGuard(memoryCounter(), limits);
    for (const address of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4']) await guard.failed(address, 'a@demo.ma');
    const lock = 'Trop de tentatives de connexion. Veuillez réessayer dans 10 minutes';
    await expect(guard.admit('5.5.5.5', 'a@demo.ma')).rejects.toMatchObject({ message: lock, extensions: { code: 'RATE_LIMITED', serverMessages: [lock], retryAfterSeconds: 600 } });
  });
});
