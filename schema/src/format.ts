/**
 * Numbers and dates as the console shows them, in French: `19,80 DH`, `2 400`, `1,250 kg`,
 * `07-03-2025`. Pure and locale-independent (no Intl number formatting, whose output differs
 * between ICU builds), so the console, the gateway's exports and their tests agree.
 */

/** Between thousands groups: the narrow no-break space of French typography. */
const GROUP_SEPARATOR = '\u202f';
/** Between a number and its unit: a no-break space (never split `19,80` from `DH`). */
const UNIT_SEPARATOR = '\u00a0';

/** Decimals per kind of number. */
const DECIMALS = { money: 2, weight: 3, volume: 3 } as const;

type Numeric = number | string | null | undefined;

/** A finite number from a value that may arrive as text (decimal columns), or null. */
export function toNumber(value: Numeric): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * `2400` → `2 400`, `1250.5, 2` → `1 250,50`; '' for a missing value. Without `decimals`, a whole
 * number has none and any other keeps up to three (trailing zeros dropped).
 */
export function formatNumber(value: Numeric, decimals?: number): string {
  const number = toNumber(value);
  if (number === null) return '';
  const fixed = decimals === undefined ? trimZeros(number.toFixed(3)) : number.toFixed(decimals);
  const negative = fixed.startsWith('-') && Number(fixed) !== 0;
  const [whole = '0', fraction] = fixed.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

const trimZeros = (fixed: string) => (fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed);

/** A number and its unit (`12,5 kg`), '' for a missing value. */
export function withUnit(value: Numeric, unit: string, decimals?: number): string {
  const number = formatNumber(value, decimals);
  return number === '' ? '' : `${number}${UNIT_SEPARATOR}${unit}`;
}

/** Amounts in DH with two decimals: `1250.5` → `1 250,50 DH`. */
export function formatMoney(value: Numeric): string {
  return withUnit(value, 'DH', DECIMALS.money);
}

/** Weights in kg with a fixed three decimals: `1.08` → `1,080 kg`. */
export function formatWeight(value: Numeric): string {
  return withUnit(value, 'kg', DECIMALS.weight);
}

/** Business dates are Casablanca calendar days, whatever the machine's zone. */
const casablanca = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Casablanca', day: '2-digit', month: '2-digit', year: 'numeric' });

/** The Casablanca calendar day of an instant or a bare `YYYY-MM-DD`, or null when unreadable. */
export function calendarDay(value: string | Date | null | undefined): { year: number; month: number; day: number } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (bare) return { year: Number(bare[1]), month: Number(bare[2]), day: Number(bare[3]) };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(casablanca.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/**
 * The day as a spreadsheet date: midnight UTC of the Casablanca day, which Excel (zone-less) shows
 * as that day; null when missing.
 */
export function spreadsheetDate(value: string | Date | null | undefined): Date | null {
  const day = calendarDay(value);
  return day ? new Date(Date.UTC(day.year, day.month - 1, day.day)) : null;
}

/** Excel number formats matching the screens (the reader's Excel localises separators). */
export const SPREADSHEET_FORMATS = {
  date: 'dd-mm-yyyy',
  dateTime: 'dd-mm-yyyy hh:mm:ss',
  integer: '#,##0',
  money: '#,##0.00 "DH"',
  decimal: '#,##0.00',
  percent: '0.0" %"',
  weight: '#,##0.000 "kg"',
  coordinate: '0.000000',
} as const;
export type SpreadsheetFormat = keyof typeof SPREADSHEET_FORMATS;
export const isSpreadsheetFormat = (value: unknown): value is SpreadsheetFormat => typeof value === 'string' && Object.hasOwn(SPREADSHEET_FORMATS, value);
