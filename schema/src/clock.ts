/**
 * The distributor's day and time (Morocco). Business dates (today's assignments, delivery windows, promotions of the
 * day) follow this clock on the servers; the console asks the gateway for it (`businessClock`) rather than reading
 * the browser's, whose time-zone data may differ (Chromium and Node disagree on Morocco's offset in places).
 */
import type { LocalClock } from './orders.ts';

const BUSINESS_TIME_ZONE = 'Africa/Casablanca';

const format = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** YYYY-MM-DD and HH:mm in Morocco at `now`. */
export function businessClock(now: Date = new Date()): LocalClock {
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
