import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { prettyLine, safeRequestId, type LogFormat, type LogRecord } from '@console/schema';

/** Probes answered every few seconds by load balancers: logging them would drown the useful lines. */
const UNLOGGED = new Set(['/healthz', '/readyz']);

/** The gateway's `x-request-id` when it is a short safe token, so both services' lines share it. */
export function requestIdOf(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  return safeRequestId(typeof header === 'string' ? header : undefined) ?? randomUUID();
}

/** A pino record (one JSON line) rewritten as a readable line. */
export function prettyFromJson(json: string): string {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null) return json.trimEnd();
  const { level, time, msg, ...fields } = Object.fromEntries(Object.entries(parsed));
  const record: LogRecord = { level: String(level), time: String(time), msg: String(msg ?? ''), ...fields };
  return prettyLine(record);
}

/**
 * Fastify's options for the shared log format: levels by name, ISO times, the request id under
 * `requestId`, and no built-in request lines (registerRequestLog writes one per request instead).
 */
export function loggingOptions(level: string, format: LogFormat): Pick<FastifyServerOptions, 'logger' | 'disableRequestLogging' | 'genReqId' | 'requestIdHeader' | 'requestIdLogLabel'> {
  return {
    logger: {
      level,
      base: null,
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      ...(format === 'pretty' ? { stream: { write: (json: string) => process.stdout.write(`${prettyFromJson(json)}\n`) } } : {}),
    },
    disableRequestLogging: true,
    requestIdHeader: false,
    genReqId: requestIdOf,
    requestIdLogLabel: 'requestId',
  };
}

/** One line per answered request: method, url, status and time (the request id comes with the request's logger). */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    if (UNLOGGED.has(request.url.split('?')[0]!)) return;
    const details = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (reply.statusCode >= 500) request.log.warn(details, 'request');
    else request.log.info(details, 'request');
  });
}
