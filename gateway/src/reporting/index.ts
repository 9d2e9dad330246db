import type { GatewayDomain } from '../domain.ts';
import { collectionExport, performanceExport, recapExport, revenueExport } from './report-exports.ts';
import { reportingResolvers } from './resolvers.ts';

/** The reports (seed 002): daily recap, revenue, collection and tills, performance dashboard, their live changes and downloads. */
export const reportingDomain: GatewayDomain = {
  resolvers: [reportingResolvers],
  exports: { 'reporting-recap': recapExport, 'reporting-revenue': revenueExport, 'reporting-collection': collectionExport, 'reporting-performance': performanceExport },
};
