import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';

/** What a change event needs of each changed order. */
export interface ChangedOrder {
  orderId: number;
  warehouseId?: number | null;
}

/** Tells open lists (every replica) that these orders changed; call after a successful upstream write. */
export function publishOrderChanges(context: Pick<GatewayContext, 'live'>, orders: readonly ChangedOrder[]): void {
  if (orders.length === 0) return;
  const warehouseIds = [...new Set(orders.flatMap((order) => (order.warehouseId == null ? [] : [order.warehouseId])))];
  context.live.publish('orders:changed', { orderIds: orders.map((order) => order.orderId), warehouseIds });
}

/** `orderChanges`: the access check runs in `subscribe` (security/access.ts guardSubscriptions). */
export const orderEventResolvers: Resolvers = {
  Subscription: {
    orderChanges: {
      subscribe: (_parent, _args, context) => context.live.subscribe('orders:changed'),
      resolve: (event: { orderIds: number[]; warehouseIds: number[] }) => event,
    },
  },
};
