import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { CallLogMessages, CallReportMessages, DEFAULT_EXPORT_TTL_HOURS, ExportMessages, businessClock, type ExportStatus } from '@console/schema';
import { DemoUser, testApiSuite } from '../../http/testing.ts';
import { DEFAULT_EXPORT_JOBS_OPTIONS, ExportJobs } from './export-jobs.ts';

interface Job {
  exportId: string;
  kind: string;
  status: ExportStatus;
  rowsWritten: number;
  sizeBytes: number | null;
  error: string | null;
  fileName: string;
  expiresAt: string;
}

const json = { 'content-type': 'application/json' };

describe('export jobs', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const agent = suite.as(DemoUser.AGENT);
  const marketing = suite.as(DemoUser.MARKETING);

  const start = async (kind: string, filters: Record<string, unknown> = {}, call = admin) =>
    call({ method: 'POST', url: '/api/exports', headers: json, payload: JSON.stringify({ kind, filters }) });

  /** Waits for the job to reach a finished state (the runner works in the background). */
  const finished = (exportId: string, call = admin) =>
    vi.waitFor(
      async () => {
        const job = (await call({ method: 'GET', url: `/api/exports/${exportId}` })).json<{ data: Job }>().data;
        expect(['DONE', 'FAILED', 'CANCELLED']).toContain(job.status);
        return job;
      },
      { timeout: 20_000, interval: 50 },
    );

  const workbookOf = async (body: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
    return workbook.worksheets[0]!;
  };

  it('writes the customers of the filters, typed, with the filters and the frozen header on top', async () => {
    // A name a spreadsheet would run as a formula.
    await suite.api.db.query(`update users set first_name = '=HYPERLINK("http://evil.example","x")' where user_id = (select user_id from customers order by customer_id limit 1)`);
    const [{ count }] = await suite.api.db.query<{ count: number }>('select count(*)::int as count from customers where deleted_at is null and customer_status_id = 3');

    const answer = await start('CUSTOMERS', { customerStatusId: 3, dateType: 1 });
    expect(answer.statusCode, answer.body).toBe(202);
    const queued = answer.json<{ data: Job & { filters: Record<string, unknown> } }>().data;
    expect(queued.status).toBe('QUEUED');
    // Filters the kind does not read are not kept.
    expect(queued.filters).toEqual({ customerStatusId: 3 });
    expect(queued.fileName).toBe('clients.xlsx');
    expect(Date.parse(queued.expiresAt) - Date.now()).toBeGreaterThan((DEFAULT_EXPORT_TTL_HOURS - 1) * 3_600_000);

    const job = await finished(queued.exportId);
    expect(job.status).toBe('DONE');
    expect(job.rowsWritten).toBe(count);

    const file = await admin({ method: 'GET', url: `/api/exports/${job.exportId}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="clients.xlsx"');
    expect(file.rawPayload.length).toBe(job.sizeBytes);
    const sheet = await workbookOf(file.rawPayload);
    expect(String(sheet.getCell('A1').value)).toMatch(/^Clients : export du \d{2}-\d{2}-\d{4} à \d{2}:\d{2}/);
    expect(sheet.getCell('A2').value).toBe('Statut : Actif');
    expect(sheet.getRow(4).getCell(1).value).toBe('Id');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    expect(sheet.rowCount).toBe(4 + count);
    const first = sheet.getRow(5);
    expect(typeof first.getCell(1).value).toBe('number');
    expect(first.getCell(14).value).toBeInstanceOf(Date);
    expect(first.getCell(14).numFmt).toBe('dd-mm-yyyy');
  });

  it('keeps a formula-looking text as text', async () => {
    const { exportId } = (await start('CUSTOMERS', { keyword: 'HYPERLINK' })).json<{ data: Job }>().data;
    const job = await finished(exportId);
    expect(job.rowsWritten).toBe(1);
    const sheet = await workbookOf((await admin({ method: 'GET', url: `/api/exports/${exportId}/file` })).rawPayload);
    const name = sheet.getRow(5).getCell(3);
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(name.value).toMatch(/^'=HYPERLINK\("http:\/\/evil\.example","x"\) /);
    expect(sheet.getCell('A2').value).toBe('Recherche : HYPERLINK');
  });

  it('holds a user attached to a warehouse to its stock', async () => {
    const [{ warehouseId }] = await suite.api.db.query<{ warehouseId: number }>('select warehouse_id as "warehouseId" from users where user_id = $1', [DemoUser.ADMIN]);
    const [other] = await suite.api.db.query<{ warehouseId: number }>('select warehouse_id as "warehouseId" from warehouses where warehouse_id <> $1 limit 1', [warehouseId]);
    const answer = await start('STOCK', { warehouseId: other!.warehouseId });
    expect(answer.statusCode, answer.body).toBe(202);
    const job = answer.json<{ data: Job & { filters: Record<string, unknown> } }>().data;
    expect(job.filters).toEqual({ warehouseId });
    expect((await finished(job.exportId)).status).toBe('DONE');
  });

  it('lets the customers list export (permission 3 at level 2) and refuses whoever holds neither rule', async () => {
    expect((await start('CUSTOMERS', {}, agent)).statusCode).toBe(403);
    expect((await start('ORDERS', { dateType: 1, dateFrom: '2026-01-01', dateTo: '2026-01-31' }, marketing)).statusCode).toBe(403);
  });

  it('checks the filters: required ones, dates, unknown kinds, fields and lengths', async () => {
    const missing = await start('ORDERS', { dateFrom: '2026-01-01' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual({ dateType: ExportMessages.required, dateTo: ExportMessages.required });
    const dates = await start('ORDERS', { dateType: 1, dateFrom: '2026-02-30', dateTo: '2026-01-01' });
    expect(dates.statusCode).toBe(400);
    expect(Object.keys(dates.json().message)).toContain('dateFrom');
    expect((await start('NOPE')).statusCode).toBe(400);
    // Unknown fields are dropped, as everywhere in the API (Fastify's removeAdditional).
    const unknown = await start('CUSTOMERS', { evil: 1 });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json().data.filters).toEqual({});
    await finished(unknown.json().data.exportId);
    expect((await start('CUSTOMERS', { keyword: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('checks the call-centre filters: the TSP period and its days, the days of the others, the call state', async () => {
    const tsp = await start('TSP', {});
    expect(tsp.statusCode).toBe(400);
    expect(tsp.json().message).toEqual({ month: ExportMessages.required, day: ExportMessages.required, year: ExportMessages.required, monthdays: ExportMessages.required });
    const april31 = await start('TSP', { month: 4, day: 31, year: 2026, monthdays: 26 });
    expect(april31.statusCode).toBe(400);
    expect(april31.json().message).toEqual({ day: "Le 31 avril n'existe pas : ce mois compte 30 jours" });
    const outOfRange = await start('TSP', { month: 0, day: 99, year: 1999, monthdays: 32 });
    expect(outOfRange.json().message).toEqual({
      month: CallReportMessages.invalidMonth,
      day: CallReportMessages.invalidDay,
      year: CallReportMessages.invalidYear,
      monthdays: CallReportMessages.invalidMonthdays,
    });
    expect((await start('TSP', { month: 4, day: 1, year: 'abc', monthdays: 26 })).statusCode).toBe(400);
    for (const kind of ['CALLS', 'CALL_RESULTS', 'CALLS_3CX']) {
      expect((await start(kind, { agentId: 2 })).json().message, kind).toEqual({ dateFrom: ExportMessages.required, dateTo: ExportMessages.required });
    }
    const state = await start('CALLS_3CX', { dateFrom: '2026-01-01', dateTo: '2026-01-02', callState: 'x' });
    expect(state.statusCode).toBe(400);
    expect(state.json().message).toEqual({ callState: CallLogMessages.invalidState });
    expect((await start('CALLS_3CX', { dateFrom: '2026-01-01', dateTo: '2026-01-02', keyword: 'a\u0000b' })).statusCode).toBe(400);
  });

  it('writes the TSP report with its period read as a person reads it, figures as numbers', async () => {
    const today = businessClock().date;
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const answer = await start('TSP', { month, day, year, monthdays: 26, agentId: 2 });
    expect(answer.statusCode, answer.body).toBe(202);
    const queued = answer.json<{ data: Job & { filters: Record<string, unknown>; filterLines: string[] } }>().data;
    expect(queued.filters).toEqual({ month, day, year, monthdays: 26 });
    expect(queued.fileName).toBe('tsp.xlsx');
    const job = await finished(queued.exportId);
    expect(job.status).toBe('DONE');
    const sheet = await workbookOf((await admin({ method: 'GET', url: `/api/exports/${job.exportId}/file` })).rawPayload);
    const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
    expect([2, 3, 4, 5].map((row) => sheet.getCell(`A${row}`).value)).toEqual([`Mois : ${monthName}`, `Jusqu'au jour : ${day}`, `Année : ${year}`, 'Jours ouvrés du mois : 26']);
    expect(sheet.getRow(7).getCell(1).value).toBe('Agent');
    const total = sheet.getRow(sheet.rowCount);
    expect(total.getCell(1).value).toBe('Total');
    expect(typeof total.getCell(3).value).toBe('number');
    expect(total.getCell(3).numFmt).toBe('#,##0');
  });

  it('lets the call log export 3CX calls (permission 23 at level 2), and lists the call-centre choices to those who may export calls', async () => {
    expect((await start('CALLS_3CX', { dateFrom: '2026-01-01', dateTo: '2026-01-02' }, marketing)).statusCode).toBe(403);
    const exported = await start('CALLS_3CX', { dateFrom: '2026-01-01', dateTo: '2026-01-02', callState: 'OnlyAnswered' });
    expect(exported.statusCode, exported.body).toBe(202);
    await finished(exported.json<{ data: Job }>().data.exportId);

    const choices = await admin({ method: 'GET', url: '/api/exports/call-centre-choices' });
    expect(choices.statusCode, choices.body).toBe(200);
    const { agents, supervisors, tspYears } = choices.json<{ data: { agents: { userId: number }[]; supervisors: { userId: number }[]; tspYears: number[] } }>().data;
    const [expected] = await suite.api.db.query<{ agents: number[]; supervisors: number[]; firstYear: number }>(
      `select (select array_agg(user_id order by user_id) from users where user_type_id = 6) as agents,
              (select array_agg(user_id order by user_id) from user_roles where role_id = 11) as supervisors,
              least((select extract(year from min(assignment_date)) from user_assignments_agent_cc),
                    (select extract(year from min(confirmed_at at time zone 'Africa/Casablanca')) from orders))::int as "firstYear"`,
    );
    expect(agents.map((agent) => agent.userId).sort((a, b) => a - b)).toEqual(expected!.agents);
    expect(supervisors.map((supervisor) => supervisor.userId).sort((a, b) => a - b)).toEqual(expected!.supervisors);
    expect(supervisors.map((supervisor) => supervisor.userId)).toContain(DemoUser.SUPERVISOR);
    const currentYear = Number(businessClock().date.slice(0, 4));
    expect(tspYears[0]).toBe(expected!.firstYear);
    expect(tspYears.at(-1)).toBe(currentYear);
    expect(tspYears).toHaveLength(currentYear - expected!.firstYear + 1);
    expect((await marketing({ method: 'GET', url: '/api/exports/call-centre-choices' })).statusCode).toBe(403);
  });

  it('keeps each job to its requester', async () => {
    const { exportId } = (await start('CUSTOMERS')).json<{ data: Job }>().data;
    await finished(exportId);
    const supervisor = suite.as(DemoUser.SUPERVISOR);
    expect((await supervisor({ method: 'GET', url: `/api/exports/${exportId}` })).statusCode).toBe(404);
    expect((await supervisor({ method: 'GET', url: `/api/exports/${exportId}/file` })).statusCode).toBe(404);
    expect((await supervisor({ method: 'POST', url: `/api/exports/${exportId}/cancel` })).statusCode).toBe(404);
    const mine = (await supervisor({ method: 'GET', url: '/api/exports' })).json<{ data: Job[] }>().data;
    expect(mine.map((job) => job.exportId)).not.toContain(exportId);
    const adminJobs = (await admin({ method: 'GET', url: '/api/exports' })).json<{ data: Job[] }>().data;
    expect(adminJobs.map((job) => job.exportId)).toContain(exportId);
    expect((await admin({ method: 'GET', url: '/api/exports/not-a-uuid' })).statusCode).toBe(404);
  });

  it('answers 409 to cancelling a finished export, and forgets an expired one with its file', async () => {
    const { exportId } = (await start('CUSTOMERS')).json<{ data: Job }>().data;
    await finished(exportId);
    expect((await admin({ method: 'POST', url: `/api/exports/${exportId}/cancel` })).statusCode).toBe(409);
    await suite.api.db.query(`update export_jobs set expires_at = now() - interval '1 second' where export_id = $1`, [exportId]);
    expect((await admin({ method: 'GET', url: `/api/exports/${exportId}/file` })).statusCode).toBe(404);
    const jobs = new ExportJobs(suite.api.db, { ...DEFAULT_EXPORT_JOBS_OPTIONS, ttlHours: 24, onError: () => undefined });
    await jobs.recover();
    await jobs.close();
    const left = await suite.api.db.query('select 1 from export_file_parts where export_id = $1 union all select 1 from export_jobs where export_id = $1', [exportId]);
    expect(left).toEqual([]);
  });

  it('cancels a running export and deletes what it had written', async () => {
    // Small batches and a progress write each: the export is still running when the cancel arrives.
    const jobs = new ExportJobs(suite.api.db, { ...DEFAULT_EXPORT_JOBS_OPTIONS, batchSize: 1, progressEveryMs: 0, partSize: 64, ttlHours: 24, onError: () => undefined });
    const job = await jobs.start(DemoUser.ADMIN, 'CUSTOMERS', {});
    await vi.waitFor(async () => expect((await jobs.get(DemoUser.ADMIN, job.exportId)).rowsWritten).toBeGreaterThan(0), { timeout: 10_000, interval: 10 });
    const cancelled = await jobs.cancel(DemoUser.ADMIN, job.exportId);
    expect(cancelled.status).toBe('CANCELLED');
    await jobs.close();
    expect((await jobs.get(DemoUser.ADMIN, job.exportId)).status).toBe('CANCELLED');
    expect(await suite.api.db.query('select 1 from export_file_parts where export_id = $1', [job.exportId])).toEqual([]);
  });

  it('stops an export cancelled through another replica at its next progress write', async () => {
    const options = { ...DEFAULT_EXPORT_JOBS_OPTIONS, batchSize: 1, progressEveryMs: 0, partSize: 64, ttlHours: 24, onError: () => undefined };
    const running = new ExportJobs(suite.api.db, options);
    const other = new ExportJobs(suite.api.db, options);
    const job = await running.start(DemoUser.ADMIN, 'CUSTOMERS', {});
    await vi.waitFor(async () => expect((await running.get(DemoUser.ADMIN, job.exportId)).rowsWritten).toBeGreaterThan(0), { timeout: 10_000, interval: 10 });
    await other.cancel(DemoUser.ADMIN, job.exportId);
    await vi.waitFor(async () => expect(await suite.api.db.query('select 1 from export_file_parts where export_id = $1', [job.exportId])).toEqual([]), { timeout: 10_000, interval: 20 });
    await running.close();
    const [row] = await suite.api.db.query<{ status: string; parts: number }>(
      'select status, (select count(*)::int from export_file_parts p where p.export_id = j.export_id) as parts from export_jobs j where export_id = $1',
      [job.exportId],
    );
    expect(row).toEqual({ status: 'CANCELLED', parts: 0 });
  });

  it('fails the exports whose replica stopped touching them, and leaves those of a live replica running', async () => {
    const insertRunning = async (heartbeat: string) =>
      (
        await suite.api.db.query<{ exportId: string }>(
          `insert into export_jobs (user_id, kind, filters, filter_lines, file_name, status, heartbeat_at, expires_at)
           values ($1, 'CUSTOMERS', '{}', '{}', 'clients.xlsx', 'RUNNING', now() - $2::interval, now() + interval '1 hour') returning export_id as "exportId"`,
          [DemoUser.ADMIN, heartbeat],
        )
      )[0]!.exportId;
    const exportId = await insertRunning('2 minutes');
    const live = await insertRunning('5 seconds');
    await suite.api.db.query(`insert into export_file_parts (export_id, part_number, data) values ($1, 1, '\\x00')`, [exportId]);
    const jobs = new ExportJobs(suite.api.db, { ...DEFAULT_EXPORT_JOBS_OPTIONS, ttlHours: 24, onError: () => undefined });
    await jobs.recover();
    await jobs.close();
    const job = await jobs.get(DemoUser.ADMIN, exportId);
    expect(job).toMatchObject({ status: 'FAILED', error: ExportMessages.interrupted });
    expect(await suite.api.db.query('select 1 from export_file_parts where export_id = $1', [exportId])).toEqual([]);
    expect((await jobs.get(DemoUser.ADMIN, live)).status).toBe('RUNNING');
    await suite.api.db.query('delete from export_jobs where export_id = $1', [live]);
  });

  it('holds a user to three unfinished exports', async () => {
    const jobs = new ExportJobs(suite.api.db, { ...DEFAULT_EXPORT_JOBS_OPTIONS, concurrency: 0, ttlHours: 24, onError: () => undefined });
    const user = DemoUser.DISPATCHER;
    for (let index = 0; index < 3; index += 1) await jobs.start(user, 'CUSTOMERS', {});
    await expect(jobs.start(user, 'CUSTOMERS', {})).rejects.toMatchObject({ statusCode: 429, message: ExportMessages.tooMany });
    await jobs.close();
    await suite.api.db.query('delete from export_jobs where user_id = $1', [user]);
  });
});
