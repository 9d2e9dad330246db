import type { RestDomain } from '../domain.ts';
import { ordersDemoData } from './demo-data.ts';
import { registerOrderActionRoutes } from './order-actions.routes.ts';
import { registerOrderListRoutes } from './order-lists.routes.ts';
import { registerOrderRoutes } from './orders.routes.ts';
import { registerPointOfSaleRoutes } from './pos-routes.ts';

/** Orders: the point of sale's catalogue and baskets, their confirmation with stock reservation, lists and history. */
export const ordersDomain: RestDomain = {
  name: 'orders',
  routes(app, services) {
    registerPointOfSaleRoutes(app, services);
    registerOrderRoutes(app, services);
    registerOrderActionRoutes(app, services);
    registerOrderListRoutes(app, services);
  },
  demoData: [ordersDemoData],
};
