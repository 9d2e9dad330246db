import type { FastifyInstance } from 'fastify';
import { registerProfileRoutes } from './profile.routes.ts';
import type { AccessServices } from './services.ts';
import { registerSessionRoutes } from './session.routes.ts';
import { registerUserRoutes } from './users.routes.ts';

export function registerAccessRoutes(app: FastifyInstance, services: AccessServices) {
  registerSessionRoutes(app, services);
  registerProfileRoutes(app, services);
  registerUserRoutes(app, services);
}
