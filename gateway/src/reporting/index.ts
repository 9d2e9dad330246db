import type { GatewayDomain } from '../domain.ts';
import { exportJobResolvers } from './export-jobs.ts';
import { collectionExport, performanceExport, recapExport, revenueExport } from './report-exports.ts';
import { reportingResolvers } from './resolvers.ts';

/** The reports (seed 002): daily recap, revenue, collection and tills, performance dashboard, their live changes and downloads; the export centre's jobs. */
export const reportingDomain: GatewayDomain = {
  resolvers: [reportingResolvers, exportJobResolvers],
  exports: { 'reporting-recap': recapExport, 'reporting-revenue': revenueExport, 'reporting-collection': collectionExport, 'reporting-performance': performanceExport },
};
