/**
 * The export centre's jobs (issue 28): rest-api builds the files where the data is; the gateway starts them,
 * relays their progress (`exportJob`, polled by the console) and serves a finished file after checking, again, that
 * the user may have it. Nothing here reads rows or builds a spreadsheet.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { CALL_CENTRE_CHOICES_ACCESS, hasAccess, mayExport, type ExportKindName } from '@console/schema';
import type { RequestServices } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import type { DataOf } from '../rest/api.ts';
import type { RestUpstream } from '../rest/client.ts';
import { gatewayError } from '../rest/errors.ts';
import { itemOrNull } from '../rest/resource.ts';
import { attempt } from '../rest/results.ts';

const exportPaths = {
  exports: '/api/exports',
  job: '/api/exports/{exportId}',
  cancel: '/api/exports/{exportId}/cancel',
  file: '/api/exports/{exportId}/file',
  callCentreChoices: '/api/exports/call-centre-choices',
} as const;

type UpstreamExportJob = DataOf<'get', typeof exportPaths.job>;

/** Where the console downloads a finished export (GET, bearer token): `serveExportFile`. */
export const EXPORT_FILE_PREFIX = '/exports/jobs/';
const EXPORT_FILE_PATH = /^\/exports\/jobs\/([0-9a-f-]{36})$/i;

/** The REST job as the schema shows it: the download path once the file is there. */
const shown = (job: UpstreamExportJob) => ({ ...job, downloadPath: job.status === 'DONE' ? `${EXPORT_FILE_PREFIX}${job.exportId}` : null });

/** The kind's rule, checked here as rest-api checks it (403 FORBIDDEN). */
async function assertMayExport(services: Pick<RequestServices, 'viewer'>, kind: ExportKindName): Promise<void> {
  if (!mayExport(await services.viewer.granted(), kind)) throw gatewayError('FORBIDDEN');
}

export const exportJobResolvers: Resolvers = {
  Query: {
    myExports: async (_parent, { take }, { rest }) => ((await rest.get(exportPaths.exports, { query: { take } }))?.data ?? []).map(shown),
    async exportJob(_parent, { exportId }, { rest }) {
      const job = await itemOrNull(() => rest.get(exportPaths.job, { path: { exportId } }));
      return job && shown(job);
    },
    /** Checked here as rest-api checks it: one of the call-centre kinds' rules (403 FORBIDDEN). */
    async exportCallCentreChoices(_parent, _args, { rest, viewer }) {
      const granted = await viewer.granted();
      if (!CALL_CENTRE_CHOICES_ACCESS.some((requirement) => hasAccess(granted, requirement))) throw gatewayError('FORBIDDEN');
      const answer = await rest.get(exportPaths.callCentreChoices);
      if (!answer) throw gatewayError('UPSTREAM_UNAVAILABLE');
      return answer.data;
    },
  },
  Mutation: {
    async startExport(_parent, { kind, filters }, context) {
      await assertMayExport(context, kind);
      const { ok, errors, value } = await attempt(async () => (await context.rest.postAccepting(exportPaths.exports, [202], { body: { kind, filters: filters ?? {} } })).body);
      return { ok, errors, export: value ? shown(value.data) : null };
    },
    async cancelExport(_parent, { exportId }, { rest }) {
      const answer = await rest.post(exportPaths.cancel, { path: { exportId } });
      if (!answer) throw gatewayError('UPSTREAM_UNAVAILABLE');
      return shown(answer.data);
    },
  },
};

const sendError = (response: ServerResponse, status: number, code: string, message: string) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ code, message }));

const STATUS_OF_CODE: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409 };

/**
 * GET /exports/jobs/<exportId>: the user's finished export, streamed from rest-api. The job is read first with the
 * user's token (another's job is unknown), then the kind's rule is checked with the user's current permissions.
 */
export async function serveExportFile(request: IncomingMessage, response: ServerResponse, services: RequestServices, upstream: RestUpstream): Promise<boolean> {
  const exportId = EXPORT_FILE_PATH.exec((request.url ?? '/').split('?')[0]!)?.[1];
  if (!exportId) return false;
  if (request.method !== 'GET') {
    sendError(response, 405, 'METHOD_NOT_ALLOWED', 'GET seulement');
    return true;
  }
  try {
    const job = await services.rest.get(exportPaths.job, { path: { exportId } });
    if (!job) throw gatewayError('UPSTREAM_UNAVAILABLE');
    await assertMayExport(services, job.data.kind);
    const token = services.session.accessToken;
    await upstream.relay(`${exportPaths.file.replace('{exportId}', encodeURIComponent(exportId))}`, { authorization: token && `Bearer ${token}` }, response, services.requestId);
  } catch (error) {
    const code = error instanceof GraphQLError ? String(error.extensions.code) : 'UPSTREAM_UNAVAILABLE';
    sendError(response, STATUS_OF_CODE[code] ?? 502, code, error instanceof Error ? error.message : String(error));
  }
  return true;
}
