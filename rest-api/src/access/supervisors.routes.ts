import type { FastifyInstance } from 'fastify';
import { AGENT_USER_TYPE_ID, Level, Messages, Permission, SUPERVISOR_ROLE_ID } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { replaceSet } from '../db/sets.ts';
import { isUniqueViolation } from '../db/sql.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { collectionResponse, dataArrayResponse, idParams, type IdParams } from '../http/lists.ts';
import { bearerSecurity, errorResponses, idField } from '../http/schemas.ts';
import { INVALID_VALUE } from '../http/validation.ts';
import { AdminMessages } from './messages.ts';
import type { AccessServices } from './services.ts';

const TAG = 'Supervisors';
/** The user edit screen's agent grid, shown for users holding role 11. */
const manageAgents = { permissions: [Permission.USERS], levels: [Level.EDIT] };
const SUPERVISOR_AGENTS = { table: 'supervisor_agents', ownerColumn: 'supervisor_id', memberColumn: 'agent_id' };

const pairProperties = {
  SupervisorId: { type: 'integer', description: 'The supervisor (a user holding role 11).' },
  AgentCcId: { type: 'integer', description: 'The call-centre agent (a user of type 6).' },
} as const;
const pairSchema = { type: 'object', required: ['SupervisorId', 'AgentCcId'], properties: pairProperties } as const;
const assignmentSchema = {
  type: 'object',
  required: ['SupervisorId', 'AgentCcId', 'agent'],
  properties: {
    ...pairProperties,
    agent: {
      type: 'object',
      required: ['userId', 'firstName', 'lastName', 'email'],
      properties: {
        userId: { type: 'integer' },
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        email: { type: 'string' },
        phoneNumber: { type: 'string', nullable: true },
      },
    },
  },
} as const;

function loadAssignments(db: Executor, supervisorId: number) {
  return db.query<Record<string, unknown>>(
    `select sa.supervisor_id as "SupervisorId", sa.agent_id as "AgentCcId",
            json_build_object('userId', u.user_id, 'firstName', u.first_name, 'lastName', u.last_name,
                              'email', u.email, 'phoneNumber', u.phone_number) as agent
       from supervisor_agents sa join users u on u.user_id = sa.agent_id
      where sa.supervisor_id = $1
      order by u.last_name, u.first_name, u.user_id`,
    [supervisorId],
  );
}

interface Pair {
  SupervisorId?: number;
  AgentCcId: number;
}

export function registerSupervisorRoutes(app: FastifyInstance, { db, guards }: AccessServices) {
  app.get<{ Params: IdParams }>(
    '/api/tsp/assignments/supervisors/:id/agentcc',
    {
      preHandler: guards.requireAccess(manageAgents),
      schema: {
        tags: [TAG],
        summary: "A supervisor's call-centre agents",
        description: 'Permission 8 at level 4. Every row (no paging), by agent name. 404 for an unknown user.',
        security: bearerSecurity,
        params: idParams,
        response: { 200: collectionResponse(assignmentSchema, "The supervisor's agents."), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const [found] = await db.query('select 1 from users where user_id = $1', [request.params.id]);
      if (!found) throw notFound();
      const collection = await loadAssignments(db, request.params.id);
      return { collection, count: collection.length };
    },
  );

  app.get(
    '/api/tsp/assignments/supervisors/agentcc',
    {
      preHandler: guards.requireAccess(manageAgents),
      schema: {
        tags: [TAG],
        summary: 'Every agent already assigned, to any supervisor',
        description: 'Permission 8 at level 4. Lets the console hide the agents another supervisor has. Every row, by agent id.',
        security: bearerSecurity,
        response: { 200: collectionResponse(pairSchema, 'Every (supervisor, agent) pair.'), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const collection = await db.query(
        'select supervisor_id as "SupervisorId", agent_id as "AgentCcId" from supervisor_agents order by agent_id',
      );
      return { collection, count: collection.length };
    },
  );

  app.post<{ Querystring: { supervisorId?: number }; Body: Pair[] }>(
    '/api/tsp/assignments/supervisors',
    {
      preHandler: guards.requireAccess(manageAgents),
      schema: {
        tags: [TAG],
        summary: "Replace a supervisor's agents",
        description:
          'Permission 8 at level 4. The seeds send only the array; the supervisor is the `supervisorId` query parameter, ' +
          "or, when it is left out, the rows' SupervisorId (an empty array then needs the parameter). The supervisor's " +
          'agents become exactly the rows (an empty array clears them), in one transaction. ' +
          `400 when a row's SupervisorId differs from the supervisor, when an AgentCcId is not a user of type ${AGENT_USER_TYPE_ID} ` +
          `("${AdminMessages.notAnAgent}"), or when the supervisor does not hold role ${SUPERVISOR_ROLE_ID} ` +
          `("${AdminMessages.notASupervisor}"); 404 for an unknown supervisor; 409 "${AdminMessages.agentTaken}" when an ` +
          'agent already belongs to another supervisor (unassign them there first). Answers the rows after the change.',
        security: bearerSecurity,
        querystring: {
          type: 'object',
          properties: { supervisorId: { ...idField, description: 'The supervisor whose agents are replaced.' } },
        },
        body: {
          type: 'array',
          items: {
            type: 'object',
            required: ['AgentCcId'],
            properties: {
              SupervisorId: { ...idField, description: 'Must be the supervisor when given.' },
              AgentCcId: idField,
            },
          },
        },
        response: {
          200: dataArrayResponse(assignmentSchema, "The supervisor's agents after the change."),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const rows = request.body;
      const supervisorId = request.query.supervisorId ?? rows.find((row) => row.SupervisorId !== undefined)?.SupervisorId;
      if (supervisorId === undefined) throw badRequest({ supervisorId: Messages.requiredField });
      const wrongSupervisor = rows.findIndex((row) => row.SupervisorId !== undefined && row.SupervisorId !== supervisorId);
      if (wrongSupervisor >= 0) throw badRequest({ [`${wrongSupervisor}.SupervisorId`]: INVALID_VALUE });
      const agentIds = rows.map((row) => row.AgentCcId);

      try {
        const data = await db.transaction(async (tx) => {
          const [supervisor] = await tx.query<{ supervisor: boolean }>(
            `select exists (select 1 from user_roles where user_id = u.user_id and role_id = $2) as supervisor
               from users u where u.user_id = $1 for update`,
            [supervisorId, SUPERVISOR_ROLE_ID],
          );
          if (!supervisor) throw notFound();
          if (!supervisor.supervisor) throw badRequest({ supervisorId: AdminMessages.notASupervisor });
          const agents = new Set(
            (
              await tx.query<{ user_id: number }>('select user_id from users where user_id = any($1::int[]) and user_type_id = $2', [
                agentIds,
                AGENT_USER_TYPE_ID,
              ])
            ).map((row) => row.user_id),
          );
          const notAgent = agentIds.findIndex((id) => !agents.has(id));
          if (notAgent >= 0) throw badRequest({ [`${notAgent}.AgentCcId`]: AdminMessages.notAnAgent });
          const taken = await tx.query('select 1 from supervisor_agents where agent_id = any($1::int[]) and supervisor_id <> $2', [
            agentIds,
            supervisorId,
          ]);
          if (taken.length > 0) throw conflict(AdminMessages.agentTaken);
          await replaceSet(tx, SUPERVISOR_AGENTS, supervisorId, agentIds);
          return loadAssignments(tx, supervisorId);
        });
        return { data };
      } catch (error) {
        // Another supervisor took the agent between the check and the insert.
        if (isUniqueViolation(error)) throw conflict(AdminMessages.agentTaken);
        throw error;
      }
    },
  );
}
