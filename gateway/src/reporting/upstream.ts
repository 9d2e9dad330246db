/** REST paths of the reporting domain (seed 002 section 7: daily recap, sync, collection, cash totals, orders recap). */
export const reportingPaths = {
  dailyRecap: '/api/reporting/daily-recap',
  synchronizeRecap: '/api/reporting/daily-recap/synchronize',
  revenue: '/api/reporting/revenue',
  collection: '/api/reporting/collection',
  synchronizeCollection: '/api/reporting/collection/synchronize',
  tillCloses: '/api/reporting/collection/till-closes',
  performance: '/api/reporting/performance',
} as const;

