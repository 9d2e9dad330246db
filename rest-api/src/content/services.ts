import type { Db } from '../db/db.ts';
import type { Guards } from '../http/auth.ts';

/** What the content routes need, built once by `buildRestApi`. */
export interface ContentServices {
  db: Db;
  guards: Guards;
}
