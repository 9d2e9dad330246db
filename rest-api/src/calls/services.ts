import type { Db } from '../db/db.ts';
import type { Guards } from '../http/auth.ts';
import type { CdrFieldName } from './cdr.ts';

/** How 3CX's call records arrive (CDR_FIELDS, CDR_INGEST_TOKEN). */
export interface CallRecordSettings {
  /** The fields of a CDR line, in 3CX's configured order. */
  fields: readonly CdrFieldName[];
  /** The bearer token of POST /api/calls/cdr; without one the endpoint is off. */
  ingestToken?: string;
}

/** What the calls routes need, built once by `buildRestApi`. */
export interface CallServices {
  db: Db;
  guards: Guards;
  callRecords: CallRecordSettings;
}
