/** REST paths and shapes of users and access administration (seed 000 section 7). */
export const adminPaths = {
  users: 'api/users',
  user: (id: number) => `api/users/${id}`,
  userPermissions: 'api/security/users/permissions',
  userRoles: 'api/security/users/roles',
  userTypes: 'api/users/types/',
  userType: (id: number) => `api/users/types/${id}`,
  supervisorAgents: (id: number) => `api/tsp/assignments/supervisors/${id}/agentcc`,
  assignedAgents: 'api/tsp/assignments/supervisors/agentcc',
  supervisorAssignments: 'api/tsp/assignments/supervisors',
  userChannels: (id: number) => `api/users/${id}/assigning/channels`,
  userSectors: (id: number) => `api/users/${id}/assigning/sectors`,
  permissions: 'api/security/permissions',
  permission: (id: number) => `api/security/permissions/${id}`,
  roles: 'api/security/roles',
  role: (id: number) => `api/security/roles/${id}`,
  rolePermissions: (id: number) => `api/security/roles/${id}/permissions`,
  roleUsers: (id: number) => `api/security/roles/${id}/users`,
  rolePermissionChanges: 'api/security/roles/permissions',
  accessLevels: 'api/security/accesslevels',
  accessLevel: (id: number) => `api/security/accesslevels/${id}`,
  accessLevelTypes: 'api/security/accesslevels/permissionstypes',
  permissionTypes: 'api/security/permissionstypes',
  permissionType: (id: number) => `api/security/permissionstypes/${id}`,
} as const;

export interface UpstreamUserPermission {
  userPermissionId: number;
  userId: number;
  permissionId: number;
  accessLevelId: number;
  allowed: boolean;
  permission?: { name: string } | null;
  accessLevel?: { name: string } | null;
}

export interface UpstreamUser {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string | null;
  userTypeId: number;
  active?: boolean | null;
  roles?: Array<{ roleId: number; name: string }> | null;
  userPermissions?: UpstreamUserPermission[] | null;
}

export interface UpstreamRolePermission {
  rolePermissionId: number;
  roleId: number;
  permissionId: number;
  accessLevelId: number;
  permission?: { name: string } | null;
  accessLevel?: { name: string } | null;
}

export interface UpstreamAccessLevel {
  accessLevelId: number;
  name: string;
  description?: string | null;
  accessLevelDetails?: Array<{ accessLevelDetailId: number; accessLevelId: number; typePermissionId: number; permissionType?: { name: string } | null }> | null;
}

export interface UpstreamAgentAssignment {
  SupervisorId: number;
  AgentCcId: number;
  agent?: { userId: number; firstName: string; lastName: string; email: string; phoneNumber?: string | null } | null;
}

export interface UpstreamChannelAssignment {
  ChannelId: number;
  channel?: { channelId: number; code: string; name?: string | null } | null;
}

export interface UpstreamSectorAssignment {
  SectorId: number;
  sector?: { sectorId: number; code?: string | null; name: string; regionId?: number | null } | null;
}
