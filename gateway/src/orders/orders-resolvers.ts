/**
 * Orders: a customer's open basket, an order, a customer's orders and the history dialog; the point of sale's
 * saves and confirmation. A save answered 202 is saved with a stock shortage; a confirmation answered 406 is not
 * confirmed (the order's lines show availableQuantity); a 400's fields are named as the inputs name them.
 */
import { OrderStatus } from '@console/schema';
import type { OrderConfirmResult, OrderSaveResult, Resolvers } from '../generated/resolvers.ts';
import type { StatusAnswer } from '../rest/api.ts';
import { itemOrNull, listPage, pageQuery } from '../rest/resource.ts';
import { attempt, withFieldNames } from '../rest/results.ts';
import { publishOrderChanges, type ChangedOrder } from './order-events.ts';
import { orderPaths as paths } from './orders-upstream.ts';

/** rest-api names the lines `orderLines`; the inputs `lines`. */
const inputField = (field: string) => field.replace(/^orderLines\b/, 'lines');

type Live = Parameters<typeof publishOrderChanges>[0];

/** A save (200 or 202: saved either way) tells open lists the order changed. */
async function saveResult<Order extends ChangedOrder>(
  context: Live,
  write: () => Promise<StatusAnswer<{ data: Order }>>,
): Promise<Omit<OrderSaveResult, 'order'> & { order: Order | null }> {
  const { ok, errors, value } = await attempt(withFieldNames(write, inputField));
  const order = value?.body.data ?? null;
  if (order) publishOrderChanges(context, [order]);
  return { ok, errors, order, stockShortage: value?.status === 202 };
}

/** Only a confirmation (200) changed the order; a 406 rolled everything back. */
async function confirmResult<Order extends ChangedOrder>(
  context: Live,
  write: () => Promise<StatusAnswer<{ data: Order }>>,
): Promise<Omit<OrderConfirmResult, 'order'> & { order: Order | null }> {
  const { ok, errors, value } = await attempt(withFieldNames(write, inputField));
  const confirmed = value?.status === 200;
  if (value && confirmed) publishOrderChanges(context, [value.body.data]);
  return { ok, errors, confirmed, order: value?.body.data ?? null };
}

export const orderResolvers: Resolvers = {
  Query: {
    order: (_parent, { orderId }, { rest }) => itemOrNull(() => rest.get(paths.order, { path: { id: orderId } })),
    async draftOrder(_parent, { customerId }, { rest }) {
      const answer = await rest.get(paths.orders, { query: { customerId, statusId: OrderStatus.DRAFT, take: 1 } });
      return answer?.collection[0] ?? null;
    },
    customerOrders: (_parent, { customerId, page, take }, { rest }) =>
      listPage(rest.get(paths.orders, { query: { customerId, excludeStatusId: OrderStatus.DRAFT, ...pageQuery({ page, take }) } })),
    orderHistory: (_parent, { customerId, page, take }, { rest }) => listPage(rest.get(paths.history, { query: { customerId, ...pageQuery({ page, take }) } })),
  },
  Mutation: {
    createOrder: (_parent, { input: { lines, ...order } }, context) =>
      saveResult(context, () => context.rest.postAccepting(paths.orders, [202], { body: { ...order, orderLines: lines } })),
    updateOrder: (_parent, { orderId, input: { lines, ...order } }, context) =>
      saveResult(context, () => context.rest.putAccepting(paths.order, [202], { path: { id: orderId }, body: { ...order, orderLines: lines } })),
    confirmOrder: (_parent, { orderId, input }, context) =>
      confirmResult(context, () => context.rest.postAccepting(paths.confirm, [406], { path: { id: orderId }, body: input })),
    async cancelDraftOrder(_parent, { orderId }, context) {
      const { ok, errors, value } = await attempt(() => context.rest.post(paths.cancel, { path: { id: orderId } }));
      if (value) publishOrderChanges(context, [value.data]);
      return { ok, errors };
    },
  },
};
