import { formatNumber } from './format.ts';

/**
 * How far a list counts and pages (issue 26: at 5M orders an exact count was 99 % of a page's cost).
 * A list answers the exact number of matching rows up to COUNT_BOUND; beyond it `count` is COUNT_BOUND and
 * `countIsLowerBound` is true: the console shows « sur plus de 10 000 ». Pages are served within the first
 * COUNT_BOUND rows (a page starting beyond them answers 400): narrow the filters to reach further.
 */
export const COUNT_BOUND = 10_000;

/** A list's count as answered: exact, or the bound when more rows match. */
export interface BoundedCount {
  count: number;
  /** True when more than `count` rows match (`count` is then COUNT_BOUND). */
  countIsLowerBound: boolean;
}

/** The answer for `counted` rows, counted up to COUNT_BOUND + 1 at most. */
export function boundedCount(counted: number): BoundedCount {
  return counted > COUNT_BOUND ? { count: COUNT_BOUND, countIsLowerBound: true } : { count: counted, countIsLowerBound: false };
}

/** Whether a page whose first row is at `offset` (0-based) lies within the rows a list serves. */
export function isReachableOffset(offset: number): boolean {
  return offset < COUNT_BOUND;
}

/** The 400 of a page starting beyond the rows a list serves. */
export const pageBeyondBoundMessage = `Cette page est au-delà des ${formatNumber(COUNT_BOUND)} premières lignes : affinez la recherche ou les filtres`;
