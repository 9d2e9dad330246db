import { AGENT_USER_TYPE_ID } from '@console/schema';
import type { AccessLevelDetail, Resolvers, RoleUser, User as UserNode } from '../generated/resolvers.ts';
import type { RestClient } from '../rest/api.ts';
import { gatewayError } from '../rest/errors.ts';
import { itemOrNull, listPage, pageQuery, rowsOf, rowsOfList, saved, sortQuery } from '../rest/resource.ts';
import {
  adminPaths as paths,
  type UpstreamAccessLevelDetail,
  type UpstreamListedUser,
  type UpstreamRolePermission,
  type UpstreamUser,
  type UpstreamUserPermission,
} from './admin-upstream.ts';

/** A listed user has no permissions; an inactive flag or roles left out mean active and none. */
const user = (row: UpstreamListedUser | UpstreamUser): UserNode => ({ ...row, active: row.active ?? true, roles: row.roles ?? [] });
const userPermission = (row: UpstreamUserPermission) => ({ permissionName: row.permission?.name ?? null, accessLevelName: row.accessLevel?.name ?? null, ...row });
const rolePermission = (row: UpstreamRolePermission) => ({ permissionName: row.permission?.name ?? null, accessLevelName: row.accessLevel?.name ?? null, ...row });
const accessLevelDetail = (row: UpstreamAccessLevelDetail): AccessLevelDetail => ({
  accessLevelDetailId: row.accessLevelDetailId,
  accessLevelId: row.accessLevelId,
  permissionTypeId: row.typePermissionId,
  permissionTypeName: row.permissionType?.name ?? null,
});

async function supervisorAgents(rest: RestClient, supervisorId: number) {
  const rows = await rowsOfList(rest.get(paths.supervisorAgents, { path: { id: supervisorId } }));
  return rows.flatMap((row) => (row.agent ? [{ supervisorId: row.SupervisorId, ...row.agent }] : []));
}

async function userChannels(rest: RestClient, userId: number) {
  const rows = await rowsOfList(rest.get(paths.userChannels, { path: { id: userId } }));
  return rows.flatMap((row) => (row.channel ? [row.channel] : []));
}

async function userSectors(rest: RestClient, userId: number) {
  const rows = await rowsOfList(rest.get(paths.userSectors, { path: { id: userId } }));
  return rows.flatMap((row) => (row.sector ? [row.sector] : []));
}

/** Deletes answer 204; a refusal (409, 404) stays a GraphQL error with the server's text. */
const deleted = async (write: Promise<unknown>) => {
  await write;
  return true;
};

/** A batch mutation names its parent by id: an unknown one is NOT_FOUND, whatever (or however little) the batch holds. */
async function requireParent(read: () => Promise<{ data: unknown } | null>) {
  if (!(await itemOrNull(read))) throw gatewayError('NOT_FOUND');
}

export const accessAdminResolvers: Resolvers = {
  Query: {
    users: (_parent, { keyword, userTypeId, roleId, sort, ...page }, { rest }) =>
      listPage(rest.get(paths.users, { query: { keyword, userTypeId, roleId, sort: sortQuery(sort), loadRoles: true, ...pageQuery(page) } }), user),
    async user(_parent, { userId }, { rest }) {
      const row = await itemOrNull(() => rest.get(paths.user, { path: { id: userId }, query: { fulldetails: true } }));
      return row && { user: user(row), permissions: (row.userPermissions ?? []).map(userPermission) };
    },
    userTypes: (_parent, { keyword, ...page }, { rest }) => listPage(rest.get(paths.userTypes, { query: { keyword, ...pageQuery(page) } })),
    userType: (_parent, { userTypeId }, { rest }) => itemOrNull(() => rest.get(paths.userType, { path: { id: userTypeId } })),
    async callCentreAgents(_parent, _args, { rest }) {
      const [agents, assignments] = await Promise.all([
        rowsOfList(rest.get(paths.users, { query: { userTypeId: AGENT_USER_TYPE_ID, take: 1000, page: 1 } })),
        rowsOfList(rest.get(paths.assignedAgents)),
      ]);
      const supervisorOf = new Map(assignments.map((row) => [row.AgentCcId, row.SupervisorId]));
      return agents.map((agent) => ({ supervisorId: supervisorOf.get(agent.userId) ?? null, ...agent }));
    },
    supervisorAgents: (_parent, { supervisorId }, { rest }) => supervisorAgents(rest, supervisorId),
    userChannels: (_parent, { userId }, { rest }) => userChannels(rest, userId),
    userSectors: (_parent, { userId }, { rest }) => userSectors(rest, userId),

    permissionDefinitions: (_parent, { keyword, ...page }, { rest }) => listPage(rest.get(paths.permissions, { query: { keyword, ...pageQuery(page) } })),
    permissionDefinition: (_parent, { permissionId }, { rest }) => itemOrNull(() => rest.get(paths.permission, { path: { id: permissionId } })),
    roles: (_parent, { keyword, ...page }, { rest }) => listPage(rest.get(paths.roles, { query: { keyword, ...pageQuery(page) } })),
    role: (_parent, { roleId }, { rest }) => itemOrNull(() => rest.get(paths.role, { path: { id: roleId } })),
    rolePermissions: async (_parent, { roleId }, { rest }) => (await rowsOfList(rest.get(paths.rolePermissions, { path: { id: roleId } }))).map(rolePermission),
    roleUsers: (_parent, { roleId, ...page }, { rest }) => listPage(rest.get(paths.roleUsers, { path: { id: roleId }, query: pageQuery(page, 100) })),
    accessLevels: (_parent, { keyword, ...page }, { rest }) => listPage(rest.get(paths.accessLevels, { query: { keyword, ...pageQuery(page) } })),
    accessLevel: (_parent, { accessLevelId }, { rest }) => itemOrNull(() => rest.get(paths.accessLevel, { path: { id: accessLevelId } })),
    permissionTypes: (_parent, { keyword, ...page }, { rest }) => listPage(rest.get(paths.permissionTypes, { query: { keyword, ...pageQuery(page) } })),
    permissionType: (_parent, { permissionTypeId }, { rest }) => itemOrNull(() => rest.get(paths.permissionType, { path: { id: permissionTypeId } })),
  },
  AccessLevel: {
    // The list answers no details: asked for, they come batched, one call for the whole page (access/loaders.ts).
    async details(level, _args, { loaders }) {
      const details = level.accessLevelDetails ?? (await loaders.access.accessLevelDetails.load(level.accessLevelId));
      return details.map(accessLevelDetail);
    },
  },
  Mutation: {
    createUser: (_parent, { input }, { rest }) => saved('user', () => rest.post(paths.users, { body: input }), user),
    updateUser: (_parent, { userId, input }, { rest }) => {
      const { password: _ignoredOnUpdate, ...fields } = input;
      return saved('user', () => rest.put(paths.users, { body: { ...fields, userId } }), user);
    },
    deleteUser: (_parent, { userId }, { rest }) => deleted(rest.delete(paths.user, { path: { id: userId } })),
    async saveUserPermissions(_parent, { userId, changes }, { rest }) {
      await requireParent(() => rest.get(paths.user, { path: { id: userId } }));
      const rows = await rowsOf(rest.post(paths.userPermissions, { body: changes.map((change) => ({ ...change, userId })) }));
      return rows.map(userPermission);
    },
    async saveSupervisorAgents(_parent, { supervisorId, agentIds }, { rest }) {
      const rows = agentIds.map((AgentCcId) => ({ SupervisorId: supervisorId, AgentCcId }));
      await rest.post(paths.supervisorAssignments, { body: rows, query: { supervisorId } });
      return supervisorAgents(rest, supervisorId);
    },
    async assignUserChannels(_parent, { userId, channelIds }, { rest }) {
      await rest.post(paths.userChannels, { path: { id: userId }, body: channelIds.map((ChannelId) => ({ ChannelId, UserId: userId })) });
      return userChannels(rest, userId);
    },
    async assignUserSectors(_parent, { userId, sectorIds }, { rest }) {
      await rest.post(paths.userSectors, { path: { id: userId }, body: sectorIds.map((SectorId) => ({ SectorId, UserId: userId })) });
      return userSectors(rest, userId);
    },

    createUserType: (_parent, { input }, { rest }) => saved('userType', () => rest.post(paths.userTypes, { body: input })),
    updateUserType: (_parent, { userTypeId, input }, { rest }) => saved('userType', () => rest.put(paths.userTypes, { body: { ...input, UserTypeId: userTypeId } })),
    deleteUserType: (_parent, { userTypeId }, { rest }) => deleted(rest.delete(paths.userType, { path: { id: userTypeId } })),

    createPermissionDefinition: (_parent, { input }, { rest }) => saved('permission', () => rest.post(paths.permissions, { body: input })),
    updatePermissionDefinition: (_parent, { permissionId, input }, { rest }) => saved('permission', () => rest.put(paths.permissions, { body: { ...input, permissionId } })),
    deletePermissionDefinition: (_parent, { permissionId }, { rest }) => deleted(rest.delete(paths.permission, { path: { id: permissionId } })),

    createRole: (_parent, { input }, { rest }) => saved('role', () => rest.post(paths.roles, { body: input })),
    updateRole: (_parent, { roleId, input }, { rest }) => saved('role', () => rest.put(paths.roles, { body: { ...input, roleId } })),
    deleteRole: (_parent, { roleId }, { rest }) => deleted(rest.delete(paths.role, { path: { id: roleId } })),
    async saveRolePermissions(_parent, { roleId, changes }, { rest }) {
      await requireParent(() => rest.get(paths.role, { path: { id: roleId } }));
      const rows = await rowsOf(rest.post(paths.rolePermissionChanges, { body: changes.map((change) => ({ ...change, roleId })) }));
      return rows.map(rolePermission);
    },
    // The REST answer also lists the users' other roles: this field answers the role's users only.
    async saveRoleUsers(_parent, { roleId, changes }, { rest }) {
      await requireParent(() => rest.get(paths.role, { path: { id: roleId } }));
      const rows: RoleUser[] = await rowsOf(rest.post(paths.userRoles, { body: changes.map((change) => ({ ...change, roleId })) }));
      return rows.filter((row) => row.roleId === roleId);
    },

    createAccessLevel: (_parent, { input }, { rest }) => saved('accessLevel', () => rest.post(paths.accessLevels, { body: input })),
    updateAccessLevel: (_parent, { accessLevelId, input }, { rest }) =>
      saved('accessLevel', () => rest.put(paths.accessLevels, { body: { ...input, accessLevelId } })),
    deleteAccessLevel: (_parent, { accessLevelId }, { rest }) => deleted(rest.delete(paths.accessLevel, { path: { id: accessLevelId } })),
    async saveAccessLevelPermissionTypes(_parent, { accessLevelId, changes }, { rest }) {
      const read = () => rest.get(paths.accessLevel, { path: { id: accessLevelId } });
      await requireParent(read);
      const rows = changes.map(({ typeAction, accessLevelDetailId, permissionTypeId }) => ({ typeAction, accessLevelDetailId, typePermissionId: permissionTypeId, accessLevelId }));
      await rest.post(paths.accessLevelTypes, { body: rows });
      const level = await itemOrNull(read);
      // Deleted by someone else meanwhile.
      if (!level) throw gatewayError('NOT_FOUND');
      return level;
    },

    createPermissionType: (_parent, { input }, { rest }) => saved('permissionType', () => rest.post(paths.permissionTypes, { body: input })),
    updatePermissionType: (_parent, { permissionTypeId, input }, { rest }) =>
      saved('permissionType', () => rest.put(paths.permissionTypes, { body: { ...input, permissionTypeId } })),
    deletePermissionType: (_parent, { permissionTypeId }, { rest }) => deleted(rest.delete(paths.permissionType, { path: { id: permissionTypeId } })),
  },
};
