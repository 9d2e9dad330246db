/**
 * Schedules (seed 002 sections 3 and 4; the end of a delivery is ours) as pure functions: a delivery outcome's own
 * faults and which order-list action it is. The schedule statuses' rules are in @console/schema.
 */
import { DeliveryMessages, type DeliveryOutcome, type OrderListAction } from '@console/schema';

export interface OutcomeBody {
  outcome: DeliveryOutcome;
  paymentModeId?: number | null;
  reasonReturnId?: number | null;
}

/** Delivered needs the payment collected, returned its reason. */
export function outcomeErrors(body: OutcomeBody): Record<string, string> {
  if (body.outcome === 'delivered' && (body.paymentModeId ?? null) === null) return { paymentModeId: DeliveryMessages.paymentModeRequired };
  if (body.outcome === 'returned' && (body.reasonReturnId ?? null) === null) return { reasonReturnId: DeliveryMessages.returnReasonRequired };
  return {};
}

/** A delivered order is collected, a returned one returned: the order lists' actions do the rest. */
export const OUTCOME_ACTIONS: Readonly<Record<DeliveryOutcome, OrderListAction>> = { delivered: 'collect', returned: 'return' };
