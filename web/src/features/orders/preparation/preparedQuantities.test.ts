import { OrderMessages, PreparationStatus } from '@console/schema';
import { describe, expect, it } from 'vitest';
import { allPrepared, finishOutcome, initialValues, lineErrors, lineFields, preparedLines, serverLineErrors } from './preparedQuantities.ts';

const lines = [
  { orderLineId: 11, quantity: 3, quantityPrepared: null },
  { orderLineId: 12, quantity: 5, quantityPrepared: 2 },
];

describe('prepared quantities', () => {
  it('starts from the saved quantities, else 0, and « Tout préparer » gives every whole quantity', () => {
    expect(initialValues(lines)).toEqual({ 11: '0', 12: '2' });
    expect(allPrepared(lines)).toEqual({ 11: '3', 12: '5' });
  });

  it('refuses blanks, decimals, negatives and more than ordered with the shared messages', () => {
    expect(lineErrors(lines, { 11: '', 12: '5' })).toEqual({ 11: OrderMessages.preparedNotNegative });
    expect(lineErrors(lines, { 11: '1.5', 12: '-1' })).toEqual({ 11: OrderMessages.preparedNotNegative, 12: OrderMessages.preparedNotNegative });
    expect(lineErrors(lines, { 11: '4', 12: ' 5 ' })).toEqual({ 11: OrderMessages.preparedAboveOrdered(3) });
    expect(lineErrors(lines, { 11: '0', 12: '5' })).toEqual({});
  });

  it('sends the lines in order with numbers', () => {
    expect(preparedLines(lines, { 11: '3', 12: ' 4' })).toEqual([
      { orderLineId: 11, quantityPrepared: 3 },
      { orderLineId: 12, quantityPrepared: 4 },
    ]);
  });

  it('previews the finish: Préparée when complete, else partially with the short lines counted', () => {
    expect(finishOutcome(lines, { 11: '3', 12: '5' })).toEqual({ status: PreparationStatus.PREPARED, shortLines: 0 });
    expect(finishOutcome(lines, { 11: '3', 12: '4' })).toEqual({ status: PreparationStatus.PARTIALLY_PREPARED, shortLines: 1 });
    expect(finishOutcome(lines, { 11: '0', 12: '0' })).toEqual({ status: PreparationStatus.PARTIALLY_PREPARED, shortLines: 2 });
  });

  it("puts the server's line errors back on their lines", () => {
    expect(lineFields(lines)).toContain('lines.1.quantityPrepared');
    expect(lineFields(lines)).toContain('lines.0.orderLineId');
    expect(serverLineErrors(lines, { 'lines.1.quantityPrepared': 'Trop', 'lines.0.orderLineId': 'Ligne inconnue', lines: 'ailleurs' })).toEqual({ 11: 'Ligne inconnue', 12: 'Trop' });
  });
});
