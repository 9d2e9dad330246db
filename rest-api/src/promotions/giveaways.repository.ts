/** The articles a promotion's article criterion names, with their prices: what the giveaway check reads. */
import type { Executor } from '../db/db.ts';
import type { EngineArticle } from './pricing/types.ts';

/** The condition each articleCriteria value (1 partner … 4 article) puts on an article row `a` (brand `b`); 0 names every one. */
const CRITERION_CONDITION: Readonly<Record<number, string>> = {
  1: 'b.partner_id = any ($1::int[])',
  2: 'a.brand_id = any ($1::int[])',
  3: '(a.family_id = any ($1::int[]) or a.sub_family_id = any ($1::int[]) or a.s_sub_family_id = any ($1::int[]))',
  4: 'a.article_id = any ($1::int[])',
};

/** The active articles the criterion's items name (every active article for criterion 0), by code. */
export async function loadNamedArticles(db: Executor, articleCriteria: number, itemIds: readonly number[]): Promise<EngineArticle[]> {
  const condition = CRITERION_CONDITION[articleCriteria];
  return db.query<EngineArticle>(
    `select a.article_id as "articleId", a.code, coalesce(nullif(a.commercial_designation, ''), a.description_long) as description,
            a.unit_price::float8 as "unitPrice", b.partner_id as "partnerId", a.brand_id as "brandId",
            array_remove(array[a.family_id, a.sub_family_id, a.s_sub_family_id], null) as "categoryIds"
       from articles a left join brands b on b.brand_id = a.brand_id
      where a.active and ${condition ?? 'true'}
      order by a.code, a.article_id`,
    condition ? [itemIds] : [],
  );
}
