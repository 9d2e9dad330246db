import type { FastifyInstance } from 'fastify';
import { Permission } from '@console/schema';
import { callerOf } from '../http/auth.ts';
import { standardAccess } from '../http/crud.ts';
import { collectionResponse, idParams, listQuerystring, noContentResponse, type IdParams, type ListQuery } from '../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses, idField, passwordField } from '../http/schemas.ts';
import { AdminMessages } from './messages.ts';
import type { AccessServices } from './services.ts';
import type { UserBody } from './users.rules.ts';
import { requiredUserFields, userFields, userListItemSchema, userSchema } from './users.schemas.ts';
import { createUser, deleteUser, getUser, updateUser, userPage } from './users.service.ts';

const access = standardAccess(Permission.USERS);
/** The agent-assignment screen picks its user from the same list. */
const agentAssignment = { permissions: [Permission.AGENT_ASSIGNMENT] };

export function registerUserAdminRoutes(app: FastifyInstance, { db, guards }: AccessServices) {
  const userResponse = dataEnvelope(userSchema, 'The user, with their roles and own permission rows.');

  app.get<{ Querystring: ListQuery & { userTypeId?: number; roleId?: number; loadRoles?: boolean } }>(
    '/api/users',
    {
      // The role-users grid of access administration (10) picks users too.
      preHandler: guards.requireAccess(access.list, agentAssignment, { permissions: [Permission.ACCESS_ADMIN] }),
      schema: {
        tags: ['Users'],
        summary: 'List users',
        description:
          'Permission 8, 44 (agent assignment) or 10 (role users), at any level. Customer accounts (user type 3) are left out ' +
          'unless `userTypeId=3` is asked for. Roles are always included ' +
          '(`loadRoles` is accepted for the console and changes nothing).',
        security: bearerSecurity,
        querystring: listQuerystring({
          sortable: ['userId', 'firstName', 'lastName', 'email', 'userTypeId', 'createdAt'],
          keywordSearches: 'first name, last name, "first last", e-mail, phone number and matriculation',
          properties: {
            userTypeId: { ...idField, description: 'Only users of this type (6: call-centre agents).' },
            roleId: { ...idField, description: 'Only users holding this role.' },
            loadRoles: { type: 'boolean', description: 'Accepted; roles are always included.' },
          },
        }),
        response: { 200: collectionResponse(userListItemSchema, 'A page of users and the total.'), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => userPage(db, request.query),
  );

  app.get<{ Params: IdParams; Querystring: { fulldetails?: boolean } }>(
    '/api/users/:id',
    {
      preHandler: guards.requireAccess(access.read),
      schema: {
        tags: ['Users'],
        summary: 'One user, with roles and own permission rows',
        description: 'Permission 8 at level 4 or 6. `fulldetails` is accepted; the answer always has the details.',
        security: bearerSecurity,
        params: idParams,
        querystring: { type: 'object', properties: { fulldetails: { type: 'boolean', description: 'Accepted; no effect.' } } },
        response: { 200: userResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getUser(db, request.params.id) }),
  );

  app.post<{ Body: UserBody & { password: string } }>(
    '/api/users',
    {
      preHandler: guards.requireAccess(access.create),
      schema: {
        tags: ['Users'],
        summary: 'Create a user',
        description:
          'Permission 8 at level 3. Required: firstName, lastName, email, phoneNumber, password (at least 6 characters), ' +
          `userTypeId. A used e-mail (any case) answers 400 \`{ email: "${AdminMessages.emailTaken}" }\`; an unknown ` +
          'userTypeId or warehouseId 400 on that field. Roles and permissions are set afterwards (POST /api/security/users/...).',
        security: bearerSecurity,
        body: { type: 'object', required: [...requiredUserFields, 'password'], properties: { ...userFields, password: passwordField } },
        response: { 200: userResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await createUser(db, request.body, callerOf(request).userId) }),
  );

  app.put<{ Body: UserBody & { userId: number } }>(
    '/api/users',
    {
      preHandler: guards.requireAccess(access.update),
      schema: {
        tags: ['Users'],
        summary: 'Update a user',
        description:
          'Permission 8 at level 4 or 6. The same fields as the create, with userId. A password is ignored (see ' +
          `PUT /api/users/password/resetBo). A different userTypeId answers 400 \`{ userTypeId: "${AdminMessages.userTypeFixed}" }\`. ` +
          'Optional fields left out keep their value; null empties them.',
        security: bearerSecurity,
        body: { type: 'object', required: ['userId', ...requiredUserFields], properties: { userId: idField, ...userFields } },
        response: { 200: userResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await updateUser(db, request.body) }),
  );

  app.delete<{ Params: IdParams }>(
    '/api/users/:id',
    {
      preHandler: guards.requireAccess(access.delete),
      schema: {
        tags: ['Users'],
        summary: 'Delete a user',
        description:
          `Permission 8 at level 5. Deleting yourself answers 409 "${AdminMessages.deleteSelf}". The user's roles, own ` +
          'permissions, sessions, channel and sector assignments and supervisor assignments (either side) go with them; ' +
          'users they created keep existing (creator emptied).',
        security: bearerSecurity,
        params: idParams,
        response: { 204: noContentResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteUser(db, request.params.id, callerOf(request).userId);
      return reply.code(204).send();
    },
  );
}
