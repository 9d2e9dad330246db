import { describe, expect, it } from 'vitest';
import { AdminMessages } from './messages.ts';
import { deleteUserRefusal, listedUserTypes, presentUserFields, userTypeChangeErrors, type UserBody } from './users.rules.ts';

const body: UserBody = { firstName: 'Sara', lastName: 'Bennani', email: 'sara@example.ma', phoneNumber: '0600000000', userTypeId: 6 };

describe('user administration rules', () => {
  it('writes the fields sent, null included, in column order, never the type or password', () => {
    expect(presentUserFields({ ...body, password: 'Secret1', warehouseId: null, active: false })).toEqual([
      ['firstName', 'Sara'],
      ['lastName', 'Bennani'],
      ['email', 'sara@example.ma'],
      ['phoneNumber', '0600000000'],
      ['active', false],
      ['warehouseId', null],
    ]);
  });

  it('lists customer accounts (type 3) only when asked for', () => {
    expect(listedUserTypes(undefined)).toEqual({ except: 3 });
    expect(listedUserTypes(3)).toEqual({ only: 3 });
    expect(listedUserTypes(6)).toEqual({ only: 6 });
  });

  it("keeps a user's type once the user exists", () => {
    expect(userTypeChangeErrors(6, 6)).toBeNull();
    expect(userTypeChangeErrors(6, 2)).toEqual({ userTypeId: AdminMessages.userTypeFixed });
  });

  it('refuses deleting oneself', () => {
    expect(deleteUserRefusal(1, 1)).toBe(AdminMessages.deleteSelf);
    expect(deleteUserRefusal(1, 2)).toBeNull();
  });
});
