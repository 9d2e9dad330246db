import type { RestDomain } from '../domain.ts';
import { deliveryFleetDemoData } from './demo-data.ts';
import { registerFleetRoutes } from './fleet.routes.ts';
import { registerPreparationBoardRoutes } from './preparation-board.routes.ts';
import { deliveryReferenceData } from './reference-data.ts';
import { registerDeliveryRoundRoutes } from './rounds.ts';
import { deliveryRoundsDemoData } from './rounds-demo-data.ts';

/** Delivery (seed 002): warehouses and their slots, delivery men, vehicles, the dispatch map, the schedules and the public preparation board. */
export const deliveryDomain: RestDomain = {
  name: 'delivery',
  routes(app, services) {
    registerFleetRoutes(app, services);
    registerDeliveryRoundRoutes(app, services);
    registerPreparationBoardRoutes(app, services);
  },
  referenceData: [deliveryReferenceData],
  // The rounds need the fleet's vehicles and return reasons.
  demoData: [deliveryFleetDemoData, deliveryRoundsDemoData],
};
