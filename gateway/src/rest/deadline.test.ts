import { describe, expect, it } from 'vitest';
import { DEADLINE_SLICE_MS, deadlineIn, MIN_RETRY_WINDOW_MS, retryPause, timeLeft } from './deadline.ts';

describe('operation deadline', () => {
  const deadline = deadlineIn(15_000, 1_000);

  it('ends the given time after its start', () => {
    expect(deadline.at).toBe(16_000);
  });

  it('leaves each call what the earlier calls of the operation did not use', () => {
    expect(timeLeft(deadline, 1_000)).toBe(15_000);
    expect(timeLeft(deadline, 10_000)).toBe(6_000);
    expect(timeLeft(deadline, 15_999)).toBe(1);
  });

  it('leaves nothing once the deadline has passed', () => {
    expect(timeLeft(deadline, 16_000)).toBe(0);
    expect(timeLeft(deadline, 20_000)).toBe(0);
  });

  it('aborts its one signal at the deadline, as a time-out, with many calls listening', async () => {
    const soon = deadlineIn(30);
    const signal = soon.signal;
    expect(soon.signal).toBe(signal);
    expect(signal.aborted).toBe(false);
    const aborted = Array.from({ length: 20 }, () => new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true })));
    await Promise.all(aborted);
    expect(signal.reason).toBeInstanceOf(DOMException);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('shares one timer between the deadlines of a slice, never firing before a deadline', async () => {
    const at = Math.ceil((Date.now() + 200) / DEADLINE_SLICE_MS) * DEADLINE_SLICE_MS;
    const early = deadlineIn(0, at - DEADLINE_SLICE_MS + 1);
    const late = deadlineIn(0, at);
    const next = deadlineIn(0, at + 1);
    expect(early.signal).toBe(late.signal);
    expect(next.signal).not.toBe(late.signal);
    await new Promise<void>((resolve) => late.signal.addEventListener('abort', () => resolve(), { once: true }));
    expect(Date.now()).toBeGreaterThanOrEqual(late.at - 5);
    expect(next.signal.aborted).toBe(false);
    expect(deadlineIn(0, at).signal).not.toBe(late.signal);
  });
});

describe('retry pause', () => {
  it('doubles from 100 ms while the deadline is far', () => {
    const deadline = deadlineIn(15_000, 0);
    expect([1, 2, 3].map((attempt) => retryPause(attempt, deadline, 0))).toEqual([100, 200, 400]);
  });

  it('refuses a retry whose pause would end past the deadline or leave no time to answer', () => {
    const deadline = deadlineIn(1_000, 0);
    expect(retryPause(1, deadline, 1_000 - 100 - MIN_RETRY_WINDOW_MS)).toBe(100);
    expect(retryPause(1, deadline, 1_000 - 100 - MIN_RETRY_WINDOW_MS + 1)).toBeUndefined();
    expect(retryPause(2, deadline, 900)).toBeUndefined();
    expect(retryPause(1, deadline, 5_000)).toBeUndefined();
  });
});
