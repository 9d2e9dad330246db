import type { FastifyInstance } from 'fastify';
import { tooManyAttemptsMessage } from '@console/schema';
import { HttpError } from '../http/errors.ts';
import { dataEnvelope, emailField, errorResponses, passwordField } from '../http/schemas.ts';
import type { AccessServices } from './services.ts';
import { limitedSignIn, refreshSession } from './session.service.ts';

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

export function registerSessionRoutes(app: FastifyInstance, services: AccessServices) {
  app.post<{ Body: { email: string; password: string } }>(
    '/api/users/login',
    {
      schema: {
        tags: ['Session'],
        summary: 'Sign in',
        description:
          'Unknown e-mail, wrong password and inactive account get the same 401. ' +
          'A user without any effective permission gets 403 (`Messages.noPermissions`). ' +
          'The gateway\u2019s sign-in limits apply (SIGNIN_*): failures per address and e-mail, attempts per address, and a ' +
          'temporary lock of an account failed too often from any addresses, during which even its right password gets ' +
          'the same 429, with `Retry-After`. The address is X-Forwarded-For\u2019s from a trusted proxy (TRUSTED_PROXIES).',
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email: emailField, password: passwordField },
        },
        response: { 200: sessionResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const answer = await limitedSignIn(services, request.body, request.ip);
      if ('retryAfterSeconds' in answer) {
        reply.header('retry-after', String(answer.retryAfterSeconds));
        throw new HttpError(429, tooManyAttemptsMessage(answer.retryAfterSeconds));
      }
      return { data: answer };
    },
  );

  app.put<{ Body: { refreshToken: string } }>(
    '/api/users/login/refresh',
    {
      schema: {
        tags: ['Session'],
        summary: 'Exchange a refresh token for a new session',
        description:
          'Rotates the refresh token. A token rotated less than the grace window ago (`REFRESH_GRACE_SECONDS`, ' +
          'default 20) answers the same successor, so concurrent refreshes of one sign-in all succeed. An unknown, ' +
          'expired, revoked or already used token gets 401; one used again after the grace window also revokes every ' +
          'token of its sign-in (theft detection), and with them its access tokens.',
        body: refreshTokenBody,
        response: { 200: sessionResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ data: await refreshSession(services, request.body.refreshToken, request.log) }),
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/api/users/logout',
    {
      schema: {
        tags: ['Session'],
        summary: 'Sign out',
        description:
          'Not in the specification. Revokes the refresh token and every token of its sign-in, and ends the access ' +
          'tokens of that sign-in at once; an unknown token is ignored.',
        body: refreshTokenBody,
        response: { 204: { type: 'null', description: 'Signed out.' }, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await services.refreshTokens.revokeFamilyOf(request.body.refreshToken);
      return reply.code(204).send();
    },
  );
}
