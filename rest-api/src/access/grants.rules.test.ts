import { describe, expect, it } from 'vitest';
import { Level, Messages, Permission, SUPER_ADMIN_USER_TYPE_ID } from '@console/schema';
import { AdminMessages } from './messages.ts';
import {
  accountCeilingRefusal,
  distinctIds,
  grantorOf,
  levelTypeCeilingRefusal,
  missingRowIdErrors,
  ownAccessRefusal,
  pairCeilingRefusal,
  permissionGrantedTwice,
  roleCeilingRefusal,
  roleGrantedTwice,
  userTypeCeilingRefusal,
} from './grants.rules.ts';

describe('grant batch rules', () => {
  it('requires an update to name its row', () => {
    expect(missingRowIdErrors(2, 'userRoleId', 15)).toBeNull();
    expect(missingRowIdErrors(2, 'userRoleId', null)).toEqual({ '2.userRoleId': Messages.requiredField });
    expect(missingRowIdErrors(0, 'rolePermissionId', undefined)).toEqual({ '0.rolePermissionId': Messages.requiredField });
  });

  it('reports a pair granted twice on the access level, a role given twice on the role', () => {
    expect(permissionGrantedTwice(1)).toEqual({ '1.accessLevelId': AdminMessages.permissionAlreadyGranted });
    expect(roleGrantedTwice(3)).toEqual({ '3.roleId': AdminMessages.roleAlreadyGranted });
  });

  it('answers for each owner named once, in first-seen order', () => {
    expect(distinctIds([5, 2, 5, 9, 2])).toEqual([5, 2, 9]);
  });
});

describe('the ceiling: nobody grants more than they hold', () => {
  const { CREATE, EDIT, DELETE, READ } = Level;
  // The consultation profile: users and access administration at levels 4 and 6, through two access-level rows.
  const consultation = grantorOf({
    userId: 7,
    activeUserTypeId: 2,
    granted: [
      { permissionId: Permission.USERS, levels: [EDIT, READ] },
      { permissionId: Permission.ACCESS_ADMIN, levels: [EDIT] },
      { permissionId: Permission.ACCESS_ADMIN, levels: [READ] },
    ],
  });
  const superAdmin = grantorOf({ userId: 1, activeUserTypeId: SUPER_ADMIN_USER_TYPE_ID, granted: [] });

  it('lets a pair through when the grantor holds each of its types on that permission, levels of several rows together', () => {
    expect(pairCeilingRefusal(consultation, Permission.ACCESS_ADMIN, [EDIT, READ])).toBeNull();
    expect(pairCeilingRefusal(consultation, Permission.USERS, [READ])).toBeNull();
    expect(pairCeilingRefusal(consultation, Permission.USERS, [])).toBeNull();
  });

  it('refuses a type the grantor lacks on that permission, even when held on another', () => {
    expect(pairCeilingRefusal(consultation, Permission.ACCESS_ADMIN, [CREATE, EDIT, DELETE, READ])).toBe(AdminMessages.grantAboveOwn);
    expect(pairCeilingRefusal(consultation, Permission.ARTICLES, [READ])).toBe(AdminMessages.grantAboveOwn);
  });

  it('refuses a role granting anything the grantor lacks, allows one within', () => {
    const administrateur = [{ permissionId: Permission.ARTICLES, levels: [CREATE, EDIT, DELETE, READ] }, { permissionId: Permission.USERS, levels: [READ] }];
    expect(roleCeilingRefusal(consultation, administrateur)).toBe(AdminMessages.roleAboveOwn);
    expect(roleCeilingRefusal(consultation, [{ permissionId: Permission.USERS, levels: [READ] }])).toBeNull();
    expect(roleCeilingRefusal(consultation, [])).toBeNull();
  });

  it('refuses a type added to a level unless held on every permission granted at it', () => {
    expect(levelTypeCeilingRefusal(consultation, [Permission.USERS, Permission.ACCESS_ADMIN], READ)).toBeNull();
    expect(levelTypeCeilingRefusal(consultation, [Permission.USERS, Permission.ARTICLES], READ)).toBe(AdminMessages.levelTypeAboveOwn);
    expect(levelTypeCeilingRefusal(consultation, [Permission.USERS], CREATE)).toBe(AdminMessages.levelTypeAboveOwn);
    expect(levelTypeCeilingRefusal(consultation, [], CREATE)).toBeNull();
  });

  it('holds everything for an active Super Admin, nothing extra for an inactive one', () => {
    expect(pairCeilingRefusal(superAdmin, Permission.ARTICLES, [CREATE, DELETE])).toBeNull();
    expect(roleCeilingRefusal(superAdmin, [{ permissionId: Permission.EXPORTS, levels: [15, 24] }])).toBeNull();
    expect(levelTypeCeilingRefusal(superAdmin, [Permission.ARTICLES], CREATE)).toBeNull();
    const inactive = grantorOf({ userId: 1, activeUserTypeId: null, granted: [] });
    expect(pairCeilingRefusal(inactive, Permission.ARTICLES, [READ])).toBe(AdminMessages.grantAboveOwn);
  });

  it("refuses changes to one's own roles and permissions, a Super Admin's too", () => {
    expect(ownAccessRefusal(consultation, [3, undefined])).toBeNull();
    expect(ownAccessRefusal(consultation, [3, 7])).toBe(AdminMessages.ownAccess);
    expect(ownAccessRefusal(superAdmin, [1])).toBe(AdminMessages.ownAccess);
  });

  it("refuses to set the password of an account holding more than the grantor", () => {
    const reader = grantorOf({ userId: 9, activeUserTypeId: 2, granted: [{ permissionId: Permission.USERS, levels: [READ] }] });
    const customer = grantorOf({ userId: 10, activeUserTypeId: 3, granted: [] });
    expect(accountCeilingRefusal(consultation, reader)).toBeNull();
    expect(accountCeilingRefusal(consultation, customer)).toBeNull();
    expect(accountCeilingRefusal(reader, consultation)).toBe(AdminMessages.accountAboveOwn);
    expect(accountCeilingRefusal(consultation, superAdmin)).toBe(AdminMessages.accountAboveOwn);
    expect(accountCeilingRefusal(superAdmin, consultation)).toBeNull();
  });

  it('lets only a Super Admin create a Super Admin', () => {
    expect(userTypeCeilingRefusal(consultation, SUPER_ADMIN_USER_TYPE_ID)).toBe(AdminMessages.superAdminOnly);
    expect(userTypeCeilingRefusal(consultation, 2)).toBeNull();
    expect(userTypeCeilingRefusal(superAdmin, SUPER_ADMIN_USER_TYPE_ID)).toBeNull();
  });
});
