/** The engine counts in integer cents (centimes), rounding half up; callers see DH. */

/** A value in cents rounded half up to the cent (toFixed first so 1124.4999999 counts as 1124.5). */
export function roundCents(cents: number): number {
  return Math.round(Number(cents.toFixed(6)));
}

export function toCents(dh: number): number {
  return roundCents(dh * 100);
}

export function toDh(cents: number): number {
  return cents / 100;
}

/** How many whole times `step` fits in `measure`, tolerant of binary fractions (37.5 / 12.5 is 3). */
export function wholeTimes(measure: number, step: number): number {
  return Math.floor(Number((measure / step).toFixed(9)));
}
