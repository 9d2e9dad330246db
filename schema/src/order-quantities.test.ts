import { describe, expect, it } from 'vitest';
import { billedDiffersFromOrdered, billedLine, preparationEnded, stockCovers } from './order-quantities.ts';
import { PreparationStatus } from './orders.ts';

describe('the stock rule', () => {
  it('lets an order take the last units: a stock equal to the quantity covers it, one unit less does not', () => {
    expect(stockCovers(12, 12)).toBe(true);
    expect(stockCovers(11, 12)).toBe(true);
    expect(stockCovers(13, 12)).toBe(false);
    expect(stockCovers(1, 0)).toBe(false);
  });
});

describe('what a line is billed', () => {
  const partly = PreparationStatus.PARTIALLY_PREPARED;

  it('bills what was ordered until the preparation ends', () => {
    for (const status of [null, PreparationStatus.NOT_STARTED, PreparationStatus.IN_PROGRESS]) {
      expect(billedLine({ quantity: 24, quantityPrepared: 1 }, status)).toEqual({ billedQuantity: 24, notPrepared: 0 });
      expect(preparationEnded(status)).toBe(false);
    }
  });

  it('bills what was prepared once the preparation ends short, the rest going back to stock', () => {
    expect(billedLine({ quantity: 24, quantityPrepared: 1 }, partly)).toEqual({ billedQuantity: 1, notPrepared: 23 });
    expect(billedLine({ quantity: 6, quantityPrepared: 0 }, partly)).toEqual({ billedQuantity: 0, notPrepared: 6 });
    // A line never prepared counts as 0, as finishing counts it.
    expect(billedLine({ quantity: 6, quantityPrepared: null }, partly)).toEqual({ billedQuantity: 0, notPrepared: 6 });
    expect(billedLine({ quantity: 6, quantityPrepared: 6 }, partly)).toEqual({ billedQuantity: 6, notPrepared: 0 });
  });

  it('leaves a fully prepared order as ordered', () => {
    const lines = [
      { quantity: 24, quantityPrepared: 24 },
      { quantity: 2, quantityPrepared: 2 },
    ];
    expect(lines.map((line) => billedLine(line, PreparationStatus.PREPARED))).toEqual([
      { billedQuantity: 24, notPrepared: 0 },
      { billedQuantity: 2, notPrepared: 0 },
    ]);
    expect(billedDiffersFromOrdered(lines, PreparationStatus.PREPARED)).toBe(false);
    expect(billedDiffersFromOrdered([...lines, { quantity: 3, quantityPrepared: 1 }], partly)).toBe(true);
    expect(billedDiffersFromOrdered([{ quantity: 3, quantityPrepared: 1 }], PreparationStatus.IN_PROGRESS)).toBe(false);
  });

  it('never bills more than was ordered nor less than nothing', () => {
    expect(billedLine({ quantity: 4, quantityPrepared: 9 }, partly)).toEqual({ billedQuantity: 4, notPrepared: 0 });
    expect(billedLine({ quantity: 4, quantityPrepared: -2 }, partly)).toEqual({ billedQuantity: 0, notPrepared: 4 });
  });
});
