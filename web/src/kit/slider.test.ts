import { describe, expect, it } from 'vitest';
import { clampStart, nextStart, previousStart, slideStarts } from './slider.ts';

describe('image slider steps (4 visible, scroll 4)', () => {
  it('has one step while everything fits', () => {
    expect(slideStarts(0)).toEqual([0]);
    expect(slideStarts(4)).toEqual([0]);
  });

  it('moves four at a time', () => {
    expect(slideStarts(5)).toEqual([0, 4]);
    expect(slideStarts(8)).toEqual([0, 4]);
    expect(slideStarts(9)).toEqual([0, 4, 8]);
  });

  it('wraps forwards and backwards', () => {
    expect(nextStart(0, 9)).toBe(4);
    expect(nextStart(8, 9)).toBe(0);
    expect(previousStart(0, 9)).toBe(8);
    expect(previousStart(4, 9)).toBe(0);
    expect(nextStart(0, 3)).toBe(0);
  });

  it('keeps a valid step when images go', () => {
    expect(clampStart(8, 8)).toBe(4);
    expect(clampStart(4, 3)).toBe(0);
    expect(clampStart(4, 6)).toBe(4);
  });
});
