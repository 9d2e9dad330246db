import type { GatewayDomain } from '../domain.ts';
import { orderResolvers } from './orders-resolvers.ts';

/** Orders: the point of sale's baskets, their confirmation, a customer's orders and the history. */
export const ordersDomain: GatewayDomain = { resolvers: [orderResolvers], exports: {} };
