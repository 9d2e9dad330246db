import type { Db } from '../db/db.ts';
import type { Guards } from '../http/auth.ts';

/** What the orders routes need, built once by `buildRestApi`. */
export interface OrderServices {
  db: Db;
  guards: Guards;
  /** Stamp duty on cash payments, percent of the TTC (STAMP_DUTY_PERCENT). */
  stampDutyPercent: number;
}
