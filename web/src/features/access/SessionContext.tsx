import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Session } from './session.ts';
import type { SessionState, Viewer } from './sessionStore.ts';

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSessionService(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSessionService needs a SessionProvider');
  return session;
}

export function useSessionState(): SessionState {
  const { store } = useSessionService();
  return useSyncExternalStore(store.subscribe, store.getState);
}

/** The signed-in user; only for screens behind the session guard. */
export function useViewer(): Viewer {
  const state = useSessionState();
  if (state.status !== 'signedIn') throw new Error('useViewer is for signed-in screens');
  return state.viewer;
}
