import type { SignInLimiter } from '@console/schema/sign-in-limits';
import type { Db } from '../db/db.ts';
import type { Guards } from '../http/auth.ts';
import type { AccessTokens, RefreshTokens } from './tokens.ts';

/** What the access routes need, built once by `buildRestApi`. */
export interface AccessServices {
  db: Db;
  guards: Guards;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  signInLimiter: SignInLimiter;
}
