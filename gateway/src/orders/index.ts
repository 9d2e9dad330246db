import type { GatewayDomain } from '../domain.ts';
import { pointOfSaleResolvers } from './point-of-sale.ts';

/** Orders: the point of sale, the order editor and the order lists. */
export const ordersDomain: GatewayDomain = { resolvers: [pointOfSaleResolvers], exports: {} };
