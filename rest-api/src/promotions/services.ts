import type { Db } from '../db/db.ts';
import type { Guards } from '../http/auth.ts';

/** What the promotions routes need, built once by `buildRestApi`. */
export interface PromotionServices {
  db: Db;
  guards: Guards;
}
