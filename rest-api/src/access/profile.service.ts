/** The signed-in user's own operations; a user who is no longer active gets 401. */
import { Messages } from '@console/schema';
import type { Db } from '../db/db.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { loadAllowedPermissions } from './permissions.ts';
import { activePasswordHash, loadCurrentUser, loadSignedInUser, setPasswordHash } from './profile.repository.ts';
import { bumpTokenVersion, type RefreshTokens } from './tokens.ts';

/** The signed-in user and their effective permissions. */
export async function signedInUser(db: Db, userId: number) {
  const [user, allowedPermissions] = await Promise.all([loadSignedInUser(db, userId), loadAllowedPermissions(db, userId)]);
  if (!user) throw unauthorized();
  return { ...user, allowedPermissions };
}

export async function currentUser(db: Db, userId: number) {
  const user = await loadCurrentUser(db, userId);
  if (!user) throw unauthorized();
  return user;
}

/** Checks the old password, sets the new one and ends every other sign-in of the user. */
export async function changeOwnPassword(
  { db, refreshTokens }: { db: Db; refreshTokens: RefreshTokens },
  { userId, sessionId }: { userId: number; sessionId: string },
  { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
) {
  const passwordHash = await activePasswordHash(db, userId);
  if (passwordHash === undefined) throw unauthorized();
  if (!(await verifyPassword(oldPassword, passwordHash))) throw badRequest({ oldPassword: Messages.wrongOldPassword });
  await setPasswordHash(db, userId, await hashPassword(newPassword));
  await bumpTokenVersion(db, userId);
  await refreshTokens.revokeUser(userId, sessionId);
}
