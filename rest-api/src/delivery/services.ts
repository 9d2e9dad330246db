import type { Db } from '../db/db.ts';
import type { Guards } from '../http/auth.ts';

/** What the delivery routes need, built once by `buildRestApi`. */
export interface DeliveryServices {
  db: Db;
  guards: Guards;
}
