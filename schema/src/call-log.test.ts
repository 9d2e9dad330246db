import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CALL_LOG_ROWS,
  MAX_CALL_LOG_ROWS,
  PRIVATE_NUMBER_LABEL,
  callDirection,
  callLogRowCount,
  callRangeDays,
  callRangeWindow,
  formatCallDuration,
  formatCallNumber,
  normalizeMoroccanPhone,
  shownCaller,
} from './call-log.ts';

describe('the call log rules', () => {
  it('computes each range on business days, weeks from Monday', () => {
    // 2026-11-27 is a Friday.
    const today = '2026-11-27';
    expect(callRangeDays('Today', today)).toEqual({ first: today, last: today });
    expect(callRangeDays('Yesterday', today)).toEqual({ first: '2026-11-26', last: '2026-11-26' });
    expect(callRangeDays('LastWeek', today)).toEqual({ first: '2026-11-16', last: '2026-11-22' });
    expect(callRangeDays('LastWeek', '2026-11-23')).toEqual({ first: '2026-11-16', last: '2026-11-22' });
    expect(callRangeDays('LastWeek', '2026-11-29')).toEqual({ first: '2026-11-16', last: '2026-11-22' });
    expect(callRangeDays('LastSevenDays', today)).toEqual({ first: '2026-11-21', last: today });
    expect(callRangeDays('LastMonth', today)).toEqual({ first: '2026-10-01', last: '2026-10-31' });
    expect(callRangeDays('LastMonth', '2026-03-31')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(callRangeDays('LastMonth', '2026-01-15')).toEqual({ first: '2025-12-01', last: '2025-12-31' });
    expect(callRangeDays('LastThirtyDays', today)).toEqual({ first: '2026-10-29', last: today });
    expect(callRangeDays('LastNinetyDays', today)).toEqual({ first: '2026-08-30', last: today });
  });

  it("takes the window's bounds from Morocco's midnights, not UTC's", () => {
    // 23:30 UTC on the 26th is already the 27th in Morocco (UTC+1).
    const window = callRangeWindow('Today', new Date('2026-11-26T23:30:00Z'));
    expect(window).toEqual({ start: new Date('2026-11-26T23:00:00Z'), end: new Date('2026-11-27T23:00:00Z') });
    expect(callRangeWindow('Yesterday', new Date('2026-11-26T23:30:00Z')).start).toEqual(new Date('2026-11-25T23:00:00Z'));
  });

  it('coerces the number of rows: never negative, an integer, bounded', () => {
    expect(callLogRowCount(undefined)).toBe(DEFAULT_CALL_LOG_ROWS);
    expect(callLogRowCount(-5)).toBe(DEFAULT_CALL_LOG_ROWS);
    expect(callLogRowCount(0)).toBe(DEFAULT_CALL_LOG_ROWS);
    expect(callLogRowCount('abc')).toBe(DEFAULT_CALL_LOG_ROWS);
    expect(callLogRowCount(12.9)).toBe(12);
    expect(callLogRowCount('40')).toBe(40);
    expect(callLogRowCount(10_000_000)).toBe(MAX_CALL_LOG_ROWS);
  });

  it('reads a parenthesised three-digit group in the caller as an outgoing call', () => {
    expect(callDirection('Salma Bennani (101)')).toBe('OUTGOING');
    expect(callDirection('0661234567')).toBe('INCOMING');
    expect(callDirection('Poste (1012)')).toBe('INCOMING');
    expect(callDirection('(12)')).toBe('INCOMING');
  });

  it('normalises Moroccan numbers written any usual way, and nothing else', () => {
    for (const written of ['0661234567', '06 61 23 45 67', '+212661234567', '212661234567', '00212 661-234-567', '+212 6 61 23 45 67']) {
      expect(normalizeMoroccanPhone(written), written).toBe('+212661234567');
    }
    for (const other of ['', '101', '066123456', '06612345678', '+33612345678', 'Ext.101']) expect(normalizeMoroccanPhone(other), other).toBeNull();
  });

  it('shows numbers in pairs, withheld callers as « Numéro privée », durations as mm:ss', () => {
    expect(formatCallNumber('+212661234567')).toBe('06 61 23 45 67');
    expect(formatCallNumber('Salma Bennani (101)')).toBe('Salma Bennani (101)');
    expect(shownCaller('')).toBe(PRIVATE_NUMBER_LABEL);
    expect(shownCaller('123')).toBe(PRIVATE_NUMBER_LABEL);
    expect(shownCaller('1234')).toBe('1234');
    expect(shownCaller('0522123456')).toBe('05 22 12 34 56');
    expect(formatCallDuration(0)).toBe('00:00');
    expect(formatCallDuration(65)).toBe('01:05');
    expect(formatCallDuration(4503)).toBe('75:03');
  });
});
