import type { Db } from '../db/db.ts';
import type { Guards } from '../http/auth.ts';

/** What the calls routes need, built once by `buildRestApi`. */
export interface CallServices {
  db: Db;
  guards: Guards;
}
