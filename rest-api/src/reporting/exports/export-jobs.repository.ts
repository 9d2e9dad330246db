/** The export jobs' SQL (migration 027): the job rows and their files' parts. No decisions here. */
import type { ExportFilters, ExportKindName, ExportStatus } from '@console/schema';
import type { Executor } from '../../db/db.ts';

export interface ExportJob {
  exportId: string;
  userId: number;
  kind: ExportKindName;
  filters: ExportFilters;
  filterLines: string[];
  fileName: string;
  status: ExportStatus;
  rowsWritten: number;
  sizeBytes: number | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  expiresAt: string;
}

const JOB_COLUMNS = `export_id as "exportId", user_id as "userId", kind, filters, filter_lines as "filterLines", file_name as "fileName", status,
  rows_written as "rowsWritten", size_bytes::float8 as "sizeBytes", error, to_json(created_at) #>> '{}' as "createdAt",
  to_json(finished_at) #>> '{}' as "finishedAt", to_json(expires_at) #>> '{}' as "expiresAt"`;

/** The warehouse the user is attached to; null for none. */
export async function userWarehouse(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db.query<{ warehouseId: number | null }>('select warehouse_id as "warehouseId" from users where user_id = $1', [userId]);
  return row?.warehouseId ?? null;
}

/** A uuid's text form: anything else never names a job (and never reaches the uuid cast). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function insertJob(
  db: Executor,
  job: { userId: number; kind: ExportKindName; filters: ExportFilters; filterLines: readonly string[]; fileName: string; ttlHours: number },
): Promise<ExportJob> {
  const [row] = await db.query<ExportJob>(
    `insert into export_jobs (user_id, kind, filters, filter_lines, file_name, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(hours => $6::int))
     returning ${JOB_COLUMNS}`,
    [job.userId, job.kind, JSON.stringify(job.filters), job.filterLines, job.fileName, job.ttlHours],
  );
  return row!;
}

/** A job of this user that has not expired; undefined otherwise (another's job is as unknown as a missing one). */
export async function findJob(db: Executor, userId: number, exportId: string): Promise<ExportJob | undefined> {
  if (!UUID.test(exportId)) return undefined;
  const [row] = await db.query<ExportJob>(`select ${JOB_COLUMNS} from export_jobs where export_id = $1 and user_id = $2 and expires_at > now()`, [exportId, userId]);
  return row;
}

/** The user's unexpired jobs, newest first. */
export async function listJobs(db: Executor, userId: number, take: number): Promise<ExportJob[]> {
  return db.query<ExportJob>(`select ${JOB_COLUMNS} from export_jobs where user_id = $1 and expires_at > now() order by created_at desc limit $2`, [userId, take]);
}

export async function countUnfinishedJobs(db: Executor, userId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(`select count(*)::int as count from export_jobs where user_id = $1 and status in ('QUEUED', 'RUNNING')`, [userId]);
  return row?.count ?? 0;
}

/** QUEUED → RUNNING; false when the job is no longer queued (cancelled meanwhile). */
export async function markRunning(db: Executor, exportId: string): Promise<boolean> {
  const rows = await db.query(`update export_jobs set status = 'RUNNING' where export_id = $1 and status = 'QUEUED' returning 1`, [exportId]);
  return rows.length === 1;
}

/** The rows written so far; false when the job is no longer running (cancelled through another replica). */
export async function recordProgress(db: Executor, exportId: string, rowsWritten: number): Promise<boolean> {
  const rows = await db.query(`update export_jobs set rows_written = $2, heartbeat_at = now() where export_id = $1 and status = 'RUNNING' returning 1`, [exportId, rowsWritten]);
  return rows.length === 1;
}

/** This replica still holds these jobs (queued or running). */
export async function touchJobs(db: Executor, exportIds: readonly string[]): Promise<void> {
  if (exportIds.length > 0) await db.query(`update export_jobs set heartbeat_at = now() where export_id = any ($1::uuid[]) and status in ('QUEUED', 'RUNNING')`, [exportIds]);
}

export async function storePart(db: Executor, exportId: string, partNumber: number, data: Buffer): Promise<void> {
  await db.query('insert into export_file_parts (export_id, part_number, data) values ($1, $2, $3)', [exportId, partNumber, data]);
}

/** RUNNING → DONE with its figures; false when it was cancelled meanwhile (its parts are then deleted). */
export async function markDone(db: Executor, exportId: string, figures: { rowsWritten: number; sizeBytes: number }): Promise<boolean> {
  const rows = await db.query(
    `update export_jobs set status = 'DONE', rows_written = $2, size_bytes = $3, finished_at = now()
      where export_id = $1 and status = 'RUNNING' returning 1`,
    [exportId, figures.rowsWritten, figures.sizeBytes],
  );
  return rows.length === 1;
}

/** An unfinished job ends (FAILED or CANCELLED); false when it had finished already. */
export async function markEnded(db: Executor, exportId: string, status: 'FAILED' | 'CANCELLED', error: string | null): Promise<boolean> {
  const rows = await db.query(
    `update export_jobs set status = $2, error = $3, finished_at = now() where export_id = $1 and status in ('QUEUED', 'RUNNING') returning 1`,
    [exportId, status, error],
  );
  return rows.length === 1;
}

export async function deleteParts(db: Executor, exportId: string): Promise<void> {
  await db.query('delete from export_file_parts where export_id = $1', [exportId]);
}

/** Unfinished jobs no replica touched for `staleSeconds` (their replica stopped): FAILED with `reason`, their parts gone. */
export async function failAbandoned(db: Executor, reason: string, staleSeconds: number): Promise<string[]> {
  const rows = await db.query<{ exportId: string }>(
    `update export_jobs set status = 'FAILED', error = $1, finished_at = now()
      where status in ('QUEUED', 'RUNNING') and heartbeat_at < now() - make_interval(secs => $2::int)
      returning export_id as "exportId"`,
    [reason, staleSeconds],
  );
  if (rows.length > 0) await db.query('delete from export_file_parts where export_id = any ($1::uuid[])', [rows.map((row) => row.exportId)]);
  return rows.map((row) => row.exportId);
}

/** Expired jobs and their files (cascade). How many went. */
export async function deleteExpired(db: Executor): Promise<number> {
  const rows = await db.query('delete from export_jobs where expires_at <= now() returning 1');
  return rows.length;
}

/** The number of parts of a job's file; they are read one at a time (`readPart`). */
export async function countParts(db: Executor, exportId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from export_file_parts where export_id = $1', [exportId]);
  return row?.count ?? 0;
}

export async function readPart(db: Executor, exportId: string, partNumber: number): Promise<Buffer | undefined> {
  const [row] = await db.query<{ data: Uint8Array }>('select data from export_file_parts where export_id = $1 and part_number = $2', [exportId, partNumber]);
  return row ? Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) : undefined;
}
