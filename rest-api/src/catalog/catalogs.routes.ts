import type { FastifyInstance } from 'fastify';
import { Level, Permission } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { listPage } from '../db/paging.ts';
import { replaceSet } from '../db/sets.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { collectionResponse, dataArrayResponse, idParams, listQuerystring, type IdParams, type ListQuery, wholeList } from '../http/lists.ts';
import { bearerSecurity, errorResponses, idField } from '../http/schemas.ts';
import { INVALID_VALUE } from '../http/validation.ts';
import type { CatalogServices } from './services.ts';

const TAG = 'Catalogue';
const catalogSchema = {
  type: 'object',
  required: ['catalogId', 'nameFr'],
  properties: { catalogId: { type: 'integer' }, nameFr: { type: 'string' } },
} as const;

const ARTICLE_CATALOGS = { table: 'article_catalogs', ownerColumn: 'article_id', memberColumn: 'catalog_id' };

const loadArticleCatalogs = (executor: Executor, articleId: number) =>
  executor.query<{ catalogId: number; nameFr: string }>(
    `select c.catalog_id as "catalogId", c.name_fr as "nameFr"
       from article_catalogs ac join catalogs c on c.catalog_id = ac.catalog_id
      where ac.article_id = $1 order by c.catalog_id`,
    [articleId],
  );

/** Catalogues and the article's catalogue assignment (seed 000 section 2, "Article catalogue assignment"). */
export function registerCatalogRoutes(app: FastifyInstance, { db, guards }: CatalogServices) {
  app.get<{ Querystring: ListQuery }>(
    '/api/catalogs',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: [TAG],
        summary: 'List catalogues',
        description:
          'Any signed-in user. The console asks for take=1000. Answers 204 (no body) when there is no catalogue at all ' +
          '(seed 000 section 7: "204 means empty").',
        security: bearerSecurity,
        querystring: listQuerystring({ sortable: ['catalogId', 'nameFr'], keywordSearches: 'the French name' }),
        response: {
          200: collectionResponse(catalogSchema, 'A page of catalogues and the total.'),
          204: { type: 'null', description: 'No catalogue matches.' },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const page = await listPage(
        db,
        {
          select: 'c.catalog_id as "catalogId", c.name_fr as "nameFr"',
          from: 'catalogs c',
          keywordColumns: ['c.name_fr'],
          sortable: { catalogId: 'c.catalog_id', nameFr: 'c.name_fr' },
          defaultSort: 'catalogId',
          tieBreaker: 'c.catalog_id',
        },
        request.query,
      );
      if (page.count === 0) return reply.code(204).send();
      return page;
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/articles/:id/catalogs',
    {
      preHandler: guards.requireAccess({ permissions: [Permission.ARTICLES] }),
      schema: {
        tags: [TAG],
        summary: 'The catalogues an article belongs to',
        description: 'Permission 1 at any level. Every row (no paging), by catalogId. 404 for an unknown article.',
        security: bearerSecurity,
        params: idParams,
        response: { 200: collectionResponse(catalogSchema, "The article's catalogues."), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const [article] = await db.query('select 1 from articles where article_id = $1', [request.params.id]);
      if (!article) throw notFound();
      const collection = await loadArticleCatalogs(db, request.params.id);
      return wholeList(collection);
    },
  );

  app.put<{ Params: IdParams; Body: number[] }>(
    '/api/articles/:id/catalogs',
    {
      preHandler: guards.requireAccess({ permissions: [Permission.ARTICLES], levels: [Level.CREATE] }),
      schema: {
        tags: [TAG],
        summary: "Replace an article's catalogues",
        description:
          'Permission 1 at level 3 (seed 000 section 2). The seeds do not show the verb: PUT, since the body REPLACES the ' +
          'set. The body is the array of catalogue ids the article belongs to afterwards (an empty array removes it from ' +
          'every catalogue; duplicates count once). An unknown id answers 400 `{ "<index>": "Valeur invalide" }` and ' +
          'changes nothing; 404 for an unknown article. Answers the catalogues after the change.',
        security: bearerSecurity,
        params: idParams,
        body: { type: 'array', items: idField },
        response: { 200: dataArrayResponse(catalogSchema, "The article's catalogues after the change."), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const articleId = request.params.id;
      const catalogIds = request.body;
      const data = await db.transaction(async (tx) => {
        const [article] = await tx.query('select 1 from articles where article_id = $1 for update', [articleId]);
        if (!article) throw notFound();
        const known = new Set(
          (await tx.query<{ id: number }>('select catalog_id as id from catalogs where catalog_id = any($1::int[])', [catalogIds])).map((row) => row.id),
        );
        const unknown = catalogIds.flatMap((id, index) => (known.has(id) ? [] : [[String(index), INVALID_VALUE]]));
        if (unknown.length > 0) throw badRequest(Object.fromEntries(unknown));
        await replaceSet(tx, ARTICLE_CATALOGS, articleId, catalogIds);
        return loadArticleCatalogs(tx, articleId);
      });
      return { data };
    },
  );
}
