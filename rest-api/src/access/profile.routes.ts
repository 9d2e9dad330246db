import type { FastifyInstance } from 'fastify';
import { callerOf } from '../http/auth.ts';
import { bearerSecurity, dataEnvelope, errorResponses, okResponse, passwordField } from '../http/schemas.ts';
import { changeOwnPassword, currentUser, signedInUser } from './profile.service.ts';
import type { AccessServices } from './services.ts';
import { named, nullableInteger, userProperties } from './users.schemas.ts';

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

const { userId, firstName, lastName, email, phoneNumber, imageUrl, workingDays, matriculation, userTypeId, roles } = userProperties;

const allowedPermissionSchema = {
  type: 'object',
  required: ['permissionId', 'accessLevelId', 'permission', 'accessLevel'],
  properties: {
    permissionId: { type: 'integer' },
    accessLevelId: { type: 'integer' },
    permission: named('permissionId'),
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
              permissionType: named('permissionTypeId'),
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
      userId,
      firstName,
      lastName,
      imageUrl,
      userTypeId,
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
      userId,
      firstName,
      lastName,
      email,
      phoneNumber,
      imageUrl,
      workingDays,
      company: { ...nullableInteger, description: '1, 2 or 3.' },
      matriculation,
      userTypeId,
      type: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      roles,
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
    async (request) => ({ data: await signedInUser(db, callerOf(request).userId) }),
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
    async (request) => ({ data: await currentUser(db, callerOf(request).userId) }),
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
      await changeOwnPassword({ db, refreshTokens }, callerOf(request), request.body);
      return { data: { ok: true } };
    },
  );
}
