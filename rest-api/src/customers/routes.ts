import type { FastifyInstance } from 'fastify';
import { registerAddressRoutes } from './addresses.ts';
import { registerCustomerCrudRoutes } from './customers.routes.ts';
import { registerReferenceRoutes } from './reference.routes.ts';
import type { CustomerServices } from './services.ts';

export function registerCustomerRoutes(app: FastifyInstance, services: CustomerServices) {
  registerReferenceRoutes(app, services);
  registerCustomerCrudRoutes(app, services);
  registerAddressRoutes(app, services);
}
