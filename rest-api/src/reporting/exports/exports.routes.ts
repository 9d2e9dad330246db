import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { CALL_CENTRE_CHOICES_ACCESS, EXPORT_KINDS, type ExportFilters, type ExportKindName } from '@console/schema';
import { badRequest } from '../../http/errors.ts';
import { dataArrayResponse } from '../../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses } from '../../http/schemas.ts';
import type { ReportingServices } from '../services.ts';
import { loadCallCentreChoices } from './call-centre-choices.repository.ts';
import { checkedFilters } from './export-filters.ts';
import { callCentreChoicesSchema, exportIdParams, exportJobSchema, exportListQuerystring, startExportBody } from './exports.schemas.ts';

const TAG = 'Exports';
const DEFAULT_LIST_TAKE = 20;

const KIND_ACCESS =
  'Signed in; the kind’s own rule is then checked (403): permission 19 at the tab’s level (orders 9, customers 10, articles by order 11, ' +
  'articles 12, brands 13, partners 14, users 15, calls 16, TSP 17, call results 18, stock 24, promotions 25, 3CX 26), or for CUSTOMERS permission 3 at level 2 (the customers list’s export), ' +
  'for CALLS_3CX permission 23 at level 2 (the call log’s export). STOCK: a user attached to a warehouse exports that warehouse’s stock, whatever warehouseId says.';
const OWN_JOBS = 'A job is its requester’s alone: another user’s, or an expired one, answers 404.';

/** The export centre's jobs (issue 28): start, follow, cancel, download. The files are built here, where the data is. */
export function registerExportRoutes(app: FastifyInstance, { db, guards, exportJobs }: ReportingServices) {
  const jobResponse = dataEnvelope(exportJobSchema, 'The export job.');

  app.post<{ Body: { kind: ExportKindName; filters?: ExportFilters } }>(
    '/api/exports',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: [TAG],
        summary: 'Start an export: a job that writes the spreadsheet of the kind and filters',
        description: `${KIND_ACCESS} The filters are checked (400 keyed by field: a required one missing « Champ requis », a date range as the reports read it) and kept to those the kind reads. Answers 202 at once with the QUEUED job; follow it with GET /api/exports/{exportId}. At most 3 unfinished exports per user (429).`,
        security: bearerSecurity,
        body: startExportBody,
        response: { 202: jobResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { kind } = request.body;
      const caller = await guards.check(request, ...EXPORT_KINDS[kind].access);
      const checked = checkedFilters(kind, await exportJobs.ownFilters(caller.userId, kind, request.body.filters ?? {}));
      if ('errors' in checked) throw badRequest(checked.errors);
      return reply.code(202).send({ data: await exportJobs.start(caller.userId, kind, checked.filters) });
    },
  );

  app.get(
    '/api/exports/call-centre-choices',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: [TAG],
        summary: 'The call-centre exports’ choices: every agent, every supervisor, the TSP report’s years',
        description:
          'Signed in, then allowed one of the call-centre kinds (403 otherwise): permission 19 at level 16, 17, 18 or 26, or permission 23 at level 2. ' +
          'Agents are the users of type 6 and supervisors the holders of role 11, inactive ones included (their past calls are exported). ' +
          'The years run from the first year holding orders or call assignments through the current business year (Morocco).',
        security: bearerSecurity,
        response: { 200: dataEnvelope(callCentreChoicesSchema, 'The choices.'), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await guards.check(request, ...CALL_CENTRE_CHOICES_ACCESS);
      return { data: await loadCallCentreChoices(db) };
    },
  );

  app.get<{ Querystring: { take?: number } }>(
    '/api/exports',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: [TAG],
        summary: '« Mes exports »: the caller’s exports that have not expired, newest first',
        description: 'Signed in: the caller’s own jobs only.',
        security: bearerSecurity,
        querystring: exportListQuerystring,
        response: { 200: dataArrayResponse(exportJobSchema, 'The jobs.'), ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ data: await exportJobs.list(request.caller!.userId, request.query.take ?? DEFAULT_LIST_TAKE) }),
  );

  app.get<{ Params: { exportId: string } }>(
    '/api/exports/:exportId',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: [TAG],
        summary: 'An export job: its status and the rows written so far',
        description: `Signed in. ${OWN_JOBS}`,
        security: bearerSecurity,
        params: exportIdParams,
        response: { 200: jobResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: await exportJobs.get(request.caller!.userId, request.params.exportId) }),
  );

  app.post<{ Params: { exportId: string } }>(
    '/api/exports/:exportId/cancel',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: [TAG],
        summary: 'Cancel a queued or running export; its partial file is deleted',
        description: `Signed in. ${OWN_JOBS} A finished one answers 409.`,
        security: bearerSecurity,
        params: exportIdParams,
        response: { 200: jobResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => ({ data: await exportJobs.cancel(request.caller!.userId, request.params.exportId) }),
  );

  app.get<{ Params: { exportId: string } }>(
    '/api/exports/:exportId/file',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: [TAG],
        summary: 'Download a finished export’s file (.xlsx)',
        description: `Signed in, and still allowed the kind (403 otherwise: ${KIND_ACCESS}). ${OWN_JOBS} Not finished: 409.`,
        security: bearerSecurity,
        params: exportIdParams,
        response: {
          200: { description: 'The spreadsheet (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet).', type: 'string', format: 'binary' },
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const job = await exportJobs.get(request.caller!.userId, request.params.exportId);
      await guards.check(request, ...EXPORT_KINDS[job.kind].access);
      const parts = await exportJobs.file(job);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${job.fileName}"`)
        .header('content-length', String(job.sizeBytes ?? 0))
        .header('cache-control', 'no-store')
        .send(Readable.from(parts));
    },
  );
}
