import type { GatewayDomain } from '../domain.ts';
import { orderResolvers } from './orders-resolvers.ts';
import { pointOfSaleResolvers } from './point-of-sale.ts';
import { orderEventResolvers } from './order-events.ts';
import { orderActionResolvers } from './order-actions.ts';
import { orderListResolvers } from './order-lists.ts';
import { preparationResolvers } from './preparation.ts';

/** Orders: the point of sale, the order lists and their actions, preparation, a customer's orders and the history. */
export const ordersDomain: GatewayDomain = {
  resolvers: [pointOfSaleResolvers, orderResolvers, orderEventResolvers, orderListResolvers, orderActionResolvers, preparationResolvers],
};
