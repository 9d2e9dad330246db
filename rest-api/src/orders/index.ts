import type { RestDomain } from '../domain.ts';
import { registerOrderRoutes } from './orders.routes.ts';

/** Orders: open baskets of the point of sale, their pricing, confirmation with stock reservation, lists and history. */
export const ordersDomain: RestDomain = {
  name: 'orders',
  routes(app, services) {
    registerOrderRoutes(app, services);
  },
};
