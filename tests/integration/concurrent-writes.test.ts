import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { backends, codeOf, type GraphQLAnswer, signedInStack } from './stack.ts';

/**
 * Writes racing on the same unique key (two administrators, two tabs, a double click) on each database:
 * one wins, the others are refused with a clear message, and none is a server failure.
 */
const TRIES = 10;

const CREATE_USER_TYPE = /* GraphQL */ `
  mutation ($input: UserTypeInput!) { createUserType(input: $input) { ok errors { field message } userType { userTypeId } } }
`;
const CREATE_ROLE = /* GraphQL */ `
  mutation ($input: RoleInput!) { createRole(input: $input) { ok role { roleId } } }
`;
const SAVE_ROLE_USERS = /* GraphQL */ `
  mutation ($roleId: Int!, $changes: [RoleUserChange!]!) { saveRoleUsers(roleId: $roleId, changes: $changes) { userRoleId userId } }
`;
const SAVE_ROLE_PERMISSIONS = /* GraphQL */ `
  mutation ($roleId: Int!, $changes: [RolePermissionChange!]!) { saveRolePermissions(roleId: $roleId, changes: $changes) { rolePermissionId } }
`;
const SAVE_LEVEL_TYPES = /* GraphQL */ `
  mutation ($accessLevelId: Int!, $changes: [AccessLevelDetailChange!]!) { saveAccessLevelPermissionTypes(accessLevelId: $accessLevelId, changes: $changes) { accessLevelId } }
`;
const ROLE_USERS = /* GraphQL */ `
  query ($roleId: Int!) { roleUsers(roleId: $roleId) { count } }
`;

describe.each(backends)('concurrent writes on one key (%s)', (backend) => {
  const suite = signedInStack({ backend }, ['admin']);
  const as = <T>(query: string, variables?: Record<string, unknown>) => suite.as<T>('admin', query, variables);
  const together = <T>(count: number, call: (index: number) => Promise<GraphQLAnswer<T>>) => Promise.all(Array.from({ length: count }, (_, index) => call(index)));

  it('creates one user type of a name, whatever its case and spaces, and says the name exists to the others', async () => {
    type Created = { createUserType: { ok: boolean; errors: { field: string; message: string }[] } };
    const answers = await together(TRIES, (index) =>
      as<Created>(CREATE_USER_TYPE, { input: { name: index % 2 ? ' livreur EXPRESS ' : 'Livreur express', description: 'Livraison rapide' } }),
    );
    expect(answers.map((answer) => answer.errors)).toEqual(Array(TRIES).fill(undefined));
    const results = answers.map((answer) => answer.data!.createUserType);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    for (const refused of results.filter((result) => !result.ok)) expect(refused.errors).toEqual([{ field: 'name', message: Messages.nameAlreadyExists }]);
  });

  it('adds a user to a role once when ten saves race, refusing the others without a server failure', async () => {
    const role = await as<{ createRole: { role: { roleId: number } } }>(CREATE_ROLE, { input: { name: `Course ${backend}`, description: '' } });
    const roleId = role.data!.createRole.role.roleId;
    const answers = await together(TRIES, () => as(SAVE_ROLE_USERS, { roleId, changes: [{ typeAction: 1, userId: 2 }] }));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.filter((answer) => answer.errors).map(codeOf)).toEqual(Array(TRIES - 1).fill('BAD_USER_INPUT'));
    const users = await as<{ roleUsers: { count: number } }>(ROLE_USERS, { roleId });
    expect(users.data!.roleUsers.count).toBe(1);

    const permissions = await together(TRIES, () => as(SAVE_ROLE_PERMISSIONS, { roleId, changes: [{ typeAction: 1, permissionId: 8, accessLevelId: 1 }] }));
    expect(permissions.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(permissions.filter((answer) => answer.errors).map(codeOf)).toEqual(Array(TRIES - 1).fill('BAD_USER_INPUT'));
  });

  it('answers NOT_FOUND for a batch on an unknown role or access level, empty or not', async () => {
    expect(codeOf(await as(SAVE_LEVEL_TYPES, { accessLevelId: 999_999, changes: [] }))).toBe('NOT_FOUND');
    expect(codeOf(await as(SAVE_LEVEL_TYPES, { accessLevelId: 999_999, changes: [{ typeAction: 1, permissionTypeId: 6 }] }))).toBe('NOT_FOUND');
    expect(codeOf(await as(SAVE_ROLE_USERS, { roleId: 999_999, changes: [{ typeAction: 1, userId: 2 }] }))).toBe('NOT_FOUND');
    expect(codeOf(await as(SAVE_ROLE_PERMISSIONS, { roleId: 999_999, changes: [] }))).toBe('NOT_FOUND');
  });
});
