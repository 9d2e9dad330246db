import type { FastifyInstance } from 'fastify';
import { DeliveryMessages, Permission } from '@console/schema';
import type { AppServices } from '../domain.ts';
import { callerOf } from '../http/auth.ts';
import { dataArrayResponse } from '../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses } from '../http/schemas.ts';
import { dispatchBody, dispatchOrderSchema, dispatchOrdersQuerystring, scheduleSchema } from './dispatch.schemas.ts';
import { assignDispatch, dispatchOrders, type DispatchBody, type DispatchOrdersQuery } from './dispatch.service.ts';

export const DISPATCH_TAG = 'Dispatch';

const dispatchAccess = { permissions: [Permission.DISPATCH] };

/** The dispatch map (seed 002 sections 4 and 5): its orders and a vehicle's assignment. */
export function registerDispatchRoutes(app: FastifyInstance, { db, guards }: Pick<AppServices, 'db' | 'guards'>) {
  app.get<{ Querystring: DispatchOrdersQuery }>(
    '/api/dispatch/orders',
    {
      preHandler: guards.requireAccess(dispatchAccess),
      schema: {
        tags: [DISPATCH_TAG],
        summary: 'The orders to plan: confirmed delivery orders of a warehouse in a desired-date range',
        description:
          'Permission 14. Status 2 (awaiting planning), delivery mode 2, the warehouse\u2019s, desired date from `dateFrom` to `dateTo` included; ' +
          'oldest desired date first, with the customer\u2019s delivery address. `dateTo` before `dateFrom`: 400 `{ dateTo }`.',
        security: bearerSecurity,
        querystring: dispatchOrdersQuerystring,
        response: { 200: dataArrayResponse(dispatchOrderSchema, 'The orders.'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await dispatchOrders(db, request.query) }),
  );

  app.post<{ Body: DispatchBody }>(
    '/api/dispatch',
    {
      preHandler: guards.requireAccess(dispatchAccess),
      schema: {
        tags: [DISPATCH_TAG],
        summary: 'Assign orders to a vehicle: a new open schedule, its orders dispatched (2 \u2192 3), all or none',
        description:
          'Permission 14. One transaction, the orders locked: an unknown warehouse, an unknown or inactive vehicle, a slot of another ' +
          'warehouse or an operation date before today (Morocco\u2019s) answer 400 with the field; when any order is no longer a confirmed ' +
          `delivery order of the warehouse (another planner was faster), 409 "${DeliveryMessages.ordersNoLongerConfirmed}" and nothing is written.`,
        security: bearerSecurity,
        body: dispatchBody,
        response: { 200: dataEnvelope(scheduleSchema, 'The schedule with its orders.'), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({ data: await assignDispatch(db, request.body, callerOf(request).userId) }),
  );
}
