import type { ViewerFieldsFragment } from '../../generated/graphql.ts';

export type Viewer = ViewerFieldsFragment;

/** `expired`: the session could not be renewed (the user is brought back where they were); `byUser`: signed out. */
export type SessionEnd = 'expired' | 'byUser';

export type SessionState =
  | { status: 'restoring' }
  /** `ended`: how a session of this page ended, if one did (the sign-in page says so and where to go next). */
  | { status: 'signedOut'; ended?: SessionEnd }
  | { status: 'signedIn'; viewer: Viewer };

/**
 * The session, kept in memory only: the access token never touches storage (the refresh token
 * lives in the gateway's httpOnly cookie). Plain subscribe/getState so React reads it with
 * useSyncExternalStore and the Apollo link reads the token without React.
 */
export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  getToken(): string | null;
  setToken(token: string): void;
  signedIn(token: string, viewer: Viewer): void;
  /** The signed-in user's own change (their photo): every screen showing them follows. */
  viewerChanged(changes: Partial<Viewer>): void;
  signedOut(ended?: SessionEnd): void;
}

export function createSessionStore(): SessionStore {
  let state: SessionState = { status: 'restoring' };
  let token: string | null = null;
  const listeners = new Set<() => void>();
  const publish = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToken: () => token,
    setToken(next) {
      token = next;
    },
    signedIn(next, viewer) {
      token = next;
      publish({ status: 'signedIn', viewer });
    },
    viewerChanged(changes) {
      if (state.status === 'signedIn') publish({ status: 'signedIn', viewer: { ...state.viewer, ...changes } });
    },
    signedOut(ended) {
      token = null;
      publish(ended ? { status: 'signedOut', ended } : { status: 'signedOut' });
    },
  };
}
