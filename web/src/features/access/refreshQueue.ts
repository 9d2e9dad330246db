/**
 * Token refresh, single-flight: the first call that finds its token rejected starts one refresh,
 * calls failing meanwhile wait for that same refresh, and each is retried once with the new token.
 * Framework-free so it is tested without Apollo or a browser.
 */
export interface RefreshQueueOptions {
  /** The access token in use now (null when none). */
  currentToken(): string | null;
  /** Trades the session for a new access token, stores it and returns it; rejects when the session is over. */
  refresh(): Promise<string>;
  /** Called once per failed refresh: the session is over. */
  onFailure(error: unknown): void;
}

export interface RefreshQueue {
  /** A valid token after `usedToken` was rejected: the one already renewed meanwhile, else a fresh one. */
  renew(usedToken: string | null): Promise<string>;
  /** Runs `attempt`; if its outcome says the token was rejected, renews and runs it once more. */
  run<T>(attempt: (token: string | null) => Promise<T>, isUnauthenticated: (outcome: T) => boolean): Promise<T>;
}

export function createRefreshQueue(options: RefreshQueueOptions): RefreshQueue {
  let inFlight: Promise<string> | null = null;

  function renew(usedToken: string | null): Promise<string> {
    const current = options.currentToken();
    // A refresh finished between this call's start and its rejection: its token is good to use.
    if (!inFlight && current !== null && current !== usedToken) return Promise.resolve(current);
    inFlight ??= options
      .refresh()
      .catch((error: unknown) => {
        options.onFailure(error);
        throw error;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  async function run<T>(attempt: (token: string | null) => Promise<T>, isUnauthenticated: (outcome: T) => boolean): Promise<T> {
    const usedToken = options.currentToken();
    const first = await attempt(usedToken);
    if (!isUnauthenticated(first)) return first;
    let token: string;
    try {
      token = await renew(usedToken);
    } catch {
      // The session is over (onFailure ran); the caller still gets its own answer.
      return first;
    }
    return attempt(token);
  }

  return { renew, run };
}
