import type { FastifyInstance } from 'fastify';
import { Permission } from '@console/schema';
import { callerOf } from '../http/auth.ts';
import { collectionResponse, idParams, type IdParams, wholeList } from '../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses } from '../http/schemas.ts';
import type { ResponseBody } from './assignments.rules.ts';
import { listResponseTypeDetails, listResponseTypes } from './assignments.repository.ts';
import {
  assignmentQuerystring,
  assignmentSchema,
  detailsQuerystring,
  responseBodySchema,
  responseTypeDetailSchema,
  responseTypeSchema,
} from './assignments.schemas.ts';
import { getAssignment, listAssignments, respond, type AssignmentQuery } from './assignments.service.ts';
import type { CallServices } from './services.ts';

const TAG = 'Calls';
/** Seed 001 section 6: the calls screen needs permission 23 (any level); the point of sale opens an assignment too. */
const calls = { permissions: [Permission.CALLS] };

export function registerAssignmentRoutes(app: FastifyInstance, { db, guards }: CallServices) {
  const assignmentResponse = dataEnvelope(assignmentSchema, 'The assignment, with its last response and whether it can be called.');

  app.get<{ Querystring: AssignmentQuery }>(
    '/api/tsp/assignments/agentcc',
    {
      preHandler: guards.requireAccess(calls),
      schema: {
        tags: [TAG],
        summary: "A day's call assignments",
        description:
          'Permission 23. An agent (user type 6) gets their own assignments; anyone else everyone’s, or `agentCcId`’s. ' +
          'Ordered by customer code. `callable` applies the past-day rule on the Morocco date.',
        security: bearerSecurity,
        querystring: assignmentQuerystring,
        response: { 200: collectionResponse(assignmentSchema, 'A page of assignments and the total.'), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listAssignments(db, callerOf(request).userId, request.query),
  );

  app.get<{ Params: IdParams }>(
    '/api/tsp/assignments/agentcc/:id',
    {
      preHandler: guards.requireAccess({ permissions: [Permission.CALLS, Permission.POINT_OF_SALE] }),
      schema: {
        tags: [TAG],
        summary: 'One call assignment',
        description: 'Permission 23 or 4 (the point of sale). 404 when unknown; 403 for an agent’s read of another agent’s assignment.',
        security: bearerSecurity,
        params: idParams,
        response: { 200: assignmentResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getAssignment(db, callerOf(request).userId, request.params.id) }),
  );

  app.get(
    '/api/tsp/qualifications/types',
    {
      preHandler: guards.requireAccess(calls),
      schema: {
        tags: [TAG],
        summary: 'Call response types',
        description: 'Permission 23. 1 Commande passée, 2 Pas de besoin, 3 Rappeler, 4 Numéro erroné, 5 Refus, 6 Non joignable, 7 Pas de réponse.',
        security: bearerSecurity,
        response: { 200: collectionResponse(responseTypeSchema, 'Every response type.'), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const rows = await listResponseTypes(db);
      return wholeList(rows);
    },
  );

  app.get<{ Querystring: { responseTypeId?: number } }>(
    '/api/tsp/qualifications/details',
    {
      preHandler: guards.requireAccess(calls),
      schema: {
        tags: [TAG],
        summary: 'Call response details',
        description: 'Permission 23. The details of a response type (5: refusal reasons, 6: why the customer was not reached).',
        security: bearerSecurity,
        querystring: detailsQuerystring,
        response: { 200: collectionResponse(responseTypeDetailSchema, 'The details, by id.'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const rows = await listResponseTypeDetails(db, request.query.responseTypeId);
      return wholeList(rows);
    },
  );

  app.post<{ Body: ResponseBody }>(
    '/api/tsp/responses',
    {
      preHandler: guards.requireAccess(calls),
      schema: {
        tags: [TAG],
        summary: "Record a call's outcome",
        description:
          'Permission 23. Field errors answer 400 `{ field: text }` (the qualification rules of schema/src/calls.ts: a detail for ' +
          'types 5 and 6, a callback date not in the past for 3, a number for 4, a comment of at most 44 characters). 404 for an ' +
          'unknown assignment, 403 for an agent’s call on another agent’s, 409 when the assignment can no longer be called (a past ' +
          'day whose last response is not of type 3, 6 or 7). The response is recorded, the assignment marked contacted and the ' +
          'response made its last, in one transaction. A type 4 rectified number is stored on the response only: the customer’s ' +
          'phone number is not changed. Answers the assignment as it now is.',
        security: bearerSecurity,
        body: responseBodySchema,
        response: { 200: assignmentResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await respond(db, callerOf(request).userId, request.body) }),
  );
}
