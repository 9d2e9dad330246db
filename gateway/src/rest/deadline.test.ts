import { describe, expect, it } from 'vitest';
import { CALL_CEILING_MS, callBudget, deadlineIn, MIN_RETRY_WINDOW_MS, retryPause } from './deadline.ts';

describe('operation deadline', () => {
  const deadline = deadlineIn(15_000, 1_000);

  it('ends the given time after its start', () => {
    expect(deadline.at).toBe(16_000);
  });

  it('gives each call the time left, shared by every call of the operation', () => {
    expect(callBudget(deadline, 1_000)).toBe(15_000);
    expect(callBudget(deadline, 10_000)).toBe(6_000);
    expect(callBudget(deadline, 15_999)).toBe(1);
  });

  it('gives nothing once the deadline has passed', () => {
    expect(callBudget(deadline, 16_000)).toBe(0);
    expect(callBudget(deadline, 20_000)).toBe(0);
  });

  it('caps one call at the seeds’ 60 s however long the operation may last', () => {
    const long = deadlineIn(300_000, 0);
    expect(callBudget(long, 0)).toBe(CALL_CEILING_MS);
    expect(callBudget(long, 280_000)).toBe(20_000);
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
