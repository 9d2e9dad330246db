import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DeliveryMessages, Level, Permission, type AccessRequirement } from '@console/schema';
import type { AppServices } from '../domain.ts';
import { callerOf } from '../http/auth.ts';
import { collectionResponse, idParams, type IdParams } from '../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses } from '../http/schemas.ts';
import { DISPATCH_TAG } from './dispatch.routes.ts';
import { freedOrdersSchema, outcomeBody, outcomeParams, scheduleListQuerystring, scheduleSchema, scheduleStatusBody } from './dispatch.schemas.ts';
import { DispatchRestMessages } from './messages.ts';
import {
  deleteSchedule,
  recordOutcome,
  scheduleById,
  scheduleList,
  updateScheduleStatus,
  type ScheduleCaller,
  type ScheduleListQuery,
} from './schedules.service.ts';
import type { OutcomeBody } from './schedules.rules.ts';

/** Schedules (22) or warehouse schedules (40), at these levels (any when none). */
const scheduleAccess = (levels?: number[]): AccessRequirement[] =>
  [Permission.SCHEDULES, Permission.WAREHOUSE_SCHEDULES].map((permission) => ({ permissions: [permission], ...(levels ? { levels } : {}) }));

const HELD =
  'A caller without permission 22 (at the route\u2019s level) who is attached to a warehouse handles only its schedules: ' +
  `403 "${DispatchRestMessages.otherWarehouse}".`;

function scheduleCaller(request: FastifyRequest, levels?: number[]): ScheduleCaller {
  const { userId, granted } = callerOf(request);
  return { userId, granted: granted ?? [], levels };
}

const scheduleEnvelope = (description: string) => dataEnvelope(scheduleSchema, description);

/** The schedules (seed 002 sections 3 and 4): lists, one, delete, invoice; the end of a delivery (ours). */
export function registerScheduleRoutes(app: FastifyInstance, { db, guards, stampDutyPercent }: Pick<AppServices, 'db' | 'guards' | 'stampDutyPercent'>) {
  app.get<{ Querystring: ScheduleListQuery }>(
    '/api/dispatch/schedules',
    {
      preHandler: guards.requireAccess(...scheduleAccess()),
      schema: {
        tags: [DISPATCH_TAG],
        summary: 'The schedules, loaded or provisional, newest operation date first',
        description: `Permission 22 or 40. Filters combine; each schedule without its orders. ${HELD}`,
        security: bearerSecurity,
        querystring: scheduleListQuerystring,
        response: { 200: collectionResponse(scheduleSchema, 'A page of schedules.'), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => scheduleList(db, request.query, scheduleCaller(request)),
  );

  app.get<{ Params: IdParams }>(
    '/api/dispatch/schedules/:id',
    {
      preHandler: guards.requireAccess(...scheduleAccess()),
      schema: {
        tags: [DISPATCH_TAG],
        summary: 'One schedule with its orders',
        description: `Permission 22 or 40. 404 when unknown. ${HELD}`,
        security: bearerSecurity,
        params: idParams,
        response: { 200: scheduleEnvelope('The schedule.'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await scheduleById(db, request.params.id, scheduleCaller(request)) }),
  );

  const deleteLevels = [Level.DELETE];
  app.delete<{ Params: IdParams }>(
    '/api/dispatch/schedules/:id',
    {
      preHandler: guards.requireAccess(...scheduleAccess(deleteLevels)),
      schema: {
        tags: [DISPATCH_TAG],
        summary: 'Delete an open, not synchronized schedule: its orders await planning again (3 \u2192 2)',
        description: `Permission 22 or 40 at level 5. Answers the freed orders (open lists refresh them). 404 when unknown; 409 "${DeliveryMessages.scheduleNotDeletable}" otherwise. ${HELD}`,
        security: bearerSecurity,
        params: idParams,
        response: { 200: dataEnvelope(freedOrdersSchema, 'Deleted: the orders awaiting planning again.'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await deleteSchedule(db, request.params.id, scheduleCaller(request, deleteLevels)) }),
  );

  const editLevels = [Level.EDIT];
  app.put<{ Body: { ScheduleId: number; ScheduleStatusId: number } }>(
    '/api/dispatch/schedules',
    {
      preHandler: guards.requireAccess(...scheduleAccess(editLevels)),
      schema: {
        tags: [DISPATCH_TAG],
        summary: 'Invoice a schedule (status 1 \u2192 2): its dispatched orders become invoiced (3 \u2192 4)',
        description:
          'Permission 22 or 40 at level 4. The schedule is synchronized (externalId `FAC-` and its code) and stamped invoiced. ' +
          `404 when unknown; 409 "${DeliveryMessages.scheduleNotInvoiceable}" unless open. ${HELD}`,
        security: bearerSecurity,
        body: scheduleStatusBody,
        response: { 200: scheduleEnvelope('The schedule with its orders.'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await updateScheduleStatus(db, request.body, scheduleCaller(request, editLevels)) }),
  );

  app.post<{ Params: { id: number; orderId: number }; Body: OutcomeBody }>(
    '/api/dispatch/schedules/:id/orders/:orderId/outcome',
    {
      preHandler: guards.requireAccess(...scheduleAccess(editLevels)),
      schema: {
        tags: [DISPATCH_TAG],
        summary: 'End one order\u2019s delivery: delivered (collected, \u2192 5) or returned (\u2192 6, with its reason)',
        description:
          'Permission 22 or 40 at level 4. Delivered is the order lists\u2019 collect (payment mode, stamp duty recomputed, delivery status 3); ' +
          'returned their return (the stock given back, delivery status 2) with the return reason. Then the schedule is in progress (3), or closed (4) ' +
          `when none of its orders is on its way. 400 "${DeliveryMessages.paymentModeRequired}" / "${DeliveryMessages.returnReasonRequired}"; ` +
          `404 unknown schedule or order not in it; 409 "${DeliveryMessages.scheduleNotInvoiced}" or "${DeliveryMessages.deliveryAlreadyEnded}". ${HELD}`,
        security: bearerSecurity,
        params: outcomeParams,
        body: outcomeBody,
        response: { 200: scheduleEnvelope('The schedule with its orders.'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await recordOutcome(db, { scheduleId: request.params.id, orderId: request.params.orderId }, request.body, scheduleCaller(request, editLevels), {
        stampDutyPercent,
      }),
    }),
  );
}
