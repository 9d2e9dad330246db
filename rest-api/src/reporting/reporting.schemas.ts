/** JSON schemas of the reports' requests and answers (they make the OpenAPI document, and the gateway's types). */
import { MAX_REPORT_DAYS } from '@console/schema';
import { collectionResponse, pageField } from '../http/lists.ts';
import { idField } from '../http/schemas.ts';

const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: 'string', nullable: true } as const;
const nullableInt = { type: 'integer', nullable: true } as const;
const nullableNum = { type: 'number', nullable: true } as const;

/** A business day: the service reads it (French 400 keyed by the field when it is not a real YYYY-MM-DD day). */
const day = { type: 'string', maxLength: 10, description: 'YYYY-MM-DD, a business day of Morocco (Africa/Casablanca).' } as const;
const bound = {
  type: 'string',
  maxLength: 40,
  description: `YYYY-MM-DD (a business day; as the end, included) or an ISO date-time with its offset (the end excluded). At most ${MAX_REPORT_DAYS} days.`,
} as const;
const take = { type: 'integer', minimum: 1, description: 'Default 50, at most 200 (larger is clamped).' } as const;

/** An object schema whose every property is required. */
function record<Properties extends Record<string, object>>(properties: Properties, description?: string) {
  return { type: 'object', ...(description ? { description } : {}), required: Object.keys(properties) as (keyof Properties & string)[], properties } as const;
}

export const dayQuerystring = { type: 'object', required: ['date'], properties: { date: day } } as const;
export const dayBody = { type: 'object', required: ['date'], additionalProperties: false, properties: { date: day } } as const;
export const pagedDayQuerystring = { type: 'object', required: ['date'], properties: { date: day, page: pageField, take } } as const;
export const rangeQuerystring = { type: 'object', required: ['dateFrom', 'dateTo'], properties: { dateFrom: bound, dateTo: bound } } as const;
export const revenueQuerystring = {
  type: 'object',
  required: ['dateType', 'dateFrom', 'dateTo'],
  properties: {
    dateType: { type: 'integer', description: '1 order date (confirmation), 2 delivery date, 3 desired delivery date, 4 invoice date.' },
    dateFrom: bound,
    dateTo: bound,
    page: pageField,
    take,
  },
} as const;
export const tillCloseBody = {
  type: 'object',
  required: ['date', 'collectorId', 'cashHandedOver'],
  additionalProperties: false,
  properties: {
    date: day,
    collectorId: { ...idField, description: 'The collector (user) whose till closes: the caller, or anyone with permission 41 at level 3 or 4.' },
    cashHandedOver: { type: 'number', description: 'DH counted, from 0, whole centimes.' },
  },
} as const;

const sync = { type: 'object', nullable: true, required: ['ranAt', 'ranByName'], properties: { ranAt: text, ranByName: text } } as const;

const round = record({
  scheduleId: int,
  code: text,
  scheduleStatusId: int,
  warehouseId: int,
  warehouseName: nullableText,
  vehicleId: int,
  vehicleCode: text,
  vehicleMatriculation: text,
  deliveryManId: nullableInt,
  deliveryManName: nullableText,
  ordersCount: int,
  deliveredOrders: int,
  returnedOrders: int,
  cashExpected: num,
  cashCollected: num,
  cashDifference: num,
});

export const dailyRecapSchema = record(
  {
    date: text,
    start: text,
    end: text,
    totalConfirmedOrders: int,
    totalAmountConfirmedOrders: num,
    totalCanceledOrders: int,
    totalAmountCanceledOrders: num,
    totalReturnedOrders: int,
    totalAmountReturnedOrders: num,
    totalDeliveredOrders: int,
    totalAmountDeliveredOrders: num,
    totalTPEDeliveredOrders: int,
    totalTPEAmountDeliveredOrders: num,
    totalCashDeliveredOrders: int,
    totalCashAmountDeliveredOrders: num,
    rounds: { type: 'array', items: round },
    lastSync: sync,
  },
  'The daily recap (seed 002 « Daily recap response »): the day\u2019s confirmed, cancelled, returned and delivered orders, delivered split TPE / cash, and its rounds.',
);

const subtotal = record({ id: nullableInt, label: text, orders: int, totalAmountHT: num, totalDiscount: num, totalEscompte: num, totalRebates: num, totalTva: num, totalTimbre: num, totalAmountTTC: num });

const revenueRow = record({
  orderId: int,
  code: text,
  date: text,
  customerId: int,
  customerCode: text,
  customerName: text,
  warehouseId: nullableInt,
  warehouseName: nullableText,
  channelId: nullableInt,
  channelName: nullableText,
  paymentModeId: nullableInt,
  paymentModeTitle: nullableText,
  orderStatusId: int,
  orderStatusName: text,
  totalAmountHT: num,
  totalDiscount: num,
  totalEscompte: num,
  totalRebates: num,
  totalTva: num,
  totalTimbre: num,
  totalAmountTTC: num,
});

const paged = (item: object, description: string) => collectionResponse(item, description);

export const revenueSchema = (() => {
  const base = paged(revenueRow, 'The revenue report.');
  const extra = { dateFrom: text, dateTo: text, totals: subtotal, byWarehouse: { type: 'array', items: subtotal }, byChannel: { type: 'array', items: subtotal }, byPaymentMode: { type: 'array', items: subtotal } };
  return { ...base, required: [...base.required, ...(Object.keys(extra) as (keyof typeof extra)[])], properties: { ...base.properties, ...extra } } as const;
})();

const collectionOrder = record({
  orderId: int,
  code: text,
  customerName: text,
  deliveryModeId: int,
  paymentModeId: nullableInt,
  paymentModeTitle: nullableText,
  totalAmountTTC: num,
  collectedAt: text,
  collectorId: nullableInt,
  collectorName: nullableText,
  scheduleCode: nullableText,
});

export const cashCollectorSchema = record({
  collectorId: int,
  collectorName: text,
  deliveryMan: { type: 'boolean' },
  orders: int,
  cashExpected: num,
  tpeAmount: num,
  cashHandedOver: nullableNum,
  cashDifference: nullableNum,
  closed: { type: 'boolean' },
  closedAt: nullableText,
  closedByName: nullableText,
});

export const collectionSchema = (() => {
  const base = paged(collectionOrder, 'The collection report.');
  const extra = {
    date: text,
    start: text,
    end: text,
    totalDeliveredOrders: int,
    totalCashAmountDeliveredOrders: num,
    totalTPEAmountDeliveredOrders: num,
    collectors: { type: 'array', items: cashCollectorSchema },
    lastSync: sync,
  };
  return { ...base, required: [...base.required, ...(Object.keys(extra) as (keyof typeof extra)[])], properties: { ...base.properties, ...extra } } as const;
})();

export const cashTotalsSchema = record({ totalCashAmountDeliveredOrders: num, totalTPEAmountDeliveredOrders: num }, 'The seed\u2019s cash totals of the day\u2019s delivered orders, TTC.');

export const performanceRecapSchema = record(
  {
    linesNumber: int,
    ordersNumber: int,
    canceledOrdersNumber: int,
    caAverage: num,
    caAmount: num,
    canceledCAAmount: num,
    returnedOrdersNumber: int,
    returnedCAAmount: num,
    linesAveragePerOrder: num,
    deliveredCAAmount: num,
  },
  'The seed\u2019s performance recap response, plus deliveredCAAmount.',
);

const card = record({
  figure: { type: 'string', enum: ['LINES', 'ORDERS', 'CANCELED_ORDERS', 'CA_AVERAGE', 'CA_AMOUNT', 'CANCELED_CA_AMOUNT', 'RETURNED_ORDERS', 'RETURNED_CA_AMOUNT', 'LINES_AVERAGE_PER_ORDER', 'DELIVERED_CA_AMOUNT'] },
  unit: { type: 'string', enum: ['COUNT', 'AMOUNT', 'RATIO'] },
  value: num,
  previous: num,
  change: num,
  changePercent: nullableNum,
  series: { type: 'array', items: record({ start: text, value: num }) },
  orders: record({ statusIds: { type: 'array', items: int }, dateType: int, dateFrom: text, dateTo: text }),
});

export const performanceSchema = record(
  {
    from: text,
    to: text,
    previousFrom: text,
    previousTo: text,
    step: { type: 'string', enum: ['HOUR', 'DAY'] },
    current: performanceRecapSchema,
    previous: performanceRecapSchema,
    cards: { type: 'array', items: card },
  },
  'The performance dashboard over [from, to), against [previousFrom, previousTo).',
);
