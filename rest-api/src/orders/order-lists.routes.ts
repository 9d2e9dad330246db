import type { FastifyInstance } from 'fastify';
import { Level, OrderMessages, Permission, type AccessRequirement } from '@console/schema';
import { callerOf } from '../http/auth.ts';
import { collectionResponse, idParams, type IdParams } from '../http/lists.ts';
import { bearerSecurity, errorResponses } from '../http/schemas.ts';
import { OrderRestMessages } from './messages.ts';
import { orderListQuerystring, orderListRowSchema, preparationQuerystring, savePreparationBody } from './order-lists.schemas.ts';
import { listOrderRowPage, ordersToPrepare, savePreparation, startPreparation, type OrderListQuery, type PreparationQuery, type SavePreparationBody } from './order-lists.service.ts';
import { orderEnvelope, orderErrors, orderSchema } from './orders.schemas.ts';
import type { OrderServices } from './services.ts';

const TAG = 'Orders';

/** The lists: permission 15 (all orders) or 27 (take-away, delivery), any level. */
const listAccess: AccessRequirement[] = [{ permissions: [Permission.ORDERS] }, { permissions: [Permission.ROMEO_ORDERS] }];
/** Preparation: the warehouse schedules permission (40), the warehouse staff's; reads any level, writes level 4. */
const preparationRead: AccessRequirement = { permissions: [Permission.WAREHOUSE_SCHEDULES] };
const preparationWrite: AccessRequirement = { permissions: [Permission.WAREHOUSE_SCHEDULES], levels: [Level.EDIT] };

const WAREHOUSE_RULE = `A caller attached to a warehouse (their user\u2019s warehouse) prepares only its orders: 403 "${OrderRestMessages.otherWarehouse}".`;

export function registerOrderListRoutes(app: FastifyInstance, { db, guards, stampDutyPercent }: OrderServices) {
  app.get<{ Querystring: OrderListQuery }>(
    '/api/orders/list',
    {
      preHandler: guards.requireAccess(...listAccess),
      schema: {
        tags: [TAG],
        summary: 'The order lists (all orders, take-away, delivery): rows without lines, newest first',
        description:
          'Permission 15 or 27. Newest first (created, then id, descending). Filters combine; `preparationStatus=1` and `deliveryStatus=1` ' +
          'also match orders without one; `orderDate` is the day of confirmation in Morocco.',
        security: bearerSecurity,
        querystring: orderListQuerystring,
        response: { 200: collectionResponse(orderListRowSchema, 'A page of rows.'), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listOrderRowPage(db, request.query),
  );

  app.get<{ Querystring: PreparationQuery }>(
    '/api/orders/preparation',
    {
      preHandler: guards.requireAccess(preparationRead),
      schema: {
        tags: [TAG],
        summary: 'Orders to prepare: confirmed or dispatched, preparation not started or in progress; oldest desired date first',
        description:
          'Permission 40. Ordered by desired delivery date, then confirmation, ascending; with their lines. A caller attached to a warehouse ' +
          `sees only its orders (\`warehouseId\` of another: 403 "${OrderRestMessages.otherWarehouse}"); one without sees the warehouse named, or all.`,
        security: bearerSecurity,
        querystring: preparationQuerystring,
        response: { 200: collectionResponse(orderSchema, 'A page of orders.'), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => ordersToPrepare(db, request.query, callerOf(request).userId),
  );

  app.post<{ Params: IdParams }>(
    '/api/orders/:id/preparation/start',
    {
      preHandler: guards.requireAccess(preparationWrite),
      schema: {
        tags: [TAG],
        summary: 'Start preparing an order (preparation status 1 \u2192 2)',
        description:
          `Permission 40 at level 4. Only a confirmed or dispatched order not started yet: otherwise 409 "${OrderMessages.preparationNotStartable}". ` +
          WAREHOUSE_RULE,
        security: bearerSecurity,
        params: idParams,
        response: { 200: orderEnvelope('Started.'), ...orderErrors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await startPreparation(db, request.params.id, callerOf(request).userId) }),
  );

  app.put<{ Params: IdParams; Body: SavePreparationBody }>(
    '/api/orders/:id/preparation',
    {
      preHandler: guards.requireAccess(preparationWrite),
      schema: {
        tags: [TAG],
        summary: 'Save prepared quantities; with finish, end the preparation (3 Préparée or 4 Préparée partiellement)',
        description:
          `Permission 40 at level 4. Only while in progress: otherwise 409 "${OrderMessages.preparationNotInProgress}". Lines not sent keep their ` +
          'prepared quantity; finishing counts a line never prepared as 0: 3 when every line has its whole quantity, else 4, and then ' +
          'the order is priced again on the prepared quantities (the promotions in force at its confirmation, its prices) and the ' +
          'units not prepared go back to stock, in the same transaction. ' +
          `A line of another order or sent twice: 400 keyed \`lines.<i>.orderLineId\`; a quantity below 0 or above the line\u2019s: \`lines.<i>.quantityPrepared\`. ${WAREHOUSE_RULE}`,
        security: bearerSecurity,
        params: idParams,
        body: savePreparationBody,
        response: { 200: orderEnvelope('Saved.'), ...orderErrors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await savePreparation(db, request.params.id, request.body, callerOf(request).userId, { stampDutyPercent }) }),
  );
}
