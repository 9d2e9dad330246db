import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { prettyLine, safeRequestId, type LogFormat, type LogRecord } from '@console/schema';

/** Probes answered every few seconds by load balancers: logging them would drown the useful lines. */
const UNLOGGED = new Set(['/healthz', '/readyz']);

/** The gateway's `x-request-id` when it is a short safe token, so both services' lines share it. */
function requestIdOf(req: IncomingMessage): string {
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
 * Fastify's own request lines, reduced to one per answered request (method, url, status, time; the
 * request id comes with the request's logger), none for the health probes.
 */
class OneLinePerRequest extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override isLogDisabled(request: FastifyRequest): boolean {
    return UNLOGGED.has(request.url.split('?')[0]!);
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const details = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, ...(error ? { err: error } : {}) };
    if (error || reply.statusCode >= 500) reply.log.warn(details, 'request');
    else reply.log.info(details, 'request');
  }
}

/**
 * Fastify's options for the shared log format: levels by name, ISO times, the caller's request id,
 * one line per request. `write` gets each finished line (stdout by default).
 */
export function loggingOptions(
  level: string,
  format: LogFormat,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: {
      level,
      base: null,
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      stream: { write: (json: string) => write(format === 'pretty' ? `${prettyFromJson(json)}\n` : json) },
    },
    logController: new OneLinePerRequest(),
    requestIdHeader: false,
    genReqId: requestIdOf,
  };
}
