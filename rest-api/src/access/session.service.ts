/** Sign-in and refresh: the user's checks here, the tokens' own logic in tokens.ts. */
import type { FastifyBaseLogger } from 'fastify';
import type { SignInRefusal } from '@console/schema/sign-in-limits';
import { forbidden, HttpError, unauthorized } from '../http/errors.ts';
import { verifyPassword } from './passwords.ts';
import { loadAllowedPermissions } from './permissions.ts';
import type { AccessServices } from './services.ts';
import { loadSignInUser } from './session.repository.ts';
import { checkCredentials, noPermissionsRefusal } from './session.rules.ts';

type SessionServices = Pick<AccessServices, 'db' | 'accessTokens' | 'refreshTokens'>;

async function session({ accessTokens }: SessionServices, userId: number, refreshToken: string, claims: { sessionId: string; version: number }) {
  return { accessToken: await accessTokens.sign(userId, claims), refreshToken, expiresIn: accessTokens.ttlSeconds };
}

/** A new session for the e-mail and password; 401 for wrong credentials, 403 for a user without permissions. */
async function signIn(services: SessionServices, { email, password }: { email: string; password: string }) {
  const { db, refreshTokens } = services;
  const found = await loadSignInUser(db, email);
  // Checked even for an unknown e-mail, so both refusals take as long.
  const checked = checkCredentials(found, await verifyPassword(password, found?.passwordHash));
  if ('message' in checked) throw unauthorized(checked.message);
  const { user } = checked;
  const refusal = noPermissionsRefusal((await loadAllowedPermissions(db, user.userId)).length);
  if (refusal) throw forbidden(refusal);
  const { refreshToken, sessionId } = await refreshTokens.issue(user.userId);
  return session(services, user.userId, refreshToken, { sessionId, version: user.tokenVersion });
}

/**
 * signIn within the sign-in limits (schema/src/sign-in-limits.ts): a refusal saying when to try again,
 * before any password check; otherwise the session, its wrong credentials counted against the address.
 */
export async function limitedSignIn(
  services: SessionServices & Pick<AccessServices, 'signInLimiter'>,
  credentials: { email: string; password: string },
  address: string,
): Promise<Awaited<ReturnType<typeof signIn>> | SignInRefusal> {
  const { signInLimiter } = services;
  const refusal = await signInLimiter.admit(address, credentials.email);
  if (refusal) return refusal;
  let session;
  try {
    session = await signIn(services, credentials);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) await signInLimiter.failed(address, credentials.email);
    throw error;
  }
  await signInLimiter.succeeded(address, credentials.email);
  return session;
}

/** The next session of a sign-in; 401 for a refresh token that no longer stands (a reuse is logged: its sign-in is revoked). */
export async function refreshSession(services: SessionServices, refreshToken: string, log: FastifyBaseLogger) {
  const result = await services.refreshTokens.rotate(refreshToken);
  if (result.status !== 'rotated') {
    if (result.status === 'reused') log.warn('refresh token reused: its sign-in is revoked');
    throw unauthorized();
  }
  return session(services, result.userId, result.refreshToken, result);
}
