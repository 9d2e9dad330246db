import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../domain.ts';
import { registerDispatchRoutes } from './dispatch.routes.ts';
import { registerScheduleRoutes } from './schedules.routes.ts';

/** Dispatch and schedules: the delivery domain's index registers them after its vehicles and warehouses. */
export function registerDeliveryRoundRoutes(app: FastifyInstance, services: AppServices): void {
  registerDispatchRoutes(app, services);
  registerScheduleRoutes(app, services);
}
