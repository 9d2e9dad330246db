import { describe, expect, it } from 'vitest';
import { calendarDay, formatMoney, formatNumber, formatWeight, spreadsheetDate, toNumber, withUnit } from './format.ts';

/** Spaces made visible: '_' for the narrow no-break space, '~' for the no-break space. */
const shown = (text: string) => text.replace(/\u202f/g, '_').replace(/\u00a0/g, '~');

describe('formatNumber', () => {
  it('groups thousands with a narrow no-break space and uses a decimal comma', () => {
    expect(shown(formatNumber(2400))).toBe('2_400');
    expect(shown(formatNumber(1234567.891, 2))).toBe('1_234_567,89');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0, 2)).toBe('0,00');
  });

  it('keeps up to three decimals without a fixed count, none for whole numbers', () => {
    expect(formatNumber(12.5)).toBe('12,5');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(0.1234)).toBe('0,123');
  });

  it('handles negatives, text numbers and missing values', () => {
    expect(shown(formatNumber(-1500.5, 2))).toBe('-1_500,50');
    expect(formatNumber(-0.001, 2)).toBe('0,00');
    expect(formatNumber('38.4', 2)).toBe('38,40');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber('abc')).toBe('');
    expect(toNumber('')).toBeNull();
  });
});

describe('units', () => {
  it('money: two decimals and DH, never split from the number', () => {
    expect(shown(formatMoney(19.8))).toBe('19,80~DH');
    expect(shown(formatMoney(1250.5))).toBe('1_250,50~DH');
    expect(shown(formatMoney(3.456))).toBe('3,46~DH');
    expect(formatMoney(null)).toBe('');
  });

  it('weights: a fixed three decimals in kg', () => {
    expect(shown(formatWeight(1.08))).toBe('1,080~kg');
    expect(shown(formatWeight(2400))).toBe('2_400,000~kg');
    expect(formatWeight(undefined)).toBe('');
    expect(shown(withUnit(3, 'L'))).toBe('3~L');
  });
});

describe('dates', () => {
  it('reads the Casablanca calendar day', () => {
    // 23:30 UTC on 31 December is already 1 January in Casablanca (UTC+1).
    expect(calendarDay('2024-12-31T23:30:00Z')).toEqual({ year: 2025, month: 1, day: 1 });
    expect(calendarDay('2025-03-07')).toEqual({ year: 2025, month: 3, day: 7 });
    expect(calendarDay('not a date')).toBeNull();
    expect(calendarDay(null)).toBeNull();
  });

  it('gives spreadsheets the day at midnight UTC', () => {
    expect(spreadsheetDate('2024-12-31T23:30:00Z')?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(spreadsheetDate(undefined)).toBeNull();
  });
});
