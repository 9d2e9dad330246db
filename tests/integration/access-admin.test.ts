import { describe, expect, it } from 'vitest';
import { AGENT_USER_TYPE_ID, Level, Messages, Permission } from '@console/schema';
import { backends, codeOf, demo, signedInStack } from './stack.ts';

interface Page<T> {
  items: T[];
  count: number;
}
interface Saved<K extends string, T> {
  [key: string]: { ok: boolean; errors: Array<{ field: string; message: string }> } & { [P in K]: T | null };
}

const USERS = `query Users($page: Int, $take: Int, $keyword: String, $userTypeId: Int, $roleId: Int) {
  users(page: $page, take: $take, keyword: $keyword, userTypeId: $userTypeId, roleId: $roleId) { count items { userId email userTypeId roles { roleId name } } }
}`;
const CREATE_USER = `mutation Create($input: UserInput!) { createUser(input: $input) { ok errors { field message } user { userId email userTypeId active } } }`;
const UPDATE_USER = `mutation Update($userId: Int!, $input: UserInput!) { updateUser(userId: $userId, input: $input) { ok errors { field message } user { userId firstName userTypeId } } }`;
const USER = `query User($userId: Int!) { user(userId: $userId) { user { userId email firstName } permissions { userPermissionId permissionId accessLevelId allowed permissionName } } }`;

describe.each(backends)('users and access administration on %s', (backend) => {
  const suite = signedInStack({ backend }, ['admin']);
  const as = <T>(query: string, variables?: Record<string, unknown>) => suite.as<T>('admin', query, variables);

  it('pages, searches and filters the users list', async () => {
    const first = (await as<{ users: Page<{ userId: number }> }>(USERS, { page: 1, take: 10 })).data!.users;
    const second = (await as<{ users: Page<{ userId: number }> }>(USERS, { page: 2, take: 10 })).data!.users;
    expect(first.count).toBeGreaterThan(50);
    expect(first.items).toHaveLength(10);
    expect(second.items.map((row) => row.userId)).not.toEqual(expect.arrayContaining(first.items.map((row) => row.userId)));

    const agents = (await as<{ users: Page<{ userTypeId: number }> }>(USERS, { userTypeId: AGENT_USER_TYPE_ID, take: 100 })).data!.users;
    expect(agents.count).toBeGreaterThan(10);
    expect([...new Set(agents.items.map((row) => row.userTypeId === AGENT_USER_TYPE_ID))]).toEqual([true]);

    const supervisors = (await as<{ users: Page<{ roles: Array<{ roleId: number }> }> }>(USERS, { roleId: 11, take: 100 })).data!.users;
    expect(supervisors.items.length).toBeGreaterThan(1);
    expect([...new Set(supervisors.items.map((row) => row.roles.some((role) => role.roleId === 11)))]).toEqual([true]);

    const found = (await as<{ users: Page<{ email: string }> }>(USERS, { keyword: 'agent@demo' })).data!.users;
    expect(found.items.map((row) => row.email)).toContain(demo.agent.email);
  });

  it('creates, reads, updates and deletes a user, with fixable errors as data', async () => {
    const input = { firstName: 'Salma', lastName: 'Benani', email: `salma.${backend}@demo.ma`, phoneNumber: '+212612345678', password: 'Secret123', userTypeId: 2, workingDays: 5, company: 1 };
    const invalid = (await as<Saved<'user', unknown>>(CREATE_USER, { input: { ...input, email: 'pas-un-email', password: '123' } })).data!.createUser;
    expect(invalid.ok).toBe(false);
    expect(invalid.errors).toEqual(expect.arrayContaining([{ field: 'email', message: Messages.invalidEmail }, { field: 'password', message: Messages.invalidPassword }]));

    const created = (await as<Saved<'user', { userId: number; active: boolean }>>(CREATE_USER, { input })).data!.createUser;
    expect(created.ok).toBe(true);
    const userId = created.user!.userId;
    expect(created.user!.active).toBe(true);

    const duplicate = (await as<Saved<'user', unknown>>(CREATE_USER, { input })).data!.createUser;
    expect(duplicate.errors.map((error) => error.field)).toEqual(['email']);

    const changedType = (await as<Saved<'user', unknown>>(UPDATE_USER, { userId, input: { ...input, userTypeId: AGENT_USER_TYPE_ID } })).data!.updateUser;
    expect(changedType.errors.map((error) => error.field)).toEqual(['userTypeId']);
    const renamed = (await as<Saved<'user', { firstName: string }>>(UPDATE_USER, { userId, input: { ...input, firstName: 'Salima' } })).data!.updateUser;
    expect(renamed.user!.firstName).toBe('Salima');
    expect(await suite.stack.signIn(input.email, input.password).catch((error: Error) => error.message)).toMatch(/permissions|FORBIDDEN/);

    const granted = await as<{ saveUserPermissions: Array<{ userPermissionId: number; permissionId: number }> }>(
      `mutation Grant($userId: Int!, $changes: [UserPermissionChange!]!) { saveUserPermissions(userId: $userId, changes: $changes) { userPermissionId permissionId } }`,
      { userId, changes: [{ typeAction: 4, permissionId: Permission.CALLS, accessLevelId: 1, allowed: true }, { typeAction: 4, permissionId: Permission.ORDERS, accessLevelId: 1, allowed: true }] },
    );
    expect(granted.data!.saveUserPermissions.map((row) => row.permissionId).sort()).toEqual([Permission.ORDERS, Permission.CALLS].sort());
    const calls = granted.data!.saveUserPermissions.find((row) => row.permissionId === Permission.CALLS)!;
    // Now that the user holds a permission, they can sign in.
    expect(await suite.stack.signIn(input.email, input.password)).toBeTruthy();

    await as(`mutation Revoke($userId: Int!, $changes: [UserPermissionChange!]!) { saveUserPermissions(userId: $userId, changes: $changes) { userPermissionId } }`, {
      userId,
      changes: [{ typeAction: 3, userPermissionId: calls.userPermissionId, permissionId: Permission.CALLS, accessLevelId: 1, allowed: true }],
    });
    const detail = (await as<{ user: { user: { email: string }; permissions: Array<{ permissionId: number; permissionName: string }> } }>(USER, { userId })).data!.user;
    expect(detail.user.email).toBe(input.email);
    expect(detail.permissions.map((row) => row.permissionId)).toEqual([Permission.ORDERS]);
    expect(detail.permissions[0]!.permissionName).toBeTruthy();

    expect((await as<{ deleteUser: boolean }>(`mutation { deleteUser(userId: ${userId}) }`)).data!.deleteUser).toBe(true);
    expect((await as<{ user: null }>(USER, { userId })).data!.user).toBeNull();
  });

  it('keeps a supervisor’s call-centre agents, never one assigned to another supervisor', async () => {
    const agents = (await as<{ callCentreAgents: Array<{ userId: number; supervisorId: number | null }> }>(`{ callCentreAgents { userId supervisorId } }`)).data!.callCentreAgents;
    const supervisors = (await as<{ users: Page<{ userId: number; email: string }> }>(USERS, { roleId: 11, take: 100 })).data!.users.items;
    const supervisor = supervisors.find((row) => row.email === demo.supervisor.email)!;
    const free = agents.filter((agent) => agent.supervisorId === null).map((agent) => agent.userId);
    const takenElsewhere = agents.find((agent) => agent.supervisorId !== null && agent.supervisorId !== supervisor.userId);
    expect(free.length).toBeGreaterThan(1);
    expect(takenElsewhere).toBeDefined();

    const save = `mutation Save($supervisorId: Int!, $agentIds: [Int!]!) { saveSupervisorAgents(supervisorId: $supervisorId, agentIds: $agentIds) { userId supervisorId } }`;
    const saved = (await as<{ saveSupervisorAgents: Array<{ userId: number }> }>(save, { supervisorId: supervisor.userId, agentIds: free.slice(0, 2) })).data!.saveSupervisorAgents;
    expect(saved.map((agent) => agent.userId).sort()).toEqual(free.slice(0, 2).sort());

    const refused = await as(save, { supervisorId: supervisor.userId, agentIds: [takenElsewhere!.userId] });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    const after = (await as<{ supervisorAgents: Array<{ userId: number }> }>(`{ supervisorAgents(supervisorId: ${supervisor.userId}) { userId } }`)).data!.supervisorAgents;
    expect(after.map((agent) => agent.userId).sort()).toEqual(free.slice(0, 2).sort());
  });

  it('runs a role through create, permissions grid, users grid and a refused then accepted delete', async () => {
    const role = (await as<Saved<'role', { roleId: number }>>(`mutation { createRole(input: { name: "Caissiers ${backend}", description: "Caisse" }) { ok errors { field message } role { roleId } } }`)).data!.createRole.role!;
    const permissions = await as<{ saveRolePermissions: Array<{ rolePermissionId: number; permissionId: number; accessLevelName: string }> }>(
      `mutation($roleId: Int!, $changes: [RolePermissionChange!]!) { saveRolePermissions(roleId: $roleId, changes: $changes) { rolePermissionId permissionId accessLevelName } }`,
      { roleId: role.roleId, changes: [{ typeAction: 4, permissionId: Permission.POINT_OF_SALE, accessLevelId: 2 }] },
    );
    expect(permissions.data!.saveRolePermissions).toEqual([expect.objectContaining({ permissionId: Permission.POINT_OF_SALE, rolePermissionId: expect.any(Number) })]);

    const agentId = (await as<{ users: Page<{ userId: number }> }>(USERS, { keyword: 'agent@demo.ma' })).data!.users.items[0]!.userId;
    const users = await as<{ saveRoleUsers: Array<{ userRoleId: number; userId: number }> }>(
      `mutation($roleId: Int!, $changes: [RoleUserChange!]!) { saveRoleUsers(roleId: $roleId, changes: $changes) { userRoleId userId } }`,
      { roleId: role.roleId, changes: [{ typeAction: 4, userId: agentId }] },
    );
    const membership = users.data!.saveRoleUsers.find((row) => row.userId === agentId)!;
    expect(membership.userRoleId).toEqual(expect.any(Number));

    const refused = await as(`mutation { deleteRole(roleId: ${role.roleId}) }`);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.message).toMatch(/utilisateurs/);
    expect((await as<{ roleUsers: Page<unknown> }>(`{ roleUsers(roleId: ${role.roleId}) { count } }`)).data!.roleUsers.count).toBe(1);

    await as(`mutation($roleId: Int!, $changes: [RoleUserChange!]!) { saveRoleUsers(roleId: $roleId, changes: $changes) { userRoleId } }`, {
      roleId: role.roleId,
      changes: [{ typeAction: 3, userRoleId: membership.userRoleId, userId: agentId }],
    });
    const accepted = await as<{ deleteRole: boolean }>(`mutation { deleteRole(roleId: ${role.roleId}) }`);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.deleteRole).toBe(true);
    expect((await as<{ role: null }>(`{ role(roleId: ${role.roleId}) { roleId } }`)).data!.role).toBeNull();
  });

  it('edits an access level’s permission types', async () => {
    const created = (await as<Saved<'accessLevel', { accessLevelId: number }>>(`mutation { createAccessLevel(input: { name: "Caisse ${backend}", description: "Lecture et création" }) { ok accessLevel { accessLevelId } } }`)).data!.createAccessLevel;
    const id = created.accessLevel!.accessLevelId;
    const save = `mutation($id: Int!, $changes: [AccessLevelDetailChange!]!) { saveAccessLevelPermissionTypes(accessLevelId: $id, changes: $changes) { details { accessLevelDetailId permissionTypeId } } }`;
    const added = (await as<{ saveAccessLevelPermissionTypes: { details: Array<{ accessLevelDetailId: number; permissionTypeId: number }> } }>(save, {
      id,
      changes: [{ typeAction: 1, permissionTypeId: Level.READ }, { typeAction: 1, permissionTypeId: Level.CREATE }],
    })).data!.saveAccessLevelPermissionTypes.details;
    expect(added.map((detail) => detail.permissionTypeId).sort()).toEqual([Level.CREATE, Level.READ]);
    const read = added.find((detail) => detail.permissionTypeId === Level.READ)!;
    const after = (await as<{ saveAccessLevelPermissionTypes: { details: Array<{ permissionTypeId: number }> } }>(save, {
      id,
      changes: [{ typeAction: 3, accessLevelDetailId: read.accessLevelDetailId, permissionTypeId: Level.READ }],
    })).data!.saveAccessLevelPermissionTypes.details;
    expect(after.map((detail) => detail.permissionTypeId)).toEqual([Level.CREATE]);
    expect((await as<{ deleteAccessLevel: boolean }>(`mutation { deleteAccessLevel(accessLevelId: ${id}) }`)).data!.deleteAccessLevel).toBe(true);
  });

  it('refuses to delete a permission, permission type or user type still in use', async () => {
    for (const call of [`deletePermissionDefinition(permissionId: ${Permission.ARTICLES})`, `deletePermissionType(permissionTypeId: ${Level.READ})`, `deleteUserType(userTypeId: ${AGENT_USER_TYPE_ID})`]) {
      const answer = await as(`mutation { ${call} }`);
      expect(codeOf(answer), call).toBe('BAD_USER_INPUT');
    }
    const types = (await as<{ permissionTypes: Page<{ permissionTypeId: number }> }>(`{ permissionTypes(take: 100) { count items { permissionTypeId } } }`)).data!.permissionTypes;
    expect(types.items.map((type) => type.permissionTypeId)).toContain(Level.READ);
  });

  it('assigns channels and sectors to an agent, replacing the previous set', async () => {
    const agentId = (await as<{ users: Page<{ userId: number }> }>(USERS, { keyword: 'agent@demo.ma' })).data!.users.items[0]!.userId;
    const sectors = (await as<{ sectors: Page<{ sectorId: number; regionId: number }> }>(`{ sectors(take: 5) { count items { sectorId regionId } } }`)).data!.sectors;
    expect(sectors.count).toBeGreaterThanOrEqual(40);
    const assignChannels = `mutation($userId: Int!, $ids: [Int!]!) { assignUserChannels(userId: $userId, channelIds: $ids) { channelId } }`;
    expect((await as<{ assignUserChannels: Array<{ channelId: number }> }>(assignChannels, { userId: agentId, ids: [1, 2] })).data!.assignUserChannels.map((channel) => channel.channelId).sort()).toEqual([1, 2]);
    expect((await as<{ assignUserChannels: Array<{ channelId: number }> }>(assignChannels, { userId: agentId, ids: [2] })).data!.assignUserChannels.map((channel) => channel.channelId)).toEqual([2]);
    const ids = sectors.items.slice(0, 3).map((sector) => sector.sectorId);
    const assigned = await as<{ assignUserSectors: Array<{ sectorId: number }> }>(`mutation($userId: Int!, $ids: [Int!]!) { assignUserSectors(userId: $userId, sectorIds: $ids) { sectorId } }`, { userId: agentId, ids });
    expect(assigned.data!.assignUserSectors.map((sector) => sector.sectorId).sort()).toEqual([...ids].sort());
    expect((await as<{ userSectors: Array<{ sectorId: number }> }>(`{ userSectors(userId: ${agentId}) { sectorId } }`)).data!.userSectors).toHaveLength(3);
  });
});
