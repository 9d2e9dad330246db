import type { GatewayDomain } from '../domain.ts';
import { orderResolvers } from './orders-resolvers.ts';
import { pointOfSaleResolvers } from './point-of-sale.ts';
import { orderEventResolvers } from './order-events.ts';
import { orderActionResolvers } from './order-actions.ts';

/** Orders: the point of sale's catalogue and baskets, their confirmation, a customer's orders and the history. */
export const ordersDomain: GatewayDomain = { resolvers: [pointOfSaleResolvers, orderResolvers, orderEventResolvers, orderActionResolvers], exports: {} };
