import { describe, expect, it } from 'vitest';
import { CELL_PADDING, DEFAULT_MIN_WIDTH, actionsWidth, columnMinWidth, hiddenColumns, shownMinWidth, type FitColumn } from './columnFit.ts';

const columns: FitColumn[] = [
  { id: 'id', width: '50px' },
  { id: 'name', minWidth: 200 },
  { id: 'phone', width: '120px', priority: 2 },
  { id: 'warehouse', width: '150px', priority: 3 },
  { id: 'sector', width: '110px', priority: 3 },
  { id: 'status', width: '100px' },
];
// 66 + 216 + 136 + 166 + 126 + 116 = 826
const all = 826;

describe('column fit', () => {
  it('counts a pixel width or the minimum, plus the cell padding', () => {
    expect(columnMinWidth({ id: 'a', width: '80px' })).toBe(80 + CELL_PADDING);
    expect(columnMinWidth({ id: 'a', width: '20%', minWidth: 90 })).toBe(90 + CELL_PADDING);
    expect(columnMinWidth({ id: 'a' })).toBe(DEFAULT_MIN_WIDTH + CELL_PADDING);
    expect(actionsWidth(0)).toBe(0);
    expect(actionsWidth(2)).toBe(2 * 32 + 24 + CELL_PADDING);
  });

  it('hides nothing when everything fits, or before the width is known', () => {
    expect(hiddenColumns(columns, all)).toEqual(new Set());
    expect(hiddenColumns(columns, 0)).toEqual(new Set());
  });

  it('hides the highest priority number first, the rightmost first among equals', () => {
    expect(hiddenColumns(columns, all - 1)).toEqual(new Set(['sector']));
    expect(hiddenColumns(columns, all - 126 - 1)).toEqual(new Set(['sector', 'warehouse']));
    expect(hiddenColumns(columns, all - 126 - 166 - 1)).toEqual(new Set(['sector', 'warehouse', 'phone']));
  });

  it('never hides a priority-1 column, and counts the reserved width', () => {
    expect(hiddenColumns(columns, 100)).toEqual(new Set(['sector', 'warehouse', 'phone']));
    expect(hiddenColumns(columns, all, 1)).toEqual(new Set(['sector']));
  });

  it('gives the minimum width of what is shown', () => {
    expect(shownMinWidth(columns, new Set(['sector', 'warehouse']), 10)).toBe(all - 126 - 166 + 10);
  });
});
