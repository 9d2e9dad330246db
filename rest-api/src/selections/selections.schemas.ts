/** JSON schemas of the selections routes: what clients send and receive (they make the OpenAPI document). */
import { idField } from '../http/schemas.ts';
import { listedArticleSchema } from './listed-articles.ts';

const integer = { type: 'integer' } as const;
const nullableInteger = { type: 'integer', nullable: true } as const;
const text = { type: 'string' } as const;
const nullableText = { type: 'string', nullable: true } as const;

const ownProperties = {
  selectionId: integer,
  parentId: { ...nullableInteger, description: 'Null for a selection; the parent selection for a sub-selection.' },
  channelId: { ...nullableInteger, description: "A sub-selection's is its parent's." },
  channel: { type: 'object', nullable: true, required: ['channelId', 'code'], properties: { channelId: integer, code: text } },
  nameFr: text,
  nameAr: text,
  descriptionFr: nullableText,
  descriptionAr: nullableText,
  active: { type: 'boolean' },
  imageUrl: nullableText,
  createdAt: { type: 'string', format: 'date-time' },
  articles: { type: 'array', items: listedArticleSchema, description: 'In the chosen order.' },
} as const;

const subSelectionSchema = {
  type: 'object',
  required: [...Object.keys(ownProperties), 'subSelections'],
  properties: { ...ownProperties, subSelections: { type: 'array', maxItems: 0, items: { type: 'object' }, description: 'Always empty: one level only.' } },
} as const;

export const selectionSchema = {
  type: 'object',
  required: [...Object.keys(ownProperties), 'subSelections'],
  properties: { ...ownProperties, subSelections: { type: 'array', items: subSelectionSchema, description: 'By id; empty for a sub-selection.' } },
} as const;

export const selectionBodySchema = {
  type: 'object',
  required: ['nameFr', 'nameAr'],
  properties: {
    selectionId: { type: 'integer', minimum: 0, description: 'POST: 0 or absent. PUT: the selection to update (required).' },
    parentId: { ...idField, nullable: true, description: 'Null or absent for a selection; the parent selection for a sub-selection.' },
    channelId: { ...idField, nullable: true, description: 'Required on a selection; ignored on a sub-selection (its parent\u2019s).' },
    nameFr: { type: 'string', minLength: 1 },
    nameAr: { type: 'string', minLength: 1 },
    descriptionFr: { ...nullableText, description: 'Required on a selection.' },
    descriptionAr: { ...nullableText, description: 'Required on a selection.' },
    active: { type: 'boolean', description: 'Default true.' },
    imageUrl: { ...nullableText, description: 'An uploaded image (entity type 4), `/assets/4/...`.' },
    articles: {
      type: 'array',
      items: { type: 'object', required: ['articleId'], properties: { articleId: idField } },
      description: 'The articles in the chosen order; REPLACES the list (absent: none). A repeated article counts once.',
    },
  },
} as const;

export const selectionUpdateBodySchema = {
  ...selectionBodySchema,
  required: ['selectionId', 'nameFr', 'nameAr'],
  properties: { ...selectionBodySchema.properties, selectionId: { ...idField, description: 'The selection to update.' } },
} as const;

export const selectionFilterProperties = {
  channelId: { ...idField, description: 'Only the selections of this channel.' },
  active: { type: 'boolean', description: 'true: active only, false: inactive only; absent: all.' },
} as const;

export const chooserFilterProperties = {
  brandId: { ...idField, description: 'Only this brand (the default take becomes 1000).' },
  familyId: { ...idField, description: 'Only this family (categoryType 1).' },
  subFamilyId: { ...idField, description: 'Only this sub-family (categoryType 2).' },
  sSubFamilyId: { ...idField, description: 'Only this sub-sub-family (categoryType 3).' },
  conditioningId: { ...idField, description: 'Only this conditioning.' },
} as const;
