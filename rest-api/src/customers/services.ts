import type { Db } from '../db/db.ts';
import type { Guards } from '../http/auth.ts';

/** What the customers routes need, built once by `buildRestApi`. */
export interface CustomerServices {
  db: Db;
  guards: Guards;
}
