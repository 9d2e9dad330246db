import type { FastifyInstance } from 'fastify';
import { Level, Permission } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { replaceSet } from '../db/sets.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { collectionResponse, dataArrayResponse, idParams, type IdParams } from '../http/lists.ts';
import { bearerSecurity, errorResponses, idField } from '../http/schemas.ts';
import { INVALID_VALUE } from '../http/validation.ts';
import type { AccessServices } from './services.ts';

const TAG = 'Agent assignment';
const read = { permissions: [Permission.AGENT_ASSIGNMENT] };
const write = { permissions: [Permission.AGENT_ASSIGNMENT], levels: [Level.CREATE, Level.EDIT] };

/** One kind of assignment: a user's channels or a user's sectors (seed 000 section 2, "User parameters"). */
interface Assignment {
  /** Path segment and English noun. */
  segment: 'channels' | 'sectors';
  /** Body and answer field naming the assigned thing. */
  idName: 'ChannelId' | 'SectorId';
  /** The nested object's name and schema. */
  nested: 'channel' | 'sector';
  nestedSchema: object;
  table: string;
  memberColumn: string;
  /** The referenced table, aliased `m`, and the JSON of the nested object. */
  referenced: { table: string; column: string; json: string; order: string };
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
    table: 'user_channels',
    memberColumn: 'channel_id',
    referenced: {
      table: 'channels',
      column: 'channel_id',
      json: `json_build_object('channelId', m.channel_id, 'code', m.code, 'name', m.name)`,
      order: 'm.channel_id',
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
    table: 'user_sectors',
    memberColumn: 'sector_id',
    referenced: {
      table: 'sectors',
      column: 'sector_id',
      json: `json_build_object('sectorId', m.sector_id, 'code', m.code, 'name', m.name, 'regionId', m.region_id)`,
      order: 'm.region_id, m.name, m.sector_id',
    },
  },
];

function registerAssignment(app: FastifyInstance, { db, guards }: AccessServices, assignment: Assignment) {
  const { segment, idName, nested, table, memberColumn, referenced } = assignment;
  const path = `/api/users/:id/assigning/${segment}`;
  const itemSchema = {
    type: 'object',
    required: [idName, 'UserId', nested],
    properties: { [idName]: { type: 'integer' }, UserId: { type: 'integer' }, [nested]: assignment.nestedSchema },
  };
  const load = (executor: Executor, userId: number) =>
    executor.query<Record<string, unknown>>(
      `select a.${memberColumn} as "${idName}", a.user_id as "UserId", ${referenced.json} as "${nested}"
         from ${table} a join ${referenced.table} m on m.${referenced.column} = a.${memberColumn}
        where a.user_id = $1
        order by ${referenced.order}`,
      [userId],
    );

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
      const [found] = await db.query('select 1 from users where user_id = $1', [request.params.id]);
      if (!found) throw notFound();
      const collection = await load(db, request.params.id);
      return { collection, count: collection.length };
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
    async (request) => {
      const userId = request.params.id;
      const rows = request.body;
      const wrongUser = rows.findIndex((row) => row.UserId !== undefined && row.UserId !== userId);
      if (wrongUser >= 0) throw badRequest({ [`${wrongUser}.UserId`]: INVALID_VALUE });
      const memberIds = rows.map((row) => row[idName] as number);
      const data = await db.transaction(async (tx) => {
        const [user] = await tx.query('select 1 from users where user_id = $1 for update', [userId]);
        if (!user) throw notFound();
        const known = new Set(
          (
            await tx.query<{ id: number }>(`select ${referenced.column} as id from ${referenced.table} where ${referenced.column} = any($1::int[])`, [
              memberIds,
            ])
          ).map((row) => row.id),
        );
        const unknown = memberIds.findIndex((id) => !known.has(id));
        if (unknown >= 0) throw badRequest({ [`${unknown}.${idName}`]: INVALID_VALUE });
        await replaceSet(tx, { table, ownerColumn: 'user_id', memberColumn }, userId, memberIds);
        return load(tx, userId);
      });
      return { data };
    },
  );
}

/** "User parameters" (permission 44): the channels and sectors each user works on. */
export function registerAgentAssignmentRoutes(app: FastifyInstance, services: AccessServices) {
  for (const assignment of assignments) registerAssignment(app, services, assignment);
}
