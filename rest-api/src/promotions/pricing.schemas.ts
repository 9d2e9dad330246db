/** JSON schemas of the pricing routes (simulator and basket pricing). */
import { idField } from '../http/schemas.ts';

const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;

/** Where and when a basket is bought: the pricing routes' context (the basket's fields but its lines). */
export const pricingContextProperties = {
  customerId: { ...idField, description: '404 for an unknown customer.' },
  channelId: { ...idField, nullable: true, description: "The sales channel the basket is priced for; the customer's own when absent." },
  warehouseId: { ...idField, nullable: true },
  date: { type: 'string', nullable: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD.' },
  time: { type: 'string', nullable: true, pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:mm (flash promotions).' },
  salesMode: { type: 'integer', nullable: true, minimum: 1, maximum: 4, description: '1 call center (default), 2 ambassador, 3 autonomous, 4 store.' },
} as const;

export const basketBody = {
  type: 'object',
  required: ['customerId', 'lines'],
  properties: {
    ...pricingContextProperties,
    lines: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        required: ['articleId', 'quantity'],
        properties: { articleId: idField, quantity: { type: 'integer', minimum: 1, maximum: 9999 } },
      },
    },
  },
} as const;

const pricedLine = {
  type: 'object',
  required: [
    'articleId', 'articleCode', 'articleDescription', 'quantity', 'unitPrice', 'unitPromotionPrice', 'discountAmount', 'totalBefore', 'total', 'isGift',
    'promotionId', 'promotionCode',
  ],
  properties: {
    articleId: integer,
    articleCode: { type: 'string' },
    articleDescription: { type: 'string', nullable: true },
    quantity: integer,
    unitPrice: number,
    unitPromotionPrice: number,
    discountAmount: number,
    totalBefore: number,
    total: number,
    isGift: { type: 'boolean' },
    promotionId: { type: 'integer', nullable: true, description: 'The promotion that priced or gave the line (0: the unsaved one simulated).' },
    promotionCode: { type: 'string', nullable: true },
  },
} as const;

export const pricedBasket = {
  type: 'object',
  required: ['lines', 'totalBefore', 'discountTotal', 'orderDiscount', 'total', 'appliedPromotionIds'],
  properties: {
    lines: { type: 'array', items: pricedLine },
    totalBefore: number,
    discountTotal: { ...number, description: 'Line discounts plus the order discount (kind 6).' },
    orderDiscount: number,
    total: number,
    appliedPromotionIds: { type: 'array', items: integer },
  },
} as const;

export const simulationSchema = {
  type: 'object',
  required: ['without', 'with', 'notApplicable'],
  properties: {
    without: pricedBasket,
    with: pricedBasket,
    notApplicable: { type: 'string', nullable: true, description: 'Why the promotion gives nothing on this basket (French); null when it does.' },
  },
} as const;
