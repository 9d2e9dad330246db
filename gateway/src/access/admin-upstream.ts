import type { DataOf, RowOf } from '../rest/api.ts';

/** REST paths of users and access administration (seed 000 section 7): the OpenAPI document's templates. */
export const adminPaths = {
  users: '/api/users',
  user: '/api/users/{id}',
  userPermissions: '/api/security/users/permissions',
  userRoles: '/api/security/users/roles',
  // The seeds' spelling, trailing slash included.
  userTypes: '/api/users/types/',
  userType: '/api/users/types/{id}',
  supervisorAgents: '/api/tsp/assignments/supervisors/{id}/agentcc',
  assignedAgents: '/api/tsp/assignments/supervisors/agentcc',
  supervisorAssignments: '/api/tsp/assignments/supervisors',
  userChannels: '/api/users/{id}/assigning/channels',
  userSectors: '/api/users/{id}/assigning/sectors',
  permissions: '/api/security/permissions',
  permission: '/api/security/permissions/{id}',
  roles: '/api/security/roles',
  role: '/api/security/roles/{id}',
  rolePermissions: '/api/security/roles/{id}/permissions',
  roleUsers: '/api/security/roles/{id}/users',
  rolePermissionChanges: '/api/security/roles/permissions',
  accessLevels: '/api/security/accesslevels',
  accessLevel: '/api/security/accesslevels/{id}',
  accessLevelDetails: '/api/security/accesslevels/details',
  accessLevelTypes: '/api/security/accesslevels/permissionstypes',
  permissionTypes: '/api/security/permissionstypes',
  permissionType: '/api/security/permissionstypes/{id}',
} as const;

export type UpstreamUser = DataOf<'get', typeof adminPaths.user>;
export type UpstreamListedUser = RowOf<'get', typeof adminPaths.users>;
export type UpstreamUserPermission = NonNullable<UpstreamUser['userPermissions']>[number];
export type UpstreamRolePermission = RowOf<'get', typeof adminPaths.rolePermissions>;
/** An access level as the list answers it (no details) or as the item does (with them). */
export type UpstreamAccessLevel = RowOf<'get', typeof adminPaths.accessLevels> & Partial<Pick<DataOf<'get', typeof adminPaths.accessLevel>, 'accessLevelDetails'>>;
export type UpstreamAccessLevelDetail = DataOf<'get', typeof adminPaths.accessLevelDetails>[number];
