/** JSON schemas of the dispatch map and the schedules (they make the OpenAPI document). */
import { DeliveryMessages, PaymentModeId } from '@console/schema';
import { idField } from '../http/schemas.ts';
import { MESSAGE_KEYWORD } from '../http/validation.ts';
import { slotSchema } from '../orders/orders.schemas.ts';

const nullableText = { type: 'string', nullable: true } as const;
const day = { type: 'string', format: 'date', description: 'YYYY-MM-DD.' } as const;
const requiredDay = { ...day, [MESSAGE_KEYWORD]: DeliveryMessages.required } as const;
/** An id: a PostgreSQL integer. */
const rowId = { ...idField, maximum: 2_147_483_647 } as const;
const requiredId = { ...rowId, [MESSAGE_KEYWORD]: DeliveryMessages.required } as const;

/** At most this many orders in one assignment (a truck's round). */
const MAX_DISPATCH_ORDERS = 500;

export const dispatchOrdersQuerystring = {
  type: 'object',
  required: ['warehouseId', 'dateFrom', 'dateTo'],
  properties: { warehouseId: requiredId, dateFrom: requiredDay, dateTo: requiredDay },
} as const;

export const dispatchOrderSchema = {
  type: 'object',
  required: ['orderId', 'code', 'desiredDeliveryDate', 'customerId', 'customerCode', 'customerName', 'weight', 'volume', 'lat', 'lng'],
  properties: {
    orderId: { type: 'integer' },
    code: { type: 'string' },
    desiredDeliveryDate: day,
    customerId: { type: 'integer' },
    customerCode: { type: 'string' },
    customerName: { type: 'string' },
    weight: { type: 'number', description: 'kg.' },
    volume: { type: 'number', description: 'm³.' },
    lat: { type: 'number', description: 'The customer\u2019s delivery address (default address, else the first).' },
    lng: { type: 'number' },
  },
} as const;

export const dispatchBody = {
  type: 'object',
  required: ['WarehouseId', 'vehicleId', 'operationDate', 'deliverySlotId', 'ScheduleOrders'],
  properties: {
    WarehouseId: requiredId,
    vehicleId: { ...requiredId, [MESSAGE_KEYWORD]: DeliveryMessages.vehicleRequired },
    operationDate: { ...requiredDay, description: 'YYYY-MM-DD, not before today (Morocco\u2019s date).' },
    deliverySlotId: { ...requiredId, [MESSAGE_KEYWORD]: DeliveryMessages.slotRequired },
    ScheduleOrders: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_DISPATCH_ORDERS,
      uniqueItems: true,
      description: `1 to ${MAX_DISPATCH_ORDERS} distinct orders, in the round\u2019s order.`,
      [MESSAGE_KEYWORD]: DeliveryMessages.noOrderInArea,
      items: { type: 'object', required: ['orderId'], properties: { orderId: rowId } },
    },
  },
} as const;

const scheduleOrderSchema = {
  type: 'object',
  required: [
    'scheduleOrderId', 'orderId', 'code', 'scheduleOrderStatusId', 'orderStatusId', 'customerName', 'customerPhone', 'weight',
    'totalAmountTTC', 'totalTimbre', 'paymentModeId', 'returnReasonId', 'returnReason',
  ],
  properties: {
    scheduleOrderId: { type: 'integer' },
    orderId: { type: 'integer' },
    code: { type: 'string' },
    scheduleOrderStatusId: { type: 'integer', description: '1 in progress (also when none), 2 returned, 3 delivered.' },
    orderStatusId: { type: 'integer' },
    customerName: { type: 'string' },
    customerPhone: nullableText,
    weight: { type: 'number', description: 'kg.' },
    totalAmountTTC: { type: 'number' },
    totalTimbre: { type: 'number', description: 'Stamp duty in the TTC, DH: a card payment collects the TTC without it.' },
    paymentModeId: { type: 'integer', nullable: true },
    returnReasonId: { type: 'integer', nullable: true },
    returnReason: nullableText,
  },
} as const;

const deliveryManSchema = {
  type: 'object',
  nullable: true,
  required: ['userId', 'firstName', 'lastName'],
  properties: { userId: { type: 'integer' }, firstName: { type: 'string' }, lastName: { type: 'string' } },
} as const;

export const scheduleSchema = {
  type: 'object',
  required: [
    'scheduleId', 'code', 'scheduleStatusId', 'provisionalStatusId', 'externalId', 'synchronized', 'warehouseId', 'warehouseName', 'vehicle',
    'operationDate', 'deliverySlot', 'orderCount', 'weight', 'volume', 'totalAmountTTC', 'createdAt', 'orders',
  ],
  properties: {
    scheduleId: { type: 'integer' },
    code: { type: 'string', description: 'TRN-, the operation date (YYYYMMDD), the id on 4 digits at least.' },
    scheduleStatusId: { type: 'integer', description: '1 open, 2 ready (invoiced), 3 in progress, 4 closed.' },
    provisionalStatusId: { type: 'integer', description: '1 open, 2 synchronized (externalId set).' },
    externalId: { ...nullableText, description: 'Set when invoiced: its presence means synchronized.' },
    synchronized: { type: 'boolean' },
    warehouseId: { type: 'integer' },
    warehouseName: { type: 'string', description: 'The warehouse\u2019s localisation.' },
    vehicle: {
      type: 'object',
      required: ['vehicleId', 'code', 'brand', 'model', 'matriculation', 'weight', 'volume', 'deliveryMan'],
      properties: {
        vehicleId: { type: 'integer' },
        code: { type: 'string' },
        brand: nullableText,
        model: nullableText,
        matriculation: { type: 'string' },
        weight: { type: 'number', description: 'Capacity, kg.' },
        volume: { type: 'number', description: 'Capacity, m³.' },
        deliveryMan: deliveryManSchema,
      },
    },
    operationDate: day,
    deliverySlot: slotSchema,
    orderCount: { type: 'integer' },
    weight: { type: 'number', description: 'Its orders\u2019 kg.' },
    volume: { type: 'number', description: 'Its orders\u2019 m³.' },
    totalAmountTTC: { type: 'number', description: 'Its orders\u2019 TTC, DH.' },
    createdAt: { type: 'string', description: 'ISO date-time.' },
    orders: { type: 'array', items: scheduleOrderSchema, description: 'In the round\u2019s order; empty in lists.' },
  },
} as const;

export const scheduleListQuerystring = {
  type: 'object',
  properties: {
    take: { type: 'integer', minimum: 1, description: 'Default 10; larger than 1000 is clamped.' },
    page: { type: 'integer', minimum: 1, description: '1-based; default 1.' },
    scheduleType: { type: 'integer', enum: [1, 2], description: '1 loaded (default: `scheduleStatusId` is the schedule status), 2 provisional (`scheduleStatusId` 1 open, 2 synchronized).' },
    warehouseId: rowId,
    vehicleId: rowId,
    operationDate: day,
    scheduleStatusId: { type: 'integer', minimum: 1, maximum: 4 },
    slotId: rowId,
    orderCode: { type: 'string', maxLength: 50, description: 'A schedule holding the order of this code (case-insensitive).' },
  },
} as const;

export const scheduleStatusBody = {
  type: 'object',
  required: ['ScheduleId', 'ScheduleStatusId'],
  properties: {
    ScheduleId: requiredId,
    ScheduleStatusId: { type: 'integer', enum: [2], description: '2: invoicing, the only change a caller makes (1 \u2192 2).' },
  },
} as const;

export const outcomeParams = {
  type: 'object',
  required: ['id', 'orderId'],
  properties: { id: rowId, orderId: rowId },
} as const;

export const outcomeBody = {
  type: 'object',
  required: ['outcome'],
  properties: {
    outcome: { type: 'string', enum: ['delivered', 'returned'] },
    paymentModeId: {
      type: 'integer',
      nullable: true,
      enum: [PaymentModeId.CASH, PaymentModeId.CARD, null],
      description: `delivered: required, ${PaymentModeId.CASH} cash (ESP) or ${PaymentModeId.CARD} card (TPE).`,
    },
    reasonReturnId: { ...rowId, nullable: true, description: 'returned: required, a return reason.' },
  },
} as const;

/** A deleted schedule's orders, awaiting planning again, and its warehouse. */
export const freedOrdersSchema = {
  type: 'object',
  required: ['orderIds', 'warehouseId'],
  properties: { orderIds: { type: 'array', items: { type: 'integer' } }, warehouseId: { type: 'integer' } },
} as const;
