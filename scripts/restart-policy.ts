/** When `npm start` restarts a service that stopped: doubling waits, back to the first after a good run. */
export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** A service that ran this long before stopping is restarted as if for the first time. */
  resetAfterMs: number;
}

const RESTART_POLICY: RestartPolicy = { firstDelayMs: 500, maxDelayMs: 10_000, resetAfterMs: 60_000 };

export interface Restart {
  delayMs: number;
  /** Stops in a row, each soon after its start (this one included): pass it back next time. */
  quickStops: number;
}

/** The wait before restarting a service that just stopped after `uptimeMs`, following `quickStops` earlier quick stops. */
export function nextRestart(quickStops: number, uptimeMs: number, policy: RestartPolicy = RESTART_POLICY): Restart {
  const earlier = uptimeMs >= policy.resetAfterMs ? 0 : quickStops;
  return { delayMs: Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** earlier), quickStops: earlier + 1 };
}
