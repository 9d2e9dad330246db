import { describe, expect, it } from 'vitest';
import { CallReportMessages, daysInMonth, tspPeriod, tspYears } from './call-reports.ts';

describe('the TSP period', () => {
  it('counts month `month` of `year` from its 1st through `day`', () => {
    expect(tspPeriod({ month: 3, day: 15, year: 2026, monthdays: 26 })).toEqual({ period: { first: '2026-03-01', last: '2026-03-15', daysCounted: 15, monthdays: 26 } });
    expect(tspPeriod({ month: 12, day: 31, year: 2025, monthdays: 1 })).toEqual({ period: { first: '2025-12-01', last: '2025-12-31', daysCounted: 31, monthdays: 1 } });
  });

  it('refuses a day the month does not have, in French', () => {
    expect(tspPeriod({ month: 4, day: 31, year: 2026, monthdays: 26 })).toEqual({ errors: { day: "Le 31 avril n'existe pas : ce mois compte 30 jours" } });
    expect(tspPeriod({ month: 2, day: 29, year: 2026, monthdays: 20 })).toEqual({ errors: { day: CallReportMessages.dayNotInMonth(29, 2, 28) } });
    expect(tspPeriod({ month: 2, day: 29, year: 2024, monthdays: 20 })).toHaveProperty('period.last', '2024-02-29');
  });

  it('refuses each value out of its range, every fault at once', () => {
    expect(tspPeriod({ month: 0, day: 99, year: 1999, monthdays: 32 })).toEqual({
      errors: { month: CallReportMessages.invalidMonth, day: CallReportMessages.invalidDay, year: CallReportMessages.invalidYear, monthdays: CallReportMessages.invalidMonthdays },
    });
    expect(tspPeriod({ month: 13, day: 0, year: 2101, monthdays: 0 })).toHaveProperty('errors.month', CallReportMessages.invalidMonth);
    expect(tspPeriod({ month: 1.5, day: 1, year: 2026, monthdays: 1 })).toEqual({ errors: { month: CallReportMessages.invalidMonth } });
    expect(tspPeriod({ month: 1, day: Number.NaN, year: 2026, monthdays: 1 })).toEqual({ errors: { day: CallReportMessages.invalidDay } });
  });

  it('knows the months\u2019 lengths, leap years included', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2026, month))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });
});

describe('the TSP years', () => {
  it('offers the first year holding data through the current one', () => {
    expect(tspYears('2024-11-03', '2026-05-10')).toEqual([2024, 2025, 2026]);
    expect(tspYears('2026-01-01', '2026-05-10')).toEqual([2026]);
  });

  it('offers the current year only without data, or with data planned ahead only', () => {
    expect(tspYears(null, '2026-05-10')).toEqual([2026]);
    expect(tspYears('2027-01-02', '2026-12-30')).toEqual([2026]);
  });
});
