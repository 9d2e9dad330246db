import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, toApiDate } from './dates.ts';
import { formatMoney, formatNumber } from './money.ts';

describe('money', () => {
  it('shows two decimals and DH, in French (the kit re-exports the shared formatter)', () => {
    expect(formatMoney(1250.5)).toBe('1\u202f250,50\u00a0DH');
    expect(formatMoney(0)).toBe('0,00\u00a0DH');
    expect(formatMoney(3.456)).toBe('3,46\u00a0DH');
    expect(formatNumber(2400)).toBe('2\u202f400');
  });
});

describe('dates', () => {
  it('shows DD-MM-YYYY in Casablanca time', () => {
    // 23:30 UTC on 31 December is already 1 January in Casablanca (UTC+1).
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('01-01-2025');
    expect(formatDate('2025-03-07')).toBe('07-03-2025');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows an instant with its Casablanca time, across the Ramadan switch to UTC+0', () => {
    expect(formatDateTime('2026-11-28T08:05:00Z')).toBe('28-11-2026 09:05');
    // During Ramadan 2026 (from 15 February) Morocco is on UTC+0.
    expect(formatDateTime('2026-03-01T08:05:00Z')).toBe('01-03-2026 08:05');
    expect(formatDateTime(null)).toBe('');
  });

  it('sends YYYY-MM-DD', () => {
    expect(toApiDate('2025-03-07')).toBe('2025-03-07');
    expect(toApiDate(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
    expect(toApiDate(DateTime.fromISO('2025-06-15T10:00:00', { zone: 'Africa/Casablanca' }))).toBe('2025-06-15');
  });
});
