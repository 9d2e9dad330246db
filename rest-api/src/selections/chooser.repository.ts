/** The article chooser's SQL (selections, blocs and promoted articles pick articles with it). `a` is articles. */
import type { Executor } from '../db/db.ts';
import { listPage } from '../db/paging.ts';
import { SqlParams } from '../db/sql.ts';
import type { ListQuery } from '../http/lists.ts';
import { LISTED_ARTICLE_JSON } from './listed-articles.ts';

export interface ChooserQuery extends ListQuery {
  brandId?: number;
  familyId?: number;
  subFamilyId?: number;
  sSubFamilyId?: number;
  conditioningId?: number;
}

/** The chooser's page size: 20, or 1000 (every article) once a brand is chosen (seed 001 section 7). */
const chooserTake = (query: ChooserQuery) => query.take ?? (query.brandId === undefined ? 20 : 1000);

/** A page of active articles matching the filters, by code. */
export async function listChooserArticles(db: Executor, query: ChooserQuery) {
  const params = new SqlParams();
  const where = ['a.active'];
  const filters: [keyof ChooserQuery, string][] = [
    ['brandId', 'a.brand_id'],
    ['familyId', 'a.family_id'],
    ['subFamilyId', 'a.sub_family_id'],
    ['sSubFamilyId', 'a.s_sub_family_id'],
    ['conditioningId', 'a.conditioning_id'],
  ];
  for (const [field, column] of filters) {
    const value = query[field];
    if (value !== undefined) where.push(`${column} = ${params.add(value)}`);
  }
  const page = await listPage<{ article: Record<string, unknown> }>(
    db,
    {
      select: `${LISTED_ARTICLE_JSON} as article`,
      from: 'articles a',
      where,
      params,
      keywordColumns: ['a.code', 'a.description_long', 'a.commercial_designation', 'a.commercial_designation_ar'],
      sortable: { code: 'a.code', articleId: 'a.article_id' },
      defaultSort: 'code',
      tieBreaker: 'a.article_id',
    },
    { ...query, take: chooserTake(query) },
  );
  return { ...page, collection: page.collection.map((row) => row.article) };
}
