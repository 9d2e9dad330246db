/**
 * Export jobs (issue 28): an export starts, runs in the rest-api replica that accepted it while its requester does
 * other things, reports the rows written, can be cancelled (through any replica), and leaves a file in the database
 * that any gateway serves until it expires.
 *
 * Each replica touches the jobs it holds every `heartbeatEveryMs`; a job left untouched for `staleAfterMs` (its
 * replica stopped or crashed) is marked FAILED by the next sweep of any replica, its partial file deleted: the
 * requester starts it again.
 */
import { EXPORT_KINDS, ExportMessages, businessClock, type ExportFilters, type ExportKindName } from '@console/schema';
import type { Db } from '../../db/db.ts';
import { HttpError, conflict, notFound } from '../../http/errors.ts';
import { describeFilters } from './export-filters.ts';
import {
  countParts,
  countUnfinishedJobs,
  deleteExpired,
  deleteParts,
  failAbandoned,
  findJob,
  insertJob,
  listJobs,
  markDone,
  markEnded,
  markRunning,
  readPart,
  recordProgress,
  storePart,
  touchJobs,
  userWarehouse,
  type ExportJob,
} from './export-jobs.repository.ts';
import { EXPORT_SOURCES } from './export-sources.ts';
import { PartsSink, openSpreadsheet } from './export-writer.ts';

export interface ExportJobsOptions {
  /** Hours a job and its file are kept (EXPORT_TTL_HOURS, default 24). */
  ttlHours: number;
  /** Exports this process runs at once; the others wait their turn. */
  concurrency: number;
  /** Rows fetched from the cursor at a time. */
  batchSize: number;
  /** Bytes of the file stored per part. */
  partSize: number;
  /** Unfinished exports one user may have. */
  perUser: number;
  /** Milliseconds between two progress writes of a job. */
  progressEveryMs: number;
  /** Milliseconds between two sweeps of the expired and the abandoned jobs. */
  sweepEveryMs: number;
  /** Milliseconds between two touches of the jobs this replica holds. */
  heartbeatEveryMs: number;
  /** A job untouched this long is abandoned. */
  staleAfterMs: number;
  onError(error: unknown, exportId: string): void;
}

export const DEFAULT_EXPORT_JOBS_OPTIONS: Omit<ExportJobsOptions, 'ttlHours' | 'onError'> = {
  concurrency: 2,
  batchSize: 1_000,
  partSize: 1 << 20,
  perUser: 3,
  progressEveryMs: 500,
  sweepEveryMs: 60_000,
  heartbeatEveryMs: 15_000,
  staleAfterMs: 60_000,
};

class ExportCancelled extends Error {}

const tooMany = () => new HttpError(429, ExportMessages.tooMany);

export class ExportJobs {
  private readonly queue: ExportJob[] = [];
  private readonly running = new Map<string, AbortController>();
  private sweeper: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  /** Runs started and not settled: `close` waits for them. */
  private readonly settling = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly options: ExportJobsOptions,
  ) {}

  /** At start, then every `sweepEveryMs`: abandoned jobs fail, expired ones go. The heartbeat starts. */
  async recover(): Promise<void> {
    await this.sweep();
    this.sweeper = setInterval(() => {
      this.sweep().catch((error: unknown) => this.options.onError(error, 'sweep'));
    }, this.options.sweepEveryMs);
    this.sweeper.unref();
    this.heartbeat = setInterval(() => {
      touchJobs(this.db, [...this.queue.map((job) => job.exportId), ...this.running.keys()]).catch((error: unknown) => this.options.onError(error, 'heartbeat'));
    }, this.options.heartbeatEveryMs);
    this.heartbeat.unref();
  }

  private async sweep(): Promise<void> {
    await failAbandoned(this.db, ExportMessages.interrupted, Math.ceil(this.options.staleAfterMs / 1000));
    await deleteExpired(this.db);
  }

  /** Queues an export of `kind` (access and filters checked by the caller). */
  async start(userId: number, kind: ExportKindName, filters: ExportFilters): Promise<ExportJob> {
    if ((await countUnfinishedJobs(this.db, userId)) >= this.options.perUser) throw tooMany();
    const filterLines = await describeFilters(this.db, kind, filters);
    const job = await insertJob(this.db, { userId, kind, filters, filterLines, fileName: EXPORT_KINDS[kind].fileName, ttlHours: this.options.ttlHours });
    this.queue.push(job);
    this.pump();
    return job;
  }

  /** The filters as the kind reads them: a user attached to a warehouse exports its stock only (`ownWarehouse`). */
  async ownFilters(userId: number, kind: ExportKindName, filters: ExportFilters): Promise<ExportFilters> {
    if (!EXPORT_KINDS[kind].ownWarehouse) return filters;
    const own = await userWarehouse(this.db, userId);
    return own === null ? filters : { ...filters, warehouseId: own };
  }

  list(userId: number, take: number): Promise<ExportJob[]> {
    return listJobs(this.db, userId, take);
  }

  async get(userId: number, exportId: string): Promise<ExportJob> {
    const job = await findJob(this.db, userId, exportId);
    if (!job) throw notFound(ExportMessages.notFound);
    return job;
  }

  /**
   * Stops a queued or running export of this user; its partial file is deleted. A job running on another replica
   * stops at its next progress write, which finds it cancelled.
   */
  async cancel(userId: number, exportId: string): Promise<ExportJob> {
    const job = await this.get(userId, exportId);
    if (!(await markEnded(this.db, exportId, 'CANCELLED', null))) throw conflict(ExportMessages.alreadyFinished);
    const queued = this.queue.findIndex((waiting) => waiting.exportId === exportId);
    if (queued >= 0) this.queue.splice(queued, 1);
    this.running.get(exportId)?.abort();
    await deleteParts(this.db, exportId);
    return { ...job, status: 'CANCELLED' };
  }

  /** The file of a job read by `get`, part after part (each read when the previous one was sent); 409 unless DONE. */
  async file(job: ExportJob): Promise<AsyncIterable<Buffer>> {
    if (job.status !== 'DONE') throw conflict(ExportMessages.notReady);
    const { exportId } = job;
    const total = await countParts(this.db, exportId);
    const db = this.db;
    async function* parts() {
      for (let part = 1; part <= total; part += 1) {
        const data = await readPart(db, exportId, part);
        if (!data) throw new Error(`export ${exportId}: part ${part} is missing`);
        yield data;
      }
    }
    return parts();
  }

  /** Stops the sweep and the running exports (marked FAILED as interrupted), then waits for them to settle. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    clearInterval(this.heartbeat);
    this.queue.length = 0;
    for (const controller of this.running.values()) controller.abort();
    await Promise.allSettled([...this.settling]);
  }

  private pump(): void {
    while (this.running.size < this.options.concurrency && this.queue.length > 0) {
      const job = this.queue.shift()!;
      const controller = new AbortController();
      this.running.set(job.exportId, controller);
      const run = this.run(job, controller.signal)
        .catch((error: unknown) => this.options.onError(error, job.exportId))
        .finally(() => {
          this.running.delete(job.exportId);
          this.settling.delete(run);
          this.pump();
        });
      this.settling.add(run);
    }
  }

  private async run(job: ExportJob, signal: AbortSignal): Promise<void> {
    if (!(await markRunning(this.db, job.exportId))) return;
    const source = EXPORT_SOURCES[job.kind];
    const sink = new PartsSink(this.options.partSize, (partNumber, data) => storePart(this.db, job.exportId, partNumber, data));
    let rowsWritten = 0;
    try {
      const clock = businessClock();
      const spreadsheet = await openSpreadsheet(sink, {
        sheetName: source.sheetName,
        title: `${EXPORT_KINDS[job.kind].label} : export du ${clock.date.split('-').reverse().join('-')} à ${clock.time} (heure du Maroc)`,
        filterLines: job.filterLines,
        columns: source.columns,
      });
      let progressAt = Date.now();
      const write = async (rows: Record<string, unknown>[]) => {
        if (signal.aborted) throw new ExportCancelled();
        if (sink.failure) throw sink.failure;
        await spreadsheet.add(rows);
        rowsWritten += rows.length;
        if (Date.now() - progressAt >= this.options.progressEveryMs) {
          progressAt = Date.now();
          if (!(await recordProgress(this.db, job.exportId, rowsWritten))) throw new ExportCancelled();
        }
      };
      if ('query' in source) {
        const query = source.query(job.filters);
        await this.db.readInBatches<Record<string, unknown>>(query.sql, query.params, this.options.batchSize, write);
      } else await write(await source.rows(this.db, job.filters));
      if (signal.aborted) throw new ExportCancelled();
      await spreadsheet.finish();
      if (sink.failure) throw sink.failure;
      if (!(await markDone(this.db, job.exportId, { rowsWritten, sizeBytes: sink.size }))) await deleteParts(this.db, job.exportId);
    } catch (error) {
      await sink.discard();
      if (error instanceof ExportCancelled) {
        // Cancelled by its requester (`cancel` ended it already: this changes nothing), or stopped by `close`.
        await markEnded(this.db, job.exportId, 'FAILED', ExportMessages.interrupted);
      } else {
        await markEnded(this.db, job.exportId, 'FAILED', ExportMessages.failed);
        this.options.onError(error, job.exportId);
      }
      await deleteParts(this.db, job.exportId);
    }
  }
}
