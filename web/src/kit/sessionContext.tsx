import { createContext, useContext } from 'react';
import type { GrantedPermission } from '@console/schema';

/**
 * What kit pieces need of the session: calls with the access token through the one shared refresh,
 * and the signed-in user's permissions. The access feature's SessionProvider provides it, so the kit
 * never imports a feature.
 */
export interface KitSession {
  /** Runs `attempt` with the access token; if its outcome says the token was rejected, renews it and runs it once more. */
  run<T>(attempt: (token: string | null) => Promise<T>, isUnauthenticated: (outcome: T) => boolean): Promise<T>;
  /** The signed-in user's permissions; null while nobody is signed in. */
  granted: readonly GrantedPermission[] | null;
}

export const KitSessionContext = createContext<KitSession | null>(null);

export function useKitSession(): KitSession {
  const session = useContext(KitSessionContext);
  if (!session) throw new Error('useKitSession needs a SessionProvider');
  return session;
}
