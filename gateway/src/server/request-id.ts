import { randomUUID } from 'node:crypto';
import { safeRequestId } from '@console/schema';

const ids = new WeakMap<Headers, string>();

/**
 * The id of a request whose `x-request-id` header is `header` (a fetch `Headers` value, or Node's,
 * which is never a list for this header): the caller's when it is a short safe token, else a fresh UUID.
 */
export function requestIdOf(header: string | readonly string[] | null | undefined): string {
  return (typeof header === 'string' ? safeRequestId(header) : undefined) ?? randomUUID();
}

/**
 * The request's id (requestIdOf). The same Headers always get the same id, so the context, the
 * operation log line and the response header agree however many times it is asked.
 */
export function requestIdFrom(headers: Headers): string {
  let id = ids.get(headers);
  if (!id) {
    id = requestIdOf(headers.get('x-request-id'));
    ids.set(headers, id);
  }
  return id;
}
