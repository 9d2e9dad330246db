/**
 * The order lists' writes (seed 001 section 4): a bulk cancel, return or collect answered per order, the
 * all-orders list's delivery-date change, and the editor's reopen of a confirmed order. Each tells open lists which
 * orders changed (order-events.ts).
 */
import type { OrderListAction, Resolvers } from '../generated/resolvers.ts';
import { attempt } from '../rest/results.ts';
import { publishOrderChanges } from './order-events.ts';
import { orderPaths as paths } from './orders-upstream.ts';

/** The GraphQL enum's values as rest-api names the actions. */
const REST_ACTIONS: Record<OrderListAction, 'cancel' | 'return' | 'collect'> = { CANCEL: 'cancel', RETURN: 'return', COLLECT: 'collect' };

export const orderActionResolvers: Resolvers = {
  Mutation: {
    async runOrderAction(_parent, { input }, context) {
      const { ok, errors, value } = await attempt(() =>
        context.rest.post(paths.bulk, { body: { action: REST_ACTIONS[input.action], orderIds: input.orderIds, paymentModeId: input.paymentModeId } }),
      );
      const results = value?.results ?? [];
      publishOrderChanges(context, results.filter((result) => result.ok));
      return { ok, errors, results, done: value?.done ?? 0, refused: value?.refused ?? 0 };
    },
    async changeOrderDeliveryDate(_parent, { orderId, desiredDeliveryDate }, context) {
      const { ok, errors, value } = await attempt(() => context.rest.put(paths.deliveryDate, { path: { id: orderId }, body: { desiredDeliveryDate } }));
      const order = value?.data ?? null;
      if (order) publishOrderChanges(context, [order]);
      return { ok, errors, order, stockShortage: false };
    },
    /** A refusal (409: not reopenable, another open basket) stays a GraphQL error with rest-api's French message. */
    async reopenOrder(_parent, { orderId }, context) {
      const { ok, errors, value } = await attempt(() => context.rest.post(paths.reopen, { path: { id: orderId } }));
      const order = value?.data ?? null;
      if (order) publishOrderChanges(context, [order]);
      return { ok, errors, order, stockShortage: false };
    },
  },
};
