import type { FastifyInstance } from 'fastify';
import { registerReferenceRoutes } from './reference.routes.ts';
import type { CustomerServices } from './services.ts';

export function registerCustomerRoutes(app: FastifyInstance, services: CustomerServices) {
  registerReferenceRoutes(app, services);
}
