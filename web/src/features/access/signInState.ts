import type { SessionEnd } from './sessionStore.ts';

/** What the session guard hands the sign-in page: where to go back to, and whether the session expired. */
export interface SignInState {
  from?: string;
  expired?: boolean;
}

/** After an expired session: back to the same route and query, with a message; after a sign-out: nothing (home). */
export function signInStateFor(ended: SessionEnd | undefined, location: { pathname: string; search: string }): SignInState {
  if (ended === 'byUser') return {};
  const from = `${location.pathname}${location.search}`;
  return ended === 'expired' ? { from, expired: true } : { from };
}

/** Where to go once signed in (router state is untyped: read defensively). */
export function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') return state.from;
  return '/home';
}

export function sessionExpired(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'expired' in state && state.expired === true;
}
