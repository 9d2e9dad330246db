import type { GatewayDomain } from '../domain.ts';
import { orderResolvers } from './orders-resolvers.ts';
import { pointOfSaleResolvers } from './point-of-sale.ts';
import { orderEventResolvers } from './order-events.ts';
import { orderListResolvers } from './order-lists.ts';
import { preparationResolvers } from './preparation.ts';

/** Orders: the point of sale's catalogue and baskets, their confirmation, a customer's orders and the history. */
export const ordersDomain: GatewayDomain = { resolvers: [pointOfSaleResolvers, orderResolvers, orderEventResolvers, orderListResolvers, preparationResolvers], exports: {} };
