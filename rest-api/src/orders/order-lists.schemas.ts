/** JSON schemas of the order lists and of preparation (they make the OpenAPI document). */
import { ORDER_LIST_MAX_TAKE, ORDER_LIST_PAGE_SIZE, OrderMessages } from '@console/schema';
import { MESSAGE_KEYWORD } from '../http/validation.ts';
import { pageField } from '../http/lists.ts';
import { idField } from '../http/schemas.ts';
import { slotSchema } from './orders.schemas.ts';

const nullableText = { type: 'string', nullable: true } as const;
const day = { type: 'string', format: 'date', description: 'YYYY-MM-DD.' } as const;

const pageQuery = {
  page: pageField,
  take: { type: 'integer', minimum: 1, description: `Default ${ORDER_LIST_PAGE_SIZE} (the lists' page), at most ${ORDER_LIST_MAX_TAKE} (larger is clamped).` },
} as const;

export const orderListQuerystring = {
  type: 'object',
  properties: {
    orderId: idField,
    customerId: idField,
    statusId: { type: 'integer', minimum: 1, maximum: 8 },
    preparationStatus: { type: 'integer', minimum: 1, maximum: 4, description: '1 also matches an order without a preparation status.' },
    deliveryModeId: { type: 'integer', enum: [1, 2], description: '1 take-away (/romeo/togo), 2 delivery (/romeo/todelivery); absent: both.' },
    warehouseId: idField,
    desiredDeliveryDate: day,
    orderDate: { ...day, description: 'YYYY-MM-DD: the day the order was confirmed, in Morocco (the lists\u2019 \u00ab Date commande \u00bb).' },
    deliverySlotId: idField,
    deliveryStatus: { type: 'integer', minimum: 1, maximum: 3, description: '1 in progress (also without a status), 2 returned, 3 delivered.' },
    excludeOpenBaskets: { type: 'boolean', description: 'Leave open baskets (status 1) out: the romeo screens\u2019 lists.' },
    statusIds: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 8 }, maxItems: 8, description: 'Any of these statuses (`statusIds=5&statusIds=8`).' },
    paymentModeId: { ...idField, description: '100 cash (ESP), 101 card (TPE).' },
    dateType: { type: 'integer', description: 'A report date type: 1 order date (confirmation), 2 delivery date, 3 desired delivery date, 4 invoice date, 5 cancellation date, 6 return date. With dateFrom and dateTo.' },
    dateFrom: { type: 'string', maxLength: 40, description: 'With dateType: YYYY-MM-DD (a business day of Morocco) or an ISO date-time with offset; included.' },
    dateTo: { type: 'string', maxLength: 40, description: 'With dateType: YYYY-MM-DD (included) or an ISO date-time with offset (excluded).' },
    ...pageQuery,
  },
} as const;

/** One row of a list: the order without its lines. */
export const orderListRowSchema = {
  type: 'object',
  required: [
    'orderId', 'code', 'customerId', 'customerCode', 'customerName', 'customerPhone', 'warehouseId', 'warehouseName', 'orderStatusId',
    'orderStatusName', 'preparationStatus', 'deliveryStatus', 'deliveryModeId', 'desiredDeliveryDate', 'deliverySlot', 'paymentModeId',
    'totalAmountTTC', 'totalTimbre', 'createdAt', 'confirmedAt', 'collectedAt',
  ],
  properties: {
    orderId: { type: 'integer' },
    code: { type: 'string' },
    customerId: { type: 'integer' },
    customerCode: { type: 'string' },
    customerName: { type: 'string' },
    customerPhone: nullableText,
    warehouseId: { type: 'integer', nullable: true },
    warehouseName: nullableText,
    orderStatusId: { type: 'integer' },
    orderStatusName: { type: 'string' },
    preparationStatus: { type: 'integer', description: '1\u20134; 1 when not started.' },
    deliveryStatus: { type: 'integer', description: '1 in progress (also when none), 2 returned, 3 delivered.' },
    deliveryModeId: { type: 'integer', description: '1 pickup, 2 delivery.' },
    desiredDeliveryDate: { ...nullableText, description: 'YYYY-MM-DD.' },
    deliverySlot: slotSchema,
    paymentModeId: { type: 'integer', nullable: true },
    totalAmountTTC: { type: 'number' },
    totalTimbre: { type: 'number' },
    createdAt: { type: 'string', description: 'ISO date-time.' },
    confirmedAt: nullableText,
    collectedAt: nullableText,
  },
} as const;

export const preparationQuerystring = {
  type: 'object',
  properties: {
    warehouseId: { ...idField, description: 'A caller attached to a warehouse may name only theirs (403 otherwise); without it, theirs.' },
    ...pageQuery,
  },
} as const;

export const savePreparationBody = {
  type: 'object',
  required: ['lines', 'finish'],
  properties: {
    lines: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        required: ['orderLineId', 'quantityPrepared'],
        properties: {
          orderLineId: { ...idField, description: 'A line of this order (else 400 keyed `lines.<i>.orderLineId`).' },
          quantityPrepared: { type: 'integer', [MESSAGE_KEYWORD]: OrderMessages.preparedNotNegative, description: '0 to the line\u2019s quantity (else 400 keyed `lines.<i>.quantityPrepared`).' },
        },
      },
    },
    finish: { type: 'boolean', description: 'Ends the preparation: 3 Préparée when every line has its whole quantity, else 4 Préparée partiellement.' },
  },
} as const;
