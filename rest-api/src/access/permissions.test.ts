import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Level, Permission, hasAccess } from '@console/schema';
import type { Db } from '../db/db.ts';
import { DB_HOOK_TIMEOUT, openDemoDb } from '../db/testing.ts';
import { dataVersion } from '../db/versioned-cache.ts';
import { loadAllowedPermissions, toGranted } from './permissions.ts';

const ADMIN = 1;
const AGENT = 2;
const DISPATCHER = 4;
const NOBODY = 6;
/** Demo access levels. */
const READ = 1;
const STANDARD = 2;
const CONSULT = 6;
/** The agent's role has orders at this level from the orders demo data (the order editor). */
const CREATE_EDIT = 8;

const pairs = async (db: Db, userId: number) =>
  (await loadAllowedPermissions(db, userId)).map((entry) => [entry.permissionId, entry.accessLevelId]);

describe('effective permissions', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDemoDb();
  }, DB_HOOK_TIMEOUT);
  afterAll(() => db.close());

  it("are the role's pairs plus the user's own allowed rows", async () => {
    expect(await pairs(db, AGENT)).toEqual([
      [Permission.CUSTOMERS, CONSULT],
      [Permission.POINT_OF_SALE, 7],
      [Permission.ORDERS, CREATE_EDIT],
      [Permission.CALLS, READ],
    ]);
  });

  it('carry the permission types of each access level', async () => {
    const granted = toGranted(await loadAllowedPermissions(db, AGENT));
    expect(granted).toContainEqual({ permissionId: Permission.POINT_OF_SALE, levels: [Level.CREATE, Level.READ] });
    expect(hasAccess(granted, { permissions: [Permission.POINT_OF_SALE], levels: [Level.CREATE] })).toBe(true);
    expect(hasAccess(granted, { permissions: [Permission.CUSTOMERS], levels: [Level.CREATE] })).toBe(false);
    expect(hasAccess(granted, { permissions: [Permission.ARTICLES] })).toBe(false);
    expect(hasAccess(granted, { permissions: [Permission.DISPATCH] })).toBe(false);
  });

  it('give the administrator every permission, 8 with level 8', async () => {
    const granted = toGranted(await loadAllowedPermissions(db, ADMIN));
    const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from permissions');
    expect(new Set(granted.map((entry) => entry.permissionId)).size).toBe(count);
    expect(hasAccess(granted, { permissions: [Permission.USERS], levels: [Level.CHANGE_PASSWORD] })).toBe(true);
    expect(hasAccess(granted, { permissions: [Permission.EXPORTS], levels: [Level.EXPORT_3CX] })).toBe(true);
    expect(hasAccess(granted, { permissions: [Permission.SUPERVISORS], levels: [Level.IMPORT_OBJECTIVES] })).toBe(true);
  });

  it('are empty for a user without roles or grants', async () => {
    expect(await pairs(db, NOBODY)).toEqual([]);
  });

  it("lose a role's pair that the user's own row refuses, and nothing else", async () => {
    await db.query('insert into user_permissions (user_id, permission_id, access_level_id, allowed) values ($1, $2, $3, false)', [
      DISPATCHER,
      Permission.VEHICLES,
      STANDARD,
    ]);
    const remaining = await pairs(db, DISPATCHER);
    expect(remaining).not.toContainEqual([Permission.VEHICLES, STANDARD]);
    expect(remaining).toContainEqual([Permission.DISPATCH, STANDARD]);
    expect(remaining).toHaveLength(4);
  });

  it('do not repeat a pair granted by both a role and a user row', async () => {
    await db.query('insert into user_permissions (user_id, permission_id, access_level_id, allowed) values ($1, $2, $3, true)', [
      AGENT,
      Permission.ORDERS,
      CREATE_EDIT,
    ]);
    expect((await pairs(db, AGENT)).filter(([id]) => id === Permission.ORDERS)).toHaveLength(1);
  });

  it('are empty for an inactive user', async () => {
    await db.query('update users set active = false where user_id = $1', [ADMIN]);
    try {
      expect(await pairs(db, ADMIN)).toEqual([]);
    } finally {
      await db.query('update users set active = true where user_id = $1', [ADMIN]);
    }
  });
});

describe("the grants' data version (migration 023)", () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDemoDb();
  }, DB_HOOK_TIMEOUT);
  afterAll(() => db.close());

  it('changes with every statement that changes what the effective permissions read', async () => {
    const statements = [
      ['insert into user_permissions (user_id, permission_id, access_level_id, allowed) values ($1, $2, $3, true)', [NOBODY, Permission.CALLS, READ]],
      ['update user_permissions set allowed = false where user_id = $1', [NOBODY]],
      ['delete from user_permissions where user_id = $1', [NOBODY]],
      ['insert into user_roles (user_id, role_id) select $1, role_id from user_roles where user_id = $2', [NOBODY, AGENT]],
      ['delete from user_roles where user_id = $1', [NOBODY]],
      ['update role_permissions set access_level_id = access_level_id where permission_id = $1', [Permission.CALLS]],
      ['update permissions set name = name where permission_id = $1', [Permission.CALLS]],
      ['update access_levels set name = name where access_level_id = $1', [READ]],
      ['update access_level_details set permission_type_id = permission_type_id where access_level_id = $1', [READ]],
      ['update permission_types set name = name where permission_type_id = 1', []],
    ] as const;
    for (const [sql, params] of statements) {
      const before = await dataVersion(db, 'grants');
      await db.query(sql, [...params]);
      expect(await dataVersion(db, 'grants'), sql).toBe(before + 1);
    }
  });

  it('stays the same when only a user row or a promotion changes', async () => {
    const before = await dataVersion(db, 'grants');
    await db.query('update users set first_name = first_name where user_id = $1', [AGENT]);
    await db.query('update promotions set code = code');
    expect(await dataVersion(db, 'grants')).toBe(before);
  });
});
