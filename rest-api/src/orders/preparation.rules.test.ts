import { describe, expect, it } from 'vitest';
import { OrderMessages } from '@console/schema';
import { OrderRestMessages } from './messages.ts';
import { linesAfterSave, preparationReadScope, preparationWriteRefusal, preparedLineErrors } from './preparation.rules.ts';

describe('preparation rules', () => {
  it('keeps a caller attached to a warehouse to it; one without sees the warehouse asked or all', () => {
    expect(preparationReadScope(2, undefined)).toEqual({ warehouseId: 2 });
    expect(preparationReadScope(2, 2)).toEqual({ warehouseId: 2 });
    expect(preparationReadScope(2, 3)).toEqual({ message: OrderRestMessages.otherWarehouse });
    expect(preparationReadScope(null, 3)).toEqual({ warehouseId: 3 });
    expect(preparationReadScope(null, undefined)).toEqual({ warehouseId: undefined });
    expect(preparationWriteRefusal(2, 2)).toBeNull();
    expect(preparationWriteRefusal(null, 3)).toBeNull();
    expect(preparationWriteRefusal(2, 3)).toBe(OrderRestMessages.otherWarehouse);
    expect(preparationWriteRefusal(2, null)).toBe(OrderRestMessages.otherWarehouse);
  });

  it('names each faulty line by its index: another order’s, sent twice, out of range', () => {
    const stored = [
      { orderLineId: 10, quantity: 3 },
      { orderLineId: 11, quantity: 1 },
    ];
    expect(preparedLineErrors([{ orderLineId: 10, quantityPrepared: 3 }, { orderLineId: 11, quantityPrepared: 0 }], stored)).toEqual({});
    expect(
      preparedLineErrors(
        [
          { orderLineId: 99, quantityPrepared: 1 },
          { orderLineId: 10, quantityPrepared: 4 },
          { orderLineId: 10, quantityPrepared: 1 },
          { orderLineId: 11, quantityPrepared: -1 },
        ],
        stored,
      ),
    ).toEqual({
      'lines.0.orderLineId': OrderRestMessages.lineNotInOrder,
      'lines.1.quantityPrepared': OrderMessages.preparedAboveOrdered(3),
      'lines.2.orderLineId': OrderRestMessages.lineSentTwice,
      'lines.3.quantityPrepared': OrderMessages.preparedNotNegative,
    });
  });

  it('applies the sent quantities over the stored ones, lines not sent unchanged', () => {
    const stored = [
      { orderLineId: 1, quantity: 2, quantityPrepared: null },
      { orderLineId: 2, quantity: 5, quantityPrepared: 5 },
    ];
    expect(linesAfterSave(stored, [{ orderLineId: 1, quantityPrepared: 0 }])).toEqual([
      { orderLineId: 1, quantity: 2, quantityPrepared: 0 },
      { orderLineId: 2, quantity: 5, quantityPrepared: 5 },
    ]);
    expect(linesAfterSave(stored, [])).toEqual(stored);
  });
});
