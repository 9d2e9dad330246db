/** The selections' SQL, reads and writes; no decisions (those are in selections.rules.ts). `s` is selections. */
import type { Executor } from '../db/db.ts';
import { listPage } from '../db/paging.ts';
import { SqlParams } from '../db/sql.ts';
import type { ListQuery } from '../http/lists.ts';
import { orderedArticlesJson, replaceOrderedArticles } from './listed-articles.ts';
import type { SelectionWrite } from './selections.rules.ts';

export interface SelectionQuery extends ListQuery {
  channelId?: number;
  active?: boolean;
}

/** A selection's own columns, `alias` being a row of selections. */
const ownJson = (alias: string) => `'selectionId', ${alias}.selection_id, 'parentId', ${alias}.parent_id, 'channelId', ${alias}.channel_id,
  'channel', (select json_build_object('channelId', ch.channel_id, 'code', ch.code) from channels ch where ch.channel_id = ${alias}.channel_id),
  'nameFr', ${alias}.name_fr, 'nameAr', ${alias}.name_ar, 'descriptionFr', ${alias}.description_fr, 'descriptionAr', ${alias}.description_ar,
  'active', ${alias}.active, 'imageUrl', ${alias}.image_url, 'createdAt', ${alias}.created_at,
  'articles', ${orderedArticlesJson('selection_articles', 'selection_id', `${alias}.selection_id`)}`;

/** The selection `s` with its articles and its sub-selections (each with its articles), as one JSON object. */
const SELECTION_JSON = `json_build_object(${ownJson('s')},
  'subSelections', coalesce((select json_agg(json_build_object(${ownJson('sub')}, 'subSelections', '[]'::json) order by sub.selection_id)
                               from selections sub where sub.parent_id = s.selection_id), '[]'::json))`;

/** A page of top-level selections, each with its articles and sub-selections (a page is ten selections by default). */
export function listSelections(db: Executor, query: SelectionQuery) {
  const params = new SqlParams();
  const where = ['s.parent_id is null'];
  if (query.channelId !== undefined) where.push(`s.channel_id = ${params.add(query.channelId)}`);
  if (query.active !== undefined) where.push(`s.active = ${params.add(query.active)}`);
  return listPage<{ selection: Record<string, unknown> }>(
    db,
    {
      select: `${SELECTION_JSON} as selection`,
      from: 'selections s',
      where,
      params,
      keywordColumns: ['s.name_fr', 's.name_ar', 's.description_fr'],
      sortable: { selectionId: 's.selection_id', nameFr: 's.name_fr', createdAt: 's.created_at' },
      defaultSort: 'selectionId',
      tieBreaker: 's.selection_id',
    },
    query,
  ).then((page) => ({ ...page, collection: page.collection.map((row) => row.selection) }));
}

export async function loadSelection(db: Executor, selectionId: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query<{ selection: Record<string, unknown> }>(`select ${SELECTION_JSON} as selection from selections s where s.selection_id = $1`, [
    selectionId,
  ]);
  return row?.selection;
}

/** The selection's articles in order; undefined when the selection is unknown. */
export async function loadSelectionArticles(db: Executor, selectionId: number): Promise<unknown[] | undefined> {
  const [row] = await db.query<{ articles: unknown[] }>(
    `select ${orderedArticlesJson('selection_articles', 'selection_id', 's.selection_id')} as articles from selections s where s.selection_id = $1`,
    [selectionId],
  );
  return row?.articles;
}

/** Locks a selection for its update; its place in the tree, or undefined when unknown. */
export async function lockSelection(tx: Executor, selectionId: number): Promise<{ selectionId: number; parentId: number | null } | undefined> {
  const [row] = await tx.query<{ selectionId: number; parentId: number | null }>(
    'select selection_id as "selectionId", parent_id as "parentId" from selections where selection_id = $1 for update',
    [selectionId],
  );
  return row;
}

/** The would-be parent (key-share locked, so it cannot go while its sub-selection is written); undefined when unknown. */
export async function loadParent(tx: Executor, selectionId: number) {
  const [row] = await tx.query<{ selectionId: number; parentId: number | null; channelId: number | null }>(
    `select selection_id as "selectionId", parent_id as "parentId", channel_id as "channelId"
       from selections where selection_id = $1 for key share`,
    [selectionId],
  );
  return row;
}

export async function hasSubSelections(tx: Executor, selectionId: number): Promise<boolean> {
  const rows = await tx.query('select 1 from selections where parent_id = $1 limit 1', [selectionId]);
  return rows.length > 0;
}

const columnValues = (write: SelectionWrite) => [
  write.parentId, write.channelId, write.nameFr, write.nameAr, write.descriptionFr, write.descriptionAr, write.active, write.imageUrl,
];

export async function insertSelection(tx: Executor, write: SelectionWrite): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into selections (parent_id, channel_id, name_fr, name_ar, description_fr, description_ar, active, image_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning selection_id as id`,
    columnValues(write),
  );
  await replaceOrderedArticles(tx, 'selection_articles', 'selection_id', row.id, write.articleIds);
  return row.id;
}

/** Writes the selection, its articles, and its channel on its sub-selections. */
export async function updateSelection(tx: Executor, selectionId: number, write: SelectionWrite): Promise<void> {
  await tx.query(
    `update selections set parent_id = $2, channel_id = $3, name_fr = $4, name_ar = $5, description_fr = $6, description_ar = $7,
            active = $8, image_url = $9
      where selection_id = $1`,
    [selectionId, ...columnValues(write)],
  );
  await tx.query('update selections set channel_id = $2 where parent_id = $1', [selectionId, write.channelId]);
  await replaceOrderedArticles(tx, 'selection_articles', 'selection_id', selectionId, write.articleIds);
}

/** Deletes a selection (its sub-selections and article lists go with it); false when unknown. */
export async function deleteSelection(tx: Executor, selectionId: number): Promise<boolean> {
  const rows = await tx.query('delete from selections where selection_id = $1 returning 1', [selectionId]);
  return rows.length > 0;
}
