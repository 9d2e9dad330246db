import { DateTime } from 'luxon';

/** Business dates are Casablanca dates, whatever the browser's zone. */
const ZONE = 'Africa/Casablanca';
const SHOWN = 'dd-MM-yyyy';
const SENT = 'yyyy-MM-dd';

function toDateTime(value: string | Date | DateTime): DateTime {
  if (DateTime.isDateTime(value)) return value.setZone(ZONE);
  if (value instanceof Date) return DateTime.fromJSDate(value, { zone: ZONE });
  // A bare date (YYYY-MM-DD) is a calendar day, not an instant: keep it as that day.
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? DateTime.fromISO(value, { zone: ZONE }) : DateTime.fromISO(value).setZone(ZONE);
}

/** As shown: DD-MM-YYYY, or '' for a missing or unreadable date. */
export function formatDate(value: string | Date | DateTime | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDateTime(value);
  return date.isValid ? date.toFormat(SHOWN) : '';
}

/** As sent to the server: YYYY-MM-DD. */
export function toApiDate(value: string | Date | DateTime): string {
  return toDateTime(value).toFormat(SENT);
}


/** An instant as shown with its Casablanca time: `28-11-2026 09:05`, or '' for a missing or unreadable one. */
export function formatDateTime(value: string | Date | DateTime | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDateTime(value);
  return date.isValid ? date.toFormat(`${SHOWN} HH:mm`) : '';
}
