import type { FastifyInstance } from 'fastify';
import { Level, OrderMessages, Permission, type AccessRequirement } from '@console/schema';
import { callerOf } from '../http/auth.ts';
import { collectionResponse, idParams, pageField, type IdParams } from '../http/lists.ts';
import { bearerSecurity, errorResponses, idField } from '../http/schemas.ts';
import { OrderRestMessages } from './messages.ts';
import { reopenOrder } from './order-actions.service.ts';
import {
  cancelDraftOrder,
  confirmOrder,
  createOrder,
  getOrder,
  listOrderPage,
  orderHistory,
  updateOrder,
  type ConfirmOrderBody,
  type CreateOrderBody,
  type OrderListQuery,
  type UpdateOrderBody,
} from './orders.service.ts';
import { confirmOrderBody, createOrderBody, orderEnvelope, orderErrors, orderSchema, stockRefusal, updateOrderBody } from './orders.schemas.ts';
import type { OrderServices } from './services.ts';

const TAG = 'Orders';

const on = (permissions: number[], levels?: number[]): AccessRequirement[] => permissions.map((permission) => ({ permissions: [permission], levels }));

/** Permission 4 (point of sale) or 15 (orders); writes at level 3. Lists also 23 (calls). */
const orderAccess = {
  read: on([Permission.POINT_OF_SALE, Permission.ORDERS]),
  write: on([Permission.POINT_OF_SALE, Permission.ORDERS], [Level.CREATE]),
  list: on([Permission.ORDERS, Permission.POINT_OF_SALE, Permission.CALLS]),
  /** One order: also the take-away and delivery lists' order dialog and receipts (27) and preparation (40). */
  one: on([Permission.POINT_OF_SALE, Permission.ORDERS, Permission.ROMEO_ORDERS, Permission.WAREHOUSE_SCHEDULES]),
};

const STOCK_202 = `202 (the order saved all the same) when a line asks more than the stock of the customer's warehouse and the channel controls stock: its lines carry availableQuantity (seed: "${OrderMessages.quantityUnavailable}").`;
const PRICING =
  'The lines are repriced with the stored promotions of the day (the customer\u2019s channel, the order\u2019s warehouse, sales mode 1); gift lines are ' +
  'the engine\u2019s. Totals: HT \u2212 discount \u2212 early payment + logistics cost (delivery only) + VAT + stamp duty (cash) = TTC.';

const pageQuery = {
  page: pageField,
  take: { type: 'integer', minimum: 1, description: 'Default 10, at most 1000 (larger is clamped).' },
} as const;

export function registerOrderRoutes(app: FastifyInstance, { db, guards, stampDutyPercent }: OrderServices) {
  const settings = { stampDutyPercent };

  app.get<{ Querystring: OrderListQuery }>(
    '/api/orders',
    {
      preHandler: guards.requireAccess(...orderAccess.list),
      schema: {
        tags: [TAG],
        summary: 'Orders, newest first',
        description: 'Permission 15, 4 or 23. A customer\u2019s orders other than open baskets: `customerId` and `excludeStatusId=1`.',
        security: bearerSecurity,
        querystring: {
          type: 'object',
          properties: {
            customerId: idField,
            statusId: { type: 'integer', minimum: 1, maximum: 8 },
            excludeStatusId: { type: 'integer', minimum: 1, maximum: 8 },
            agentId: { ...idField, description: 'Only the orders this user created or confirmed.' },
            ...pageQuery,
          },
        },
        response: { 200: collectionResponse(orderSchema, 'A page of orders.'), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listOrderPage(db, request.query),
  );

  app.get<{ Querystring: { customerId: number; page?: number; take?: number } }>(
    '/api/orders/history',
    {
      preHandler: guards.requireAccess(...orderAccess.list),
      schema: {
        tags: [TAG],
        summary: 'The order history dialog: a customer\u2019s orders, newest first',
        description: 'Permission 15, 4 or 23. A caller of user type 6 (agent) gets only the orders they created or confirmed (seed 001).',
        security: bearerSecurity,
        querystring: { type: 'object', required: ['customerId'], properties: { customerId: idField, ...pageQuery } },
        response: { 200: collectionResponse(orderSchema, 'A page of orders.'), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => orderHistory(db, request.query, callerOf(request).userId),
  );

  app.get<{ Params: IdParams }>(
    '/api/orders/:id',
    {
      preHandler: guards.requireAccess(...orderAccess.one),
      schema: {
        tags: [TAG],
        summary: 'One order and its customer',
        description:
          'Permission 4, 15, 27 or 40. The seed\u2019s answer: `customer` and `data` (the order). A caller attached to a warehouse who holds 40 ' +
          `but none of 4, 15, 27 reads only the orders of their warehouse: 403 "${OrderRestMessages.otherWarehouseOrder}" for another.`,
        security: bearerSecurity,
        params: idParams,
        response: {
          200: {
            type: 'object',
            required: ['customer', 'data'],
            properties: {
              customer: {
                type: 'object',
                required: ['customerId', 'code', 'name'],
                properties: { customerId: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } },
              },
              data: orderSchema,
            },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    (request) => {
      const caller = callerOf(request);
      return getOrder(db, request.params.id, { userId: caller.userId, granted: caller.granted ?? [] });
    },
  );

  app.post<{ Body: CreateOrderBody }>(
    '/api/orders',
    {
      preHandler: guards.requireAccess(...orderAccess.write),
      schema: {
        tags: [TAG],
        summary: 'Create an open basket (status 1)',
        description:
          `Permission 4 or 15 at level 3. One open basket per customer: a second answers 409 "${OrderRestMessages.draftExists('CMD-…')}" ` +
          `with \`orderId\` the existing one (also when two creates race). ${PRICING} ${STOCK_202} An unknown customer answers 400 \`{ customerId }\`; ` +
          'a payment mode the customer does not have `{ paymentModeId }`.',
        security: bearerSecurity,
        body: createOrderBody,
        response: { 200: orderEnvelope('Saved.'), 202: orderEnvelope('Saved; a line asks more than the stock.'), ...orderErrors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { status, order } = await createOrder(db, request.body, callerOf(request).userId, settings);
      return reply.code(status).send({ data: order });
    },
  );

  app.put<{ Params: IdParams; Body: UpdateOrderBody }>(
    '/api/orders/:id',
    {
      preHandler: guards.requireAccess(...orderAccess.write),
      schema: {
        tags: [TAG],
        summary: 'Save an open basket: its lines, and its date, slot and payment mode when sent',
        description: `Permission 4 or 15 at level 3. Only an open basket (status 1): otherwise 409 "${OrderMessages.notEditable}". ${PRICING} ${STOCK_202}`,
        security: bearerSecurity,
        params: idParams,
        body: updateOrderBody,
        response: { 200: orderEnvelope('Saved.'), 202: orderEnvelope('Saved; a line asks more than the stock.'), ...orderErrors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { status, order } = await updateOrder(db, request.params.id, request.body, settings);
      return reply.code(status).send({ data: order });
    },
  );

  app.post<{ Params: IdParams; Body: ConfirmOrderBody }>(
    '/api/orders/:id/confirm',
    {
      preHandler: guards.requireAccess(...orderAccess.write),
      schema: {
        tags: [TAG],
        summary: 'Confirm an open basket (status 1 \u2192 2), reserving its stock',
        description:
          'Permission 4 or 15 at level 3. The seeds\u2019 PUT of the order with orderStatusId 2, as its own operation. In one transaction: ' +
          'the order is locked, must be an open basket (else 409), is repriced with this payment mode, and checked: the desired date in the ' +
          'channel\u2019s window (Morocco\u2019s time, cut-off, Sundays skipped), a slot of the order\u2019s warehouse, one of the customer\u2019s ' +
          'payment modes, the channel\u2019s minimum basket on the TTC (400 keyed `desiredDeliveryDate`, `deliverySlotId`, `paymentModeId`, ' +
          '`orderLines`). When the channel controls stock, each article\u2019s quantity (gift lines included) is taken from the warehouse\u2019s ' +
          'stock only if it is there; if one is short, nothing is changed and the answer is 406 with the order. Then status 2, confirmedAt, ' +
          'confirmedBy the caller; with `assignmentId` of the caller (or any, for a caller who is not an agent) the call records ' +
          '\u2018Commande passée\u2019.',
        security: bearerSecurity,
        params: idParams,
        body: confirmOrderBody,
        response: { 200: orderEnvelope('Confirmed.'), 406: stockRefusal, ...orderErrors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { status, order } = await confirmOrder(db, request.params.id, request.body, callerOf(request).userId, settings);
      if (status === 406) return reply.code(406).send({ statusCode: 406, error: 'Not Acceptable', message: OrderMessages.stockUnavailable, data: order });
      return { data: order };
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/orders/:id/reopen',
    {
      // The editor's write access: whoever reopens an order must be able to save and confirm it again.
      preHandler: guards.requireAccess(...orderAccess.write),
      schema: {
        tags: [TAG],
        summary: 'Reopen a confirmed order for editing (status 2 \u2192 1), giving its stock back',
        description:
          'Permission 4 or 15 at level 3 (the order editor\u2019s write access: the reopened order is then saved and confirmed through ' +
          '`PUT /api/orders/{id}` and `/confirm`). In one transaction, the order locked: only a confirmed order whose preparation has not ' +
          `started (schema/src/orders.ts canReopenOrder), else 409 (e.g. "${OrderMessages.reopenRefusedPreparation}"; also the loser of two ` +
          'concurrent reopens). The stock its confirmation took is given back exactly as a cancel gives it (a channel that controls stock, ' +
          'the order\u2019s warehouse, gift lines included); status 1, confirmedAt and confirmedBy cleared; the desired date, slot and payment ' +
          `mode kept. A customer with another open basket: 409 "${OrderRestMessages.reopenDraftExists('CMD-…')}" with \`orderId\` that basket.`,
        security: bearerSecurity,
        params: idParams,
        response: { 200: orderEnvelope('Reopened: an open basket again.'), ...orderErrors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await reopenOrder(db, request.params.id) }),
  );

  app.post<{ Params: IdParams }>(
    '/api/orders/:id/cancel',
    {
      preHandler: guards.requireAccess(...orderAccess.write),
      schema: {
        tags: [TAG],
        summary: 'Drop an open basket (status 1 \u2192 7), the point of sale\u2019s Cancel',
        description: `Permission 4 or 15 at level 3. Only an open basket: otherwise 409 "${OrderMessages.notEditable}".`,
        security: bearerSecurity,
        params: idParams,
        response: { 200: orderEnvelope('Cancelled.'), ...orderErrors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await cancelDraftOrder(db, request.params.id) }),
  );
}
