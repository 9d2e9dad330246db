import { useCallback } from 'react';
import { useKitSession } from './sessionContext.tsx';

/** What a bearer call answers: its HTTP status at least (a 401 triggers the one shared refresh). */
export interface BearerAnswer {
  status: number;
  /** A GraphQL answer's error codes: UNAUTHENTICATED also triggers the refresh. */
  unauthenticated?: boolean;
}

/**
 * Calls outside Apollo (uploads with progress, file downloads) with the session's access token,
 * the way the Apollo link does: the in-memory token as `Authorization: Bearer`, and on a 401 (or
 * an UNAUTHENTICATED GraphQL answer) one shared refresh, then the call once more.
 */
export function useBearer() {
  const { run } = useKitSession();
  return useCallback(
    <T extends BearerAnswer>(attempt: (token: string | null) => Promise<T>): Promise<T> =>
      run(attempt, (answer) => answer.status === 401 || answer.unauthenticated === true),
    [run],
  );
}

/** The bearer header of a token (none without a token). */
export const bearerHeader = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
