import { isRecord } from '../rest/errors.ts';
import type { MePermissions } from './upstream.ts';

/** When a JWT says it expires (ms), read without verifying: the REST API stays the judge of validity. */
function tokenExpiry(token: string): number | undefined {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const exp = isRecord(claims) ? claims.exp : undefined;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The signed-in user's permissions by access token, for a few seconds: every guarded request
 * needs them, and asking the REST API each time would double its load. A permission change
 * therefore applies within `ttlSeconds`; an entry never outlives its token's own expiry.
 * A session ended through this gateway (sign-out, password change or reset) drops its user's
 * entries at once; one ended elsewhere is caught by the REST API, which checks every token.
 * Bounded: the oldest entries go first.
 */
export class PermissionCache {
  private readonly entries = new Map<string, { value: Promise<MePermissions>; expiresAt: number; userId?: number }>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string, load: () => Promise<MePermissions>): Promise<MePermissions> {
    if (this.ttlSeconds <= 0) return load();
    const cached = this.entries.get(token);
    if (cached && cached.expiresAt > this.now()) return cached.value;
    const value = load();
    const entry: { value: Promise<MePermissions>; expiresAt: number; userId?: number } = {
      value,
      expiresAt: Math.min(this.now() + this.ttlSeconds * 1000, tokenExpiry(token) ?? Infinity),
    };
    this.entries.delete(token);
    this.entries.set(token, entry);
    value.then(
      (me) => {
        entry.userId = me.userId;
      },
      // A failed load (expired token, upstream down) is not kept.
      () => {
        if (this.entries.get(token) === entry) this.entries.delete(token);
      },
    );
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Drops one token's entry. */
  forget(token: string): void {
    this.entries.delete(token);
  }

  /** Drops every entry of the user (their sessions just ended or changed). */
  forgetUser(userId: number): void {
    for (const [token, entry] of this.entries) if (entry.userId === userId) this.entries.delete(token);
  }

  /** The user id behind a cached token, when its permissions were loaded. */
  userOf(token: string): number | undefined {
    return this.entries.get(token)?.userId;
  }
}
