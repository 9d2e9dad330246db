import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { KitSessionContext, type KitSession } from '../../kit/sessionContext.tsx';
import type { Session } from './session.ts';
import type { SessionState, Viewer } from './sessionStore.ts';

const SessionContext = createContext<Session | null>(null);

/** The session for the console's screens, and what the kit needs of it. */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const state = useSyncExternalStore(session.store.subscribe, session.store.getState);
  const granted = state.status === 'signedIn' ? state.viewer.permissions : null;
  const kit = useMemo<KitSession>(() => ({ run: session.queue.run, granted }), [session, granted]);
  return (
    <SessionContext.Provider value={session}>
      <KitSessionContext.Provider value={kit}>{children}</KitSessionContext.Provider>
    </SessionContext.Provider>
  );
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
