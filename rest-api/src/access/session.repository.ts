/** The sign-in's SQL; no decisions (those are in session.rules.ts). */
import type { Executor } from '../db/db.ts';

interface SignInUser {
  userId: number;
  passwordHash: string;
  active: boolean;
  tokenVersion: number;
}

/** The user holding the e-mail (any case), active or not; undefined when none does. */
export async function loadSignInUser(db: Executor, email: string): Promise<SignInUser | undefined> {
  const [user] = await db.query<SignInUser>(
    `select user_id as "userId", password_hash as "passwordHash", active, token_version as "tokenVersion"
       from users where lower(email) = lower($1)`,
    [email],
  );
  return user;
}
