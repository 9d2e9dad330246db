import type { FastifyInstance } from 'fastify';
import { CUSTOMER_USER_TYPE_ID, Level, Messages, Permission, hasAccess } from '@console/schema';
import { callerOf } from '../http/auth.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { bearerSecurity, errorResponses, idField, okResponse, passwordField } from '../http/schemas.ts';
import { hashPassword } from './passwords.ts';
import type { AccessServices } from './services.ts';
import { bumpTokenVersion } from './tokens.ts';

const changeUserPasswords = { permissions: [Permission.USERS], levels: [Level.CHANGE_PASSWORD] };
const changeCustomerPasswords = { permissions: [Permission.CUSTOMERS], levels: [Level.DELETE] };

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
          'customer accounts (user type 3). Ends every session of that user, access tokens included, at once.',
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
      const { userId, password, confirmPassword } = request.body;
      if (password !== confirmPassword) throw badRequest({ confirmPassword: Messages.passwordConfirmMismatch });
      const [target] = await db.query<{ user_type_id: number }>('select user_type_id from users where user_id = $1', [userId]);
      if (!target) throw notFound();
      const { granted } = callerOf(request);
      if (target.user_type_id !== CUSTOMER_USER_TYPE_ID && !hasAccess(granted ?? [], changeUserPasswords)) throw forbidden();
      await db.query('update users set password_hash = $2 where user_id = $1', [userId, await hashPassword(password)]);
      await bumpTokenVersion(db, userId);
      await refreshTokens.revokeUser(userId);
      return { data: { ok: true } };
    },
  );
}
