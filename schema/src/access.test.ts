import { buildASTSchema, parse, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { gridRowsRefusal, hasAccess, heldWarehouse, Level, ORDER_READS_SPAN, Permission, rowLevel, seesWarehouse } from './access.ts';
import { Messages } from './messages.ts';
import { loadTypeDefs } from './sdl.ts';

describe('hasAccess, the seeds rule', () => {
  const agent = [
    { permissionId: Permission.POINT_OF_SALE, levels: [Level.CREATE, Level.READ] },
    { permissionId: Permission.ARTICLES, levels: [Level.READ] },
  ];

  it('passes when a listed permission holds a listed level', () => {
    expect(hasAccess(agent, { permissions: [Permission.POINT_OF_SALE], levels: [Level.CREATE] })).toBe(true);
    expect(hasAccess(agent, { permissions: [Permission.ARTICLES, Permission.DISPATCH], levels: [Level.READ] })).toBe(true);
  });

  it('never borrows a level from another permission', () => {
    // Holds CREATE on point of sale and READ on articles: CREATE on articles is not granted.
    expect(hasAccess(agent, { permissions: [Permission.ARTICLES], levels: [Level.CREATE] })).toBe(false);
  });

  it('fails without the permission, whatever the levels', () => {
    expect(hasAccess(agent, { permissions: [Permission.DISPATCH] })).toBe(false);
    expect(hasAccess([], { permissions: [Permission.ARTICLES] })).toBe(false);
  });

  it('treats absent or empty levels as any level', () => {
    expect(hasAccess(agent, { permissions: [Permission.ARTICLES] })).toBe(true);
    expect(hasAccess(agent, { permissions: [Permission.ARTICLES], levels: [] })).toBe(true);
    expect(hasAccess([{ permissionId: Permission.ARTICLES, levels: [] }], { permissions: [Permission.ARTICLES] })).toBe(true);
  });
});

describe('grid rows, checked by what they do', () => {
  const consultation = [{ permissionId: Permission.ACCESS_ADMIN, levels: [Level.EDIT, Level.READ] }];
  const standard = [{ permissionId: Permission.ACCESS_ADMIN, levels: [Level.CREATE, Level.EDIT, Level.DELETE, Level.READ] }];
  const grid = [Permission.ACCESS_ADMIN];

  it('asks a new row for level 3, a modified row for 4, a deleted row for 5', () => {
    expect([1, 2, 3, 4].map(rowLevel)).toEqual([Level.CREATE, Level.EDIT, Level.DELETE, Level.CREATE]);
  });

  it('refuses the first kind of row the caller may not send, in French', () => {
    expect(gridRowsRefusal(consultation, grid, [{ typeAction: 2 }])).toBeNull();
    expect(gridRowsRefusal(consultation, grid, [{ typeAction: 2 }, { typeAction: 1 }])).toBe(Messages.rowCreateForbidden);
    expect(gridRowsRefusal(consultation, grid, [{ typeAction: 4 }])).toBe(Messages.rowCreateForbidden);
    expect(gridRowsRefusal(consultation, grid, [{ typeAction: 3 }])).toBe(Messages.rowDeleteForbidden);
    expect(gridRowsRefusal([{ permissionId: Permission.ACCESS_ADMIN, levels: [Level.CREATE] }], grid, [{ typeAction: 2 }])).toBe(Messages.rowEditForbidden);
    expect(gridRowsRefusal(standard, grid, [{ typeAction: 1 }, { typeAction: 2 }, { typeAction: 3 }])).toBeNull();
  });

  it('passes on any of the listed permissions, never a level of another one', () => {
    const users = [Permission.USERS, Permission.ACCESS_ADMIN];
    expect(gridRowsRefusal([{ permissionId: Permission.USERS, levels: [Level.CREATE] }, ...consultation], users, [{ typeAction: 1 }])).toBeNull();
    expect(gridRowsRefusal([{ permissionId: Permission.ARTICLES, levels: [Level.CREATE] }, ...consultation], grid, [{ typeAction: 1 }])).toBe(
      Messages.rowCreateForbidden,
    );
  });

  it('leaves out rows not meant for the server', () => {
    expect(gridRowsRefusal(consultation, grid, [{ typeAction: 1, readyToSend: false }, { typeAction: 3, readyToSend: false }])).toBeNull();
    expect(gridRowsRefusal(consultation, grid, [{ typeAction: 1, readyToSend: true }])).toBe(Messages.rowCreateForbidden);
  });
});

describe('the GraphQL enums and the id module', () => {
  const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
  const values = (name: string) => (schema.getType(name) as GraphQLEnumType).getValues().map((value) => value.name).sort();

  it('name the same permissions and levels', () => {
    expect(values('Permission')).toEqual(Object.keys(Permission).sort());
    expect(values('Level')).toEqual(Object.keys(Level).sort());
  });
});

describe('warehouse-bound callers', () => {
  const preparer = [{ permissionId: Permission.WAREHOUSE_SCHEDULES, levels: [Level.EDIT, Level.READ] }];
  const cashier = [...preparer, { permissionId: Permission.ROMEO_ORDERS, levels: [Level.READ] }];

  it('holds a caller attached to a warehouse to it when none of the spanning permissions is held', () => {
    expect(heldWarehouse(preparer, ORDER_READS_SPAN, 1)).toBe(1);
    expect(heldWarehouse([], ORDER_READS_SPAN, 3)).toBe(3);
  });

  it('holds no one who spans the warehouses (any level), nor a caller without a warehouse', () => {
    expect(heldWarehouse(cashier, ORDER_READS_SPAN, 1)).toBeNull();
    expect(heldWarehouse([{ permissionId: Permission.POINT_OF_SALE, levels: [] }], ORDER_READS_SPAN, 1)).toBeNull();
    expect(heldWarehouse(preparer, ORDER_READS_SPAN, null)).toBeNull();
  });

  it('lets a held caller see their warehouse only, never a thing of no warehouse; an unheld one everything', () => {
    expect([seesWarehouse(1, 1), seesWarehouse(1, 2), seesWarehouse(1, null)]).toEqual([true, false, false]);
    expect([seesWarehouse(null, 2), seesWarehouse(null, null)]).toEqual([true, true]);
  });
});
