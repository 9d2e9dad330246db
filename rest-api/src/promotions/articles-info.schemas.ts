/** JSON schemas of the articles' promotions route (the catalogue's and the point of sale's promotion badges). */
import { idField } from '../http/schemas.ts';
import { pricingContextProperties } from './pricing.schemas.ts';

const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;

export const articlesInfoBody = {
  type: 'object',
  required: ['context', 'articleIds'],
  properties: {
    context: {
      type: 'object',
      required: ['customerId'],
      description: 'Where and when the articles are sold, as for a basket: the date and time default to now in Morocco, the channel to the customer\u2019s.',
      properties: pricingContextProperties,
    },
    articleIds: { type: 'array', minItems: 1, maxItems: 200, items: idField, description: 'The articles, answered in this order (1 to 200).' },
  },
} as const;

const palier = {
  type: 'object',
  required: ['from', 'to', 'discountValue', 'unit', 'condition'],
  description: 'A range of the shown price promotion: a line measure (quantity or amount in DH, as the promotion counts) from `from` to `to` gives `discountValue` off each unit.',
  properties: {
    from: number,
    to: number,
    discountValue: { ...number, description: 'In `unit`.' },
    unit: { ...integer, description: '1 percent of the unit price, 2 DH.' },
    condition: { ...integer, description: 'What `from` and `to` count: 1 units, 2 DH of the line.' },
  },
} as const;

const gift = {
  type: 'object',
  required: ['articleId', 'articleCode', 'quantity', 'maxQuantity', 'from', 'condition'],
  description: 'A gift a PLAN_PANIER promotion gives: `quantity` units of `articleId` per `from` (units or DH of the article; the multiline threshold for a multiline one), at most `maxQuantity`.',
  properties: {
    articleId: integer,
    articleCode: { type: 'string', description: 'The gift article\u2019s code.' },
    quantity: integer,
    maxQuantity: integer,
    from: number,
    condition: { ...integer, description: 'What `from` counts: 1 units, 2 DH.' },
  },
} as const;

export const articleInfo = {
  type: 'object',
  required: ['articleId', 'inPromo', 'promotionPercent', 'unitPriceTTC', 'unitPromotionPriceTTC', 'articlePromotionInfo'],
  properties: {
    articleId: integer,
    inPromo: { type: 'boolean', description: 'An applicable promotion of kinds 1 to 5 (LPR, TPR, PLAN_PANIER, PLAN_PALIER, SLOG) names the article.' },
    promotionPercent: {
      ...number,
      nullable: true,
      description: 'The discount of the winning price promotion on one unit, as a percentage of the unit price (2 decimals); null when one unit gets no price discount.',
    },
    unitPriceTTC: { ...number, description: 'The article\u2019s unit price, TTC, in DH.' },
    unitPromotionPriceTTC: { ...number, nullable: true, description: 'One unit\u2019s price after the winning price promotion, TTC, in DH; null when none applies to one unit.' },
    articlePromotionInfo: {
      type: 'object',
      required: ['paliers', 'gifts'],
      properties: {
        paliers: {
          type: 'array',
          items: palier,
          description: 'The ranges of the winning price promotion, or (when it has none, or one unit reaches none) of the applicable price promotion with ranges and the lowest id, as the engine reads them: none for LPR, the first for TPR, all for PLAN_PALIER and SLOG.',
        },
        gifts: { type: 'array', items: gift, description: 'The gifts of every applicable PLAN_PANIER naming the article.' },
      },
    },
  },
} as const;
