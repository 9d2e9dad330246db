import type { RestDomain } from '../domain.ts';
import { registerReportingRoutes } from './reporting.routes.ts';

/** The reports (seed 002): the daily recap, the revenue and collection reports with the tills' closes, the performance dashboard. */
export const reportingDomain: RestDomain = {
  name: 'reporting',
  routes(app, services) {
    registerReportingRoutes(app, services);
  },
};
