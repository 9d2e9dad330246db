/**
 * The moment by which every upstream call of one operation (a GraphQL request, an export) must be
 * over, retries included. Created once per request; each call derives its own time-out from it.
 */
export interface Deadline {
  /** Epoch milliseconds. */
  readonly at: number;
}

/** The seeds' ceiling for one upstream call, whatever time the operation has left. */
export const CALL_CEILING_MS = 60_000;
/** A retry is only worth sending with at least this much time left after its pause. */
export const MIN_RETRY_WINDOW_MS = 250;

export const deadlineIn = (milliseconds: number, now: number = Date.now()): Deadline => ({ at: now + milliseconds });

/** How long the next call may take: the operation's time left, capped by one call's ceiling; 0 when spent. */
export function callBudget(deadline: Deadline, now: number, ceiling: number = CALL_CEILING_MS): number {
  return Math.max(0, Math.min(deadline.at - now, ceiling));
}

/**
 * The pause before retrying after attempt `attempt` (1-based, doubling from 100 ms), or undefined
 * when the pause and a useful retry no longer fit before the deadline: never sleep past it.
 */
export function retryPause(attempt: number, deadline: Deadline, now: number): number | undefined {
  const pause = 100 * 2 ** (attempt - 1);
  return now + pause + MIN_RETRY_WINDOW_MS <= deadline.at ? pause : undefined;
}
