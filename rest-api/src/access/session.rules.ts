/** The sign-in's rules, as pure functions. */
import { Messages } from '@console/schema';

/**
 * Who may sign in: a known, active user whose password matches. Unknown e-mail, wrong password and inactive
 * account get the same refusal, so an answer never tells which one it was.
 */
export function checkCredentials<User extends { active: boolean }>(user: User | undefined, passwordMatches: boolean): { user: User } | { message: string } {
  return user && passwordMatches && user.active ? { user } : { message: Messages.wrongCredentials };
}

/** A user without any effective permission has nothing to open: the refusal, or null. */
export function noPermissionsRefusal(effectivePermissions: number): string | null {
  return effectivePermissions === 0 ? Messages.noPermissions : null;
}
