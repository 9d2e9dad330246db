import { describe, expect, it } from 'vitest';
import { ReportDateType } from '@console/schema';
import { SqlParams } from '../db/sql.ts';
import { dateInRange, daysTouched } from './report-dates.ts';

describe('report dates', () => {
  it('compares the desired delivery date (a day) with the business days the range touches', () => {
    expect(daysTouched({ start: new Date('2026-11-26T23:00:00Z'), end: new Date('2026-11-28T23:00:00Z') })).toEqual({ first: '2026-11-27', afterLast: '2026-11-29' });
    expect(daysTouched({ start: new Date('2026-11-27T10:00:00Z'), end: new Date('2026-11-27T10:30:00Z') })).toEqual({ first: '2026-11-27', afterLast: '2026-11-28' });
    const at = new Date('2026-11-27T10:00:00Z');
    expect(daysTouched({ start: at, end: at })).toEqual({ first: '2026-11-27', afterLast: '2026-11-27' });
  });

  it('reads each date type on its one column, the range half-open', () => {
    const params = new SqlParams();
    const range = { start: new Date('2026-11-26T23:00:00Z'), end: new Date('2026-11-27T23:00:00Z') };
    expect(dateInRange(ReportDateType.CANCELLATION, range, params)).toEqual(['o.cancelled_at >= $1::timestamptz', 'o.cancelled_at < $2::timestamptz']);
    expect(dateInRange(ReportDateType.DESIRED_DELIVERY, range, params)).toEqual(['o.desired_delivery_date >= $3::date', 'o.desired_delivery_date < $4::date']);
    expect(params.values).toEqual(['2026-11-26T23:00:00.000Z', '2026-11-27T23:00:00.000Z', '2026-11-27', '2026-11-28']);
  });
});
