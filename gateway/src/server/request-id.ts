import { randomUUID } from 'node:crypto';

/** A caller's id is kept only when it is a short plain token: it goes into headers and log lines. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the incoming `x-request-id` when sane, else a new UUID. */
export function requestIdFrom(header: string | null | undefined): string {
  return header && SANE_ID.test(header) ? header : randomUUID();
}
