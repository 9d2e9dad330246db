import type { Db } from '../db/db.ts';
import type { Guards } from '../http/auth.ts';
import type { ExportJobs } from './exports/export-jobs.ts';

/** What the reporting routes need, built once by `buildRestApi`. */
export interface ReportingServices {
  db: Db;
  guards: Guards;
  exportJobs: ExportJobs;
}
