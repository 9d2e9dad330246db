import type { FastifyInstance } from 'fastify';
import { listPage } from '../db/paging.ts';
import { SqlParams } from '../db/sql.ts';
import { notFound } from '../http/errors.ts';
import { collectionResponse, idParams, listQuerystring, type IdParams, type ListQuery, wholeList } from '../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses, idField } from '../http/schemas.ts';
import type { CatalogServices } from './services.ts';

const TAG = 'Catalogue';

interface CategoryRow {
  articleCategoryId: number;
  description: string;
  categoryType: number;
  parentId: number | null;
}
type CategoryNode = CategoryRow & { children: CategoryNode[] };

const COLUMNS = `c.article_category_id as "articleCategoryId", c.description, c.category_type as "categoryType", c.parent_id as "parentId"`;

const categoryProperties = {
  articleCategoryId: { type: 'integer' },
  description: { type: 'string' },
  categoryType: { type: 'integer', description: '1 family, 2 sub-family, 3 sub-sub-family.' },
  parentId: { type: 'integer', nullable: true, description: 'The parent category; null for a family.' },
} as const;
const categoryRequired = ['articleCategoryId', 'description', 'categoryType', 'parentId'];
const categorySchema = { type: 'object', required: categoryRequired, properties: categoryProperties } as const;

/** Three levels at most (family, sub-family, sub-sub-family): the tree's schema is written out. */
const withChildren = (children: object) =>
  ({ type: 'object', required: [...categoryRequired, 'children'], properties: { ...categoryProperties, children } }) as const;
const treeNodeSchema = withChildren({ type: 'array', items: withChildren({ type: 'array', items: withChildren({ type: 'array', items: categorySchema }) }) });

/** The family / sub-family / sub-sub-family tree (seed 000 section 3, "Category"). Any signed-in user. */
export function registerCategoryRoutes(app: FastifyInstance, { db, guards }: CatalogServices) {
  app.get<{ Querystring: ListQuery & { categoryType?: number; parentId?: number } }>(
    '/api/articles/categories',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: [TAG],
        summary: 'List article categories',
        description:
          'Any signed-in user. `categoryType` 1 lists the families (the articles filter), 2 sub-families, 3 sub-sub-families; ' +
          '`parentId` lists the children of a category. Without either, every category. Ordered by `articleCategoryId` ' +
          'unless `sort` says otherwise.',
        security: bearerSecurity,
        querystring: listQuerystring({
          sortable: ['articleCategoryId', 'description'],
          keywordSearches: 'the description',
          properties: {
            categoryType: { type: 'integer', minimum: 1, maximum: 3, description: '1 family, 2 sub-family, 3 sub-sub-family.' },
            parentId: { ...idField, description: 'Only the children of this category.' },
          },
        }),
        response: { 200: collectionResponse(categorySchema, 'A page of categories and the total.'), ...errorResponses(400, 401) },
      },
    },
    (request) => {
      const { categoryType, parentId } = request.query;
      const params = new SqlParams();
      const where: string[] = [];
      if (categoryType !== undefined) where.push(`c.category_type = ${params.add(categoryType)}`);
      if (parentId !== undefined) where.push(`c.parent_id = ${params.add(parentId)}`);
      return listPage(
        db,
        {
          select: COLUMNS,
          from: 'article_categories c',
          where,
          params,
          keywordColumns: ['c.description'],
          sortable: { articleCategoryId: 'c.article_category_id', description: 'c.description' },
          defaultSort: 'articleCategoryId',
          tieBreaker: 'c.article_category_id',
        },
        request.query,
      );
    },
  );

  app.get(
    '/api/articles/categories/tree',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: [TAG],
        summary: 'The whole category tree',
        description: 'Any signed-in user. Every family, each with its sub-families, each with its sub-sub-families, by description.',
        security: bearerSecurity,
        response: { 200: collectionResponse(treeNodeSchema, 'The families with their descendants; `count` counts the families.'), ...errorResponses(401) },
      },
    },
    async () => {
      const rows = await db.query<CategoryRow>(`select ${COLUMNS} from article_categories c order by c.description, c.article_category_id`);
      const nodes = new Map(rows.map((row) => [row.articleCategoryId, { ...row, children: [] as CategoryNode[] }]));
      const roots: CategoryNode[] = [];
      for (const node of nodes.values()) {
        const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
        (parent ? parent.children : roots).push(node);
      }
      return wholeList(roots);
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/articles/categories/:id',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: [TAG],
        summary: 'One category with its children',
        description: 'Any signed-in user. `children` are the direct children (a family\u2019s sub-families), by description.',
        security: bearerSecurity,
        params: idParams,
        response: {
          200: dataEnvelope(withChildren({ type: 'array', items: categorySchema }), 'The category and its children.'),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const [category] = await db.query<CategoryRow>(`select ${COLUMNS} from article_categories c where c.article_category_id = $1`, [request.params.id]);
      if (!category) throw notFound();
      const children = await db.query<CategoryRow>(
        `select ${COLUMNS} from article_categories c where c.parent_id = $1 order by c.description, c.article_category_id`,
        [request.params.id],
      );
      return { data: { ...category, children } };
    },
  );
}
