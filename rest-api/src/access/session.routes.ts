import type { FastifyInstance } from 'fastify';
import { Messages } from '@console/schema';
import { forbidden, unauthorized } from '../http/errors.ts';
import { dataEnvelope, emailField, errorResponses, passwordField } from '../http/schemas.ts';
import { verifyPassword } from './passwords.ts';
import { loadAllowedPermissions } from './permissions.ts';
import type { AccessServices } from './services.ts';

const sessionResponse = dataEnvelope(
  {
    type: 'object',
    required: ['accessToken', 'refreshToken', 'expiresIn'],
    properties: {
      accessToken: { type: 'string', description: 'HS256 JWT to send as `Authorization: Bearer`; claim `sub` is the user id.' },
      refreshToken: { type: 'string', description: 'Opaque, single use: each refresh answers a new one.' },
      expiresIn: { type: 'integer', description: 'Lifetime of the access token, in seconds.' },
    },
  },
  'A new session.',
);

const refreshTokenBody = {
  type: 'object',
  required: ['refreshToken'],
  properties: { refreshToken: { type: 'string', minLength: 1 } },
} as const;

export function registerSessionRoutes(app: FastifyInstance, { db, accessTokens, refreshTokens }: AccessServices) {
  async function session(userId: number, refreshToken: string) {
    return { data: { accessToken: await accessTokens.sign(userId), refreshToken, expiresIn: accessTokens.ttlSeconds } };
  }

  app.post<{ Body: { email: string; password: string } }>(
    '/api/users/login',
    {
      schema: {
        tags: ['Session'],
        summary: 'Sign in',
        description:
          'Unknown e-mail, wrong password and inactive account get the same 401. ' +
          'A user without any effective permission gets 403 (`Messages.noPermissions`).',
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email: emailField, password: passwordField },
        },
        response: { 200: sessionResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const [user] = await db.query<{ user_id: number; password_hash: string; active: boolean }>(
        'select user_id, password_hash, active from users where lower(email) = lower($1)',
        [email],
      );
      const passwordMatches = await verifyPassword(password, user?.password_hash);
      if (!user || !passwordMatches || !user.active) throw unauthorized(Messages.wrongCredentials);
      if ((await loadAllowedPermissions(db, user.user_id)).length === 0) throw forbidden(Messages.noPermissions);
      return session(user.user_id, await refreshTokens.issue(user.user_id));
    },
  );

  app.put<{ Body: { refreshToken: string } }>(
    '/api/users/login/refresh',
    {
      schema: {
        tags: ['Session'],
        summary: 'Exchange a refresh token for a new session',
        description:
          'Rotates the refresh token. An unknown, expired, revoked or already used token gets 401; ' +
          'an already used one also revokes every token of its sign-in (theft detection).',
        body: refreshTokenBody,
        response: { 200: sessionResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const result = await refreshTokens.rotate(request.body.refreshToken);
      if (result.status !== 'rotated') {
        if (result.status === 'reused') request.log.warn('refresh token reused: its sign-in is revoked');
        throw unauthorized();
      }
      return session(result.userId, result.refreshToken);
    },
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/api/users/logout',
    {
      schema: {
        tags: ['Session'],
        summary: 'Sign out',
        description:
          'Not in the specification. Revokes the refresh token and every token of its sign-in; ' +
          'an unknown token is ignored. Access tokens already issued stay valid until they expire.',
        body: refreshTokenBody,
        response: { 204: { type: 'null', description: 'Signed out.' }, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await refreshTokens.revokeFamilyOf(request.body.refreshToken);
      return reply.code(204).send();
    },
  );
}
