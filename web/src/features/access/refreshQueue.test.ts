import { describe, expect, it, vi } from 'vitest';
import { createRefreshQueue } from './refreshQueue.ts';

interface Answer {
  ok: boolean;
  token: string | null;
}

/** A fake server that accepts only `valid` tokens, and a queue whose refresh we control. */
function setUp() {
  let token: string | null = 'old';
  let valid = 'new';
  let resolveRefresh: (value: string) => void = () => undefined;
  let rejectRefresh: (reason: Error) => void = () => undefined;
  const refresh = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        resolveRefresh = (value) => {
          token = value;
          resolve(value);
        };
        rejectRefresh = reject;
      }),
  );
  const onFailure = vi.fn(() => {
    token = null;
  });
  const queue = createRefreshQueue({ currentToken: () => token, refresh, onFailure });
  const attempts: (string | null)[] = [];
  const call = () =>
    queue.run(
      async (used): Promise<Answer> => {
        attempts.push(used);
        return { ok: used === valid, token: used };
      },
      (answer) => !answer.ok,
    );
  return {
    queue,
    refresh,
    onFailure,
    attempts,
    call,
    succeed: (value: string) => resolveRefresh(value),
    fail: () => rejectRefresh(new Error('refresh refused')),
    setValid: (value: string) => {
      valid = value;
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('refresh queue', () => {
  it('does not refresh when the first attempt succeeds', async () => {
    const t = setUp();
    t.setValid('old');
    await expect(t.call()).resolves.toEqual({ ok: true, token: 'old' });
    expect(t.refresh).not.toHaveBeenCalled();
  });

  it('starts a single refresh for concurrent rejections and retries every waiter with the new token', async () => {
    const t = setUp();
    const calls = [t.call(), t.call(), t.call()];
    await flush();
    expect(t.refresh).toHaveBeenCalledTimes(1);
    t.succeed('new');
    const answers = await Promise.all(calls);
    expect(answers).toEqual([
      { ok: true, token: 'new' },
      { ok: true, token: 'new' },
      { ok: true, token: 'new' },
    ]);
    expect(t.attempts).toEqual(['old', 'old', 'old', 'new', 'new', 'new']);
  });

  it('retries only once: a second rejection is returned as is', async () => {
    const t = setUp();
    t.setValid('never');
    const call = t.call();
    await flush();
    t.succeed('new');
    await expect(call).resolves.toEqual({ ok: false, token: 'new' });
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(t.attempts).toEqual(['old', 'new']);
  });

  it('reuses a token renewed while a late call was in flight instead of refreshing again', async () => {
    const t = setUp();
    const first = t.call();
    await flush();
    t.succeed('new');
    await first;
    await expect(t.queue.renew('old')).resolves.toBe('new');
    expect(t.refresh).toHaveBeenCalledTimes(1);
  });

  it('signs out once when the refresh fails and hands every caller its original answer', async () => {
    const t = setUp();
    const calls = [t.call(), t.call()];
    await flush();
    t.fail();
    await expect(Promise.all(calls)).resolves.toEqual([
      { ok: false, token: 'old' },
      { ok: false, token: 'old' },
    ]);
    expect(t.onFailure).toHaveBeenCalledTimes(1);
    expect(t.attempts).toEqual(['old', 'old']);
  });

  it('starts a new refresh after a finished one when the renewed token is rejected later', async () => {
    const t = setUp();
    const first = t.call();
    await flush();
    t.succeed('new');
    await first;
    t.setValid('newer');
    const second = t.call();
    await flush();
    expect(t.refresh).toHaveBeenCalledTimes(2);
    t.succeed('newer');
    await expect(second).resolves.toEqual({ ok: true, token: 'newer' });
  });
});
