import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { checkCredentials, noPermissionsRefusal } from './session.rules.ts';

describe('sign-in rules', () => {
  const user = { userId: 7, active: true };

  it('lets an active user whose password matches sign in', () => {
    expect(checkCredentials(user, true)).toEqual({ user });
  });

  it('refuses an unknown e-mail, a wrong password and an inactive account alike', () => {
    const refusal = { message: Messages.wrongCredentials };
    expect(checkCredentials(undefined, false)).toEqual(refusal);
    expect(checkCredentials(user, false)).toEqual(refusal);
    expect(checkCredentials({ ...user, active: false }, true)).toEqual(refusal);
  });

  it('refuses a user without any effective permission', () => {
    expect(noPermissionsRefusal(0)).toBe(Messages.noPermissions);
    expect(noPermissionsRefusal(1)).toBeNull();
  });
});
