import type { Executor } from '../db/db.ts';
import { ARTICLE_IMAGE_TYPES } from '../catalog/articles.queries.ts';

/**
 * An article as a selection, a bloc and the promoted list show it (seed 001 section 3: articleId, code,
 * descriptionLong, imageListUrl), read in SQL from `articles a`; shared by the selections and content domains.
 */
export const LISTED_ARTICLE_JSON = `json_build_object('articleId', a.article_id, 'code', a.code, 'descriptionLong', a.description_long,
  'imageListUrl', (select i.url from assets i where i.entity_type in (${ARTICLE_IMAGE_TYPES.join(', ')}) and i.entity_id = a.article_id
                    order by i.asset_id limit 1))`;

/** The listed articles of an ordered link table's owner (`x.<ownerColumn> = <owner>`), by position, as a JSON array. */
export const orderedArticlesJson = (table: string, ownerColumn: string, owner: string) =>
  `coalesce((select json_agg(${LISTED_ARTICLE_JSON} order by x.position)
               from ${table} x join articles a on a.article_id = x.article_id
              where x.${ownerColumn} = ${owner}), '[]'::json)`;

export const listedArticleSchema = {
  type: 'object',
  required: ['articleId', 'code', 'descriptionLong', 'imageListUrl'],
  properties: {
    articleId: { type: 'integer' },
    code: { type: 'string' },
    descriptionLong: { type: 'string' },
    imageListUrl: { type: 'string', nullable: true, description: "The article's first image (types 1 and 6, oldest first); null when none." },
  },
} as const;

/** The ids among `articleIds` that are no article. */
export async function unknownArticles(tx: Executor, articleIds: readonly number[]): Promise<number[]> {
  if (articleIds.length === 0) return [];
  const rows = await tx.query<{ id: number }>(
    'select m.id from unnest($1::int[]) as m(id) where not exists (select 1 from articles a where a.article_id = m.id)',
    [[...articleIds]],
  );
  return rows.map((row) => row.id);
}

/**
 * Makes an ordered link table's articles for the owner exactly `articleIds`, in that order (positions 1..n);
 * the ids are distinct (the rules drop repeats). Table and column names are code constants.
 */
export async function replaceOrderedArticles(tx: Executor, table: string, ownerColumn: string, ownerId: number, articleIds: readonly number[]) {
  await tx.query(`delete from ${table} where ${ownerColumn} = $1`, [ownerId]);
  if (articleIds.length === 0) return;
  await tx.query(
    `insert into ${table} (${ownerColumn}, article_id, position)
     select $1, m.id, m.position from unnest($2::int[]) with ordinality as m(id, position)`,
    [ownerId, [...articleIds]],
  );
}
