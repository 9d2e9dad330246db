import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Permission } from '@console/schema';
import { forbidden, unauthorized } from '../http/errors.ts';
import { bearerSecurity, dataEnvelope, errorResponses } from '../http/schemas.ts';
import { CDR_INGEST_DESCRIPTION, callLogQuerystring, callRecordSchema, cdrIngestResultSchema } from './call-log.schemas.ts';
import { callLog, ingestCdrLines, type CallLogQuery } from './call-log.service.ts';
import { CallRestMessages } from './messages.ts';
import type { CallServices } from './services.ts';

const TAG = 'Calls';
/** The largest body of CDR lines one request may carry (some thousands of calls). */
const CDR_BODY_LIMIT = 1024 * 1024;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The integration's bearer token against CDR_INGEST_TOKEN, in constant time. */
function checkIngestToken(request: FastifyRequest, expected: string | undefined) {
  if (!expected) throw forbidden(CallRestMessages.cdrIngestOff);
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!given || !timingSafeEqual(digest(given), digest(expected))) throw unauthorized(CallRestMessages.cdrIngestToken);
}

export function registerCallLogRoutes(app: FastifyInstance, { db, guards, callRecords }: CallServices) {
  app.get<{ Querystring: CallLogQuery }>(
    '/api/calls/log',
    {
      // Seed 002: the call log needs permission 23 (any level); its export (level 2) is the export centre's 3CX kind.
      preHandler: guards.requireAccess({ permissions: [Permission.CALLS] }),
      schema: {
        tags: [TAG],
        summary: 'The telephone call log',
        description: 'Permission 23. The newest calls of the window first, each matched to its agent (by extension) and customer (by phone number).',
        security: bearerSecurity,
        querystring: callLogQuerystring,
        response: { 200: dataEnvelope({ type: 'array', items: callRecordSchema }, 'The calls.'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await callLog(db, request.query) }),
  );

  // Lines are read as raw text here: a line with a forbidden character is refused alone, not the whole request.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'buffer', bodyLimit: CDR_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post<{ Body: Buffer }>(
      '/api/calls/cdr',
      {
        bodyLimit: CDR_BODY_LIMIT,
        schema: {
          tags: [TAG],
          summary: "Receive the telephone system's call records",
          description: CDR_INGEST_DESCRIPTION,
          consumes: ['text/plain'],
          response: { 200: dataEnvelope(cdrIngestResultSchema, 'What was stored and what was refused, line by line.'), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        checkIngestToken(request, callRecords.ingestToken);
        const lines = Buffer.isBuffer(request.body) ? request.body.toString('utf8').split('\n') : [];
        return { data: await ingestCdrLines(db, lines, callRecords.fields) };
      },
    );
  });
}
