import { describe, expect, it } from 'vitest';
import { nextRestart } from './restart-policy.ts';

describe('nextRestart', () => {
  it('waits 0.5 s, then doubles up to 10 s while the service keeps stopping soon after its start', () => {
    const delays: number[] = [];
    let quickStops = 0;
    for (let stop = 0; stop < 8; stop++) {
      const restart = nextRestart(quickStops, 1_000);
      delays.push(restart.delayMs);
      quickStops = restart.quickStops;
    }
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000]);
  });

  it('starts over after a minute of uptime', () => {
    expect(nextRestart(6, 60_000)).toEqual({ delayMs: 500, quickStops: 1 });
    expect(nextRestart(6, 59_999)).toEqual({ delayMs: 10_000, quickStops: 7 });
  });

  it('stays bounded however many stops came before', () => {
    expect(nextRestart(2_000, 0).delayMs).toBe(10_000);
  });
});
