import type { FastifyInstance } from 'fastify';
import { registerAccessLevelRoutes } from './access-levels.routes.ts';
import { registerAgentAssignmentRoutes } from './agent-assignment.routes.ts';
import { registerProfileRoutes } from './profile.routes.ts';
import { registerRoleRoutes } from './roles.routes.ts';
import { registerSecurityRoutes } from './security.routes.ts';
import type { AccessServices } from './services.ts';
import { registerSessionRoutes } from './session.routes.ts';
import { registerSupervisorRoutes } from './supervisors.routes.ts';
import { registerUserGrantRoutes } from './user-grants.routes.ts';
import { registerUserTypeRoutes } from './user-types.routes.ts';
import { registerUserAdminRoutes } from './users-admin.routes.ts';
import { registerUserRoutes } from './users.routes.ts';

export function registerAccessRoutes(app: FastifyInstance, services: AccessServices) {
  registerSessionRoutes(app, services);
  registerProfileRoutes(app, services);
  registerUserRoutes(app, services);
  registerUserAdminRoutes(app, services);
  registerUserTypeRoutes(app, services);
  registerUserGrantRoutes(app, services);
  registerSupervisorRoutes(app, services);
  registerAgentAssignmentRoutes(app, services);
  registerSecurityRoutes(app, services);
  registerRoleRoutes(app, services);
  registerAccessLevelRoutes(app, services);
}
