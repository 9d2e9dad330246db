import { PreparationStatus, preparationOutcome, preparedQuantityError } from '@console/schema';

/** What the preparation form reads of a line. */
export interface PreparationLine {
  orderLineId: number;
  quantity: number;
  quantityPrepared?: number | null;
}

/** The typed quantities by order line id, as typed (strings), so a failed save keeps them. */
export type PreparedValues = Readonly<Record<number, string>>;

/** The form's first values: what was saved, else 0 (nothing picked yet). */
export function initialValues(lines: readonly PreparationLine[]): PreparedValues {
  return Object.fromEntries(lines.map((line) => [line.orderLineId, String(line.quantityPrepared ?? 0)]));
}

/** Every line at its whole quantity (« Tout préparer »). */
export function allPrepared(lines: readonly PreparationLine[]): PreparedValues {
  return Object.fromEntries(lines.map((line) => [line.orderLineId, String(line.quantity)]));
}

/** A typed quantity as a number; blank or not a number is NaN, which the shared rule refuses. */
function parseQuantity(text: string | undefined): number {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The shared rule's message per line at fault (by order line id). */
export function lineErrors(lines: readonly PreparationLine[], values: PreparedValues): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const line of lines) {
    const error = preparedQuantityError(line.quantity, parseQuantity(values[line.orderLineId]));
    if (error) errors[line.orderLineId] = error;
  }
  return errors;
}

/** The lines as the save sends them, in the order's line order. */
export function preparedLines(lines: readonly PreparationLine[], values: PreparedValues): { orderLineId: number; quantityPrepared: number }[] {
  return lines.map((line) => ({ orderLineId: line.orderLineId, quantityPrepared: parseQuantity(values[line.orderLineId]) }));
}

/** What « Terminer » will give: the status (3 or 4, the shared rule) and how many lines fall short. */
export function finishOutcome(lines: readonly PreparationLine[], values: PreparedValues): { status: number; shortLines: number } {
  const prepared = preparedLines(lines, values);
  const byLine = new Map(prepared.map((line) => [line.orderLineId, line.quantityPrepared]));
  const withPrepared = lines.map((line) => ({ quantity: line.quantity, quantityPrepared: byLine.get(line.orderLineId) ?? 0 }));
  const status = preparationOutcome(withPrepared);
  const shortLines = status === PreparationStatus.PREPARED ? 0 : withPrepared.filter((line) => line.quantityPrepared < line.quantity).length;
  return { status, shortLines };
}

/** The server's field names for the sent lines: `lines.<index>.quantityPrepared`, `lines.<index>.orderLineId` (a line unknown or sent twice). */
const LINE_FIELDS = ['quantityPrepared', 'orderLineId'] as const;

export function lineFields(lines: readonly PreparationLine[]): string[] {
  return lines.flatMap((_, index) => LINE_FIELDS.map((field) => `lines.${index}.${field}`));
}

/** The server's field errors back on their lines (by order line id), the lines sent in the order's line order. */
export function serverLineErrors(lines: readonly PreparationLine[], fieldErrors: Partial<Record<string, string>>): Record<number, string> {
  const errors: Record<number, string> = {};
  lines.forEach((line, index) => {
    const message = LINE_FIELDS.map((field) => fieldErrors[`lines.${index}.${field}`]).find(Boolean);
    if (message) errors[line.orderLineId] = message;
  });
  return errors;
}
