import { describe, expect, it } from 'vitest';
import { CELL_PADDING, DEFAULT_MIN_WIDTH, DENSE_CELL_PADDING, actionsWidth, columnMinWidth, drawnWidth, fitColumns, shownMinWidth, type FitColumn } from './columnFit.ts';

const columns: FitColumn[] = [
  { id: 'id', width: '56px' },
  { id: 'name', minWidth: 210 },
  { id: 'phone', width: '112px', priority: 2 },
  { id: 'warehouse', width: '154px', priority: 3 },
  { id: 'sector', width: '112px', priority: 3 },
  { id: 'status', width: '98px' },
];
// Standard: 72 + 226 + 128 + 170 + 128 + 114 = 838.
const all = 838;
// Dense (12/14 of the pixels, 8 px padding): 56 + 188 + 104 + 140 + 104 + 92 = 684.
const dense = 684;

describe('column fit', () => {
  it('counts a pixel width or the minimum, plus the cell padding; dense cells scale the pixels to 12 px text', () => {
    expect(columnMinWidth({ id: 'a', width: '80px' })).toBe(80 + CELL_PADDING);
    expect(columnMinWidth({ id: 'a', width: '20%', minWidth: 90 })).toBe(90 + CELL_PADDING);
    expect(columnMinWidth({ id: 'a' })).toBe(DEFAULT_MIN_WIDTH + CELL_PADDING);
    expect(columnMinWidth({ id: 'a', width: '70px' }, true)).toBe(60 + DENSE_CELL_PADDING);
    expect(drawnWidth('70px', true)).toBe('60px');
    expect(drawnWidth('70px', false)).toBe('70px');
    expect(drawnWidth('20%', true)).toBe('20%');
    expect(actionsWidth(0)).toBe(0);
    expect(actionsWidth(2)).toBe(2 * 32 + 24 + CELL_PADDING);
    expect(actionsWidth(3, true)).toBe(3 * 24 + 2 * 4 + DENSE_CELL_PADDING);
    // One button: the header's width.
    expect(actionsWidth(1, true)).toBe(48 + DENSE_CELL_PADDING);
  });

  it('keeps standard cells when everything fits, or before the width is known', () => {
    expect(fitColumns(columns, all)).toEqual({ dense: false, hidden: new Set() });
    expect(fitColumns(columns, 0)).toEqual({ dense: false, hidden: new Set() });
  });

  it('turns dense before it hides anything: every column stays while the dense cells fit', () => {
    expect(fitColumns(columns, all - 1)).toEqual({ dense: true, hidden: new Set() });
    expect(fitColumns(columns, dense)).toEqual({ dense: true, hidden: new Set() });
  });

  it('then hides the highest priority number first, the rightmost first among equals', () => {
    expect(fitColumns(columns, dense - 1).hidden).toEqual(new Set(['sector']));
    expect(fitColumns(columns, dense - 104 - 1).hidden).toEqual(new Set(['sector', 'warehouse']));
    expect(fitColumns(columns, dense - 104 - 140 - 1).hidden).toEqual(new Set(['sector', 'warehouse', 'phone']));
  });

  it('never hides a priority-1 column, and counts the reserved width at each density', () => {
    expect(fitColumns(columns, 100).hidden).toEqual(new Set(['sector', 'warehouse', 'phone']));
    const reserved = (isDense: boolean) => (isDense ? 10 : 20);
    expect(fitColumns(columns, all + 20, reserved)).toEqual({ dense: false, hidden: new Set() });
    expect(fitColumns(columns, all + 19, reserved)).toEqual({ dense: true, hidden: new Set() });
    expect(fitColumns(columns, dense + 9, reserved).hidden).toEqual(new Set(['sector']));
  });

  it('gives the minimum width of what is shown', () => {
    expect(shownMinWidth(columns, new Set(['sector', 'warehouse']), 10)).toBe(all - 128 - 170 + 10);
    expect(shownMinWidth(columns, new Set(['sector', 'warehouse']), 10, true)).toBe(dense - 104 - 140 + 10);
  });
});
