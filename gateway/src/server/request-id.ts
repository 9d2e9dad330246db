import { randomUUID } from 'node:crypto';
import { safeRequestId } from '@console/schema';

const ids = new WeakMap<Headers, string>();

/**
 * The request's id: the caller's `x-request-id` when it is a short safe token, else a fresh UUID.
 * The same Headers always get the same id, so the context, the operation log line and the
 * response header agree however many times it is asked.
 */
export function requestIdFrom(headers: Headers): string {
  let id = ids.get(headers);
  if (!id) {
    id = safeRequestId(headers.get('x-request-id')) ?? randomUUID();
    ids.set(headers, id);
  }
  return id;
}
