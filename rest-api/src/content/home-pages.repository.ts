/** Home pages' and blocs' SQL; no decisions (content.rules.ts). `h` is home_pages, `bl` blocs. */
import type { Executor } from '../db/db.ts';
import { listPage } from '../db/paging.ts';
import type { ListQuery } from '../http/lists.ts';
import { orderedArticlesJson, replaceOrderedArticles } from '../selections/listed-articles.ts';
import type { BlocWrite } from './content.rules.ts';

const BLOC_JSON = `json_build_object('blocId', bl.bloc_id, 'homePageId', bl.home_page_id, 'nameFr', bl.name_fr, 'description', bl.description,
  'blocTypeId', bl.bloc_type_id, 'blocType', (select json_build_object('blocTypeId', t.bloc_type_id, 'name', t.name) from bloc_types t where t.bloc_type_id = bl.bloc_type_id),
  'algorithmId', bl.algorithm_id, 'algorithm', (select json_build_object('algorithmId', al.algorithm_id, 'name', al.name) from bloc_algorithms al where al.algorithm_id = bl.algorithm_id),
  'order', bl.position, 'articles', ${orderedArticlesJson('bloc_articles', 'bloc_id', 'bl.bloc_id')})`;

const HOME_PAGE_COLUMNS = `h.home_page_id as "homePageId", h.name, h.description,
  coalesce((select json_agg(${BLOC_JSON} order by bl.position, bl.bloc_id) from blocs bl where bl.home_page_id = h.home_page_id), '[]'::json) as blocs`;

/** A page of home pages, each with its blocs in order. */
export function listHomePages(db: Executor, query: ListQuery) {
  return listPage(
    db,
    {
      select: HOME_PAGE_COLUMNS,
      from: 'home_pages h',
      keywordColumns: ['h.name', 'h.description'],
      sortable: { homePageId: 'h.home_page_id', name: 'h.name' },
      defaultSort: 'homePageId',
      tieBreaker: 'h.home_page_id',
    },
    query,
  );
}

export async function loadHomePage(db: Executor, homePageId: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query<Record<string, unknown>>(`select ${HOME_PAGE_COLUMNS} from home_pages h where h.home_page_id = $1`, [homePageId]);
  return row;
}

export async function insertHomePage(tx: Executor, page: { name: string; description: string | null }): Promise<number> {
  const [row] = await tx.query<{ id: number }>('insert into home_pages (name, description) values ($1, $2) returning home_page_id as id', [
    page.name,
    page.description,
  ]);
  return row.id;
}

export async function updateHomePage(tx: Executor, homePageId: number, page: { name: string; description: string | null }): Promise<boolean> {
  const rows = await tx.query('update home_pages set name = $2, description = $3 where home_page_id = $1 returning 1', [
    homePageId,
    page.name,
    page.description,
  ]);
  return rows.length > 0;
}

/** Deletes the home page and its blocs; false when unknown. */
export async function deleteHomePage(tx: Executor, homePageId: number): Promise<boolean> {
  const rows = await tx.query('delete from home_pages where home_page_id = $1 returning 1', [homePageId]);
  return rows.length > 0;
}

/** Locks the home page (its blocs' order is rewritten under this lock); false when unknown. */
export async function lockHomePage(tx: Executor, homePageId: number): Promise<boolean> {
  const rows = await tx.query('select 1 from home_pages where home_page_id = $1 for update', [homePageId]);
  return rows.length > 0;
}

/** The bloc, or undefined when unknown or (with `homePageId`) on another home page. */
export async function loadBloc(db: Executor, blocId: number, homePageId?: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query<{ bloc: Record<string, unknown> }>(
    `select ${BLOC_JSON} as bloc from blocs bl where bl.bloc_id = $1 and ($2::int is null or bl.home_page_id = $2)`,
    [blocId, homePageId ?? null],
  );
  return row?.bloc;
}

/** The home page of a bloc (locked for its update), or undefined when unknown. */
export async function lockBloc(tx: Executor, blocId: number): Promise<{ homePageId: number } | undefined> {
  const [row] = await tx.query<{ homePageId: number }>('select home_page_id as "homePageId" from blocs where bloc_id = $1 for update', [blocId]);
  return row;
}

/** The page's bloc ids in their current order. */
export async function blocOrder(tx: Executor, homePageId: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>('select bloc_id as id from blocs where home_page_id = $1 order by position, bloc_id', [homePageId]);
  return rows.map((row) => row.id);
}

/** A new bloc, last on its page. */
export async function insertBloc(tx: Executor, homePageId: number, write: BlocWrite): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into blocs (home_page_id, name_fr, description, bloc_type_id, algorithm_id, position)
     values ($1, $2, $3, $4, $5, (select coalesce(max(position), 0) + 1 from blocs where home_page_id = $1))
     returning bloc_id as id`,
    [homePageId, write.nameFr, write.description, write.blocTypeId, write.algorithmId],
  );
  await replaceOrderedArticles(tx, 'bloc_articles', 'bloc_id', row.id, write.articleIds);
  return row.id;
}

export async function updateBloc(tx: Executor, blocId: number, write: BlocWrite): Promise<void> {
  await tx.query('update blocs set name_fr = $2, description = $3, bloc_type_id = $4, algorithm_id = $5 where bloc_id = $1', [
    blocId,
    write.nameFr,
    write.description,
    write.blocTypeId,
    write.algorithmId,
  ]);
  await replaceOrderedArticles(tx, 'bloc_articles', 'bloc_id', blocId, write.articleIds);
}

/** Deletes the bloc; its home page, or undefined when unknown (or on another page than `homePageId`). */
export async function deleteBloc(tx: Executor, blocId: number, homePageId?: number): Promise<number | undefined> {
  const [row] = await tx.query<{ homePageId: number }>(
    'delete from blocs where bloc_id = $1 and ($2::int is null or home_page_id = $2) returning home_page_id as "homePageId"',
    [blocId, homePageId ?? null],
  );
  return row?.homePageId;
}

/** Numbers the page's blocs 1..n in this order. */
export async function writeBlocOrder(tx: Executor, order: readonly number[]): Promise<void> {
  await tx.query(
    'update blocs set position = o.position from unnest($1::int[]) with ordinality as o(id, position) where blocs.bloc_id = o.id',
    [[...order]],
  );
}

export const listBlocTypes = (db: Executor) =>
  db.query<{ blocTypeId: number; name: string }>('select bloc_type_id as "blocTypeId", name from bloc_types order by bloc_type_id');

export const listAlgorithms = (db: Executor) =>
  db.query<{ algorithmId: number; name: string }>('select algorithm_id as "algorithmId", name from bloc_algorithms order by algorithm_id');
