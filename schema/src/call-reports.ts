/**
 * The call centre's exports (seed 002 export centre, issue 28): the TSP month report's period (month, day, year,
 * monthdays) and the years it offers. rest-api checks a TSP export with these before running it, and the console
 * builds its choices from them; the figures themselves are counted in SQL on rest-api.
 */

/** The month names the TSP form shows, January first (month 1). */
export const MONTH_NAMES: readonly string[] = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** The seed's choices for the day counted through and the month's working days: 1 to 31. */
export const MAX_TSP_DAY = 31;

/** The years a TSP period may name at all (the console offers fewer: those holding data, `tspYears`). */
const TSP_YEAR_BOUNDS = { min: 2000, max: 2100 } as const;

export const CallReportMessages = {
  invalidMonth: 'Mois invalide (1 à 12)',
  invalidYear: `Année invalide (${TSP_YEAR_BOUNDS.min} à ${TSP_YEAR_BOUNDS.max})`,
  invalidMonthdays: `Nombre de jours ouvrés invalide (1 à ${MAX_TSP_DAY})`,
  invalidDay: `Jour invalide (1 à ${MAX_TSP_DAY})`,
  dayNotInMonth: (day: number, month: number, days: number) => `Le ${day} ${MONTH_NAMES[month - 1]} n'existe pas : ce mois compte ${days} jours`,
} as const;

/** The number of days of a month (1-12) of a year, leap years counted. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

export interface TspPeriodInput {
  month: number;
  day: number;
  year: number;
  monthdays: number;
}

/** The TSP report's period: month `month` of `year` from its 1st through `day`, both YYYY-MM-DD days (Morocco). */
export interface TspPeriod {
  first: string;
  last: string;
  /** The days counted (the 1st through `day`): the daily average's divisor. */
  daysCounted: number;
  /** The month's working days: the month-end projection is the daily average times these. */
  monthdays: number;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The TSP report's period, or its faults in French keyed by field: a month 1-12, a year within bounds, monthdays
 * 1-31, and a day that exists in that month (the 31st of April is refused, the 29th of February only in a leap year).
 */
export function tspPeriod(input: TspPeriodInput): { period: TspPeriod } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!isWhole(input.month, 1, 12)) errors.month = CallReportMessages.invalidMonth;
  if (!isWhole(input.year, TSP_YEAR_BOUNDS.min, TSP_YEAR_BOUNDS.max)) errors.year = CallReportMessages.invalidYear;
  if (!isWhole(input.monthdays, 1, MAX_TSP_DAY)) errors.monthdays = CallReportMessages.invalidMonthdays;
  if (!isWhole(input.day, 1, MAX_TSP_DAY)) errors.day = CallReportMessages.invalidDay;
  if (Object.keys(errors).length > 0) return { errors };
  const days = daysInMonth(input.year, input.month);
  if (input.day > days) return { errors: { day: CallReportMessages.dayNotInMonth(input.day, input.month, days) } };
  const month = `${input.year}-${twoDigits(input.month)}`;
  return { period: { first: `${month}-01`, last: `${month}-${twoDigits(input.day)}`, daysCounted: input.day, monthdays: input.monthdays } };
}

/**
 * The years the TSP form offers: from the first year holding orders or call assignments (`firstDataDay`, a
 * YYYY-MM-DD business day; null without any) through the current business year of `today`. A first day after
 * today (an assignment planned ahead) offers the current year only.
 */
export function tspYears(firstDataDay: string | null, today: string): number[] {
  const current = Number(today.slice(0, 4));
  const first = firstDataDay === null ? current : Math.min(Number(firstDataDay.slice(0, 4)), current);
  return Array.from({ length: current - first + 1 }, (_, index) => first + index);
}
