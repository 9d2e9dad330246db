import type { FastifyInstance } from 'fastify';
import { AGENT_USER_TYPE_ID, Level, Permission, SUPERVISOR_ROLE_ID } from '@console/schema';
import { collectionResponse, dataArrayResponse, idParams, type IdParams, wholeList } from '../http/lists.ts';
import { bearerSecurity, errorResponses, idField } from '../http/schemas.ts';
import { AdminMessages } from './messages.ts';
import type { AccessServices } from './services.ts';
import { loadAllPairs } from './supervisors.repository.ts';
import type { SupervisorAgentPair } from './supervisors.rules.ts';
import { replaceSupervisorAgents, supervisorAgents } from './supervisors.service.ts';

const TAG = 'Supervisors';
/** The user edit screen's agent grid, shown for users holding role 11. */
const manageAgents = { permissions: [Permission.USERS], levels: [Level.EDIT] };

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
      const collection = await supervisorAgents(db, request.params.id);
      return wholeList(collection);
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
      const collection = await loadAllPairs(db);
      return wholeList(collection);
    },
  );

  app.post<{ Querystring: { supervisorId?: number }; Body: SupervisorAgentPair[] }>(
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
    async (request) => ({ data: await replaceSupervisorAgents(db, request.query.supervisorId, request.body) }),
  );
}
