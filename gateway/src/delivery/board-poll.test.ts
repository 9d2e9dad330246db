import { describe, expect, it } from 'vitest';
import { publicBoard } from './board-poll.ts';

describe('publicBoard', () => {
  it("keeps each column's counters in order and drops the orders' internal ids", () => {
    const board = {
      warehouseId: 3,
      idle: [{ orderId: 41, counter: 7 }, { orderId: 40, counter: 9 }],
      inPreparation: [{ orderId: 12, counter: 3 }],
      prepared: [],
    };
    expect(publicBoard(board)).toEqual({ warehouseId: 3, idle: [{ counter: 7 }, { counter: 9 }], inPreparation: [{ counter: 3 }], prepared: [] });
    expect(JSON.stringify(publicBoard(board))).not.toContain('orderId');
  });
});
