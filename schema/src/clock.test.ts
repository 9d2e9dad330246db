import { describe, expect, it } from 'vitest';
import { businessClock } from './clock.ts';

describe('businessClock', () => {
  it("gives Morocco's day and time (UTC+1 outside Ramadan), the day turning an hour before UTC's", () => {
    expect(businessClock(new Date('2026-11-24T23:30:00Z'))).toEqual({ date: '2026-11-25', time: '00:30' });
    expect(businessClock(new Date('2026-11-24T10:05:00Z'))).toEqual({ date: '2026-11-24', time: '11:05' });
  });
});
