import type { RestDomain } from '../domain.ts';
import { registerAddressRoutes } from './addresses.routes.ts';
import { customerCategoriesDemoData } from './categories-demo-data.ts';
import { customersDemoData } from './customers-demo-data.ts';
import { registerCustomerCrudRoutes } from './customers.routes.ts';
import { customerReferenceDemoData } from './demo-data.ts';
import { registerReferenceRoutes } from './reference.routes.ts';

/** Customers, their addresses and statuses, and the reference data of places and channels. */
export const customersDomain: RestDomain = {
  name: 'customers',
  routes(app, services) {
    registerReferenceRoutes(app, services);
    registerCustomerCrudRoutes(app, services);
    registerAddressRoutes(app, services);
  },
  baseDemoData: [customerReferenceDemoData],
  demoData: [customersDemoData, customerCategoriesDemoData],
};
