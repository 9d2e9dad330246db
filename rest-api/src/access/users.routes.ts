import type { FastifyInstance } from 'fastify';
import { callerOf } from '../http/auth.ts';
import { bearerSecurity, errorResponses, idField, okResponse, passwordField } from '../http/schemas.ts';
import type { AccessServices } from './services.ts';
import { changeCustomerPasswords, changeUserPasswords } from './users.rules.ts';
import { resetPassword } from './users.service.ts';

export function registerUserRoutes(app: FastifyInstance, { db, guards, refreshTokens }: AccessServices) {
  app.put<{ Body: { userId: number; password: string; confirmPassword: string } }>(
    '/api/users/password/resetBo',
    {
      preHandler: guards.requireAccess(changeUserPasswords, changeCustomerPasswords),
      schema: {
        tags: ['Users'],
        summary: "Set a user's password (back-office)",
        description:
          'Needs permission 8 (users) at level 8, or permission 3 (customers) at level 5; the latter only reaches ' +
          'customer accounts (user type 3). A user holding a right the caller lacks (a Super Admin, unless the caller is ' +
          "one) answers 403 with the French reason: their password would hand it over. Ends every session of that user, " +
          'access tokens included, at once.',
        security: bearerSecurity,
        body: {
          type: 'object',
          required: ['userId', 'password', 'confirmPassword'],
          properties: { userId: idField, password: passwordField, confirmPassword: { type: 'string' } },
        },
        response: { 200: okResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await resetPassword({ db, refreshTokens }, callerOf(request), request.body);
      return { data: { ok: true } };
    },
  );
}
