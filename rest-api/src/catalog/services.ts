import type { Db } from '../db/db.ts';
import type { Guards } from '../http/auth.ts';

/** What the catalogue routes need, built once by `buildRestApi`. */
export interface CatalogServices {
  db: Db;
  guards: Guards;
}
