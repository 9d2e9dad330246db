import type { RestDomain } from '../domain.ts';
import { registerAssignmentRoutes } from './assignments.routes.ts';
import { callsDemoData } from './demo-data.ts';
import { callsReferenceData } from './reference-data.ts';

/** Call assignments of the call-centre agents and the qualification of each call (seed 001 sections 3, 4, 7). */
export const callsDomain: RestDomain = {
  name: 'calls',
  routes(app, services) {
    registerAssignmentRoutes(app, services);
  },
  referenceData: [callsReferenceData],
  demoData: [callsDemoData],
};
