import type { FastifyInstance } from 'fastify';
import { Level, OrderMessages, Permission, PaymentModeId } from '@console/schema';
import { callerOf } from '../http/auth.ts';
import { idParams, type IdParams } from '../http/lists.ts';
import { bearerSecurity, errorResponses, idField } from '../http/schemas.ts';
import { MESSAGE_KEYWORD } from '../http/validation.ts';
import { OrderRestMessages } from './messages.ts';
import { changeDeliveryDate, runOrderAction, type OrderActionBody } from './order-actions.service.ts';
import { orderEnvelope } from './orders.schemas.ts';
import type { OrderServices } from './services.ts';

const TAG = 'Orders';

/** The bulk action's maximum number of orders. */
const MAX_ORDER_ACTION_IDS = 500;

/** An order id: a PostgreSQL integer. */
const orderIdItem = { ...idField, maximum: 2_147_483_647 } as const;

const actionBody = {
  type: 'object',
  required: ['action', 'orderIds'],
  properties: {
    action: { type: 'string', enum: ['cancel', 'return', 'collect'], description: 'cancel \u2192 7, return \u2192 6, collect \u2192 5.' },
    orderIds: { type: 'array', minItems: 1, maxItems: MAX_ORDER_ACTION_IDS, uniqueItems: true, items: orderIdItem, description: `1 to ${MAX_ORDER_ACTION_IDS} distinct ids.` },
    paymentModeId: {
      type: 'integer',
      nullable: true,
      enum: [PaymentModeId.CASH, PaymentModeId.CARD, null],
      description: `Collect only, and required then: ${PaymentModeId.CASH} cash (ESP) or ${PaymentModeId.CARD} card (TPE). Else 400 "${OrderRestMessages.paymentModeRequired}" or "${OrderRestMessages.paymentModeOnlyForCollect}".`,
    },
  },
} as const;

const resultSchema = {
  type: 'object',
  required: ['orderId', 'code', 'ok', 'reason', 'orderStatusId', 'warehouseId', 'amountCollected'],
  properties: {
    orderId: { type: 'integer' },
    code: { type: 'string', description: 'Empty when the order does not exist.' },
    ok: { type: 'boolean' },
    reason: { type: 'string', nullable: true, description: 'Why it was refused (French); null when done.' },
    orderStatusId: { type: 'integer', nullable: true, description: 'After the action (unchanged when refused); null when the order does not exist.' },
    warehouseId: { type: 'integer', nullable: true, description: 'The order\u2019s warehouse (screens of one warehouse follow theirs).' },
    amountCollected: { type: 'number', nullable: true, description: 'Collect: cash the TTC, card the TTC minus stamp duty (none).' },
  },
} as const;

const reportSchema = {
  type: 'object',
  description: 'One row per requested id, in the request\u2019s order.',
  required: ['results', 'done', 'refused'],
  properties: { results: { type: 'array', items: resultSchema }, done: { type: 'integer' }, refused: { type: 'integer' } },
} as const;

const deliveryDateBody = {
  type: 'object',
  required: ['desiredDeliveryDate'],
  properties: {
    desiredDeliveryDate: { type: 'string', format: 'date', description: 'YYYY-MM-DD.', [MESSAGE_KEYWORD]: OrderMessages.deliveryDateRequired },
  },
} as const;

/** Level 4 on the orders (15) or the take-away and delivery lists (27). */
const actionAccess = [Permission.ORDERS, Permission.ROMEO_ORDERS].map((permission) => ({ permissions: [permission], levels: [Level.EDIT] }));

export function registerOrderActionRoutes(app: FastifyInstance, { db, guards, stampDutyPercent }: OrderServices) {
  app.post<{ Body: OrderActionBody }>(
    '/api/orders/status/bulk',
    {
      preHandler: guards.requireAccess(...actionAccess),
      schema: {
        tags: [TAG],
        summary: 'Cancel, return or collect many orders, each on its own',
        description:
          'Permission 15 or 27 at level 4 (seed 001: the lists\u2019 Cancel, Return and Collect). Each order in its own transaction, locked: ' +
          'the shared status sets decide (schema/src/orders.ts orderActionRefusal; the README lists them) and the status graph. ' +
          'cancel \u2192 7 and return \u2192 6 give back the stock the confirmation took (a channel that controls stock, the order\u2019s warehouse); ' +
          'return sets a delivery order\u2019s delivery status to 2. collect \u2192 5 with the payment mode and collectedAt, the stamp duty ' +
          'recomputed for that mode (card none) so that TTC = before stamp duty + stamp duty; a delivery order\u2019s delivery status 3. ' +
          `A refused or unknown order (reason "${OrderMessages.orderNotFound}") is reported on its row and left as it was; the others go on.`,
        security: bearerSecurity,
        body: actionBody,
        response: { 200: reportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => runOrderAction(db, request.body, { stampDutyPercent, actorId: callerOf(request).userId }, (error, orderId) => request.log.error({ err: error, orderId }, 'order action failed')),
  );

  app.put<{ Params: IdParams; Body: { desiredDeliveryDate: string } }>(
    '/api/orders/:id/delivery-date',
    {
      preHandler: guards.requireAccess({ permissions: [Permission.ORDERS], levels: [Level.EDIT] }),
      schema: {
        tags: [TAG],
        summary: 'Change a confirmed order\u2019s desired delivery date',
        description:
          'Permission 15 at level 4 (the all-orders list). The order locked; only a confirmed order (2), a changed date, not before today ' +
          `(Morocco\u2019s date), not a Sunday: else 400 \`{ desiredDeliveryDate }\` (e.g. "${OrderMessages.deliveryDateSunday}").`,
        security: bearerSecurity,
        params: idParams,
        body: deliveryDateBody,
        response: { 200: orderEnvelope('Changed.'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await changeDeliveryDate(db, request.params.id, request.body.desiredDeliveryDate) }),
  );
}
