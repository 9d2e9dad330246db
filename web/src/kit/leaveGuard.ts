/**
 * The rules behind the unsaved-changes guard and the drafts kept across a session expiry. Pure:
 * `useLeaveGuard.tsx` wires them to the router, the window and sessionStorage.
 */

interface Place {
  pathname: string;
}

/** Whether moving from `current` to `next` leaves the page: a query-string change (a tab, a filter) stays on it. */
export function isLeaving(current: Place, next: Place): boolean {
  return current.pathname !== next.pathname;
}

/** Whether a navigation must ask first: unsaved changes, not let through (a save that navigates), and leaving the page. */
export function mustAsk(state: { dirty: boolean; allowed: boolean }, current: Place, next: Place): boolean {
  return state.dirty && !state.allowed && isLeaving(current, next);
}

/** The storage a draft lives in (sessionStorage in the browser: per tab, kept across a reload and a re-sign-in). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'console.draft:';
/** Fields never written to storage (passwords): a restored draft leaves them empty. */
const SECRET = /password/i;
const kept = (key: string) => !SECRET.test(key);

/** One draft per route: the same page after a re-sign-in finds it again. */
export const draftKey = (pathname: string) => `${PREFIX}${pathname}`;

/** Keeps the form's values while they differ from the saved item; drops the draft once they do not. */
export function keepDraft(storage: DraftStorage, key: string, values: unknown, dirty: boolean): void {
  try {
    if (dirty && typeof values === 'object' && values !== null) storage.setItem(key, JSON.stringify({ values: Object.fromEntries(Object.entries(values).filter(([name]) => kept(name))) }));
    else storage.removeItem(key);
  } catch {
    // A full or refused storage only costs the draft, never the page.
  }
}

/** The draft's values kept for this route, or null (none, or unreadable). */
export function readDraft<T extends object>(storage: DraftStorage, key: string, shape: T): T | null {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !('values' in parsed)) return null;
    return sameShape(parsed.values, shape) ? { ...shape, ...parsed.values } : null;
  } catch {
    return null;
  }
}

/** A draft from an older form (another field set) is not restored into this one. */
function sameShape<T extends object>(values: unknown, shape: T): values is Partial<T> {
  if (typeof values !== 'object' || values === null) return false;
  const keys = Object.keys(shape).filter(kept).sort();
  const draftKeys = Object.keys(values).sort();
  return keys.length === draftKeys.length && keys.every((key, index) => key === draftKeys[index]);
}

export function dropDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to drop when storage is refused.
  }
}

/**
 * The item reloaded while the form has unsaved edits (a status change, a background refresh): the
 * new values, with every field the user changed since the last load kept as typed.
 */
export function rebase<T extends object>(loaded: T, current: T, next: T): T {
  const result = { ...next };
  for (const key of Object.keys(current) as (keyof T)[]) {
    if (JSON.stringify(current[key]) !== JSON.stringify(loaded[key])) result[key] = current[key];
  }
  return result;
}
