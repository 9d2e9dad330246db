import type { MePermissions } from './upstream.ts';

/** When a JWT says it expires (ms), read without verifying: the REST API stays the judge of validity. */
export function tokenExpiry(token: string): number | undefined {
  try {
    const exp = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The signed-in user's permissions by access token, for a few seconds: every guarded request
 * needs them, and asking the REST API each time would double its load. A permission change
 * therefore applies within `ttlSeconds`; an entry never outlives its token's own expiry.
 * Bounded: the oldest entries go first.
 */
export class PermissionCache {
  private readonly entries = new Map<string, { value: Promise<MePermissions>; expiresAt: number }>();

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
    this.entries.delete(token);
    this.entries.set(token, { value, expiresAt: Math.min(this.now() + this.ttlSeconds * 1000, tokenExpiry(token) ?? Infinity) });
    // A failed load (expired token, upstream down) is not kept.
    value.catch(() => this.entries.delete(token));
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
