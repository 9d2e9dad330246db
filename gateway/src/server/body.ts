import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { Messages } from '@console/schema';

export interface BodyLimits {
  /** Largest GraphQL request body (JSON and the other non-multipart forms), in bytes. */
  maxBodyBytes: number;
  /** Largest multipart (upload) request, in bytes. */
  maxUploadBytes: number;
}

/**
 * What the gateway does with a /graphql request body before Yoga sees it (Yoga's own limit, a
 * stream transform around every body, is off):
 * - `pass`: no body, or a declared length within the limit, which Node's parser holds the body to;
 * - `count`: a body of undeclared length (chunked), read here and refused once past the limit;
 * - `tooLarge` / `uploadTooLarge`: refused from the headers alone, before reading a byte.
 * Yoga buffers multipart bodies whole, so an upload must declare its length.
 */
export type BodyPlan = 'pass' | 'count' | 'tooLarge' | 'uploadTooLarge';

export function bodyPlan(headers: IncomingHttpHeaders, limits: BodyLimits): BodyPlan {
  const upload = headers['content-type']?.startsWith('multipart/form-data') === true;
  const declared = headers['content-length'];
  if (declared !== undefined) {
    const length = Number(declared);
    if (upload) return length <= limits.maxUploadBytes ? 'pass' : 'uploadTooLarge';
    return length <= limits.maxBodyBytes ? 'pass' : 'tooLarge';
  }
  if (headers['transfer-encoding'] === undefined) return 'pass';
  return upload ? 'uploadTooLarge' : 'count';
}

/** Reads a body of undeclared length whole; undefined as soon as it passes `maxBytes` (the rest is left unread). */
export function readWithin(req: Readable, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      settle();
      req.pause();
      resolve(undefined);
    };
    const onEnd = () => {
      settle();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/**
 * 413 for a refused body. The rest of the body is read and dropped, never kept (Node's request
 * timeout bounds how long): closing with unread data would reset the connection, and the client
 * could lose this answer. An upload keeps the `{ message }` the console's upload form reads; other
 * requests get a GraphQL-over-HTTP error list.
 */
export function refuseBody(req: IncomingMessage, res: ServerResponse, kind: 'tooLarge' | 'uploadTooLarge'): void {
  const body =
    kind === 'uploadTooLarge'
      ? { message: Messages.fileTooLarge }
      : { errors: [{ message: Messages.requestTooLarge, extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }] };
  req.resume();
  res.writeHead(413, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}
