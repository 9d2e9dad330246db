import type { Db } from '../db/db.ts';
import type { Guards } from '../http/auth.ts';

/** What the selections routes need, built once by `buildRestApi`. */
export interface SelectionServices {
  db: Db;
  guards: Guards;
}
