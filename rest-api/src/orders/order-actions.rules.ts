/**
 * The order lists' actions (seed 001 section 4) as pure functions: what a bulk request may ask, and what one
 * order's cancel, return or collect writes. The shared status sets (orderActionRefusal) and the transitions
 * (canMoveOrder) decide; the service reads the facts, locks the order and writes what is decided.
 */
import {
  amountToCollect,
  canMoveOrder,
  DeliveryMode,
  ORDER_LIST_ACTION_TARGETS,
  ORDER_STATUS_LABELS,
  orderActionRefusal,
  OrderMessages,
  stampDuty,
  type OrderActionFacts,
  type OrderListAction,
} from '@console/schema';
import { OrderRestMessages } from './messages.ts';
import type { FieldErrors } from './orders.rules.ts';

/** Delivery status of a delivery order (seed 001 section 3: schedule_order_status): 2 returned, 3 delivered. */
const DeliveryStatus = { RETURNED: 2, DELIVERED: 3 } as const;

/** A bulk request's own faults: collect needs its payment mode, the other actions take none. */
export function actionRequestErrors(action: OrderListAction, paymentModeId: number | null | undefined): FieldErrors {
  const given = paymentModeId !== undefined && paymentModeId !== null;
  if (action === 'collect' && !given) return { paymentModeId: OrderRestMessages.paymentModeRequired };
  if (action !== 'collect' && given) return { paymentModeId: OrderRestMessages.paymentModeOnlyForCollect };
  return {};
}

/** What an action reads of the locked order. */
export interface ActionOrder extends OrderActionFacts {
  warehouseId: number | null;
  totalAmountTTC: number;
  totalTimbre: number;
  /** Whether the customer's channel controls stock: confirming took the order's quantities from its warehouse. */
  ctrlStock: boolean;
}

/** A collection's figures: the stamp duty of the new payment mode, the TTC that includes it, what is collected. */
export interface Collection {
  paymentModeId: number;
  totalTimbre: number;
  totalAmountTTC: number;
  amountCollected: number;
}

export type ActionDecision =
  | { refusal: string }
  | {
      refusal: null;
      orderStatusId: number;
      /** Give the order's quantities back to its warehouse's stock (what the confirmation took). */
      releaseStock: boolean;
      /** The delivery status to set; null leaves it. */
      deliveryStatus: number | null;
      collection: Collection | null;
    };

/** The warehouse whose stock the confirmation took for this order: a channel that controls stock; null otherwise. */
export function reservedStock(order: Pick<ActionOrder, 'ctrlStock' | 'warehouseId'>): { warehouseId: number } | null {
  return order.ctrlStock && order.warehouseId !== null ? { warehouseId: order.warehouseId } : null;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * A collection with `paymentModeId`: the stamp duty recomputed for it on the amount before stamp duty (TTC − the
 * current stamp duty), so that TTC = base + stamp duty still holds (totals.rules.ts); what is collected is the
 * shared amountToCollect of the order so changed: cash its TTC, card its TTC minus stamp duty (none).
 */
export function collectionFor(order: { totalAmountTTC: number; totalTimbre: number }, paymentModeId: number, stampDutyPercent: number): Collection {
  const baseCents = cents(order.totalAmountTTC) - cents(order.totalTimbre);
  const totalTimbre = stampDuty(baseCents / 100, paymentModeId, stampDutyPercent);
  const totalAmountTTC = (baseCents + cents(totalTimbre)) / 100;
  return { paymentModeId, totalTimbre, totalAmountTTC, amountCollected: amountToCollect({ totalAmountTTC, totalTimbre }, paymentModeId) };
}

/**
 * One order's action: refused with the shared reason (or the transition's when the status graph forbids it), else
 * the status to set, whether its stock comes back (cancel and return, when the confirmation took it), the delivery
 * status (return 2, collect 3, delivery orders only) and, for collect, the payment's figures.
 */
export function decideOrderAction(
  action: OrderListAction,
  order: ActionOrder,
  options: { paymentModeId: number | null; stampDutyPercent: number },
): ActionDecision {
  const target = ORDER_LIST_ACTION_TARGETS[action];
  const refusal = orderActionRefusal(action, order);
  if (refusal) return { refusal };
  if (!canMoveOrder(order.orderStatusId, target)) {
    return { refusal: OrderMessages.transitionRefused(ORDER_STATUS_LABELS[order.orderStatusId] ?? String(order.orderStatusId), ORDER_STATUS_LABELS[target] ?? '') };
  }
  const delivery = order.deliveryModeId === DeliveryMode.DELIVERY;
  const stocked = reservedStock(order) !== null;
  switch (action) {
    case 'cancel':
      return { refusal: null, orderStatusId: target, releaseStock: stocked, deliveryStatus: null, collection: null };
    case 'return':
      return { refusal: null, orderStatusId: target, releaseStock: stocked, deliveryStatus: delivery ? DeliveryStatus.RETURNED : null, collection: null };
    case 'collect':
      if (options.paymentModeId === null) return { refusal: OrderRestMessages.paymentModeRequired };
      return {
        refusal: null,
        orderStatusId: target,
        releaseStock: false,
        deliveryStatus: delivery ? DeliveryStatus.DELIVERED : null,
        collection: collectionFor(order, options.paymentModeId, options.stampDutyPercent),
      };
  }
}
