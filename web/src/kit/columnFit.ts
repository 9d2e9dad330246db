/**
 * Which columns of a table fit its width, and at which density. Pure, so the rule is unit-tested
 * without a browser.
 *
 * Widths are declared for the standard cells (14 px text, 8 px padding each side). When they do not
 * fit, the table first turns dense (12 px text, 4 px padding, the declared pixel widths scaled to
 * the smaller text) so that every column stays; only what still does not fit hides. Each column
 * declares a priority: 1 (the default) always shows; 2, 3, … hide, the highest number first, and
 * among equals the rightmost first.
 */

/** Horizontal padding of a standard cell (8 px each side), added to a column's own width. */
export const CELL_PADDING = 16;
/** Horizontal padding of a dense cell (4 px each side). */
export const DENSE_CELL_PADDING = 8;
/** Dense text (12 px) against the 14 px the widths are declared for. */
const DENSE_SCALE = 12 / 14;
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

/** The table's density and the columns left out. */
export interface ColumnFit {
  dense: boolean;
  hidden: Set<string>;
}

const pixelWidth = (width: string | undefined): number | null => (width && /^\d+(\.\d+)?px$/.test(width) ? Number.parseFloat(width) : null);

/** A declared CSS width as drawn: a pixel width shrinks with dense text, a percentage stays. */
export function drawnWidth(width: string | undefined, dense: boolean): string | undefined {
  const pixels = pixelWidth(width);
  return pixels === null || !dense ? width : `${Math.round(pixels * DENSE_SCALE)}px`;
}

/** The pixels a column takes at least, padding included. */
export function columnMinWidth(column: FitColumn, dense = false): number {
  const pixels = pixelWidth(column.width) ?? column.minWidth ?? DEFAULT_MIN_WIDTH;
  return dense ? Math.round(pixels * DENSE_SCALE) + DENSE_CELL_PADDING : pixels + CELL_PADDING;
}

/**
 * The width of the actions column: standard, row buttons of 32 px and room; dense, the buttons as
 * drawn (24 px, 4 px apart) or the « Actions » header in 12 px text, whichever is wider.
 */
export function actionsWidth(buttons: number, dense = false): number {
  if (buttons === 0) return 0;
  return dense ? Math.max(buttons * 28 - 4, 48) + DENSE_CELL_PADDING : buttons * 32 + 24 + CELL_PADDING;
}

/** The columns' width at least, plus `reserved` pixels (checkboxes, row actions), without `hidden`. */
export function shownMinWidth(columns: readonly FitColumn[], hidden: ReadonlySet<string>, reserved = 0, dense = false): number {
  return columns.filter((column) => !hidden.has(column.id)).reduce((sum, column) => sum + columnMinWidth(column, dense), reserved);
}

/**
 * How the columns fit in `available` pixels beside `reserved` ones (a function of the density:
 * checkboxes, row actions): standard cells when all fit, else dense cells, hiding then only the
 * columns that still do not fit. An unknown width (0, before the first measure) changes nothing.
 */
export function fitColumns(columns: readonly FitColumn[], available: number, reserved: (dense: boolean) => number = () => 0): ColumnFit {
  const hidden = new Set<string>();
  if (available <= 0 || shownMinWidth(columns, hidden, reserved(false)) <= available) return { dense: false, hidden };
  let needed = shownMinWidth(columns, hidden, reserved(true), true);
  const candidates = columns
    .map((column, index) => ({ column, index, priority: column.priority ?? 1 }))
    .filter(({ priority }) => priority > 1)
    .sort((a, b) => b.priority - a.priority || b.index - a.index);
  for (const { column } of candidates) {
    if (needed <= available) break;
    hidden.add(column.id);
    needed -= columnMinWidth(column, true);
  }
  return { dense: true, hidden };
}
