import { formatNumber, toNumber, withUnit } from '@console/schema';

/**
 * The reports' figures as seed 002 shows them (performance dashboard): amounts with two decimals, a space between
 * thousands and « Dh »; counts with two decimals too; a label in the plural above 1. The number itself is the
 * console's one formatter (`@console/schema`'s format.ts); the figures all come from the server.
 */

/** `1250.5` → `1 250,50 Dh`; '' for a missing value. */
export const formatAmount = (value: number | string | null | undefined): string => withUnit(value, 'Dh', 2);

/** `12` → `12,00`; '' for a missing value. */
export const formatCount = (value: number | string | null | undefined): string => formatNumber(value, 2);

/** A label in the singular and the plural: the plural above 1 (seed 002), so 0 and 1 take the singular. */
export interface PluralLabel {
  one: string;
  other: string;
}

export const pluralLabel = (label: PluralLabel, value: number | string | null | undefined): string => ((toNumber(value) ?? 0) > 1 ? label.other : label.one);

/** What a figure counts (the server's unit): amounts in Dh (averages per order too), counts, and ratios (lines per order) whose change reads in points. */
export type FigureKind = 'amount' | 'count' | 'ratio';

/** A figure as shown, by kind: ratios (an average per order) keep two decimals like counts. */
export function formatFigure(kind: FigureKind, value: number | string | null | undefined): string {
  return kind === 'amount' ? formatAmount(value) : formatCount(value);
}

/** A signed number: `+12,50`, `-3,00`, `0,00` (a change). */
function signed(text: string, value: number): string {
  return value > 0 ? `+${text}` : text;
}

/** The change against the previous period, as the server gave it: absolute and relative parts. */
export interface FigureChange {
  /** The absolute change (value − previous). */
  change?: number | null;
  /** The relative change in percent; null when the previous value is 0 (no base to compare with). */
  changePercent?: number | null;
}

/** Shown when there is no relative change to give: the previous period's value is 0. */
const NO_CHANGE = '—';

/**
 * A card's change as text: the absolute change in the figure's unit (points, `pt`, for ratios) and the relative one
 * in percent, or « — » for the relative part when the previous value was 0.
 */
export function formatChange(kind: FigureKind, { change, changePercent }: FigureChange): { absolute: string; relative: string } {
  const absoluteValue = toNumber(change);
  const relativeValue = toNumber(changePercent);
  const absolute =
    absoluteValue === null ? NO_CHANGE : kind === 'amount' ? signed(formatAmount(absoluteValue), absoluteValue) : kind === 'ratio' ? signed(withUnit(absoluteValue, 'pt', 2), absoluteValue) : signed(formatCount(absoluteValue), absoluteValue);
  const relative = relativeValue === null ? NO_CHANGE : signed(withUnit(relativeValue, '%', 2), relativeValue);
  return { absolute, relative };
}
