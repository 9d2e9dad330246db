import { describe, expect, it } from 'vitest';
import { envReader } from './env.ts';
import { Messages, tooManyAttemptsMessage } from './messages.ts';
import { memoryCounter, signInLimiter, signInLimitsFrom } from './sign-in-limits.ts';

const limits = { maxFailures: 3, maxAttemptsPerAddress: 10, windowSeconds: 60, lockFailures: 5, lockWindowSeconds: 600, lockSeconds: 900 };

describe('sign-in limiter', () => {
  it('refuses an address and e-mail after too many failures, until the window passes', async () => {
    let now = 0;
    const limiter = signInLimiter(memoryCounter({ now: () => now }), limits);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await limiter.admit('1.2.3.4', 'a@demo.ma')).toBeUndefined();
      await limiter.failed('1.2.3.4', 'A@demo.ma ');
    }
    now += 20_000;
    expect(await limiter.admit('1.2.3.4', 'a@demo.ma')).toEqual({ retryAfterSeconds: 40 });
    expect(await limiter.admit('5.6.7.8', 'a@demo.ma')).toBeUndefined();
    now += 41_000;
    expect(await limiter.admit('1.2.3.4', 'a@demo.ma')).toBeUndefined();
  });

  it('forgets failures after a success', async () => {
    const limiter = signInLimiter(memoryCounter(), limits);
    await limiter.failed('1.2.3.4', 'a@demo.ma');
    await limiter.failed('1.2.3.4', 'a@demo.ma');
    await limiter.succeeded('1.2.3.4', 'a@demo.ma');
    await limiter.failed('1.2.3.4', 'a@demo.ma');
    expect(await limiter.admit('1.2.3.4', 'a@demo.ma')).toBeUndefined();
  });

  it('caps attempts per address', async () => {
    const limiter = signInLimiter(memoryCounter(), { ...limits, maxAttemptsPerAddress: 2 });
    expect(await limiter.admit('1.2.3.4', 'a@demo.ma')).toBeUndefined();
    expect(await limiter.admit('1.2.3.4', 'b@demo.ma')).toBeUndefined();
    expect(await limiter.admit('1.2.3.4', 'c@demo.ma')).toEqual({ retryAfterSeconds: 60 });
  });

  it('locks an account failed from many addresses, for every address and whatever the password, then lets it in', async () => {
    let now = 0;
    const limiter = signInLimiter(memoryCounter({ now: () => now }), limits);
    // Two failures from each address: under the per-address limit of 3, five in all.
    for (const address of ['10.0.0.1', '10.0.0.1', '10.0.0.2', '10.0.0.2', '10.0.0.3']) {
      expect(await limiter.admit(address, 'cible@demo.ma')).toBeUndefined();
      await limiter.failed(address, 'cible@demo.ma');
    }
    expect(await limiter.admit('10.9.9.9', 'Cible@demo.ma')).toEqual({ retryAfterSeconds: 900 });
    expect(await limiter.admit('10.0.0.1', 'autre@demo.ma')).toBeUndefined();
    now += 899_000;
    expect(await limiter.admit('10.9.9.9', 'cible@demo.ma')).toEqual({ retryAfterSeconds: 1 });
    now += 1_000;
    expect(await limiter.admit('10.9.9.9', 'cible@demo.ma')).toBeUndefined();
    // The lock counted its failures: the next one starts a new count.
    await limiter.failed('10.9.9.9', 'cible@demo.ma');
    expect(await limiter.admit('10.9.9.8', 'cible@demo.ma')).toBeUndefined();
  });

  it('counts account failures within their window only', async () => {
    let now = 0;
    const limiter = signInLimiter(memoryCounter({ now: () => now }), limits);
    for (let failure = 0; failure < 4; failure += 1) await limiter.failed(`10.0.1.${failure}`, 'lent@demo.ma');
    now += 601_000;
    await limiter.failed('10.0.1.9', 'lent@demo.ma');
    expect(await limiter.admit('10.0.2.1', 'lent@demo.ma')).toBeUndefined();
  });
});

describe('memory counter', () => {
  it('holds at most maxKeys windows, pushing out the oldest', async () => {
    const counter = memoryCounter({ maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) await counter.increment(key, 60);
    await counter.increment('a', 60);
    for (let index = 0; index < 1000; index += 1) await counter.increment(`spray-${index}`, 60);
    expect(await counter.read('a')).toBe(0);
    expect(await counter.read('spray-999')).toBe(1);
    expect(await counter.read('spray-996')).toBe(0);
    expect([await counter.read('spray-997'), await counter.read('spray-998')]).toEqual([1, 1]);
  });
});

describe('sign-in limits from the environment', () => {
  it('reads the SIGNIN_* variables, with defaults', () => {
    expect(signInLimitsFrom(envReader({}))).toEqual({ maxFailures: 5, maxAttemptsPerAddress: 100, windowSeconds: 60, lockFailures: 10, lockWindowSeconds: 900, lockSeconds: 900 });
    expect(signInLimitsFrom(envReader({ SIGNIN_LOCK_FAILURES: '20', SIGNIN_LOCK_SECONDS: '300' }))).toMatchObject({ lockFailures: 20, lockSeconds: 300 });
    expect(() => signInLimitsFrom(envReader({ SIGNIN_LOCK_SECONDS: '0' }))).toThrow(/SIGNIN_LOCK_SECONDS/);
  });

  it('says how long to wait: the catalogue text within a minute, minutes beyond', () => {
    expect(tooManyAttemptsMessage(60)).toBe(Messages.tooManyAttempts);
    expect(tooManyAttemptsMessage(900)).toBe('Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes');
  });
});
