import type { RestDomain } from '../domain.ts';
import { registerExportRoutes } from './exports/exports.routes.ts';
import { registerReportingRoutes } from './reporting.routes.ts';

/** The reports (seed 002): the daily recap, the revenue and collection reports with the tills' closes, the performance dashboard; the export centre's jobs. */
export const reportingDomain: RestDomain = {
  name: 'reporting',
  routes(app, services) {
    registerReportingRoutes(app, services);
    registerExportRoutes(app, services);
  },
};
