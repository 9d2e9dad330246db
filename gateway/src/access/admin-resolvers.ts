import { AGENT_USER_TYPE_ID } from '@console/schema';
import type { PermissionDefinition, PermissionType, Resolvers, Role, RoleUser, User as UserNode, UserType } from '../generated/resolvers.ts';
import type { RestClient } from '../rest/client.ts';
import { gatewayError } from '../rest/errors.ts';
import { itemOrNull, listPage, pageQuery, rowsOf, saved, sortQuery, type UpstreamList } from '../rest/resource.ts';
import {
  adminPaths as paths,
  type UpstreamAccessLevel,
  type UpstreamAgentAssignment,
  type UpstreamChannelAssignment,
  type UpstreamRolePermission,
  type UpstreamSectorAssignment,
  type UpstreamUser,
  type UpstreamUserPermission,
} from './admin-upstream.ts';

const user = (row: UpstreamUser): UserNode => ({ ...row, active: row.active ?? true, roles: row.roles ?? [] }) as UserNode;
const userPermission = (row: UpstreamUserPermission) => ({ ...row, permissionName: row.permission?.name ?? null, accessLevelName: row.accessLevel?.name ?? null });
const rolePermission = (row: UpstreamRolePermission) => ({ ...row, permissionName: row.permission?.name ?? null, accessLevelName: row.accessLevel?.name ?? null });
const accessLevelDetail = (accessLevelId: number) => (row: NonNullable<UpstreamAccessLevel['accessLevelDetails']>[number]) => ({
  accessLevelDetailId: row.accessLevelDetailId,
  accessLevelId: row.accessLevelId ?? accessLevelId,
  permissionTypeId: row.typePermissionId,
  permissionTypeName: row.permissionType?.name ?? null,
});

async function supervisorAgents(rest: RestClient, supervisorId: number) {
  const body = await rest.get<UpstreamList<UpstreamAgentAssignment>>(paths.supervisorAgents(supervisorId));
  return (body?.collection ?? []).flatMap((row) => (row.agent ? [{ ...row.agent, supervisorId: row.SupervisorId }] : []));
}

async function userChannels(rest: RestClient, userId: number) {
  const body = await rest.get<UpstreamList<UpstreamChannelAssignment>>(paths.userChannels(userId));
  return (body?.collection ?? []).flatMap((row) => (row.channel ? [row.channel] : []));
}

async function userSectors(rest: RestClient, userId: number) {
  const body = await rest.get<UpstreamList<UpstreamSectorAssignment>>(paths.userSectors(userId));
  return (body?.collection ?? []).flatMap((row) => (row.sector ? [row.sector] : []));
}

/** Deletes answer 204; a refusal (409, 404) stays a GraphQL error with the server's text. */
const deleted = async (rest: RestClient, path: string) => {
  await rest.delete(path);
  return true;
};

/** A batch mutation names its parent by id: an unknown one is NOT_FOUND, whatever (or however little) the batch holds. */
async function requireParent(rest: RestClient, path: string) {
  if (!(await itemOrNull(rest, path))) throw gatewayError('NOT_FOUND');
}

export const accessAdminResolvers: Resolvers = {
  Query: {
    users: (_parent, { keyword, userTypeId, roleId, sort, ...page }, { rest }) =>
      listPage(rest, paths.users, { ...pageQuery(page), keyword, userTypeId, roleId, sort: sortQuery(sort), loadRoles: true }, user),
    user: (_parent, { userId }, { rest }) =>
      itemOrNull(rest, paths.user(userId), { fulldetails: true }, (row: UpstreamUser) => ({
        user: user(row),
        permissions: (row.userPermissions ?? []).map(userPermission),
      })),
    userTypes: (_parent, { keyword, ...page }, { rest }) => listPage(rest, paths.userTypes, { ...pageQuery(page), keyword }),
    userType: (_parent, { userTypeId }, { rest }) => itemOrNull(rest, paths.userType(userTypeId)),
    async callCentreAgents(_parent, _args, { rest }) {
      const [agents, assignments] = await Promise.all([
        listPage<UpstreamUser>(rest, paths.users, { userTypeId: AGENT_USER_TYPE_ID, take: 1000, page: 1 }),
        rest.get<UpstreamList<UpstreamAgentAssignment>>(paths.assignedAgents),
      ]);
      const supervisorOf = new Map((assignments?.collection ?? []).map((row) => [row.AgentCcId, row.SupervisorId]));
      return agents.items.map((agent) => ({ ...agent, supervisorId: supervisorOf.get(agent.userId) ?? null }));
    },
    supervisorAgents: (_parent, { supervisorId }, { rest }) => supervisorAgents(rest, supervisorId),
    userChannels: (_parent, { userId }, { rest }) => userChannels(rest, userId),
    userSectors: (_parent, { userId }, { rest }) => userSectors(rest, userId),

    permissionDefinitions: (_parent, { keyword, ...page }, { rest }) => listPage(rest, paths.permissions, { ...pageQuery(page), keyword }),
    permissionDefinition: (_parent, { permissionId }, { rest }) => itemOrNull(rest, paths.permission(permissionId)),
    roles: (_parent, { keyword, ...page }, { rest }) => listPage(rest, paths.roles, { ...pageQuery(page), keyword }),
    role: (_parent, { roleId }, { rest }) => itemOrNull(rest, paths.role(roleId)),
    rolePermissions: async (_parent, { roleId }, { rest }) => (await listPage(rest, paths.rolePermissions(roleId), {}, rolePermission)).items,
    roleUsers: (_parent, { roleId, ...page }, { rest }) => listPage(rest, paths.roleUsers(roleId), pageQuery(page, 100)),
    accessLevels: (_parent, { keyword, ...page }, { rest }) => listPage<UpstreamAccessLevel>(rest, paths.accessLevels, { ...pageQuery(page), keyword }),
    accessLevel: (_parent, { accessLevelId }, { rest }) => itemOrNull<UpstreamAccessLevel>(rest, paths.accessLevel(accessLevelId)),
    permissionTypes: (_parent, { keyword, ...page }, { rest }) => listPage(rest, paths.permissionTypes, { ...pageQuery(page), keyword }),
    permissionType: (_parent, { permissionTypeId }, { rest }) => itemOrNull(rest, paths.permissionType(permissionTypeId)),
  },
  AccessLevel: {
    // The list endpoint has no details: only a caller asking for them pays the extra call.
    async details(level, _args, { rest }) {
      const source = level.accessLevelDetails ?? (await itemOrNull<UpstreamAccessLevel>(rest, paths.accessLevel(level.accessLevelId)))?.accessLevelDetails ?? [];
      return source.map(accessLevelDetail(level.accessLevelId));
    },
  },
  Mutation: {
    createUser: (_parent, { input }, { rest }) => saved('user', () => rest.post<{ data: UpstreamUser }>(paths.users, input), user),
    updateUser: (_parent, { userId, input }, { rest }) => {
      const { password: _ignoredOnUpdate, ...fields } = input;
      return saved('user', () => rest.put<{ data: UpstreamUser }>(paths.users, { ...fields, userId }), user);
    },
    deleteUser: (_parent, { userId }, { rest }) => deleted(rest, paths.user(userId)),
    async saveUserPermissions(_parent, { userId, changes }, { rest }) {
      await requireParent(rest, paths.user(userId));
      return rowsOf(rest.post<{ data: UpstreamUserPermission[] }>(paths.userPermissions, changes.map((change) => ({ ...change, userId }))), userPermission);
    },
    async saveSupervisorAgents(_parent, { supervisorId, agentIds }, { rest }) {
      const rows = agentIds.map((AgentCcId) => ({ SupervisorId: supervisorId, AgentCcId }));
      await rest.post(paths.supervisorAssignments, rows, { supervisorId });
      return supervisorAgents(rest, supervisorId);
    },
    async assignUserChannels(_parent, { userId, channelIds }, { rest }) {
      await rest.post(paths.userChannels(userId), channelIds.map((ChannelId) => ({ ChannelId, UserId: userId })));
      return userChannels(rest, userId);
    },
    async assignUserSectors(_parent, { userId, sectorIds }, { rest }) {
      await rest.post(paths.userSectors(userId), sectorIds.map((SectorId) => ({ SectorId, UserId: userId })));
      return userSectors(rest, userId);
    },

    createUserType: (_parent, { input }, { rest }) => saved('userType', () => rest.post<{ data: UserType }>(paths.userTypes, input)),
    updateUserType: (_parent, { userTypeId, input }, { rest }) => saved('userType', () => rest.put<{ data: UserType }>(paths.userTypes, { ...input, UserTypeId: userTypeId })),
    deleteUserType: (_parent, { userTypeId }, { rest }) => deleted(rest, paths.userType(userTypeId)),

    createPermissionDefinition: (_parent, { input }, { rest }) => saved('permission', () => rest.post<{ data: PermissionDefinition }>(paths.permissions, input)),
    updatePermissionDefinition: (_parent, { permissionId, input }, { rest }) => saved('permission', () => rest.put<{ data: PermissionDefinition }>(paths.permissions, { ...input, permissionId })),
    deletePermissionDefinition: (_parent, { permissionId }, { rest }) => deleted(rest, paths.permission(permissionId)),

    createRole: (_parent, { input }, { rest }) => saved('role', () => rest.post<{ data: Role }>(paths.roles, input)),
    updateRole: (_parent, { roleId, input }, { rest }) => saved('role', () => rest.put<{ data: Role }>(paths.roles, { ...input, roleId })),
    deleteRole: (_parent, { roleId }, { rest }) => deleted(rest, paths.role(roleId)),
    async saveRolePermissions(_parent, { roleId, changes }, { rest }) {
      await requireParent(rest, paths.role(roleId));
      return rowsOf(rest.post<{ data: UpstreamRolePermission[] }>(paths.rolePermissionChanges, changes.map((change) => ({ ...change, roleId }))), rolePermission);
    },
    // The REST answer also lists the users' other roles: this field answers the role's users only.
    async saveRoleUsers(_parent, { roleId, changes }, { rest }) {
      await requireParent(rest, paths.role(roleId));
      return (await rowsOf(rest.post<{ data: RoleUser[] }>(paths.userRoles, changes.map((change) => ({ ...change, roleId }))))).filter((row) => row.roleId === roleId);
    },

    createAccessLevel: (_parent, { input }, { rest }) => saved('accessLevel', () => rest.post<{ data: UpstreamAccessLevel }>(paths.accessLevels, input)),
    updateAccessLevel: (_parent, { accessLevelId, input }, { rest }) =>
      saved('accessLevel', () => rest.put<{ data: UpstreamAccessLevel }>(paths.accessLevels, { ...input, accessLevelId })),
    deleteAccessLevel: (_parent, { accessLevelId }, { rest }) => deleted(rest, paths.accessLevel(accessLevelId)),
    async saveAccessLevelPermissionTypes(_parent, { accessLevelId, changes }, { rest }) {
      await requireParent(rest, paths.accessLevel(accessLevelId));
      const rows = changes.map(({ typeAction, accessLevelDetailId, permissionTypeId }) => ({ typeAction, accessLevelDetailId, typePermissionId: permissionTypeId, accessLevelId }));
      await rest.post(paths.accessLevelTypes, rows);
      const level = await itemOrNull<UpstreamAccessLevel>(rest, paths.accessLevel(accessLevelId));
      // Deleted by someone else meanwhile.
      if (!level) throw gatewayError('NOT_FOUND');
      return level;
    },

    createPermissionType: (_parent, { input }, { rest }) => saved('permissionType', () => rest.post<{ data: PermissionType }>(paths.permissionTypes, input)),
    updatePermissionType: (_parent, { permissionTypeId, input }, { rest }) =>
      saved('permissionType', () => rest.put<{ data: PermissionType }>(paths.permissionTypes, { ...input, permissionTypeId })),
    deletePermissionType: (_parent, { permissionTypeId }, { rest }) => deleted(rest, paths.permissionType(permissionTypeId)),
  },
};
