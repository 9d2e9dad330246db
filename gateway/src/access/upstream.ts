/**
 * The access domain's REST calls (seed 000 section 7, "Session"). Paths live here only, so an
 * operator pointing the gateway at another REST API adapts them in one place.
 */
export const accessPaths = {
  login: 'api/users/login',
  refresh: 'api/users/login/refresh',
  logout: 'api/users/logout',
  myPermissions: 'api/security/users/me/permissions',
  me: 'api/users/me',
  myPassword: 'api/users/me/password',
  resetPassword: 'api/users/password/resetBo',
} as const;

export interface UpstreamTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn?: number;
}

export interface UpstreamWarehouse {
  warehouseId: number;
  code?: string | null;
  localisation?: string | null;
  description?: string | null;
}

/** GET api/security/users/me/permissions?signIn=true (seed 000 section 3, "Signed-in user"). */
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
export interface MeProfile {
  userId: number;
  email: string;
  phoneNumber?: string | null;
  workingDays?: number | null;
  type?: { name: string } | null;
  roles?: Array<{ roleId: number; name: string }> | null;
}
