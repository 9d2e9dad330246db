/** JSON schemas of the promotions routes: what clients send and receive (they make the OpenAPI document). */
import { Limits } from '@console/schema';
import { idField } from '../http/schemas.ts';

const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: 'string', nullable: true } as const;
const boolean = { type: 'boolean' } as const;
const ymd = { type: 'string', description: 'YYYY-MM-DD.' } as const;
const hour = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:mm.' } as const;
const object = (properties: Record<string, object>, optional: readonly string[] = []) =>
  ({ type: 'object', required: Object.keys(properties).filter((name) => !optional.includes(name)), properties }) as const;
const array = (items: object) => ({ type: 'array', items }) as const;

const typeAction = {
  type: 'integer',
  enum: [0, 1, 2, 3],
  description: 'Seed 001 section 4: 0 existing and unchanged, 1 new, 2 modified, 3 deleted (with what hangs under it).',
} as const;
const rowId = (description: string) => ({ ...idField, nullable: true, description: `${description}; required unless typeAction is 1.` }) as const;
const quantity = { type: 'integer', minimum: 1 } as const;
const bound = { type: 'number', minimum: 0 } as const;
const discount = { type: 'number', nullable: true, description: "In percentOrAmountDiscount's unit; 0 when absent (gift-only ranges)." } as const;

const giftBody = object({ typeAction, promotionGiftId: rowId('The gift'), articleId: idField, quantity, maxQuantity: quantity }, ['promotionGiftId']);
const rangeBody = object(
  { typeAction, promotionRangeId: rowId('The range'), from: bound, to: bound, discountValue: discount, gifts: { ...array(giftBody), nullable: true } },
  ['promotionRangeId', 'discountValue', 'gifts'],
);
const customerRangeBody = object({ typeAction, promotionRangeId: rowId('The range'), from: bound, to: bound, discountValue: discount }, [
  'promotionRangeId',
  'discountValue',
]);
const articleBody = object(
  {
    typeAction,
    promotionArticleId: rowId('The entry'),
    itemId: { ...idField, description: 'The partner, brand, category or article (articleCriteria).' },
    title: { type: 'string', maxLength: Limits.description, description: "The item's code." },
    description: { ...nullableText, maxLength: Limits.description },
    ranges: { ...array(rangeBody), nullable: true },
  },
  ['promotionArticleId', 'description', 'ranges'],
);
const customerBody = object(
  {
    typeAction,
    promotionCustomerId: rowId('The entry'),
    itemId: { ...idField, description: 'The segment, region, sector, customer category or account (customerCriteria).' },
    code: { ...nullableText, maxLength: Limits.description },
    name: { type: 'string', maxLength: Limits.description },
  },
  ['promotionCustomerId', 'code'],
);
const multilineGiftBody = object(
  { typeAction, promotionMultilineGiftId: rowId('The gift'), articleId: idField, quantity, maxQuantity: quantity },
  ['promotionMultilineGiftId'],
);
const channelBody = object({ typeAction, promotionChannelId: rowId('The row'), channelId: idField }, ['promotionChannelId']);
const warehouseBody = object({ typeAction, promotionWarehouseId: rowId('The row'), warehouseId: idField }, ['promotionWarehouseId']);

/** The seeds' "Promotion payload" (seed 001 section 3). The form's required fields are checked by the rules ('Required'). */
const promotionBodyProperties = {
  code: { ...nullableText, maxLength: Limits.code },
  description: { ...nullableText, maxLength: Limits.description },
  promoType: { type: 'integer', nullable: true, minimum: 1, maximum: 6, description: '1 LPR, 2 TPR, 3 PLAN_PANIER, 4 PLAN_PALIER, 5 SLOG, 6 QDT.' },
  canalType: { type: 'integer', nullable: true, minimum: 1, maximum: 5, description: '1 call center, 2 ambassador, 3 autonomous, 5 store, 4 all.' },
  dateFrom: { ...ymd, nullable: true },
  dateTo: { ...ymd, nullable: true, description: 'YYYY-MM-DD; ignored for a flash promotion (set to dateFrom).' },
  promoValue: { type: 'number', nullable: true, description: '0 when absent.' },
  discountType: { type: 'integer', nullable: true, enum: [1, 2, null], description: 'Condition unit: 1 quantity, 2 amount; 2 for kinds 1, 2 and 5 whatever is sent.' },
  percentOrAmountDiscount: { type: 'integer', nullable: true, enum: [1, 2, null], description: '1 percent, 2 amount (DH).' },
  flash: { ...boolean, nullable: true },
  startHour: { ...hour, nullable: true },
  endHour: { ...hour, nullable: true },
  active: { ...boolean, nullable: true, description: 'Default true.' },
  multiLine: { ...boolean, nullable: true },
  customerCriteria: { type: 'integer', nullable: true, minimum: 0, maximum: 5, description: '0 none, 1 segment, 2 region, 3 sector, 4 customer category, 5 account.' },
  articleCriteria: { type: 'integer', nullable: true, minimum: 0, maximum: 4, description: '0 none, 1 partner, 2 brand, 3 article category, 4 article.' },
  promotionChannels: { ...array(channelBody), nullable: true },
  promotionWarehouses: { ...array(warehouseBody), nullable: true, description: 'None: every warehouse.' },
  promotionArticles: { ...array(articleBody), nullable: true },
  promotionCutomers: { ...array(customerBody), nullable: true, description: 'Spelled as in the seeds\u2019 contract.' },
  promotionRanges: { ...array(customerRangeBody), nullable: true, description: 'Customer ranges (kind 6): the order total from...to gives discountValue.' },
  promotionMultilineGifts: { ...array(multilineGiftBody), nullable: true },
} as const;

export const createPromotionBodySchema = {
  type: 'object',
  properties: { promotionId: { ...idField, nullable: true, description: 'Ignored.' }, ...promotionBodyProperties },
} as const;
export const updatePromotionBodySchema = { type: 'object', required: ['promotionId'], properties: { promotionId: idField, ...promotionBodyProperties } } as const;

const summaryProperties = {
  promotionId: integer,
  code: text,
  description: text,
  canalType: integer,
  promoType: integer,
  dateFrom: ymd,
  dateTo: ymd,
  active: boolean,
  flash: boolean,
} as const;
export const promotionSummarySchema = object(summaryProperties);

const articleOut = { articleCode: text, articleDescription: nullableText } as const;
const giftOut = object({ promotionGiftId: integer, promotionRangeId: integer, articleId: integer, ...articleOut, quantity: integer, maxQuantity: integer });
const rangeOut = { promotionRangeId: integer, from: number, to: number, discountValue: number } as const;

export const promotionSchema = object({
  ...summaryProperties,
  promoValue: number,
  discountType: integer,
  percentOrAmountDiscount: integer,
  startHour: text,
  endHour: text,
  multiLine: boolean,
  customerCriteria: integer,
  articleCriteria: integer,
  createdAt: { type: 'string', format: 'date-time' },
  promotionChannels: array(object({ promotionChannelId: integer, channelId: integer, promotionId: integer })),
  promotionWarehouses: array(object({ promotionWarehouseId: integer, warehouseId: integer, promotionId: integer })),
  promotionArticles: array(
    object({
      promotionArticleId: integer,
      promotionId: integer,
      itemId: integer,
      title: text,
      description: nullableText,
      ranges: array(object({ ...rangeOut, gifts: array(giftOut) })),
    }),
  ),
  promotionCutomers: array(object({ promotionCustomerId: integer, promotionId: integer, itemId: integer, code: nullableText, name: text })),
  promotionRanges: array(object(rangeOut)),
  promotionMultilineGifts: array(
    object({ promotionMultilineGiftId: integer, promotionId: integer, articleId: integer, ...articleOut, quantity: integer, maxQuantity: integer }),
  ),
});
