import type { FastifyInstance } from 'fastify';
import { Level, Permission } from '@console/schema';
import { collectionResponse, dataArrayResponse, idParams, type IdParams, wholeList } from '../http/lists.ts';
import { bearerSecurity, errorResponses, idField } from '../http/schemas.ts';
import type { AssignmentKind } from './agent-assignment.repository.ts';
import { replaceUserAssignments, userAssignments } from './agent-assignment.service.ts';
import type { AccessServices } from './services.ts';

const TAG = 'Agent assignment';
const read = { permissions: [Permission.AGENT_ASSIGNMENT] };
const write = { permissions: [Permission.AGENT_ASSIGNMENT], levels: [Level.CREATE, Level.EDIT] };

/** One kind of assignment: a user's channels or a user's sectors (seed 000 section 2, "User parameters"). */
interface Assignment {
  /** Path segment and English noun. */
  segment: AssignmentKind;
  /** Body and answer field naming the assigned thing. */
  idName: 'ChannelId' | 'SectorId';
  /** The nested object's name and schema. */
  nested: 'channel' | 'sector';
  nestedSchema: object;
}

const assignments: Assignment[] = [
  {
    segment: 'channels',
    idName: 'ChannelId',
    nested: 'channel',
    nestedSchema: {
      type: 'object',
      required: ['channelId', 'code', 'name'],
      properties: { channelId: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } },
    },
  },
  {
    segment: 'sectors',
    idName: 'SectorId',
    nested: 'sector',
    nestedSchema: {
      type: 'object',
      required: ['sectorId', 'code', 'name', 'regionId'],
      properties: { sectorId: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' }, regionId: { type: 'integer' } },
    },
  },
];

function registerAssignment(app: FastifyInstance, { db, guards }: AccessServices, assignment: Assignment) {
  const { segment, idName, nested } = assignment;
  const path = `/api/users/:id/assigning/${segment}`;
  const itemSchema = {
    type: 'object',
    required: [idName, 'UserId', nested],
    properties: { [idName]: { type: 'integer' }, UserId: { type: 'integer' }, [nested]: assignment.nestedSchema },
  };

  app.get<{ Params: IdParams }>(
    path,
    {
      preHandler: guards.requireAccess(read),
      schema: {
        tags: [TAG],
        summary: `A user's ${segment}`,
        description: 'Permission 44 at any level. Every row (no paging). 404 for an unknown user.',
        security: bearerSecurity,
        params: idParams,
        response: { 200: collectionResponse(itemSchema, `The user's ${segment}.`), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const collection = await userAssignments(db, segment, { idName, nested }, request.params.id);
      return wholeList(collection);
    },
  );

  app.post<{ Params: IdParams; Body: Record<string, number | undefined>[] }>(
    path,
    {
      preHandler: guards.requireAccess(write),
      schema: {
        tags: [TAG],
        summary: `Replace a user's ${segment}`,
        description:
          `Permission 44 at level 3 or 4. The user's ${segment} become exactly the rows (an empty array clears them), in one ` +
          `transaction. Each row's UserId, when given, must be the user of the path; an unknown ${idName} answers 400 on that row. ` +
          '404 for an unknown user. Answers the rows after the change.',
        security: bearerSecurity,
        params: idParams,
        body: {
          type: 'array',
          items: {
            type: 'object',
            required: [idName],
            properties: { [idName]: idField, UserId: { ...idField, description: 'Must be the user of the path when given.' } },
          },
        },
        response: { 200: dataArrayResponse(itemSchema, `The user's ${segment} after the change.`), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await replaceUserAssignments(db, segment, { idName, nested }, request.params.id, request.body) }),
  );
}

/** "User parameters" (permission 44): the channels and sectors each user works on. */
export function registerAgentAssignmentRoutes(app: FastifyInstance, services: AccessServices) {
  for (const assignment of assignments) registerAssignment(app, services, assignment);
}
