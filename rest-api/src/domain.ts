import type { FastifyInstance } from 'fastify';
import type { SignInLimiter } from '@console/schema/sign-in-limits';
import type { AccessTokens, RefreshTokens } from './access/tokens.ts';
import type { CallRecordSettings } from './calls/services.ts';
import type { AssetStorage } from './assets/storage.ts';
import type { Db } from './db/db.ts';
import type { DemoData } from './db/demo-data.ts';
import type { Guards } from './http/auth.ts';
import type { ExportJobs } from './reporting/exports/export-jobs.ts';
import type { CompanyIdentity } from './settings/company.ts';

/** What `buildRestApi` builds once and hands to every domain's routes; each domain's routes take the part they need. */
export interface AppServices {
  db: Db;
  guards: Guards;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  /** Sign-in limits, counted in this process's memory (rest-api runs as one process). */
  signInLimiter: SignInLimiter;
  storage: AssetStorage;
  /** Stamp duty on cash payments, percent of the order's TTC. */
  stampDutyPercent: number;
  /** The identity block of receipts. */
  company: CompanyIdentity;
  /** The export jobs this process runs (reporting/exports). */
  exportJobs: ExportJobs;
  /** How the telephone system's call records arrive (calls). */
  callRecords: CallRecordSettings;
}

/**
 * One business domain of the API, exported by its folder's `index.ts`; `app.ts` lists them. The routes register
 * in list order (which is also the order of the OpenAPI document's paths).
 */
export interface RestDomain {
  name: string;
  routes(app: FastifyInstance, services: AppServices): void;
  /** Rows every database needs, demo or not (loaded first, in list order). */
  referenceData?: readonly DemoData[];
  /** Demo rows other domains' demo data build on (users, channels, sectors...): loaded before any `demoData`. */
  baseDemoData?: readonly DemoData[];
  /** The domain's own demo rows, loaded after every domain's `baseDemoData`, in list order. */
  demoData?: readonly DemoData[];
}

/** The reference data of the domains, in loading order. */
export const referenceDataOf = (domains: readonly RestDomain[]): DemoData[] => domains.flatMap((domain) => domain.referenceData ?? []);

/** The demo data of the domains, in loading order: every base set, then every domain's own sets. */
export const demoDataOf = (domains: readonly RestDomain[]): DemoData[] => [
  ...domains.flatMap((domain) => domain.baseDemoData ?? []),
  ...domains.flatMap((domain) => domain.demoData ?? []),
];
