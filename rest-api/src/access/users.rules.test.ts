import { describe, expect, it } from 'vitest';
import { Level, Messages, Permission } from '@console/schema';
import { AdminMessages } from './messages.ts';
import {
  deleteUserRefusal,
  listedUserTypes,
  mayResetPasswordOf,
  passwordConfirmErrors,
  presentUserFields,
  userTypeChangeErrors,
  type UserBody,
} from './users.rules.ts';

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

  it('sets a password only when typed twice alike', () => {
    expect(passwordConfirmErrors('Secret1', 'Secret1')).toBeNull();
    expect(passwordConfirmErrors('Secret1', 'Secret2')).toEqual({ confirmPassword: Messages.passwordConfirmMismatch });
  });

  it("lets users (8) at level 8 set anyone's password, customers (3) at level 5 only customer accounts'", () => {
    const usersAdmin = [{ permissionId: Permission.USERS, levels: [Level.CHANGE_PASSWORD] }];
    const customersAdmin = [{ permissionId: Permission.CUSTOMERS, levels: [Level.DELETE] }];
    expect(mayResetPasswordOf(3, usersAdmin)).toBe(true);
    expect(mayResetPasswordOf(6, usersAdmin)).toBe(true);
    expect(mayResetPasswordOf(3, customersAdmin)).toBe(true);
    expect(mayResetPasswordOf(6, customersAdmin)).toBe(false);
    expect(mayResetPasswordOf(6, [{ permissionId: Permission.USERS, levels: [Level.EDIT] }])).toBe(false);
  });
});
