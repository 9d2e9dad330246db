import type { Db } from '../db/db.ts';
import type { Guards } from '../http/auth.ts';
import type { CompanyIdentity } from './company.ts';

/** What the settings routes need, built once by `buildRestApi`. */
export interface SettingsServices {
  db: Db;
  guards: Guards;
  company: CompanyIdentity;
}
