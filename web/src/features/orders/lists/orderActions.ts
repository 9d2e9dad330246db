import { amountToCollect, orderActionRefusal, type OrderActionFacts, type OrderListAction } from '@console/schema';
import type { OrderListAction as ApiOrderListAction } from '../../../generated/graphql.ts';

/** The schema's enum value of each list action. */
export const API_ACTIONS: Readonly<Record<OrderListAction, ApiOrderListAction>> = { cancel: 'CANCEL', return: 'RETURN', collect: 'COLLECT' };

/** What the actions read of a row. */
export interface ActionRow extends OrderActionFacts {
  orderId: number;
  code: string;
  totalAmountTTC: number;
  totalTimbre: number;
}

export interface RefusedRow<TRow> {
  row: TRow;
  reason: string;
}

/**
 * What a toolbar action does with the selected rows (seed 001 section 5): nothing selected, or nothing the rules
 * allow, is refused with the seed's alerts; otherwise every selected order is sent (the server decides, order by
 * order) and the confirmation says how many the rules refuse beforehand.
 */
export type ActionPlan<TRow> =
  | { kind: 'noSelection' }
  | { kind: 'invalid' }
  | { kind: 'ready'; orderIds: number[]; allowed: TRow[]; refused: RefusedRow<TRow>[] };

export function planOrderAction<TRow extends ActionRow>(action: OrderListAction, selected: readonly TRow[]): ActionPlan<TRow> {
  if (selected.length === 0) return { kind: 'noSelection' };
  const allowed: TRow[] = [];
  const refused: RefusedRow<TRow>[] = [];
  for (const row of selected) {
    const reason = orderActionRefusal(action, row);
    if (reason === null) allowed.push(row);
    else refused.push({ row, reason });
  }
  if (allowed.length === 0) return { kind: 'invalid' };
  return { kind: 'ready', orderIds: selected.map((row) => row.orderId), allowed, refused };
}

/** What a payment mode collects for these orders (cash the TTC, card the TTC minus stamp duty), counted in cents. */
export function collectTotal(rows: readonly Pick<ActionRow, 'totalAmountTTC' | 'totalTimbre'>[], paymentModeId: number): number {
  const cents = rows.reduce((sum, row) => sum + Math.round(amountToCollect(row, paymentModeId) * 100), 0);
  return cents / 100;
}
