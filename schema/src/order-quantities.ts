/**
 * The quantities money and stock follow: whether the stock covers a quantity (the point of sale's tiles and the
 * server's lines alike) and, once the preparation has ended, what a line is billed and what goes back to stock.
 * Pure; used by the console and the REST API.
 */
import { PreparationStatus } from './orders.ts';

/**
 * Whether `stock` covers `quantity` of an article: an order may take the last units (seed 001: a confirmation
 * reserves what the stock holds, 406 only when it holds less; '{n} disponibles' when a line asks more than n).
 * The point of sale adds an article at its minimum quantity only when the stock covers it, and the server answers
 * a line the stock covers without '{n} disponibles': one comparison for both.
 */
export function stockCovers(quantity: number, stock: number): boolean {
  return quantity <= stock;
}

/** The preparation has ended (3 Préparée or 4 Préparée partiellement): the order is billed on what was prepared. */
export function preparationEnded(preparationStatus: number | null | undefined): boolean {
  return preparationStatus === PreparationStatus.PREPARED || preparationStatus === PreparationStatus.PARTIALLY_PREPARED;
}

export interface BilledLine {
  /** The quantity the customer pays (gift lines: receives). */
  billedQuantity: number;
  /** The units ordered but not prepared: they go back to the stock the confirmation took them from. */
  notPrepared: number;
}

/**
 * A line's billed quantity: before the preparation has ended, what was ordered; once it has, what was prepared (a
 * line never prepared counts as 0, as finishing counts it), never more than what was ordered.
 */
export function billedLine(line: { quantity: number; quantityPrepared?: number | null }, preparationStatus: number | null | undefined): BilledLine {
  if (!preparationEnded(preparationStatus)) return { billedQuantity: line.quantity, notPrepared: 0 };
  const billedQuantity = Math.min(line.quantity, Math.max(0, line.quantityPrepared ?? 0));
  return { billedQuantity, notPrepared: line.quantity - billedQuantity };
}

/** Whether the order must be priced again on its prepared quantities: its preparation has ended short on a line. */
export function billedDiffersFromOrdered(
  lines: readonly { quantity: number; quantityPrepared?: number | null }[],
  preparationStatus: number | null | undefined,
): boolean {
  return lines.some((line) => billedLine(line, preparationStatus).notPrepared > 0);
}
