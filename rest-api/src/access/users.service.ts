/** The user administration's operations: transactions over the repository, decisions by the rules. */
import type { Db, Executor } from '../db/db.ts';
import { isUniqueViolation, violates } from '../db/sql.ts';
import type { Caller } from '../http/auth.ts';
import { deleteOrRefuse } from '../http/crud.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { ListQuery } from '../http/lists.ts';
import { requireExisting } from '../http/references.ts';
import { loadGrantorFacts } from './grants.repository.ts';
import { accountCeilingRefusal, grantorOf, userTypeCeilingRefusal } from './grants.rules.ts';
import { AdminMessages } from './messages.ts';
import { hashPassword } from './passwords.ts';
import { setPasswordHash } from './profile.repository.ts';
import { bumpTokenVersion, type RefreshTokens } from './tokens.ts';
import { emailTaken, extensionTaken, insertUser, listUsers, loadUser, loadUserType, lockUserType, updateUserFields } from './users.repository.ts';
import {
  deleteUserRefusal,
  listedUserTypes,
  mayResetPasswordOf,
  passwordConfirmErrors,
  presentUserFields,
  userTypeChangeErrors,
  type UserBody,
} from './users.rules.ts';

async function checkUserBody(tx: Executor, body: UserBody, userId: number | null) {
  if (await emailTaken(tx, body.email, userId)) throw badRequest({ email: AdminMessages.emailTaken });
  if (body.extension && (await extensionTaken(tx, body.extension, userId))) throw badRequest({ extension: AdminMessages.extensionTaken });
  await requireExisting(tx, {
    userTypeId: { table: 'user_types', column: 'user_type_id', id: body.userTypeId },
    warehouseId: { table: 'warehouses', column: 'warehouse_id', id: body.warehouseId },
  });
}

/** A concurrent create with the same e-mail (or extension) fails on the unique index: the same 400. */
async function withEmailCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violates(error, 'users_extension')) throw badRequest({ extension: AdminMessages.extensionTaken });
    if (isUniqueViolation(error)) throw badRequest({ email: AdminMessages.emailTaken });
    throw error;
  }
}

/** A page of users (customer accounts only when their type is asked for), optionally holding a role. */
export function userPage(db: Db, query: ListQuery & { userTypeId?: number; roleId?: number }) {
  return listUsers(db, query, listedUserTypes(query.userTypeId));
}

export async function getUser(db: Db, userId: number) {
  const user = await loadUser(db, userId);
  if (!user) throw notFound();
  return user;
}

/** 403 for a Super Admin (who holds everything) created by anyone else. */
export async function createUser(db: Db, body: UserBody & { password: string }, callerId: number) {
  const passwordHash = await hashPassword(body.password);
  return withEmailCheck(() =>
    db.transaction(async (tx) => {
      const refusal = userTypeCeilingRefusal(grantorOf(await loadGrantorFacts(tx, callerId)), body.userTypeId);
      if (refusal) throw forbidden(refusal);
      await checkUserBody(tx, body, null);
      const userId = await insertUser(tx, presentUserFields(body), { userTypeId: body.userTypeId, passwordHash, callerId });
      return loadUser(tx, userId);
    }),
  );
}

export async function updateUser(db: Db, body: UserBody & { userId: number }) {
  return withEmailCheck(() =>
    db.transaction(async (tx) => {
      const currentTypeId = await lockUserType(tx, body.userId);
      if (currentTypeId === undefined) throw notFound();
      const typeErrors = userTypeChangeErrors(currentTypeId, body.userTypeId);
      if (typeErrors) throw badRequest(typeErrors);
      await checkUserBody(tx, body, body.userId);
      await updateUserFields(tx, body.userId, presentUserFields(body));
      return loadUser(tx, body.userId);
    }),
  );
}

/** Deletes a user with what hangs on them; 409 for oneself or a user still referenced, 404 when unknown. */
export async function deleteUser(db: Db, userId: number, callerId: number) {
  const refusal = deleteUserRefusal(callerId, userId);
  if (refusal) throw conflict(refusal);
  await deleteOrRefuse(db, { table: 'users', idColumn: 'user_id', id: userId }, []);
}

/**
 * Sets a user's password from the back-office and ends every session of that user, access tokens included:
 * 400 when the confirmation differs, 404 for an unknown user, 403 when the caller only reaches customer accounts
 * or the user holds rights the caller does not (their password would hand those over).
 */
export async function resetPassword(
  { db, refreshTokens }: { db: Db; refreshTokens: RefreshTokens },
  { userId: callerId, granted }: Caller,
  { userId, password, confirmPassword }: { userId: number; password: string; confirmPassword: string },
) {
  const confirmErrors = passwordConfirmErrors(password, confirmPassword);
  if (confirmErrors) throw badRequest(confirmErrors);
  const userTypeId = await loadUserType(db, userId);
  if (userTypeId === undefined) throw notFound();
  if (!mayResetPasswordOf(userTypeId, granted ?? [])) throw forbidden();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const refusal = accountCeilingRefusal(grantorOf(await loadGrantorFacts(tx, callerId)), grantorOf(await loadGrantorFacts(tx, userId)));
    if (refusal) throw forbidden(refusal);
    await setPasswordHash(tx, userId, passwordHash);
    await bumpTokenVersion(tx, userId);
  });
  await refreshTokens.revokeUser(userId);
}
