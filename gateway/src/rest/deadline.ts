import { setMaxListeners } from 'node:events';

/** Deadlines share one timer per slice of this many milliseconds (rounded up: a call never gets less time). */
export const DEADLINE_SLICE_MS = 50;

/**
 * The time-out signals of the slices still to come. A timer per request would still fire, and
 * build its TimeoutError, long after the request is over: at hundreds of requests a second that
 * was a few percent of the gateway's CPU. Sharing is safe: the signal carries nothing but time.
 */
const signalsBySlice = new Map<number, AbortSignal>();

function sliceSignal(at: number): AbortSignal {
  const slice = Math.ceil(at / DEADLINE_SLICE_MS) * DEADLINE_SLICE_MS;
  let signal = signalsBySlice.get(slice);
  if (!signal) {
    signal = AbortSignal.timeout(Math.max(0, slice - Date.now()));
    // One listener per call in flight, over every request of the slice: not a leak.
    setMaxListeners(0, signal);
    signal.addEventListener('abort', () => signalsBySlice.delete(slice), { once: true });
    signalsBySlice.set(slice, signal);
  }
  return signal;
}

/**
 * The moment by which every upstream call of one operation (a GraphQL request, an export) must be
 * over, retries included. Created once per request; all its calls share one abort signal.
 */
export class Deadline {
  #signal: AbortSignal | undefined;

  /** `at`: epoch milliseconds. */
  constructor(readonly at: number) {}

  /** Aborts at the deadline (within a slice). Made on first use: an operation without upstream calls asks for no timer. */
  get signal(): AbortSignal {
    this.#signal ??= sliceSignal(this.at);
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
