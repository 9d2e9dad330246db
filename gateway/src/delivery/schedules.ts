/**
 * The schedules (seed 002 sections 3 and 4): loaded and provisional lists, the warehouse's schedules, one schedule
 * with its orders, delete, invoice and the end of a delivery (ours). Each successful write tells open lists and
 * the preparation board which orders changed.
 */
import type { DeliveryOutcome, Resolvers, ScheduleKind } from '../generated/resolvers.ts';
import { publishOrderChanges } from '../orders/order-events.ts';
import { itemOrNull, listPage, pageQuery } from '../rest/resource.ts';
import { deliveryWrite } from './dispatch-results.ts';

/** REST paths of the schedules: the OpenAPI document's templates. */
const paths = {
  schedules: '/api/dispatch/schedules',
  schedule: '/api/dispatch/schedules/{id}',
  outcome: '/api/dispatch/schedules/{id}/orders/{orderId}/outcome',
} as const;

/** rest-api's `scheduleType`. */
const SCHEDULE_TYPES: Record<ScheduleKind, 1 | 2> = { LOADED: 1, PROVISIONAL: 2 };
const OUTCOMES: Record<DeliveryOutcome, 'delivered' | 'returned'> = { DELIVERED: 'delivered', RETURNED: 'returned' };
/** The invoiced status, the only one a caller sets. */
const INVOICED = 2;

interface ScheduleOrders {
  warehouseId: number;
  orders: readonly { orderId: number }[];
}

type Live = Parameters<typeof publishOrderChanges>[0];

function publishScheduleOrders(context: Live, schedule: ScheduleOrders | null): void {
  if (schedule) publishOrderChanges(context, schedule.orders.map((order) => ({ orderId: order.orderId, warehouseId: schedule.warehouseId })));
}

export const scheduleResolvers: Resolvers = {
  Query: {
    schedules: (_parent, { filter, page, take }, { rest }) =>
      listPage(
        rest.get(paths.schedules, {
          query: {
            scheduleType: SCHEDULE_TYPES[filter.kind],
            orderCode: filter.orderCode ?? undefined,
            warehouseId: filter.warehouseId ?? undefined,
            vehicleId: filter.vehicleId ?? undefined,
            operationDate: filter.operationDate ?? undefined,
            scheduleStatusId: filter.statusId ?? undefined,
            slotId: filter.deliverySlotId ?? undefined,
            ...pageQuery({ page, take }),
          },
        }),
      ),
    // rest-api holds a caller attached to a warehouse to it; one without names the warehouse.
    warehouseSchedules: (_parent, { operationDate, statusId, deliverySlotId, warehouseId, page, take }, { rest }) =>
      listPage(
        rest.get(paths.schedules, {
          query: {
            scheduleType: SCHEDULE_TYPES.LOADED,
            warehouseId: warehouseId ?? undefined,
            operationDate: operationDate ?? undefined,
            scheduleStatusId: statusId ?? undefined,
            slotId: deliverySlotId ?? undefined,
            ...pageQuery({ page, take }),
          },
        }),
      ),
    schedule: (_parent, { scheduleId }, { rest }) => itemOrNull(() => rest.get(paths.schedule, { path: { id: scheduleId } })),
  },
  Mutation: {
    /** A refusal (409: not open, synchronized) stays a GraphQL error with rest-api's French message. */
    async deleteSchedule(_parent, { scheduleId }, context) {
      const answer = await context.rest.delete(paths.schedule, { path: { id: scheduleId } });
      if (answer) publishOrderChanges(context, answer.data.orderIds.map((orderId) => ({ orderId, warehouseId: answer.data.warehouseId })));
      return true;
    },
    async invoiceSchedule(_parent, { scheduleId }, context) {
      const { ok, errors, value } = await deliveryWrite(() =>
        context.rest.put(paths.schedules, { body: { ScheduleId: scheduleId, ScheduleStatusId: INVOICED } }),
      );
      const schedule = value?.data ?? null;
      publishScheduleOrders(context, schedule);
      return { ok, errors, schedule };
    },
    async recordDeliveryOutcome(_parent, { input }, context) {
      const body = { outcome: OUTCOMES[input.outcome], paymentModeId: input.paymentModeId, reasonReturnId: input.reasonReturnId };
      const { ok, errors, value } = await deliveryWrite(() =>
        context.rest.post(paths.outcome, { path: { id: input.scheduleId, orderId: input.orderId }, body }),
      );
      const schedule = value?.data ?? null;
      if (schedule) publishOrderChanges(context, [{ orderId: input.orderId, warehouseId: schedule.warehouseId }]);
      return { ok, errors, schedule };
    },
  },
};
