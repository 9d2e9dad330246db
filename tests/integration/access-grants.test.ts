import { beforeAll, describe, expect, it } from 'vitest';
import { Messages, Permission, SUPER_ADMIN_USER_TYPE_ID } from '@console/schema';
import { AdminMessages } from '../../rest-api/src/access/messages.ts';
import { backends, codeOf, demo, SIGN_IN, signedInStack, type GraphQLAnswer } from './stack.ts';

/** Access levels of the reference data: « Lecture » (6), « Standard » (3, 4, 5, 6), « Complet », « Consultation » (4, 6). */
const LEVEL = { READ: 1, STANDARD: 2, FULL: 3, CONSULT: 6 } as const;
const ADMIN_ROLE = 1;
const PROFILES = ['admin', 'agent', 'supervisor', 'dispatcher', 'marketing', 'cashier', 'preparer', 'consultation'] as const;
type Profile = (typeof PROFILES)[number];
type Kind = 'new' | 'modified' | 'deleted';

const USER_PERMISSIONS = `query ($userId: Int!) { user(userId: $userId) { permissions { userPermissionId permissionId accessLevelId allowed } } }`;
const ROLE_USERS = `query ($roleId: Int!) { roleUsers(roleId: $roleId) { items { userRoleId userId } } }`;
const ROLE_PERMISSIONS = `query ($roleId: Int!) { rolePermissions(roleId: $roleId) { rolePermissionId permissionId accessLevelId } }`;
const LEVEL_DETAILS = `query ($accessLevelId: Int!) { accessLevel(accessLevelId: $accessLevelId) { details { accessLevelDetailId permissionTypeId } } }`;
const SAVE_USER_PERMISSIONS = `mutation ($userId: Int!, $changes: [UserPermissionChange!]!) { saveUserPermissions(userId: $userId, changes: $changes) { userPermissionId } }`;
const SAVE_ROLE_USERS = `mutation ($roleId: Int!, $changes: [RoleUserChange!]!) { saveRoleUsers(roleId: $roleId, changes: $changes) { userRoleId } }`;
const SAVE_ROLE_PERMISSIONS = `mutation ($roleId: Int!, $changes: [RolePermissionChange!]!) { saveRolePermissions(roleId: $roleId, changes: $changes) { rolePermissionId } }`;
const SAVE_LEVEL_TYPES = `mutation ($accessLevelId: Int!, $changes: [AccessLevelDetailChange!]!) { saveAccessLevelPermissionTypes(accessLevelId: $accessLevelId, changes: $changes) { accessLevelId } }`;
const CREATE_USER = `mutation ($input: UserInput!) { createUser(input: $input) { ok errors { message } user { userId } } }`;

interface UserPermissionRow {
  userPermissionId: number;
  permissionId: number;
  accessLevelId: number;
}
interface RoleUserRow {
  userRoleId: number;
  userId: number;
}
interface RolePermissionRow {
  rolePermissionId: number;
  permissionId: number;
  accessLevelId: number;
}
interface DetailRow {
  accessLevelDetailId: number;
  permissionTypeId: number;
}

/** The refusal's code and text, or 'ok'. */
const outcome = (answer: GraphQLAnswer<unknown>) => (answer.errors ? `${String(codeOf(answer))}: ${answer.errors[0]!.message}` : 'ok');
const refused = (code: string, message: string) => `${code}: ${message}`;
const otherLevel = (level: number) => (level === LEVEL.READ ? LEVEL.CONSULT : LEVEL.READ);

describe.each(backends)('nobody grants more than they hold, on %s', (backend) => {
  const suite = signedInStack({ backend }, PROFILES);
  const asAdmin = async <T>(query: string, variables: Record<string, unknown>) => {
    const answer = await suite.as<T>('admin', query, variables);
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  };
  const ids = { targetA: 0, targetB: 0, role: 0, level: 0, consultation: 0, delegate: 0 };
  let delegateToken = '';

  async function createUser(email: string, userTypeId = 2) {
    const input = { firstName: 'Cible', lastName: 'Droits', email: `${email}.${backend}@demo.ma`, phoneNumber: '+212600000000', password: 'Secret123', userTypeId };
    return (await asAdmin<{ createUser: { user: { userId: number } } }>(CREATE_USER, { input })).createUser.user.userId;
  }

  beforeAll(async () => {
    ids.targetA = await createUser('cible.a');
    ids.targetB = await createUser('cible.b');
    ids.role = (await asAdmin<{ createRole: { role: { roleId: number } } }>(`mutation { createRole(input: { name: "Cible ${backend}" }) { role { roleId } } }`, {})).createRole.role.roleId;
    ids.level = (
      await asAdmin<{ createAccessLevel: { accessLevel: { accessLevelId: number } } }>(
        `mutation { createAccessLevel(input: { name: "Cible ${backend}", description: "Cible" }) { accessLevel { accessLevelId } } }`,
        {},
      )
    ).createAccessLevel.accessLevel.accessLevelId;
    await asAdmin(SAVE_USER_PERMISSIONS, { userId: ids.targetA, changes: [{ typeAction: 1, permissionId: Permission.ACCESS_ADMIN, accessLevelId: LEVEL.READ, allowed: true }] });
    await asAdmin(SAVE_ROLE_PERMISSIONS, { roleId: ids.role, changes: [{ typeAction: 1, permissionId: Permission.ACCESS_ADMIN, accessLevelId: LEVEL.READ }] });
    await asAdmin(SAVE_ROLE_USERS, { roleId: ids.role, changes: [{ typeAction: 1, userId: ids.targetA }] });
    await asAdmin(SAVE_LEVEL_TYPES, { accessLevelId: ids.level, changes: [{ typeAction: 1, permissionTypeId: 6 }] });
    // A delegate administrator: users (8) and access administration (10) at « Standard », nothing else.
    ids.delegate = await createUser('delegue');
    await asAdmin(SAVE_USER_PERMISSIONS, {
      userId: ids.delegate,
      changes: [Permission.USERS, Permission.ACCESS_ADMIN].map((permissionId) => ({ typeAction: 1, permissionId, accessLevelId: LEVEL.STANDARD, allowed: true })),
    });
    delegateToken = await suite.stack.signIn(`delegue.${backend}@demo.ma`, 'Secret123');
    const found = await asAdmin<{ users: { items: Array<{ userId: number }> } }>(`query ($keyword: String) { users(keyword: $keyword) { items { userId } } }`, {
      keyword: demo.consultation.email,
    });
    ids.consultation = found.users.items[0]!.userId;
  });

  /** Each grid: its state read by the administrator, and one change of each kind it takes, built on that state. */
  const grids = {
    'user permissions': {
      state: async () => (await asAdmin<{ user: { permissions: UserPermissionRow[] } }>(USER_PERMISSIONS, { userId: ids.targetA })).user.permissions,
      send(token: string, kind: Kind, rows: UserPermissionRow[]) {
        const row = rows.find((candidate) => candidate.permissionId === Permission.ACCESS_ADMIN)!;
        const change =
          kind === 'new'
            ? { typeAction: 1, permissionId: Permission.USERS, accessLevelId: LEVEL.READ, allowed: true }
            : { typeAction: kind === 'deleted' ? 3 : 2, userPermissionId: row.userPermissionId, permissionId: row.permissionId, accessLevelId: kind === 'deleted' ? row.accessLevelId : otherLevel(row.accessLevelId), allowed: true };
        return suite.stack.graphql(SAVE_USER_PERMISSIONS, { userId: ids.targetA, changes: [change] }, { token });
      },
    },
    'role users': {
      state: async () => (await asAdmin<{ roleUsers: { items: RoleUserRow[] } }>(ROLE_USERS, { roleId: ids.role })).roleUsers.items,
      send(token: string, kind: Kind, rows: RoleUserRow[]) {
        const row = rows[0]!;
        const other = row.userId === ids.targetA ? ids.targetB : ids.targetA;
        const change = kind === 'new' ? { typeAction: 1, userId: other } : { typeAction: kind === 'deleted' ? 3 : 2, userRoleId: row.userRoleId, userId: kind === 'deleted' ? row.userId : other };
        return suite.stack.graphql(SAVE_ROLE_USERS, { roleId: ids.role, changes: [change] }, { token });
      },
    },
    'role permissions': {
      state: async () => (await asAdmin<{ rolePermissions: RolePermissionRow[] }>(ROLE_PERMISSIONS, { roleId: ids.role })).rolePermissions,
      send(token: string, kind: Kind, rows: RolePermissionRow[]) {
        const row = rows.find((candidate) => candidate.permissionId === Permission.ACCESS_ADMIN)!;
        const change =
          kind === 'new'
            ? { typeAction: 1, permissionId: Permission.USERS, accessLevelId: LEVEL.READ }
            : { typeAction: kind === 'deleted' ? 3 : 2, rolePermissionId: row.rolePermissionId, permissionId: row.permissionId, accessLevelId: kind === 'deleted' ? row.accessLevelId : otherLevel(row.accessLevelId) };
        return suite.stack.graphql(SAVE_ROLE_PERMISSIONS, { roleId: ids.role, changes: [change] }, { token });
      },
    },
    'access-level permission types': {
      state: async () => (await asAdmin<{ accessLevel: { details: DetailRow[] } }>(LEVEL_DETAILS, { accessLevelId: ids.level })).accessLevel.details,
      send(token: string, kind: Kind, rows: DetailRow[]) {
        const row = rows.find((candidate) => candidate.permissionTypeId === 6)!;
        // This grid has no modified rows: a type is added (1) or removed (3).
        const change = kind === 'deleted' ? { typeAction: 3, accessLevelDetailId: row.accessLevelDetailId, permissionTypeId: 6 } : { typeAction: 1, permissionTypeId: 4 };
        return suite.stack.graphql(SAVE_LEVEL_TYPES, { accessLevelId: ids.level, changes: [change] }, { token });
      },
    },
  } as const;

  /** What each profile gets: the administrator everything; consultation (4, 6) edits only; the others nothing. */
  function expected(profile: Profile, kind: Kind): string {
    if (profile === 'admin') return 'ok';
    if (profile !== 'consultation') return refused('FORBIDDEN', Messages.forbidden);
    if (kind === 'new') return refused('FORBIDDEN', Messages.rowCreateForbidden);
    if (kind === 'deleted') return refused('FORBIDDEN', Messages.rowDeleteForbidden);
    return 'ok';
  }

  it.each(Object.keys(grids) as (keyof typeof grids)[])('%s: every demo profile, every kind of row; a refusal writes nothing', async (name) => {
    const grid = grids[name] as { state(): Promise<never[]>; send(token: string, kind: Kind, rows: never[]): Promise<GraphQLAnswer<unknown>> };
    // In this order, each of the administrator's changes finds the row it names.
    const kinds: Kind[] = name === 'access-level permission types' ? ['new', 'deleted'] : ['modified', 'new', 'deleted'];
    const seen: string[] = [];
    const wanted: string[] = [];
    // The administrator last: their changes succeed and would change what the others try.
    for (const profile of [...PROFILES.filter((who) => who !== 'admin'), 'admin' as const]) {
      for (const kind of kinds) {
        const before = await grid.state();
        const answer = await grid.send(suite.token(profile), kind, before);
        seen.push(`${profile} ${kind}: ${outcome(answer)}`);
        wanted.push(`${profile} ${kind}: ${expected(profile, kind)}`);
        if (answer.errors) expect(await grid.state()).toEqual(before);
        else expect(await grid.state()).not.toEqual(before);
      }
    }
    expect(seen).toEqual(wanted);
  });

  it('« consultation » no longer makes itself Administrateur: refused at the gateway and at rest-api, nothing written', async () => {
    const self = { typeAction: 1, userId: ids.consultation };
    const before = await asAdmin<{ roleUsers: { items: RoleUserRow[] } }>(ROLE_USERS, { roleId: ADMIN_ROLE });
    expect(outcome(await suite.as('consultation', SAVE_ROLE_USERS, { roleId: ADMIN_ROLE, changes: [self] }))).toBe(refused('FORBIDDEN', Messages.rowCreateForbidden));
    const direct = await fetch(`${suite.stack.restApiUrl}/api/security/users/roles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${suite.token('consultation')}`, 'content-type': 'application/json' },
      body: JSON.stringify([{ ...self, roleId: ADMIN_ROLE }]),
    });
    expect([direct.status, ((await direct.json()) as { message: string }).message]).toEqual([403, Messages.rowCreateForbidden]);

    // A modified row passes the level (4): moving its own membership, or another user's, into the Administrateur role is the ceiling's.
    const own = (await asAdmin<{ users: { items: Array<{ roles: Array<{ roleId: number }> }> } }>(`query ($keyword: String) { users(keyword: $keyword) { items { roles { roleId } } } }`, { keyword: demo.consultation.email })).users.items[0]!.roles[0]!.roleId;
    const ownRow = (await asAdmin<{ roleUsers: { items: RoleUserRow[] } }>(ROLE_USERS, { roleId: own })).roleUsers.items.find((row) => row.userId === ids.consultation)!;
    const moveOwn = { typeAction: 2, userRoleId: ownRow.userRoleId, userId: ids.consultation };
    expect(outcome(await suite.as('consultation', SAVE_ROLE_USERS, { roleId: ADMIN_ROLE, changes: [moveOwn] }))).toBe(refused('FORBIDDEN', AdminMessages.ownAccess));
    const other = (await asAdmin<{ roleUsers: { items: RoleUserRow[] } }>(ROLE_USERS, { roleId: ids.role })).roleUsers.items[0]!;
    const moveOther = { typeAction: 2, userRoleId: other.userRoleId, userId: other.userId };
    expect(outcome(await suite.as('consultation', SAVE_ROLE_USERS, { roleId: ADMIN_ROLE, changes: [moveOther] }))).toBe(refused('FORBIDDEN', AdminMessages.roleAboveOwn));

    expect(await asAdmin(ROLE_USERS, { roleId: ADMIN_ROLE })).toEqual(before);
    const again = await suite.stack.graphql<{ signIn: { viewer: { permissions: Array<{ permissionId: number; levels: number[] }> } } }>(SIGN_IN, demo.consultation);
    expect(again.data!.signIn.viewer.permissions.map((held) => held.permissionId).sort((a, b) => a - b)).toEqual([Permission.USERS, Permission.ACCESS_ADMIN]);
  });

  it('a delegate (8 and 10 at « Standard ») gives only what they hold, never to themselves, all or nothing', async () => {
    const as = (query: string, variables: Record<string, unknown>) => suite.stack.graphql(query, variables, { token: delegateToken });
    const grant = (permissionId: number, accessLevelId: number) => ({ typeAction: 1, permissionId, accessLevelId, allowed: true });
    const targetB = await asAdmin(USER_PERMISSIONS, { userId: ids.targetB });

    // A held pair and an unheld one in one batch: refused, and the held one is not written either.
    const mixed = await as(SAVE_USER_PERMISSIONS, { userId: ids.targetB, changes: [grant(Permission.USERS, LEVEL.STANDARD), grant(Permission.ARTICLES, LEVEL.READ)] });
    expect(outcome(mixed)).toBe(refused('FORBIDDEN', AdminMessages.grantAboveOwn));
    // « Complet » on 10 adds export (2) and password change (8), which the delegate lacks.
    expect(outcome(await as(SAVE_USER_PERMISSIONS, { userId: ids.targetB, changes: [grant(Permission.ACCESS_ADMIN, LEVEL.FULL)] }))).toBe(refused('FORBIDDEN', AdminMessages.grantAboveOwn));
    expect(await asAdmin(USER_PERMISSIONS, { userId: ids.targetB })).toEqual(targetB);
    expect(outcome(await as(SAVE_USER_PERMISSIONS, { userId: ids.targetB, changes: [grant(Permission.USERS, LEVEL.STANDARD)] }))).toBe('ok');
    expect(outcome(await as(SAVE_USER_PERMISSIONS, { userId: ids.delegate, changes: [grant(Permission.SELECTIONS, LEVEL.READ)] }))).toBe(refused('FORBIDDEN', AdminMessages.ownAccess));

    const roleRows = await asAdmin(ROLE_PERMISSIONS, { roleId: ids.role });
    expect(outcome(await as(SAVE_ROLE_PERMISSIONS, { roleId: ids.role, changes: [{ typeAction: 1, permissionId: Permission.ORDERS, accessLevelId: LEVEL.CONSULT }] }))).toBe(refused('FORBIDDEN', AdminMessages.grantAboveOwn));
    expect(await asAdmin(ROLE_PERMISSIONS, { roleId: ids.role })).toEqual(roleRows);

    const admins = await asAdmin(ROLE_USERS, { roleId: ADMIN_ROLE });
    expect(outcome(await as(SAVE_ROLE_USERS, { roleId: ADMIN_ROLE, changes: [{ typeAction: 1, userId: ids.targetB }] }))).toBe(refused('FORBIDDEN', AdminMessages.roleAboveOwn));
    expect(outcome(await as(SAVE_ROLE_USERS, { roleId: ids.role, changes: [{ typeAction: 1, userId: ids.delegate }] }))).toBe(refused('FORBIDDEN', AdminMessages.ownAccess));
    expect(await asAdmin(ROLE_USERS, { roleId: ADMIN_ROLE })).toEqual(admins);

    // « Consultation » (6) is granted on customers, orders, calls…: adding creation (3) to it would give what the delegate lacks.
    const consult = await asAdmin(LEVEL_DETAILS, { accessLevelId: LEVEL.CONSULT });
    expect(outcome(await as(SAVE_LEVEL_TYPES, { accessLevelId: LEVEL.CONSULT, changes: [{ typeAction: 1, permissionTypeId: 3 }] }))).toBe(refused('FORBIDDEN', AdminMessages.levelTypeAboveOwn));
    expect(await asAdmin(LEVEL_DETAILS, { accessLevelId: LEVEL.CONSULT })).toEqual(consult);

    const input = { firstName: 'Super', lastName: 'Admin', email: `super.${backend}@demo.ma`, phoneNumber: '+212600000001', password: 'Secret123', userTypeId: SUPER_ADMIN_USER_TYPE_ID };
    expect(outcome(await as(CREATE_USER, { input }))).toBe(refused('FORBIDDEN', AdminMessages.superAdminOnly));
    expect((await asAdmin<{ users: { count: number } }>(`query ($keyword: String) { users(keyword: $keyword) { count } }`, { keyword: input.email })).users.count).toBe(0);
  });

  it('the Super Admin holds everything, but does not change their own roles either', async () => {
    const exports = { typeAction: 1, permissionId: Permission.EXPORTS, accessLevelId: 4, allowed: true };
    expect(outcome(await suite.as('admin', SAVE_USER_PERMISSIONS, { userId: ids.targetB, changes: [exports] }))).toBe('ok');
    expect(outcome(await suite.as('admin', SAVE_ROLE_USERS, { roleId: ids.role, changes: [{ typeAction: 1, userId: 1 }] }))).toBe(refused('FORBIDDEN', AdminMessages.ownAccess));
  });
});
