import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { AdminMessages } from './messages.ts';
import { distinctIds, missingRowIdErrors, permissionGrantedTwice, roleGrantedTwice } from './grants.rules.ts';

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
