import type { GatewayDomain } from '../domain.ts';
import { pointOfSaleResolvers } from './point-of-sale.ts';
import { promotionResolvers } from './resolvers.ts';

/** Promotions, their criterion pick lists, the simulator and the point of sale's pricing. */
export const promotionsDomain: GatewayDomain = { resolvers: [promotionResolvers, pointOfSaleResolvers] };
