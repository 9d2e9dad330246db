/**
 * The dispatch map (seed 002 sections 4 and 5): the orders to plan of a warehouse, and a vehicle's assignment
 * (all its orders dispatched or none). A successful assignment tells open lists and the preparation board.
 */
import type { Resolvers } from '../generated/resolvers.ts';
import { publishOrderChanges } from '../orders/order-events.ts';
import { deliveryWrite } from './dispatch-results.ts';

/** REST paths of dispatch: the OpenAPI document's templates. */
const paths = { orders: '/api/dispatch/orders', assign: '/api/dispatch' } as const;

export const dispatchResolvers: Resolvers = {
  Query: {
    dispatchOrders: async (_parent, { warehouseId, dateFrom, dateTo }, { rest }) =>
      (await rest.get(paths.orders, { query: { warehouseId, dateFrom, dateTo } }))?.data ?? [],
  },
  Mutation: {
    async assignDispatch(_parent, { input }, context) {
      const body = {
        WarehouseId: input.warehouseId,
        vehicleId: input.vehicleId,
        operationDate: input.operationDate,
        deliverySlotId: input.deliverySlotId,
        ScheduleOrders: input.orderIds.map((orderId) => ({ orderId })),
      };
      const { ok, errors, value } = await deliveryWrite(() => context.rest.post(paths.assign, { body }));
      const schedule = value?.data ?? null;
      if (schedule) publishOrderChanges(context, schedule.orders.map((order) => ({ orderId: order.orderId, warehouseId: schedule.warehouseId })));
      return { ok, errors, schedule };
    },
  },
};
