import { filter, pipe } from 'graphql-yoga';
import { heldWarehouse, ORDER_READS_SPAN, seesWarehouse } from '@console/schema';
import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import type { OrderChangeEvent } from '../live/events.ts';

/** What a change event needs of each changed order. */
export interface ChangedOrder {
  orderId: number;
  warehouseId?: number | null;
}

/**
 * Tells open lists (every replica) that these orders changed; call after a successful upstream write. One event per
 * warehouse, so that a subscriber held to a warehouse gets its orders and nothing of the others'.
 */
export function publishOrderChanges(context: Pick<GatewayContext, 'live'>, orders: readonly ChangedOrder[]): void {
  const byWarehouse = new Map<number | null, number[]>();
  for (const { orderId, warehouseId = null } of orders) byWarehouse.set(warehouseId, [...(byWarehouse.get(warehouseId) ?? []), orderId]);
  for (const [warehouseId, orderIds] of byWarehouse) context.live.publish('orders:changed', { orderIds, warehouseIds: warehouseId === null ? [] : [warehouseId] });
  // Every report counts orders (confirmed, cancelled, returned, delivered, collected): open ones read again.
  if (orders.length > 0) publishReportChange(context, [...byWarehouse.keys()].filter((warehouseId) => warehouseId !== null));
}

/** Tells open reports (every replica) that their figures may have changed: an order, a till's close, a synchronization. */
export function publishReportChange(context: Pick<GatewayContext, 'live'>, warehouseIds: number[]): void {
  context.live.publish('reports:changed', { at: new Date().toISOString(), warehouseIds });
}

/** Whether a subscriber held to `held` (null: none) gets the event: an event of one warehouse, theirs. Pure. */
export function eventSeenBy(held: number | null, event: OrderChangeEvent): boolean {
  if (held === null) return true;
  const [warehouseId = null, ...others] = event.warehouseIds;
  return others.length === 0 && seesWarehouse(held, warehouseId);
}

/** `orderChanges`: the access check runs in `subscribe` (security/access.ts guardSubscriptions); a warehouse-bound subscriber gets their warehouse's. */
export const orderEventResolvers: Resolvers = {
  Subscription: {
    orderChanges: {
      subscribe: async (_parent, _args, { live, viewer }) => {
        const held = heldWarehouse(await viewer.granted(), ORDER_READS_SPAN, (await viewer.permissions()).warehouse?.warehouseId ?? null);
        return pipe(live.subscribe('orders:changed'), filter((event: OrderChangeEvent) => eventSeenBy(held, event)));
      },
      resolve: (event: OrderChangeEvent) => event,
    },
  },
};
