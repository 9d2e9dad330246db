import type { RestDomain } from '../domain.ts';
import { registerAccessLevelRoutes } from './access-levels.routes.ts';
import { accessAdminDemoData } from './admin-demo-data.ts';
import { registerAgentAssignmentRoutes } from './agent-assignment.routes.ts';
import { consultationDemoData } from './consultation-demo-data.ts';
import { counterDemoData } from './counter-demo-data.ts';
import { accessDemoData } from './demo-data.ts';
import { registerProfileRoutes } from './profile.routes.ts';
import { REFERENCE_DATA_SETS } from './reference-data.ts';
import { registerRoleRoutes } from './roles.routes.ts';
import { registerSecurityRoutes } from './security.routes.ts';
import { registerSessionRoutes } from './session.routes.ts';
import { registerSupervisorRoutes } from './supervisors.routes.ts';
import { registerUserGrantRoutes } from './user-grants.routes.ts';
import { registerUserTypeRoutes } from './user-types.routes.ts';
import { registerUserAdminRoutes } from './users-admin.routes.ts';
import { registerUserRoutes } from './users.routes.ts';

/** Sessions, the profile, users, roles, permissions and their administration. */
export const accessDomain: RestDomain = {
  name: 'access',
  routes(app, services) {
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
  },
  referenceData: REFERENCE_DATA_SETS,
  baseDemoData: [accessDemoData],
  demoData: [accessAdminDemoData, consultationDemoData, counterDemoData],
};
