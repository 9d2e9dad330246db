import { DateTime } from 'luxon';

/** A report's days, YYYY-MM-DD, both included (the server turns them into Casablanca's half-open range). */
export interface Period {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a picker's value is a whole day (an emptied or half-typed date is not). */
export const isDay = (value: string): boolean => DAY.test(value) && DateTime.fromISO(value).isValid;

/** The day before `day` (YYYY-MM-DD), as a calendar day: no time zone, no daylight-saving hour to trip on. */
export function previousDay(day: string): string {
  return DateTime.fromISO(day, { zone: 'utc' }).minus({ days: 1 }).toISODate() ?? day;
}

/** The dashboard's default: yesterday to now (seed 002), i.e. from the server's yesterday to its today. */
export const defaultPeriod = (today: string): Period => ({ from: previousDay(today), to: today });

/**
 * A period after one of its ends changed (seed 002): a « from » later than « to » is brought back to « to », a « to »
 * earlier than « from » to « from »; the end that changed gives way, the other stays. An unreadable value is
 * refused: the period stays as it was.
 */
export function changePeriod(period: Period, end: keyof Period, value: string): Period {
  if (!isDay(value)) return period;
  if (end === 'from') return { from: value > period.to ? period.to : value, to: period.to };
  return { from: period.from, to: value < period.from ? period.from : value };
}
