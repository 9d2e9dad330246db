import type { FastifyInstance } from 'fastify';
import { Messages } from '@console/schema';
import { callerOf } from '../http/auth.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { bearerSecurity, dataEnvelope, errorResponses, okResponse, passwordField } from '../http/schemas.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { loadAllowedPermissions } from './permissions.ts';
import type { AccessServices } from './services.ts';
import { bumpTokenVersion } from './tokens.ts';

const warehouseSchema = {
  type: 'object',
  nullable: true,
  required: ['warehouseId', 'code', 'localisation', 'description'],
  properties: {
    warehouseId: { type: 'integer' },
    code: { type: 'string' },
    localisation: { type: 'string' },
    description: { type: 'string' },
  },
} as const;

/** `w` is the user's warehouse, left-joined. */
const WAREHOUSE_JSON = `case when w.warehouse_id is null then null else json_build_object(
  'warehouseId', w.warehouse_id, 'code', w.code, 'localisation', w.localisation, 'description', w.description) end`;

const nullableString = { type: 'string', nullable: true } as const;
const nullableInteger = { type: 'integer', nullable: true } as const;

const allowedPermissionSchema = {
  type: 'object',
  required: ['permissionId', 'accessLevelId', 'permission', 'accessLevel'],
  properties: {
    permissionId: { type: 'integer' },
    accessLevelId: { type: 'integer' },
    permission: {
      type: 'object',
      required: ['permissionId', 'name'],
      properties: { permissionId: { type: 'integer' }, name: { type: 'string' } },
    },
    accessLevel: {
      type: 'object',
      required: ['accessLevelId', 'name', 'accessLevelDetails'],
      properties: {
        accessLevelId: { type: 'integer' },
        name: { type: 'string' },
        accessLevelDetails: {
          type: 'array',
          items: {
            type: 'object',
            required: ['accessLevelDetailId', 'typePermissionId', 'permissionType'],
            properties: {
              accessLevelDetailId: { type: 'integer' },
              typePermissionId: { type: 'integer', description: 'The permission type (the "level" checks name).' },
              permissionType: {
                type: 'object',
                required: ['permissionTypeId', 'name'],
                properties: { permissionTypeId: { type: 'integer' }, name: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  },
} as const;

const signedInUserResponse = dataEnvelope(
  {
    type: 'object',
    required: ['userId', 'firstName', 'lastName', 'imageUrl', 'userTypeId', 'warehouse', 'allowedPermissions'],
    properties: {
      userId: { type: 'integer' },
      firstName: { type: 'string' },
      lastName: { type: 'string' },
      imageUrl: nullableString,
      userTypeId: { type: 'integer' },
      warehouse: warehouseSchema,
      allowedPermissions: { type: 'array', items: allowedPermissionSchema },
    },
  },
  'The signed-in user and their effective permissions.',
);

const currentUserResponse = dataEnvelope(
  {
    type: 'object',
    required: ['userId', 'firstName', 'lastName', 'email', 'userTypeId', 'type', 'roles', 'warehouse'],
    properties: {
      userId: { type: 'integer' },
      firstName: { type: 'string' },
      lastName: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: nullableString,
      imageUrl: nullableString,
      workingDays: nullableInteger,
      company: { ...nullableInteger, description: '1, 2 or 3.' },
      matriculation: nullableString,
      userTypeId: { type: 'integer' },
      type: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      roles: {
        type: 'array',
        items: {
          type: 'object',
          required: ['roleId', 'name'],
          properties: { roleId: { type: 'integer' }, name: { type: 'string' } },
        },
      },
      warehouse: warehouseSchema,
    },
  },
  'The signed-in user.',
);

export function registerProfileRoutes(app: FastifyInstance, { db, guards, refreshTokens }: AccessServices) {
  app.get<{ Querystring: { signIn?: boolean } }>(
    '/api/security/users/me/permissions',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['Profile'],
        summary: 'The signed-in user and their permissions',
        description:
          'Seed 000 section 3 "Signed-in user". Effective permissions: see the document description. ' +
          'An inactive or deleted user gets 401.',
        security: bearerSecurity,
        querystring: {
          type: 'object',
          properties: { signIn: { type: 'boolean', description: 'Sent by the console at sign-in; no effect.' } },
        },
        response: { 200: signedInUserResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const [[user], allowedPermissions] = await Promise.all([
        db.query<Record<string, unknown>>(
          `select u.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName",
                  u.image_url as "imageUrl", u.user_type_id as "userTypeId", ${WAREHOUSE_JSON} as warehouse
             from users u left join warehouses w on w.warehouse_id = u.warehouse_id
            where u.user_id = $1 and u.active`,
          [userId],
        ),
        loadAllowedPermissions(db, userId),
      ]);
      if (!user) throw unauthorized();
      return { data: { ...user, allowedPermissions } };
    },
  );

  app.get(
    '/api/users/me',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['Profile'],
        summary: 'The signed-in user (profile screen)',
        description: 'Path not shown in the specification ("GET current user info"). An inactive or deleted user gets 401.',
        security: bearerSecurity,
        response: { 200: currentUserResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const [user] = await db.query<Record<string, unknown>>(
        `select u.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email,
                u.phone_number as "phoneNumber", u.image_url as "imageUrl", u.working_days as "workingDays",
                u.company, u.matriculation, u.user_type_id as "userTypeId",
                json_build_object('name', ut.name) as type,
                coalesce((select json_agg(json_build_object('roleId', r.role_id, 'name', r.name) order by r.role_id)
                            from user_roles ur join roles r on r.role_id = ur.role_id
                           where ur.user_id = u.user_id), '[]') as roles,
                ${WAREHOUSE_JSON} as warehouse
           from users u
           join user_types ut on ut.user_type_id = u.user_type_id
           left join warehouses w on w.warehouse_id = u.warehouse_id
          where u.user_id = $1 and u.active`,
        [userId],
      );
      if (!user) throw unauthorized();
      return { data: user };
    },
  );

  app.post<{ Body: { oldPassword: string; newPassword: string } }>(
    '/api/users/me/password',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['Profile'],
        summary: "Change the signed-in user's password",
        description:
          'Path not shown in the specification ("POST password reset (oldPassword, newPassword)"). ' +
          'A wrong old password gets 400 `{ oldPassword }`. Every access token of the user stops working at once and ' +
          "every other sign-in ends; this sign-in's refresh token stays valid to get a new access token.",
        security: bearerSecurity,
        body: {
          type: 'object',
          required: ['oldPassword', 'newPassword'],
          properties: { oldPassword: { type: 'string' }, newPassword: passwordField },
        },
        response: { 200: okResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { userId, sessionId } = callerOf(request);
      const { oldPassword, newPassword } = request.body;
      const [user] = await db.query<{ password_hash: string }>(
        'select password_hash from users where user_id = $1 and active',
        [userId],
      );
      if (!user) throw unauthorized();
      if (!(await verifyPassword(oldPassword, user.password_hash))) {
        throw badRequest({ oldPassword: Messages.wrongOldPassword });
      }
      await db.query('update users set password_hash = $2 where user_id = $1', [userId, await hashPassword(newPassword)]);
      await bumpTokenVersion(db, userId);
      await refreshTokens.revokeUser(userId, sessionId);
      return { data: { ok: true } };
    },
  );
}
