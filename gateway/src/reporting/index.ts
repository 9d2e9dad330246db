import type { GatewayDomain } from '../domain.ts';
import { exportJobResolvers } from './export-jobs.ts';
import { reportingResolvers } from './resolvers.ts';

/** The reports (seed 002): daily recap, revenue, collection and tills, performance dashboard, their live changes; the export centre's jobs (the reports' downloads among them). */
export const reportingDomain: GatewayDomain = {
  resolvers: [reportingResolvers, exportJobResolvers],
};
