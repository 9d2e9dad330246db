import type { FastifyInstance } from 'fastify';
import { CUSTOMER_USER_TYPE_ID, Permission } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { listPage } from '../db/paging.ts';
import { deleteUnlessReferenced } from '../db/sets.ts';
import { SqlParams, isUniqueViolation } from '../db/sql.ts';
import { callerOf } from '../http/auth.ts';
import { standardAccess } from '../http/crud.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { collectionResponse, idParams, listQuerystring, noContentResponse, type IdParams, type ListQuery } from '../http/lists.ts';
import { requireExisting } from '../http/references.ts';
import { bearerSecurity, dataEnvelope, emailField, errorResponses, idField, passwordField } from '../http/schemas.ts';
import { AdminMessages } from './messages.ts';
import { hashPassword } from './passwords.ts';
import type { AccessServices } from './services.ts';
import { USER_COLUMNS, USER_FROM, loadUser, userListItemSchema, userSchema } from './users.queries.ts';

const access = standardAccess(Permission.USERS);
/** The agent-assignment screen picks its user from the same list. */
const agentAssignment = { permissions: [Permission.AGENT_ASSIGNMENT] };

const requiredText = { type: 'string', minLength: 1 } as const;
const optionalText = { type: 'string', nullable: true } as const;

/** Fields of create and update bodies (no password: it is only taken on create). */
const userFields = {
  firstName: requiredText,
  lastName: requiredText,
  email: emailField,
  phoneNumber: requiredText,
  matriculation: optionalText,
  imageUrl: optionalText,
  workingDays: { type: 'integer', minimum: 0, nullable: true },
  company: { type: 'integer', minimum: 1, maximum: 3, nullable: true, description: '1, 2 or 3.' },
  userTypeId: { ...idField, description: 'Must exist; cannot change once the user exists.' },
  originalEntity: optionalText,
  active: { type: 'boolean', description: 'Default true.' },
  warehouseId: { ...idField, nullable: true, description: 'Must exist when given.' },
} as const;
const requiredFields = ['firstName', 'lastName', 'email', 'phoneNumber', 'userTypeId'];

interface UserBody {
  userId?: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password?: string;
  matriculation?: string | null;
  imageUrl?: string | null;
  workingDays?: number | null;
  company?: number | null;
  userTypeId: number;
  originalEntity?: string | null;
  active?: boolean;
  warehouseId?: number | null;
}

/** Body field -> column, for the fields written as given. */
const COLUMNS: [keyof UserBody, string][] = [
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['email', 'email'],
  ['phoneNumber', 'phone_number'],
  ['matriculation', 'matriculation'],
  ['imageUrl', 'image_url'],
  ['workingDays', 'working_days'],
  ['company', 'company'],
  ['originalEntity', 'original_entity'],
  ['active', 'active'],
  ['warehouseId', 'warehouse_id'],
];

async function checkUserBody(tx: Executor, body: UserBody, userId: number | null) {
  const [taken] = await tx.query('select 1 from users where lower(email) = lower($1) and user_id is distinct from $2', [body.email, userId]);
  if (taken) throw badRequest({ email: AdminMessages.emailTaken });
  await requireExisting(tx, {
    userTypeId: { table: 'user_types', column: 'user_type_id', id: body.userTypeId },
    warehouseId: { table: 'warehouses', column: 'warehouse_id', id: body.warehouseId },
  });
}

/** A concurrent create with the same e-mail fails on the unique index: the same 400. */
async function withEmailCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest({ email: AdminMessages.emailTaken });
    throw error;
  }
}

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
    (request) => {
      const { userTypeId, roleId } = request.query;
      const params = new SqlParams();
      const where: string[] = [];
      // Customer accounts (type 3, possibly 100,000 of them) are managed on the customer screens: listed only when asked for.
      where.push(userTypeId !== undefined ? `u.user_type_id = ${params.add(userTypeId)}` : `u.user_type_id <> ${CUSTOMER_USER_TYPE_ID}`);
      if (roleId !== undefined) {
        where.push(`exists (select 1 from user_roles f where f.user_id = u.user_id and f.role_id = ${params.add(roleId)})`);
      }
      return listPage(
        db,
        {
          select: USER_COLUMNS,
          from: USER_FROM,
          where,
          params,
          keywordColumns: ['u.first_name', 'u.last_name', "u.first_name || ' ' || u.last_name", 'u.email', 'u.phone_number', 'u.matriculation'],
          sortable: {
            userId: 'u.user_id',
            firstName: 'u.first_name',
            lastName: 'u.last_name',
            email: 'u.email',
            userTypeId: 'u.user_type_id',
            createdAt: 'u.created_at',
          },
          defaultSort: 'userId',
          tieBreaker: 'u.user_id',
        },
        request.query,
      );
    },
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
    async (request) => {
      const user = await loadUser(db, request.params.id);
      if (!user) throw notFound();
      return { data: user };
    },
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
        body: { type: 'object', required: [...requiredFields, 'password'], properties: { ...userFields, password: passwordField } },
        response: { 200: userResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const body = request.body;
      const { userId: callerId } = callerOf(request);
      const passwordHash = await hashPassword(body.password);
      const created = await withEmailCheck(() =>
        db.transaction(async (tx) => {
          await checkUserBody(tx, body, null);
          const present = COLUMNS.filter(([field]) => body[field] !== undefined);
          const columns = [...present.map(([, column]) => column), 'user_type_id', 'password_hash', 'created_by_user_id'];
          const values = [...present.map(([field]) => body[field]), body.userTypeId, passwordHash, callerId];
          const [row] = await tx.query<{ user_id: number }>(
            `insert into users (${columns.join(', ')}) values (${values.map((_, index) => `$${index + 1}`).join(', ')}) returning user_id`,
            values,
          );
          return loadUser(tx, row.user_id);
        }),
      );
      return { data: created };
    },
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
        body: { type: 'object', required: ['userId', ...requiredFields], properties: { userId: idField, ...userFields } },
        response: { 200: userResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const body = request.body;
      const updated = await withEmailCheck(() =>
        db.transaction(async (tx) => {
          const [current] = await tx.query<{ user_type_id: number }>('select user_type_id from users where user_id = $1 for update', [body.userId]);
          if (!current) throw notFound();
          if (current.user_type_id !== body.userTypeId) throw badRequest({ userTypeId: AdminMessages.userTypeFixed });
          await checkUserBody(tx, body, body.userId);
          const present = COLUMNS.filter(([field]) => body[field] !== undefined);
          await tx.query(
            `update users set ${present.map(([, column], index) => `${column} = $${index + 2}`).join(', ')} where user_id = $1`,
            [body.userId, ...present.map(([field]) => body[field])],
          );
          return loadUser(tx, body.userId);
        }),
      );
      return { data: updated };
    },
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
      const { id } = request.params;
      if (id === callerOf(request).userId) throw conflict(AdminMessages.deleteSelf);
      const outcome = await deleteUnlessReferenced(db, { table: 'users', idColumn: 'user_id', id }, []);
      if (outcome.status === 'missing') throw notFound();
      if (outcome.status === 'referenced') throw conflict(outcome.message);
      return reply.code(204).send();
    },
  );
}
