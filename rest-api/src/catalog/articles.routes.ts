import type { FastifyInstance } from 'fastify';
import { Level, Permission } from '@console/schema';
import { listPage } from '../db/paging.ts';
import { SqlParams } from '../db/sql.ts';
import { notFound } from '../http/errors.ts';
import { collectionResponse, idParams, listQuerystring, type IdParams, type ListQuery } from '../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses, idField } from '../http/schemas.ts';
import { MESSAGE_KEYWORD } from '../http/validation.ts';
import { ARTICLE_COLUMNS, ARTICLE_FROM, articleListItemSchema, articleSchema, loadArticle } from './articles.queries.ts';
import { CatalogMessages, MAX_DESIGNATION_LENGTH } from './messages.ts';
import type { CatalogServices } from './services.ts';

const TAG = 'Catalogue';
const listAccess = { permissions: [Permission.ARTICLES] };
/** The promotion editor picks articles for its article criterion and gifts (seed 001 section 7, "article search"). */
const promotionEditor = { permissions: [Permission.PROMOTIONS], levels: [Level.CREATE, Level.EDIT] };
const readAccess = { permissions: [Permission.ARTICLES], levels: [Level.EDIT, Level.READ] };
const editAccess = { permissions: [Permission.ARTICLES], levels: [Level.EDIT] };

interface ArticleQuery extends ListQuery {
  familyId?: number;
  subFamilyId?: number;
  brandId?: number;
  active?: boolean;
}

interface ArticleBody {
  articleId: number;
  active?: boolean;
  commercialDesignation?: string | null;
  commercialDesignationAr?: string | null;
}

const designation = (language: string) =>
  ({
    type: 'string',
    nullable: true,
    maxLength: MAX_DESIGNATION_LENGTH,
    [MESSAGE_KEYWORD]: CatalogMessages.max83,
    description: `${language}; at most ${MAX_DESIGNATION_LENGTH} characters (400 "${CatalogMessages.max83}").`,
  }) as const;

/** Body field -> column of the article update. */
const EDITABLE: [keyof ArticleBody, string][] = [
  ['active', 'active'],
  ['commercialDesignation', 'commercial_designation'],
  ['commercialDesignationAr', 'commercial_designation_ar'],
];

export function registerArticleRoutes(app: FastifyInstance, { db, guards }: CatalogServices) {
  const articleResponse = dataEnvelope(articleSchema, 'The article with its images.');

  app.get<{ Querystring: ArticleQuery }>(
    '/api/articles',
    {
      preHandler: guards.requireAccess(listAccess, promotionEditor),
      schema: {
        tags: [TAG],
        summary: 'List articles',
        description: 'Permission 1 at any level, or 2 at level 3 or 4 (the promotion editor\u2019s article search). Filters combine (AND). Ordered by `articleId` unless `sort` says otherwise.',
        security: bearerSecurity,
        querystring: listQuerystring({
          sortable: ['articleId', 'code', 'unitPrice', 'createdAt'],
          keywordSearches: 'code, long and short descriptions, commercial designations (French and Arabic)',
          properties: {
            familyId: { ...idField, description: 'Only articles of this family (categoryType 1).' },
            subFamilyId: { ...idField, description: 'Only articles of this sub-family (categoryType 2).' },
            brandId: { ...idField, description: 'Only articles of this brand.' },
            active: { type: 'boolean', description: 'true: active only, false: inactive only; absent: all (the console\u2019s "All").' },
          },
        }),
        response: { 200: collectionResponse(articleListItemSchema, 'A page of articles and the total.'), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => {
      const { familyId, subFamilyId, brandId, active } = request.query;
      const params = new SqlParams();
      const where: string[] = [];
      if (familyId !== undefined) where.push(`a.family_id = ${params.add(familyId)}`);
      if (subFamilyId !== undefined) where.push(`a.sub_family_id = ${params.add(subFamilyId)}`);
      if (brandId !== undefined) where.push(`a.brand_id = ${params.add(brandId)}`);
      if (active !== undefined) where.push(`a.active = ${params.add(active)}`);
      return listPage(
        db,
        {
          select: ARTICLE_COLUMNS,
          from: ARTICLE_FROM,
          where,
          params,
          keywordColumns: ['a.code', 'a.description_long', 'a.description_short', 'a.commercial_designation', 'a.commercial_designation_ar'],
          sortable: { articleId: 'a.article_id', code: 'a.code', unitPrice: 'a.unit_price', createdAt: 'a.created_at' },
          defaultSort: 'articleId',
          tieBreaker: 'a.article_id',
        },
        request.query,
      );
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/articles/:id',
    {
      preHandler: guards.requireAccess(readAccess),
      schema: {
        tags: [TAG],
        summary: 'One article, with its images',
        description: 'Permission 1 at level 4 or 6.',
        security: bearerSecurity,
        params: idParams,
        response: { 200: articleResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const article = await loadArticle(db, request.params.id);
      if (!article) throw notFound();
      return { data: article };
    },
  );

  app.put<{ Body: ArticleBody }>(
    '/api/articles',
    {
      preHandler: guards.requireAccess(editAccess),
      schema: {
        tags: [TAG],
        summary: 'Update an article (active flag and commercial designations)',
        description:
          'Permission 1 at level 4. The seeds do not show this call\u2019s verb and path: PUT on the collection with ' +
          '`articleId` in the body, like the other updates. Only `active`, `commercialDesignation` and ' +
          '`commercialDesignationAr` change (every other field is read-only in the console); a field left out keeps ' +
          'its value, null empties a designation. Answers the article as GET by id.',
        security: bearerSecurity,
        body: {
          type: 'object',
          required: ['articleId'],
          properties: {
            articleId: idField,
            active: { type: 'boolean' },
            commercialDesignation: designation('French'),
            commercialDesignationAr: designation('Arabic'),
          },
        },
        response: { 200: articleResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const body = request.body;
      const present = EDITABLE.filter(([field]) => body[field] !== undefined);
      const article = await db.transaction(async (tx) => {
        const updated = await tx.query(
          present.length > 0
            ? `update articles set ${present.map(([, column], index) => `${column} = $${index + 2}`).join(', ')} where article_id = $1 returning 1`
            : 'select 1 from articles where article_id = $1',
          [body.articleId, ...present.map(([field]) => body[field])],
        );
        if (updated.length === 0) throw notFound();
        return loadArticle(tx, body.articleId);
      });
      return { data: article };
    },
  );
}
