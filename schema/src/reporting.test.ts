import { describe, expect, it } from 'vitest';
import { businessDateOf, businessDayRange, comparePeriods, previousPeriod, reportRange, ReportingMessages, seriesBuckets, spreadsheetDateTime, tillAmountError } from './reporting.ts';

const iso = (range: { start: Date; end: Date } | null) => range && { start: range.start.toISOString(), end: range.end.toISOString() };

describe('businessDayRange (Africa/Casablanca)', () => {
  it('gives an ordinary day of UTC+1 from 23:00 UTC the evening before', () => {
    expect(iso(businessDayRange('2026-11-28'))).toEqual({ start: '2026-11-27T23:00:00.000Z', end: '2026-11-28T23:00:00.000Z' });
  });

  it('gives a Ramadan day (UTC+0) from midnight UTC', () => {
    expect(iso(businessDayRange('2026-03-01'))).toEqual({ start: '2026-03-01T00:00:00.000Z', end: '2026-03-02T00:00:00.000Z' });
  });

  // Morocco sets its clocks back an hour at 03:00 on 15 February 2026 and forward at 02:00 on 22 March 2026.
  it('makes 15 February 2026, the switch to UTC+0, 25 hours long', () => {
    expect(iso(businessDayRange('2026-02-15'))).toEqual({ start: '2026-02-14T23:00:00.000Z', end: '2026-02-16T00:00:00.000Z' });
    expect(iso(businessDayRange('2026-02-14'))?.end).toBe('2026-02-14T23:00:00.000Z');
  });

  it('makes 22 March 2026, the switch back to UTC+1, 23 hours long', () => {
    expect(iso(businessDayRange('2026-03-22'))).toEqual({ start: '2026-03-22T00:00:00.000Z', end: '2026-03-22T23:00:00.000Z' });
    expect(iso(businessDayRange('2026-03-23'))?.start).toBe('2026-03-22T23:00:00.000Z');
  });

  it('follows the 2027 switches: 7 February (to UTC+0) and 14 March (back to UTC+1)', () => {
    expect(iso(businessDayRange('2027-02-07'))).toEqual({ start: '2027-02-06T23:00:00.000Z', end: '2027-02-08T00:00:00.000Z' });
    expect(iso(businessDayRange('2027-03-14'))).toEqual({ start: '2027-03-14T00:00:00.000Z', end: '2027-03-14T23:00:00.000Z' });
  });

  it('refuses what is not a calendar day', () => {
    expect(businessDayRange('2026-02-30')).toBeNull();
    expect(businessDayRange('2026-2-3')).toBeNull();
    expect(businessDayRange('')).toBeNull();
  });

  it('places instants on their business day around the switches', () => {
    expect(businessDateOf(new Date('2026-02-14T23:30:00Z'))).toBe('2026-02-15');
    expect(businessDateOf(new Date('2026-02-15T23:30:00Z'))).toBe('2026-02-15');
    expect(businessDateOf(new Date('2026-03-22T23:30:00Z'))).toBe('2026-03-23');
    expect(businessDateOf(new Date('2027-03-13T23:30:00Z'))).toBe('2027-03-13');
  });
});

describe('reportRange', () => {
  it('reads business days, the last one included', () => {
    expect(reportRange('2026-11-01', '2026-11-30')).toEqual({ range: { start: new Date('2026-10-31T23:00:00Z'), end: new Date('2026-11-30T23:00:00Z') } });
  });

  it('reads ISO instants as given, the end excluded', () => {
    expect(reportRange('2026-11-27T00:00:00+01:00', '2026-11-28T10:15:00Z')).toEqual({
      range: { start: new Date('2026-11-26T23:00:00Z'), end: new Date('2026-11-28T10:15:00Z') },
    });
  });

  it('refuses unreadable bounds, a local time without zone, from after to and more than 366 days, in French by field', () => {
    expect(reportRange('2026-13-01', 'demain')).toEqual({ errors: { dateFrom: ReportingMessages.invalidDate, dateTo: ReportingMessages.invalidInstant } });
    expect(reportRange('2026-11-01T10:00', '2026-11-02')).toEqual({ errors: { dateFrom: ReportingMessages.invalidInstant } });
    expect(reportRange('2026-11-03', '2026-11-01', { from: 'from', to: 'to' })).toEqual({ errors: { to: ReportingMessages.fromAfterTo } });
    expect(reportRange('2025-01-01', '2026-06-01')).toEqual({ errors: { dateTo: ReportingMessages.rangeTooLong } });
  });
});

describe('previousPeriod and comparePeriods', () => {
  it('takes the period of equal length just before', () => {
    const range = { start: new Date('2026-11-27T00:00:00Z'), end: new Date('2026-11-28T10:00:00Z') };
    expect(previousPeriod(range)).toEqual({ start: new Date('2026-11-25T14:00:00Z'), end: range.start });
  });

  it('gives the change and its percent, null percent when the previous period had none', () => {
    expect(comparePeriods(150, 120)).toEqual({ change: 30, changePercent: 25 });
    expect(comparePeriods(90.5, 100)).toEqual({ change: -9.5, changePercent: -9.5 });
    expect(comparePeriods(3.25, 0)).toEqual({ change: 3.25, changePercent: null });
    expect(comparePeriods(0, 0)).toEqual({ change: 0, changePercent: null });
  });
});

describe('seriesBuckets', () => {
  it('buckets two days or less by hour, from the hour the range starts in', () => {
    const { step, starts } = seriesBuckets({ start: new Date('2026-11-26T23:00:00Z'), end: new Date('2026-11-28T10:15:00Z') });
    expect(step).toBe('HOUR');
    expect(starts).toHaveLength(36);
    expect(starts[0]).toEqual(new Date('2026-11-26T23:00:00Z'));
    expect(starts.at(-1)).toEqual(new Date('2026-11-28T10:00:00Z'));
  });

  it('buckets longer ranges by business day, across a switch of offset', () => {
    const { step, starts } = seriesBuckets({ start: new Date('2026-02-13T23:00:00Z'), end: new Date('2026-02-17T00:00:00Z') });
    expect(step).toBe('DAY');
    expect(starts.map((start) => start.toISOString())).toEqual(['2026-02-13T23:00:00.000Z', '2026-02-14T23:00:00.000Z', '2026-02-16T00:00:00.000Z']);
  });

  it('gives an empty range one bucket', () => {
    const at = new Date('2026-11-28T10:00:00Z');
    expect(seriesBuckets({ start: at, end: at }).starts).toEqual([at]);
  });
});

describe('tillAmountError', () => {
  it('accepts whole centimes from 0, refuses the rest in French', () => {
    expect(tillAmountError(0)).toBeNull();
    expect(tillAmountError(1520.35)).toBeNull();
    expect(tillAmountError(-1)).toBe(ReportingMessages.amountNotNegative);
    expect(tillAmountError(10.001)).toBe(ReportingMessages.amountCents);
    expect(tillAmountError(1e12)).toBe(ReportingMessages.amountTooLarge);
    expect(tillAmountError(Number.NaN)).toBe(ReportingMessages.amountTooLarge);
  });
});

describe('spreadsheetDateTime', () => {
  it('gives spreadsheets an instant as its Casablanca wall-clock time', () => {
    // UTC+1 most of the year; UTC+0 during Ramadan (2025-03-10 fell in it).
    expect(spreadsheetDateTime('2024-12-31T23:30:05Z')?.toISOString()).toBe('2025-01-01T00:30:05.000Z');
    expect(spreadsheetDateTime(new Date('2025-03-10T09:15:00Z'))?.toISOString()).toBe('2025-03-10T09:15:00.000Z');
    expect(spreadsheetDateTime('not a date')).toBeNull();
    expect(spreadsheetDateTime(null)).toBeNull();
  });
});
