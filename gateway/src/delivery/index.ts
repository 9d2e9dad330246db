import type { GatewayDomain } from '../domain.ts';
import { boardResolvers } from './board.ts';
import { fleetResolvers } from './fleet-resolvers.ts';
import { mapsResolvers } from './maps.ts';
import { deliveryRoundResolvers } from './rounds.ts';

/** Delivery (seed 002): warehouses and slots, delivery men, vehicles, the dispatch map, the schedules and the public preparation board; each topic's resolvers add one entry here. */
export const deliveryDomain: GatewayDomain = { resolvers: [fleetResolvers, ...deliveryRoundResolvers, mapsResolvers, boardResolvers] };
