import type { Executor } from '../db/db.ts';

/** Reads of articles: `a` is articles, joined to its brand, tax, categories and conditioning. */

/** Entity types whose assets are an article's images (seed 000 section 3: 1 images screen, 6 editor). */
export const ARTICLE_IMAGE_TYPES = [1, 6] as const;

const category = (alias: string) =>
  `case when ${alias}.article_category_id is null then null else json_build_object(
     'articleCategoryId', ${alias}.article_category_id, 'description', ${alias}.description,
     'categoryType', ${alias}.category_type, 'parentId', ${alias}.parent_id) end`;

export const ARTICLE_FROM = `articles a
  left join brands b on b.brand_id = a.brand_id
  left join taxes tx on tx.taxe_id = a.taxe_id
  left join article_categories f on f.article_category_id = a.family_id
  left join article_categories sf on sf.article_category_id = a.sub_family_id
  left join article_categories ssf on ssf.article_category_id = a.s_sub_family_id
  left join conditionings cd on cd.conditioning_id = a.conditioning_id`;

export const ARTICLE_COLUMNS = `
  a.article_id as "articleId", a.code, a.description_long as "descriptionLong", a.description_short as "descriptionShort",
  a.commercial_designation as "commercialDesignation", a.commercial_designation_ar as "commercialDesignationAr",
  case when b.brand_id is null then null else json_build_object('brandId', b.brand_id, 'name', b.name) end as brand,
  case when tx.taxe_id is null then null else json_build_object('taxeId', tx.taxe_id, 'name', tx.name, 'rate', tx.rate::float8) end as taxe,
  a.unit_price::float8 as "unitPrice", a.case_price::float8 as "casePrice", a.case_items as "caseItems",
  a.gross_weight::float8 as "grossWeight", a.volume::float8 as volume, a.stock_quantity::float8 as "stockQuantity",
  a.stock_min::float8 as "stockMin", a.stock_max::float8 as "stockMax", a.active,
  ${category('f')} as family, ${category('sf')} as "subFamily", ${category('ssf')} as "sSubFamily",
  a.variant,
  case when cd.conditioning_id is null then null else json_build_object('conditioningId', cd.conditioning_id, 'description', cd.description) end as conditioning,
  (select i.url from assets i where i.entity_type in (${ARTICLE_IMAGE_TYPES.join(', ')}) and i.entity_id = a.article_id
    order by i.asset_id limit 1) as "defaultImage",
  a.created_at as "createdAt"`;

/** The article with its images; undefined when unknown. */
export async function loadArticle(db: Executor, articleId: number): Promise<Record<string, unknown> | undefined> {
  const [article] = await db.query<Record<string, unknown>>(
    `select ${ARTICLE_COLUMNS}, a.tags from ${ARTICLE_FROM} where a.article_id = $1`,
    [articleId],
  );
  if (!article) return undefined;
  const images = await db.query<{ imageId: number; imageUrl: string; createdAt: Date; entityType: number }>(
    `select asset_id as "imageId", url as "imageUrl", created_at as "createdAt", entity_type as "entityType"
       from assets where entity_type = any($1::int[]) and entity_id = $2 order by asset_id`,
    [[...ARTICLE_IMAGE_TYPES], articleId],
  );
  return { ...article, images, imageListUrl: images.map((image) => image.imageUrl) };
}

const integer = { type: 'integer' } as const;
const number = { type: 'number', nullable: true } as const;
const text = { type: 'string' } as const;
const nullableText = { type: 'string', nullable: true } as const;

const categorySchema = {
  type: 'object',
  nullable: true,
  required: ['articleCategoryId', 'description'],
  properties: { articleCategoryId: integer, description: text, categoryType: integer, parentId: { type: 'integer', nullable: true } },
} as const;

const articleProperties = {
  articleId: integer,
  code: text,
  descriptionLong: text,
  descriptionShort: text,
  commercialDesignation: nullableText,
  commercialDesignationAr: nullableText,
  brand: { type: 'object', nullable: true, required: ['brandId', 'name'], properties: { brandId: integer, name: text } },
  taxe: {
    type: 'object',
    nullable: true,
    required: ['taxeId', 'name', 'rate'],
    properties: { taxeId: integer, name: text, rate: { type: 'number', description: 'Percent (20 for TVA 20 %).' } },
  },
  unitPrice: { type: 'number', description: 'DH.' },
  casePrice: { ...number, description: 'DH.' },
  caseItems: { type: 'integer', nullable: true },
  grossWeight: { ...number, description: 'Kilograms.' },
  volume: { ...number, description: 'Litres.' },
  stockQuantity: { type: 'number' },
  stockMin: number,
  stockMax: number,
  active: { type: 'boolean' },
  family: { ...categorySchema, description: 'categoryType 1.' },
  subFamily: { ...categorySchema, description: 'categoryType 2.' },
  sSubFamily: { ...categorySchema, description: 'categoryType 3.' },
  variant: nullableText,
  conditioning: {
    type: 'object',
    nullable: true,
    required: ['description'],
    properties: { conditioningId: integer, description: text },
  },
  defaultImage: { ...nullableText, description: 'The first image (types 1 and 6, oldest first); null: the console shows its no-image picture.' },
  createdAt: { type: 'string', format: 'date-time' },
} as const;

const articleRequired = ['articleId', 'code', 'active', 'unitPrice', 'stockQuantity', 'createdAt'];

export const articleListItemSchema = { type: 'object', required: articleRequired, properties: articleProperties } as const;

const articleImageSchema = {
  type: 'object',
  required: ['imageId', 'imageUrl', 'createdAt'],
  properties: {
    imageId: integer,
    imageUrl: text,
    createdAt: { type: 'string', format: 'date-time' },
    entityType: { type: 'integer', description: 'The asset type it was uploaded with (1 images screen, 6 editor): deleting it needs the same.' },
  },
} as const;

export const articleSchema = {
  type: 'object',
  required: [...articleRequired, 'images', 'imageListUrl', 'tags'],
  properties: {
    ...articleProperties,
    images: { type: 'array', items: articleImageSchema, description: 'Uploads of entity types 1 and 6, oldest first.' },
    imageListUrl: { type: 'array', items: text, description: 'The same images, as URLs.' },
    tags: { type: 'array', items: text },
  },
} as const;
