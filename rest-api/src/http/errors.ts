import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { Messages } from '@console/schema';
import { DatabaseUnavailable } from '../db/db.ts';
import { PageBeyondBound } from '../db/paging.ts';
import { databaseRefusal, isDatabaseError } from './database-errors.ts';
import { validationMessage } from './validation.ts';

/** A French text, or one French text per field at fault. */
export type ErrorMessage = string | Record<string, string>;

/** An expected failure: answered as `{ statusCode, error, message }` with the given status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: ErrorMessage;
  /** Facts the client needs besides the message (the existing order's id of a 409), beside it in the answer. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(statusCode: number, body: ErrorMessage, details: Readonly<Record<string, unknown>> = {}) {
    super(typeof body === 'string' ? body : Object.values(body).join(' '));
    this.statusCode = statusCode;
    this.body = body;
    this.details = details;
  }
}

export const badRequest = (message: ErrorMessage) => new HttpError(400, message);
export const unauthorized = (message: string = Messages.sessionExpired) => new HttpError(401, message);
export const forbidden = (message: string = Messages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = Messages.noResult) => new HttpError(404, message);
/** The target is still referenced (or taken): nothing was changed. */
export const conflict = (message: string, details?: Readonly<Record<string, unknown>>) => new HttpError(409, message, details);

function errorBody(statusCode: number, message: ErrorMessage, details: Readonly<Record<string, unknown>> = {}) {
  return { ...details, statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

function send(reply: FastifyReply, statusCode: number, message: ErrorMessage, details?: Readonly<Record<string, unknown>>) {
  if (statusCode === 401) reply.header('www-authenticate', 'Bearer');
  return reply.code(statusCode).send(errorBody(statusCode, message, details));
}

/** Every failure leaves in the same shape; a 500 says nothing about its cause (it is logged). */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return send(reply, error.statusCode, error.body, error.details);
    if (error.validation) return send(reply, 400, validationMessage(error.validation));
    if (error instanceof PageBeyondBound) return send(reply, 400, error.message);
    if (error instanceof DatabaseUnavailable) {
      // Nothing was written (the server rolls the transaction back with the session): the client may try again.
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply, 503, Messages.serverProblem);
    }
    const refusal = isDatabaseError(error) ? databaseRefusal(error) : undefined;
    if (refusal) return send(reply, refusal.status, refusal.message);
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own refusals (malformed JSON, unsupported media type, body too large).
      return send(reply, status, status === 400 ? Messages.missingParameter : error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, Messages.serverProblem);
  });
  app.setNotFoundHandler((_request, reply) => send(reply, 404, Messages.noResult));
}
