import type { RestDomain } from '../domain.ts';
import { ordersDemoData } from './demo-data.ts';
import { registerPointOfSaleRoutes } from './pos-routes.ts';

/** Orders: the point of sale, the order editor and the order lists. */
export const ordersDomain: RestDomain = {
  name: 'orders',
  routes(app, services) {
    registerPointOfSaleRoutes(app, services);
  },
  demoData: [ordersDemoData],
};
