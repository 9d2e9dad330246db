/**
 * Which columns of a table fit its width. Pure, so the rule is unit-tested without a browser.
 *
 * Each column declares a priority: 1 (the default) always shows; 2, 3, … hide as the width
 * shrinks, the highest number first, and among equals the rightmost first.
 */

/** Horizontal padding of a Fluent table cell (8 px each side), added to a column's own width. */
export const CELL_PADDING = 16;
/** Width a column without a fixed pixel width needs at least (a designation, an e-mail). */
export const DEFAULT_MIN_WIDTH = 160;
/** The checkbox column of a selectable table. */
export const SELECTION_WIDTH = 44;

export interface FitColumn {
  id: string;
  /** CSS width ('80px' counts; a percentage or none falls back to `minWidth`). */
  width?: string;
  /** Pixels a column without a fixed width needs at least. */
  minWidth?: number;
  priority?: number;
}

/** The pixels a column takes at least, padding included. */
export function columnMinWidth(column: FitColumn): number {
  const pixels = column.width && /^\d+(\.\d+)?px$/.test(column.width) ? Number.parseFloat(column.width) : (column.minWidth ?? DEFAULT_MIN_WIDTH);
  return pixels + CELL_PADDING;
}

/** The width of the actions column (row buttons of 32 px, padding included). */
export function actionsWidth(buttons: number): number {
  return buttons === 0 ? 0 : buttons * 32 + 24 + CELL_PADDING;
}

/**
 * The ids of the columns to hide so that the others, plus `reserved` pixels (checkboxes, row
 * actions), fit in `available`. An unknown width (0, before the first measure) hides nothing.
 */
export function hiddenColumns(columns: readonly FitColumn[], available: number, reserved = 0): Set<string> {
  const hidden = new Set<string>();
  if (available <= 0) return hidden;
  let needed = reserved + columns.reduce((sum, column) => sum + columnMinWidth(column), 0);
  const candidates = columns
    .map((column, index) => ({ column, index, priority: column.priority ?? 1 }))
    .filter(({ priority }) => priority > 1)
    .sort((a, b) => b.priority - a.priority || b.index - a.index);
  for (const { column } of candidates) {
    if (needed <= available) break;
    hidden.add(column.id);
    needed -= columnMinWidth(column);
  }
  return hidden;
}

/** The table's minimum width once `hidden` are left out: it scrolls (sticky actions) only below it. */
export function shownMinWidth(columns: readonly FitColumn[], hidden: ReadonlySet<string>, reserved = 0): number {
  return columns.filter((column) => !hidden.has(column.id)).reduce((sum, column) => sum + columnMinWidth(column), reserved);
}
