import type { RestDomain } from '../domain.ts';
import { registerAssignmentRoutes } from './assignments.routes.ts';
import { registerCallLogRoutes } from './call-log.routes.ts';
import { callLogDemoData } from './call-log-demo-data.ts';
import { callsDemoData } from './demo-data.ts';
import { callsReferenceData } from './reference-data.ts';

/**
 * Call assignments of the call-centre agents and the qualification of each call (seed 001 sections 3, 4, 7); the
 * telephone call log fed by 3CX's call records (seed 002, issue 28).
 */
export const callsDomain: RestDomain = {
  name: 'calls',
  routes(app, services) {
    registerAssignmentRoutes(app, services);
    registerCallLogRoutes(app, services);
  },
  referenceData: [callsReferenceData],
  demoData: [callsDemoData, callLogDemoData],
};
