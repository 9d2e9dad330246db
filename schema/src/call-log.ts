/**
 * The telephone call log (seed 002 « Journal des appels », issue 28): the date ranges and call states the screen
 * offers, the direction and private-number rules, Moroccan numbers, and the shape of a 3CX call record (CDR line).
 * rest-api parses, stores and filters with these; the console shows with them; the 3CX export reads the same rules.
 */
import { businessDateOf, businessDayRange, type InstantRange } from './reporting.ts';

/** The seed's date range types, computed on Morocco's business days. */
export const CALL_RANGES = ['Today', 'Yesterday', 'LastWeek', 'LastSevenDays', 'LastMonth', 'LastThirtyDays', 'LastNinetyDays'] as const;
export type CallRange = (typeof CALL_RANGES)[number];

export const CALL_RANGE_LABELS: Readonly<Record<CallRange, string>> = {
  Today: "Aujourd'hui",
  Yesterday: 'Hier',
  LastWeek: 'Semaine dernière',
  LastSevenDays: '7 derniers jours',
  LastMonth: 'Mois dernier',
  LastThirtyDays: '30 derniers jours',
  LastNinetyDays: '90 derniers jours',
};

export const CALL_STATES = ['All', 'OnlyAnswered', 'OnlyUnanswered'] as const;
export type CallState = (typeof CALL_STATES)[number];

export const CALL_STATE_LABELS: Readonly<Record<CallState, string>> = {
  All: 'Tous les appels',
  OnlyAnswered: 'Répondus',
  OnlyUnanswered: 'Non répondus',
};

export const isCallRange = (value: string): value is CallRange => (CALL_RANGES as readonly string[]).includes(value);
export const isCallState = (value: string): value is CallState => (CALL_STATES as readonly string[]).includes(value);

/** The seed's default number of rows; the most one page of the log shows (a bound on every request). */
export const DEFAULT_CALL_LOG_ROWS = 300;
export const MAX_CALL_LOG_ROWS = 5000;

/**
 * The number of rows asked for, as the log reads it (seed 002: it cannot be negative, it is coerced to an integer):
 * a fraction is truncated, a negative number or no number gives the default, and it never exceeds the bound.
 */
export function callLogRowCount(value: number | string | null | undefined): number {
  const parsed = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  if (parsed === null || parsed === undefined || !Number.isFinite(parsed)) return DEFAULT_CALL_LOG_ROWS;
  const rows = Math.trunc(parsed);
  if (rows < 1) return DEFAULT_CALL_LOG_ROWS;
  return Math.min(rows, MAX_CALL_LOG_ROWS);
}

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The business days [first, last] a range type covers on the business day `today` (weeks start on Monday). */
export function callRangeDays(range: CallRange, today: string): { first: string; last: string } {
  switch (range) {
    case 'Today':
      return { first: today, last: today };
    case 'Yesterday':
      return { first: shiftDay(today, -1), last: shiftDay(today, -1) };
    case 'LastWeek': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      const monday = shiftDay(today, -weekday - 7);
      return { first: monday, last: shiftDay(monday, 6) };
    }
    case 'LastSevenDays':
      return { first: shiftDay(today, -6), last: today };
    case 'LastMonth': {
      const firstOfThisMonth = `${today.slice(0, 8)}01`;
      const last = shiftDay(firstOfThisMonth, -1);
      return { first: `${last.slice(0, 8)}01`, last };
    }
    case 'LastThirtyDays':
      return { first: shiftDay(today, -29), last: today };
    case 'LastNinetyDays':
      return { first: shiftDay(today, -89), last: today };
  }
}

/** The instants [start, end) a range type covers at `now`, in Morocco's business days. */
export function callRangeWindow(range: CallRange, now: Date = new Date()): InstantRange {
  const { first, last } = callRangeDays(range, businessDateOf(now));
  return { start: businessDayRange(first)!.start, end: businessDayRange(last)!.end };
}

/** Seed 002: a caller id holding a parenthesised three-digit group (« Salma Bennani (101) ») is an agent calling out. */
export type CallDirection = 'OUTGOING' | 'INCOMING';
export function callDirection(callerId: string): CallDirection {
  return /\(\d{3}\)/.test(callerId) ? 'OUTGOING' : 'INCOMING';
}

export const PRIVATE_NUMBER_LABEL = 'Numéro privée';

/** An agent's 3CX extension (users.extension): what the log matches calls to agents by. */
export const EXTENSION_PATTERN = /^\d{2,8}$/;
export const EXTENSION_MESSAGE = 'Le poste 3CX est un numéro de 2 à 8 chiffres';

/**
 * A Moroccan number in its one stored form, +212 and its 9 digits (seed 002: 9 digits after +212, 212 or 0; 00212
 * is the international prefix dialled from a desk phone); null for anything else. The SQL function
 * `moroccan_phone` (migration 028) is the same rule, for the index that matches calls to customers.
 */
export function normalizeMoroccanPhone(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  const match = /^(?:00212|212|0)(\d{9})$/.exec(digits);
  return match ? `+212${match[1]}` : null;
}

/** A number as the log shows it: « 06 61 23 45 67 » for a Moroccan number, as received otherwise. */
export function formatCallNumber(raw: string): string {
  const normalized = normalizeMoroccanPhone(raw);
  if (!normalized) return raw;
  const national = `0${normalized.slice(4)}`;
  return national.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/** The caller as the log shows it: « Numéro privée » for a withheld number (3 characters or fewer). */
export function shownCaller(callerId: string): string {
  return callerId.trim().length <= 3 ? PRIVATE_NUMBER_LABEL : formatCallNumber(callerId);
}

/** A duration in seconds as the log shows it, mm:ss (minutes beyond 59 keep counting: 75:03). */
export function formatCallDuration(seconds: number): string {
  const whole = Math.max(0, Math.trunc(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

export const CallLogMessages = {
  invalidState: `État d'appel inconnu (${CALL_STATES.join(', ')})`,
} as const;
