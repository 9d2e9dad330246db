import type { DataOf } from '../rest/api.ts';

/**
 * The access domain's REST calls (seed 000 section 7, "Session"): the OpenAPI document's path
 * templates, which type each call (rest/api.ts).
 */
export const accessPaths = {
  login: '/api/users/login',
  refresh: '/api/users/login/refresh',
  logout: '/api/users/logout',
  myPermissions: '/api/security/users/me/permissions',
  me: '/api/users/me',
  myPassword: '/api/users/me/password',
  resetPassword: '/api/users/password/resetBo',
} as const;

export type UpstreamTokens = DataOf<'post', typeof accessPaths.login>;

export interface UpstreamWarehouse {
  warehouseId: number;
  code?: string | null;
  localisation?: string | null;
  description?: string | null;
}

/**
 * What the gateway reads of GET api/security/users/me/permissions?signIn=true (seed 000 section 3,
 * "Signed-in user"): the document's answer must fit it (viewer.ts assigns one to the other).
 */
export interface MePermissions {
  userId: number;
  firstName: string;
  lastName: string;
  imageUrl?: string | null;
  userTypeId: number;
  warehouse?: UpstreamWarehouse | null;
  allowedPermissions: Array<{
    permissionId: number;
    accessLevel?: { accessLevelDetails?: Array<{ typePermissionId?: number; permissionType?: { permissionTypeId: number } }> } | null;
  }>;
}

/** The current user's info: the profile fields. */
export type MeProfile = DataOf<'get', typeof accessPaths.me>;
