import { describe, expect, it } from 'vitest';
import { changePeriod, defaultPeriod, isDay, previousDay } from './period.ts';

describe('report periods', () => {
  it('defaults to yesterday → today of the server, across a month and a year', () => {
    expect(defaultPeriod('2026-11-28')).toEqual({ from: '2026-11-27', to: '2026-11-28' });
    expect(defaultPeriod('2027-01-01')).toEqual({ from: '2026-12-31', to: '2027-01-01' });
    // Ramadan 2026 ends on 20 March: Morocco goes back to UTC+1 on the 22nd; a calendar day is still a day.
    expect(previousDay('2026-03-22')).toBe('2026-03-21');
  });

  it('clamps a « from » later than « to » to « to », and a « to » earlier than « from » to « from »', () => {
    const period = { from: '2026-11-20', to: '2026-11-25' };
    expect(changePeriod(period, 'from', '2026-11-27')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(changePeriod(period, 'to', '2026-11-10')).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(changePeriod(period, 'from', '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-25' });
    expect(changePeriod(period, 'to', '2026-11-30')).toEqual({ from: '2026-11-20', to: '2026-11-30' });
  });

  it('keeps the period when a picker is emptied or holds no real day', () => {
    const period = { from: '2026-11-20', to: '2026-11-25' };
    expect(changePeriod(period, 'from', '')).toBe(period);
    expect(changePeriod(period, 'to', '2026-02-30')).toBe(period);
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('28-02-2026')).toBe(false);
  });
});
