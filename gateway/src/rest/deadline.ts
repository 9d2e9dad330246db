import { setMaxListeners } from 'node:events';

/**
 * The moment by which every upstream call of one operation (a GraphQL request, an export) must be
 * over, retries included. Created once per request; all its calls share the one abort signal.
 */
export class Deadline {
  #signal: AbortSignal | undefined;

  /** `at`: epoch milliseconds. */
  constructor(readonly at: number) {}

  /** Aborts at the deadline. Made on first use: an operation without upstream calls starts no timer. */
  get signal(): AbortSignal {
    if (!this.#signal) {
      this.#signal = AbortSignal.timeout(Math.max(0, this.at - Date.now()));
      // One listener per call in flight: an operation's parallel calls are not a leak.
      setMaxListeners(0, this.#signal);
    }
    return this.#signal;
  }
}

/** A retry is only worth sending with at least this much time left after its pause. */
export const MIN_RETRY_WINDOW_MS = 250;

export const deadlineIn = (milliseconds: number, now: number = Date.now()): Deadline => new Deadline(now + milliseconds);

/** The operation's time left for its next call; 0 once spent (then nothing more is sent). */
export function timeLeft(deadline: Pick<Deadline, 'at'>, now: number): number {
  return Math.max(0, deadline.at - now);
}

/**
 * The pause before retrying after attempt `attempt` (1-based, doubling from 100 ms), or undefined
 * when the pause and a useful retry no longer fit before the deadline: never sleep past it.
 */
export function retryPause(attempt: number, deadline: Pick<Deadline, 'at'>, now: number): number | undefined {
  const pause = 100 * 2 ** (attempt - 1);
  return now + pause + MIN_RETRY_WINDOW_MS <= deadline.at ? pause : undefined;
}
