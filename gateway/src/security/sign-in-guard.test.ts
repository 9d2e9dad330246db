import { describe, expect, it } from 'vitest';
import { memoryCounter, signInGuard } from './sign-in-guard.ts';

const limits = { maxFailures: 3, maxAttemptsPerAddress: 10, windowSeconds: 60 };

describe('sign-in guard', () => {
  it('refuses an address and e-mail after too many failures, until the window passes', async () => {
    let now = 0;
    const guard = signInGuard(memoryCounter(() => now), limits);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await guard.admit('1.2.3.4', 'a@demo.ma');
      await guard.failed('1.2.3.4', 'A@demo.ma ');
    }
    await expect(guard.admit('1.2.3.4', 'a@demo.ma')).rejects.toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    await expect(guard.admit('5.6.7.8', 'a@demo.ma')).resolves.toBeUndefined();
    now += 61_000;
    await expect(guard.admit('1.2.3.4', 'a@demo.ma')).resolves.toBeUndefined();
  });

  it('forgets failures after a success', async () => {
    const guard = signInGuard(memoryCounter(), limits);
    await guard.failed('1.2.3.4', 'a@demo.ma');
    await guard.failed('1.2.3.4', 'a@demo.ma');
    await guard.succeeded('1.2.3.4', 'a@demo.ma');
    await guard.failed('1.2.3.4', 'a@demo.ma');
    await expect(guard.admit('1.2.3.4', 'a@demo.ma')).resolves.toBeUndefined();
  });

  it('caps attempts per address', async () => {
    const guard = signInGuard(memoryCounter(), { ...limits, maxAttemptsPerAddress: 2 });
    await guard.admit('1.2.3.4', 'a@demo.ma');
    await guard.admit('1.2.3.4', 'b@demo.ma');
    await expect(guard.admit('1.2.3.4', 'c@demo.ma')).rejects.toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
  });
});
