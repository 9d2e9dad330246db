/** JSON schemas of the content routes: what clients send and receive (they make the OpenAPI document). */
import { idField } from '../http/schemas.ts';
import { listedArticleSchema } from '../selections/listed-articles.ts';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: 'string', nullable: true } as const;
const day = { type: 'string', format: 'date', description: 'YYYY-MM-DD.' } as const;
const ids = (description: string) => ({ type: 'array', items: idField, description }) as const;

export const bannerSchema = {
  type: 'object',
  required: ['bannerId', 'name', 'startDate', 'endDate', 'active', 'imageUrl', 'warehouses', 'channels'],
  properties: {
    bannerId: integer,
    name: text,
    startDate: day,
    endDate: day,
    active: { type: 'boolean' },
    imageUrl: { ...nullableText, description: 'An uploaded image (entity type 21), `/assets/21/...`.' },
    warehouses: {
      type: 'array',
      items: { type: 'object', required: ['warehouseId', 'localisation'], properties: { warehouseId: integer, localisation: text } },
    },
    channels: { type: 'array', items: { type: 'object', required: ['channelId', 'code'], properties: { channelId: integer, code: text } } },
  },
} as const;

export const bannerBodySchema = {
  type: 'object',
  required: ['name', 'startDate', 'endDate'],
  properties: {
    bannerId: { type: 'integer', minimum: 0, description: 'POST: 0 or absent.' },
    name: { type: 'string', minLength: 1 },
    startDate: day,
    endDate: { ...day, description: 'YYYY-MM-DD, not before startDate.' },
    active: { type: 'boolean', description: 'Default false.' },
    imageUrl: nullableText,
    warehouses: ids('Warehouse ids; REPLACES the list (absent: none).'),
    channels: ids('Channel ids; REPLACES the list (absent: none).'),
  },
} as const;

export const bannerUpdateBodySchema = {
  ...bannerBodySchema,
  required: ['bannerId', 'name', 'startDate', 'endDate'],
  properties: { ...bannerBodySchema.properties, bannerId: { ...idField, description: 'The banner to update.' } },
} as const;

export const promotedBodySchema = {
  type: 'object',
  required: ['articleIds'],
  properties: { articleIds: ids('The promoted articles in order; REPLACES the list. A repeated article counts once.') },
} as const;

const blocTypeSchema = { type: 'object', required: ['blocTypeId', 'name'], properties: { blocTypeId: integer, name: text } } as const;
const algorithmSchema = { type: 'object', required: ['algorithmId', 'name'], properties: { algorithmId: integer, name: text } } as const;

export const blocSchema = {
  type: 'object',
  required: ['blocId', 'homePageId', 'nameFr', 'description', 'blocTypeId', 'blocType', 'algorithmId', 'algorithm', 'order', 'articles'],
  properties: {
    blocId: integer,
    homePageId: integer,
    nameFr: text,
    description: nullableText,
    blocTypeId: integer,
    blocType: blocTypeSchema,
    algorithmId: integer,
    algorithm: algorithmSchema,
    order: { type: 'integer', description: 'Position in the home page, from 1.' },
    articles: { type: 'array', items: listedArticleSchema, description: 'A manual bloc\u2019s articles in order; empty for the other algorithms.' },
  },
} as const;

export const homePageSchema = {
  type: 'object',
  required: ['homePageId', 'name', 'description', 'blocs'],
  properties: { homePageId: integer, name: text, description: nullableText, blocs: { type: 'array', items: blocSchema, description: 'In order.' } },
} as const;

export const homePageBodySchema = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1 }, description: nullableText },
} as const;

export const homePageUpdateBodySchema = {
  type: 'object',
  required: ['homePageId', 'name'],
  properties: { homePageId: idField, ...homePageBodySchema.properties },
} as const;

const blocBodyProperties = {
  nameFr: { type: 'string', minLength: 1 },
  description: nullableText,
  blocTypeId: idField,
  algorithmId: { ...idField, description: '1 Manuel (articles picked by hand), 2 Tops ventes, 3 Recommendations, 4 Autonome 2021, 5 Vos favoris.' },
  articles: {
    type: 'array',
    items: { type: 'object', required: ['articleId'], properties: { articleId: idField } },
    description: 'Manual blocs only (ignored otherwise), in order; REPLACES the list.',
  },
} as const;

export const blocCreateBodySchema = {
  type: 'object',
  required: ['homePageId', 'nameFr', 'blocTypeId', 'algorithmId'],
  properties: { homePageId: idField, ...blocBodyProperties },
} as const;

export const blocUpdateBodySchema = {
  type: 'object',
  required: ['blocId', 'nameFr', 'blocTypeId', 'algorithmId'],
  properties: { blocId: idField, homePageId: { ...idField, description: 'When given, 404 unless the bloc is on this page.' }, ...blocBodyProperties },
} as const;

export const positionsBodySchema = {
  type: 'object',
  required: ['homePageId', 'positions'],
  properties: {
    homePageId: idField,
    positions: {
      type: 'array',
      items: { type: 'object', required: ['blocId', 'position'], properties: { blocId: idField, position: integer } },
    },
  },
} as const;

export const referenceSchemas = { blocTypeSchema, algorithmSchema };
