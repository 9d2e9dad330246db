/** JSON schemas of the orders' requests and answers (they make the OpenAPI document). */
import { MAX_LINE_QUANTITY, OrderMessages } from '@console/schema';
import { errorResponses, idField } from '../http/schemas.ts';
import { OrderRestMessages } from './messages.ts';

const nullableId = { ...idField, nullable: true } as const;
const nullableText = { type: 'string', nullable: true } as const;
const day = { type: 'string', format: 'date', description: 'YYYY-MM-DD.' } as const;

export const slotSchema = {
  type: 'object',
  nullable: true,
  required: ['deliverySlotId', 'warehouseId', 'startHour', 'endHour'],
  properties: {
    deliverySlotId: { type: 'integer' },
    warehouseId: { type: 'integer' },
    startHour: { type: 'string', description: 'HH:mm.' },
    endHour: { type: 'string', description: 'HH:mm.' },
  },
} as const;

const lineSchema = {
  type: 'object',
  required: [
    'orderLineId', 'articleId', 'articleCode', 'description', 'descriptionAr', 'imageUrl', 'quantity', 'quantityPrepared', 'unitPrice', 'unitCode',
    'discountedUnitPriceTTC', 'isGift', 'discountAmount', 'tvaPercent', 'totalAmountTTC', 'availableQuantity', 'priceChanged',
    'promotionCode', 'minimumToOrder', 'quantityStep',
  ],
  properties: {
    orderLineId: { type: 'integer' },
    articleId: { type: 'integer' },
    articleCode: { type: 'string' },
    description: { type: 'string', description: 'The article\u2019s commercial designation, else its long description.' },
    descriptionAr: { type: 'string', description: 'The Arabic commercial designation (the Arabic receipt\u2019s); the French description when the article has none.' },
    imageUrl: nullableText,
    quantity: { type: 'integer' },
    quantityPrepared: { type: 'integer', nullable: true },
    unitPrice: { type: 'number', description: 'TTC, DH: the article\u2019s price, or the typed one (priceChanged).' },
    unitCode: { type: 'string', enum: ['UNITE', 'CAISSE'] },
    discountedUnitPriceTTC: { type: 'number', description: 'The unit price after the line\u2019s promotion; 0 for a gift.' },
    isGift: { type: 'boolean', description: 'A gift of a promotion (the engine adds it; free, counted in no total).' },
    discountAmount: { type: 'number' },
    tvaPercent: { type: 'number' },
    totalAmountTTC: { type: 'number' },
    availableQuantity: {
      type: 'integer',
      nullable: true,
      description: 'Open baskets of a channel that controls stock: the warehouse\u2019s stock of the article when the order\u2019s lines of it ask more; null otherwise.',
    },
    priceChanged: { type: 'boolean' },
    promotionCode: nullableText,
    minimumToOrder: { type: 'integer' },
    quantityStep: { type: 'integer' },
  },
} as const;

/** An order as every route answers it (totals in DH; see rest-api/src/orders/totals.rules.ts for how they add up). */
export const orderSchema = {
  type: 'object',
  required: [
    'orderId', 'code', 'counter', 'customerId', 'customerName', 'customerCode', 'orderLines', 'totalAmountHT', 'totalDiscount', 'totalOrderDiscount',
    'totalEscompte', 'totalRebates', 'totalTva', 'totalAmountTTC', 'totalTimbre', 'paymentModeId', 'paymentModeTitle',
    'desiredDeliveryDate', 'deliverySlotId', 'deliverySlot', 'deliveryModeId', 'channelId', 'warehouseId', 'orderStatusId',
    'orderStatusName', 'preparationStatus', 'createdAt', 'confirmedAt', 'collectedAt', 'createdBy', 'confirmedBy', 'confirmedByName',
    'sumArticleWeight', 'sumArticleVolume',
  ],
  properties: {
    orderId: { type: 'integer' },
    code: { type: 'string', description: 'CMD- and the counter on 6 digits at least.' },
    counter: { type: 'integer' },
    customerId: { type: 'integer' },
    customerName: { type: 'string' },
    customerCode: { type: 'string' },
    orderLines: { type: 'array', items: lineSchema },
    totalAmountHT: { type: 'number' },
    totalDiscount: { type: 'number', description: 'The lines\u2019 promotion discounts and the order-total discount (HT).' },
    totalOrderDiscount: { type: 'number', description: 'Of totalDiscount, the order-total discount (QDT), HT.' },
    totalEscompte: { type: 'number', description: 'Early-payment discount (HT).' },
    totalRebates: { type: 'number', description: 'Logistics cost (HT) of a delivered order.' },
    totalTva: { type: 'number' },
    totalAmountTTC: { type: 'number', description: 'Stamp duty included.' },
    totalTimbre: { type: 'number', description: 'Stamp duty of a cash payment (STAMP_DUTY_PERCENT of the TTC).' },
    paymentModeId: { type: 'integer', nullable: true },
    paymentModeTitle: nullableText,
    desiredDeliveryDate: { type: 'string', nullable: true, description: 'YYYY-MM-DD.' },
    deliverySlotId: { type: 'integer', nullable: true },
    deliverySlot: slotSchema,
    deliveryModeId: { type: 'integer', description: '1 pickup, 2 delivery.' },
    channelId: { type: 'integer', nullable: true },
    warehouseId: { type: 'integer', nullable: true },
    orderStatusId: { type: 'integer' },
    orderStatusName: { type: 'string' },
    preparationStatus: { type: 'integer' },
    createdAt: { type: 'string', description: 'ISO date-time.' },
    confirmedAt: nullableText,
    collectedAt: nullableText,
    createdBy: { type: 'integer', nullable: true },
    confirmedBy: { type: 'integer', nullable: true },
    confirmedByName: nullableText,
    sumArticleWeight: { type: 'number' },
    sumArticleVolume: { type: 'number' },
  },
} as const;

const lineInput = {
  type: 'object',
  required: ['articleId', 'quantity'],
  properties: {
    orderLineId: { type: 'integer', nullable: true, description: 'Accepted and ignored: the lines are replaced as sent.' },
    orderId: { type: 'integer', nullable: true, description: 'Accepted and ignored.' },
    articleId: { type: 'integer', description: `An unknown article answers 400 keyed \`orderLines.<i>.articleId\`.` },
    quantity: {
      type: 'integer',
      description: `1…${MAX_LINE_QUANTITY}; otherwise 400 "${OrderMessages.quantityAboveZero}" or "${OrderRestMessages.quantityTooLarge}".`,
    },
    unitPrice: {
      type: 'number',
      nullable: true,
      description:
        'A typed price (TTC) replacing the article\u2019s for this order: only when the customer\u2019s channel allows price changes ' +
        `(else 400 "${OrderRestMessages.priceNotModifiable}"), above 0 ("${OrderMessages.priceAboveZero}"). The promotions apply on ` +
        'top of it: the engine prices the article from the typed price. Absent or null: the article\u2019s price.',
    },
    isGift: { type: 'boolean', nullable: true, description: 'Gift lines are the engine\u2019s: a line sent with isGift true is dropped.' },
  },
} as const;

const orderLinesInput = { type: 'array', maxItems: 500, items: lineInput } as const;

export const createOrderBody = {
  type: 'object',
  required: ['customerId', 'orderLines'],
  properties: {
    orderId: { type: 'integer', nullable: true, description: 'The seeds send 0: ignored.' },
    orderStatusId: { type: 'integer', nullable: true, description: 'Ignored: a new order is an open basket (1).' },
    customerId: idField,
    deliveryModeId: { type: 'integer', enum: [1, 2], nullable: true, description: '1 pickup, 2 delivery (default).' },
    paymentModeId: { ...nullableId, description: 'One of the customer\u2019s payment modes.' },
    orderLines: { ...orderLinesInput, minItems: 1 },
  },
} as const;

export const updateOrderBody = {
  type: 'object',
  required: ['orderLines'],
  properties: {
    orderLines: orderLinesInput,
    paymentModeId: nullableId,
    desiredDeliveryDate: { ...day, nullable: true },
    deliverySlotId: { ...nullableId, description: 'A slot of the order\u2019s warehouse.' },
  },
} as const;

export const confirmOrderBody = {
  type: 'object',
  required: ['paymentModeId', 'desiredDeliveryDate', 'deliverySlotId'],
  properties: {
    paymentModeId: idField,
    desiredDeliveryDate: day,
    deliverySlotId: idField,
    assignmentId: { ...nullableId, description: 'The call assignment this order answers: its outcome becomes \u2018Commande passée\u2019.' },
  },
} as const;

/** The answer of a save or a confirmation: `{ data: order }`, the order also in a 202 and a 406. */
export const orderEnvelope = (description: string) => ({ type: 'object', description, required: ['data'], properties: { data: orderSchema } }) as const;

export const stockRefusal = {
  type: 'object',
  description: `The stock cannot cover the order: nothing was changed. \`message\` is "${OrderMessages.stockUnavailable}"; \`data\` the order, its lines showing availableQuantity.`,
  required: ['statusCode', 'error', 'message', 'data'],
  properties: { statusCode: { type: 'integer' }, error: { type: 'string' }, message: { type: 'string' }, data: orderSchema },
} as const;

/** 409 answers: the message, and the customer's open basket's id when that is the cause. */
const orderConflict = {
  type: 'object',
  description: 'Refused: the order is no longer an open basket, or the customer already has one (`orderId` names it). Nothing was changed.',
  required: ['statusCode', 'error', 'message'],
  properties: { statusCode: { type: 'integer' }, error: { type: 'string' }, message: { type: 'string' }, orderId: { type: 'integer' } },
} as const;

export const orderErrors = (...statuses: (400 | 401 | 403 | 404)[]) => ({ ...errorResponses(...statuses), 409: orderConflict });
