/** JSON schemas of the point of sale's reads: customers, catalogue, families and brands, delivery options. */
import { CATALOG_PAGE_SIZE, Limits } from '@console/schema';
import { pageField } from '../http/lists.ts';
import { idField } from '../http/schemas.ts';
import { articleInfo } from '../promotions/articles-info.schemas.ts';

const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: 'string', nullable: true } as const;
const nullableInteger = { type: 'integer', nullable: true } as const;
const hour = { type: 'string', description: 'HH:mm.' } as const;
const day = { type: 'string', description: 'YYYY-MM-DD.' } as const;

const channelParametersSchema = {
  type: 'object',
  nullable: true,
  description: 'The channel with its ordering parameters (seed 002); a channel never saved answers the defaults.',
  required: ['channelId', 'channelCode', 'channelName', 'ctrlStock', 'cutOff', 'deliveryFrom', 'deliveryTo', 'minBasket', 'allowModifPrice', 'earlyPaymentPercent', 'logisticsCost'],
  properties: {
    channelId: integer,
    channelCode: text,
    channelName: text,
    ctrlStock: { type: 'boolean', description: 'Whether stock is controlled.' },
    cutOff: { ...hour, description: 'HH:mm; past it the delivery window starts one day later.' },
    deliveryFrom: { ...integer, description: 'Business days (J+) to the earliest delivery date.' },
    deliveryTo: { ...integer, description: 'Business days (J+) to the latest delivery date.' },
    minBasket: { ...number, description: 'Minimum basket, TTC, DH.' },
    allowModifPrice: { type: 'boolean', description: 'Whether the point of sale may change a line\u2019s price.' },
    earlyPaymentPercent: { ...number, description: 'Early-payment discount, percent of the net basket.' },
    logisticsCost: { ...number, description: 'Logistics cost of a delivered order, DH HT.' },
  },
} as const;

export const posCustomerSchema = {
  type: 'object',
  required: ['customerId', 'code', 'name', 'phoneNumber', 'contactName', 'channel', 'warehouseId', 'warehouseName', 'paymentModeId'],
  properties: {
    customerId: integer,
    code: text,
    name: { ...text, description: 'The account\u2019s "first last" (else the contact name, else the code).' },
    phoneNumber: nullableText,
    contactName: nullableText,
    channel: channelParametersSchema,
    warehouseId: nullableInteger,
    warehouseName: { ...nullableText, description: 'The warehouse\u2019s localisation.' },
    paymentModeId: { ...nullableInteger, description: 'The customer\u2019s usual payment mode: cash (100) when it has it, else its lowest.' },
  },
} as const;

export const posCustomersQuerystring = {
  type: 'object',
  required: ['keyword'],
  properties: {
    keyword: {
      type: 'string',
      description: `As the customers list searches: id, code, contact name, names, phone number (a leading 0 also finds +212...), e-mail; blank finds every customer. Longer than ${Limits.keyword} characters answers 400.`,
    },
  },
} as const;

const { articleId: _articleId, ...promotionProperties } = articleInfo.properties;

export const posArticleSchema = {
  type: 'object',
  required: [
    'articleId', 'code', 'descriptionLong', 'commercialDesignation', 'commercialDesignationAr', 'imageListUrl', 'unitText', 'caseItems',
    'stockQuantity', 'outOfStock', 'minimumToOrder', 'quantityStep', 'brand', ...articleInfo.required.filter((field) => field !== 'articleId'),
  ],
  properties: {
    articleId: integer,
    code: text,
    descriptionLong: text,
    commercialDesignation: nullableText,
    commercialDesignationAr: nullableText,
    imageListUrl: { type: 'array', items: text, description: 'The article\u2019s images (asset types 1 and 6), oldest first.' },
    unitText: { type: 'string', enum: ['Pièce', 'CAISSE'] },
    caseItems: nullableInteger,
    stockQuantity: { ...nullableInteger, description: 'The stock in the customer\u2019s warehouse; null when the channel does not control stock.' },
    outOfStock: { type: 'boolean', description: 'The channel controls stock and the stock is 0.' },
    minimumToOrder: integer,
    quantityStep: integer,
    brand: { ...nullableText, description: 'The brand\u2019s name.' },
    ...promotionProperties,
  },
} as const;

export const posCatalogQuerystring = {
  type: 'object',
  required: ['customerId'],
  properties: {
    customerId: { ...idField, description: '404 for an unknown customer.' },
    deliveryModeId: { type: 'integer', enum: [1, 2], description: '1 pickup, 2 delivery (the point of sale\u2019s); prices and stock do not depend on it.' },
    page: pageField,
    take: { type: 'integer', minimum: 1, maximum: 100, description: `Articles per page; default ${CATALOG_PAGE_SIZE}.` },
    commercialFamilyId: { ...idField, description: 'Only the family\u2019s articles.' },
    brandId: { ...idField, description: 'Only the brand\u2019s articles.' },
    keyword: { type: 'string', description: `"Contains" on code and descriptions, ignoring case and accents; blank means none; longer than ${Limits.keyword} characters answers 400.` },
    onlyWithPromotion: { type: 'boolean', description: 'Only the articles an applicable promotion names (inPromo).' },
  },
} as const;

export const posOptionSchema = { type: 'object', required: ['id', 'name'], properties: { id: integer, name: text } } as const;

export const deliverySlotSchema = {
  type: 'object',
  required: ['deliverySlotId', 'warehouseId', 'startHour', 'endHour'],
  properties: { deliverySlotId: integer, warehouseId: integer, startHour: hour, endHour: hour },
} as const;

export const deliveryOptionsSchema = {
  type: 'object',
  required: ['minDate', 'maxDate', 'slots', 'desiredDeliveryDate', 'deliverySlotId'],
  properties: {
    minDate: { ...day, description: 'YYYY-MM-DD, inclusive, never a Sunday.' },
    maxDate: { ...day, description: 'YYYY-MM-DD, inclusive, never a Sunday.' },
    slots: { type: 'array', items: deliverySlotSchema, description: 'The slots of the customer\u2019s warehouse, earliest first.' },
    desiredDeliveryDate: { ...day, description: 'The first date offered (minDate).' },
    deliverySlotId: { ...nullableInteger, description: 'The first slot; null when the warehouse has none.' },
  },
} as const;
