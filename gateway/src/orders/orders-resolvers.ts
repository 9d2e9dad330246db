/**
 * Orders: a customer's open basket, an order, a customer's orders and the history dialog; the point of sale's
 * saves and confirmation. A save answered 202 is saved with a stock shortage; a confirmation answered 406 is not
 * confirmed (the order's lines show availableQuantity); a 400's fields are named as the inputs name them.
 */
import { OrderStatus } from '@console/schema';
import type { OrderConfirmResult, OrderSaveResult, Resolvers } from '../generated/resolvers.ts';
import type { StatusAnswer } from '../rest/api.ts';
import { itemOrNull, listPage, pageQuery } from '../rest/resource.ts';
import { attempt, mutationResult, withFieldNames } from '../rest/results.ts';
import { orderPaths as paths } from './orders-upstream.ts';

/** rest-api names the lines `orderLines`; the inputs `lines`. */
const inputField = (field: string) => field.replace(/^orderLines\b/, 'lines');

async function saveResult<Order>(write: () => Promise<StatusAnswer<{ data: Order }>>): Promise<Omit<OrderSaveResult, 'order'> & { order: Order | null }> {
  const { ok, errors, value } = await attempt(withFieldNames(write, inputField));
  return { ok, errors, order: value?.body.data ?? null, stockShortage: value?.status === 202 };
}

async function confirmResult<Order>(write: () => Promise<StatusAnswer<{ data: Order }>>): Promise<Omit<OrderConfirmResult, 'order'> & { order: Order | null }> {
  const { ok, errors, value } = await attempt(withFieldNames(write, inputField));
  return { ok, errors, confirmed: value?.status === 200, order: value?.body.data ?? null };
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
    createOrder: (_parent, { input: { lines, ...order } }, { rest }) =>
      saveResult(() => rest.postAccepting(paths.orders, [202], { body: { ...order, orderLines: lines } })),
    updateOrder: (_parent, { orderId, input: { lines, ...order } }, { rest }) =>
      saveResult(() => rest.putAccepting(paths.order, [202], { path: { id: orderId }, body: { ...order, orderLines: lines } })),
    confirmOrder: (_parent, { orderId, input }, { rest }) => confirmResult(() => rest.postAccepting(paths.confirm, [406], { path: { id: orderId }, body: input })),
    cancelDraftOrder: (_parent, { orderId }, { rest }) => mutationResult(() => rest.post(paths.cancel, { path: { id: orderId } })),
  },
};
