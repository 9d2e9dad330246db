import type { GrantedPermission } from '@console/schema';
import { gatewayError } from '../rest/errors.ts';
import type { RestClient } from '../rest/api.ts';
import type { PermissionCache } from './permission-cache.ts';
import { accessPaths, type MePermissions, type MeProfile } from './upstream.ts';

/** The seeds' permission list flattened to one entry per permission id with all its levels. */
function grantedPermissions(me: MePermissions): GrantedPermission[] {
  const levelsById = new Map<number, Set<number>>();
  for (const permission of me.allowedPermissions) {
    const levels = levelsById.get(permission.permissionId) ?? new Set<number>();
    for (const detail of permission.accessLevel?.accessLevelDetails ?? []) {
      const level = detail.permissionType?.permissionTypeId ?? detail.typePermissionId;
      if (level !== undefined) levels.add(level);
    }
    levelsById.set(permission.permissionId, levels);
  }
  return [...levelsById].map(([permissionId, levels]) => ({ permissionId, levels: [...levels].sort((a, b) => a - b) }));
}

/**
 * The permission cache hands every request of a token the same permission set: it is flattened
 * once, so a cached request's access check costs this lookup. Shared between requests: read only.
 */
const grantedBySet = new WeakMap<MePermissions, GrantedPermission[]>();

function grantedOnce(me: MePermissions): GrantedPermission[] {
  let granted = grantedBySet.get(me);
  if (!granted) {
    granted = grantedPermissions(me);
    grantedBySet.set(me, granted);
  }
  return granted;
}

export interface ViewerLoader {
  /** The signed-in user and their permissions: one upstream call per request, whatever asks. */
  permissions(): Promise<MePermissions>;
  /**
   * The same, asked of the REST API in this request (not from the cache), for answers that call nothing
   * else upstream: a token whose session just ended elsewhere gets UNAUTHENTICATED, not cached data.
   */
  verified(): Promise<MePermissions>;
  /** Drops the cached permissions of a user (default: the current token's) after their sessions ended or changed. */
  forgetUser(userId?: number): Promise<void>;
  granted(): Promise<GrantedPermission[]>;
  profile(): Promise<MeProfile>;
}

/** The two REST calls the viewer makes. */
export interface ViewerUpstream {
  permissions(): Promise<{ data: MePermissions } | null>;
  profile(): Promise<{ data: MeProfile } | null>;
}

export const viewerUpstream = (rest: RestClient): ViewerUpstream => ({
  permissions: () => rest.get(accessPaths.myPermissions, { query: { signIn: true } }),
  profile: () => rest.get(accessPaths.me),
});

/** Per request and per token: a request that signs in reloads for the new token. */
export function viewerLoader(upstream: ViewerUpstream, token: () => string | undefined, cache: PermissionCache): ViewerLoader {
  let cachedFor: string | undefined;
  let permissions: Promise<MePermissions> | undefined;
  let loadedHere = false;
  let profile: Promise<MeProfile> | undefined;

  const current = (): string => {
    const value = token();
    if (!value) throw gatewayError('UNAUTHENTICATED');
    if (value !== cachedFor) {
      cachedFor = value;
      permissions = undefined;
      loadedHere = false;
      profile = undefined;
    }
    return value;
  };
  /** An answer without a body means no signed-in user. */
  const dataOf = async <T>(answer: Promise<{ data: T } | null>): Promise<T> => {
    const body = await answer;
    if (!body) throw gatewayError('UNAUTHENTICATED');
    return body.data;
  };

  return {
    permissions() {
      const value = current();
      permissions ??= cache.get(value, () => {
        loadedHere = true;
        return dataOf(upstream.permissions());
      });
      return permissions;
    },
    verified() {
      const value = current();
      if (!loadedHere) {
        cache.forget(value);
        permissions = undefined;
      }
      return this.permissions();
    },
    async forgetUser(userId) {
      if (userId !== undefined) return cache.forgetUser(userId);
      const value = token();
      if (value === undefined) return;
      const own = cache.userOf(value) ?? (await permissions?.catch(() => undefined))?.userId;
      cache.forget(value);
      if (own !== undefined) cache.forgetUser(own);
    },
    async granted() {
      return grantedOnce(await this.permissions());
    },
    profile() {
      current();
      profile ??= dataOf(upstream.profile());
      return profile;
    },
  };
}
