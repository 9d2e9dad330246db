/**
 * Preparation (ours; the seeds show only its statuses): the orders to prepare of a warehouse, start, prepared
 * quantities and finish. Each successful write tells open lists and boards (every replica) that the order changed.
 */
import { ORDER_LIST_PAGE_SIZE } from '@console/schema';
import type { GatewayContext } from '../context.ts';
import type { OrderSaveResult, Resolvers } from '../generated/resolvers.ts';
import { listPage, pageQuery } from '../rest/resource.ts';
import { attempt } from '../rest/results.ts';
import { publishOrderChanges } from './order-events.ts';

/** REST paths of preparation: the OpenAPI document's templates. */
const paths = {
  toPrepare: '/api/orders/preparation',
  start: '/api/orders/{id}/preparation/start',
  save: '/api/orders/{id}/preparation',
} as const;

/** A preparation write: a 400's line errors (`lines.<i>.quantityPrepared`) come back as data; the change is published. */
async function preparationResult<Order extends { orderId: number; warehouseId: number | null }>(
  context: Pick<GatewayContext, 'live'>,
  write: () => Promise<{ data: Order } | null>,
): Promise<Omit<OrderSaveResult, 'order'> & { order: Order | null }> {
  const { ok, errors, value } = await attempt(write);
  const order = value?.data ?? null;
  if (order) publishOrderChanges(context, [{ orderId: order.orderId, warehouseId: order.warehouseId }]);
  return { ok, errors, order, stockShortage: false };
}

export const preparationResolvers: Resolvers = {
  Query: {
    ordersToPrepare: (_parent, { warehouseId, page, take }, { rest }) =>
      listPage(rest.get(paths.toPrepare, { query: { warehouseId, ...pageQuery({ page, take }, ORDER_LIST_PAGE_SIZE) } })),
  },
  Mutation: {
    startOrderPreparation: (_parent, { orderId }, context) => preparationResult(context, () => context.rest.post(paths.start, { path: { id: orderId } })),
    saveOrderPreparation: (_parent, { orderId, lines, finish }, context) =>
      preparationResult(context, () => context.rest.put(paths.save, { path: { id: orderId }, body: { lines, finish } })),
  },
};
