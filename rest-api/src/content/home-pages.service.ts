/** Home pages and their blocs: one transaction per write, reading the facts, asking the rules, writing. */
import type { Db, Executor } from '../db/db.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { requireExisting } from '../http/references.ts';
import { unknownArticles } from '../selections/listed-articles.ts';
import { blocArticleIds, decideBloc, reorderBlocs, type BlocBody, type BlocPosition } from './content.rules.ts';
import {
  blocOrder,
  deleteBloc as deleteBlocRow,
  deleteHomePage as deleteHomePageRow,
  insertBloc,
  insertHomePage,
  loadBloc,
  loadHomePage,
  lockBloc,
  lockHomePage,
  updateBloc as updateBlocRow,
  updateHomePage as updateHomePageRow,
  writeBlocOrder,
} from './home-pages.repository.ts';

export interface HomePageBody {
  name: string;
  description?: string | null;
}

const homePageFields = (body: HomePageBody) => ({ name: body.name.trim(), description: body.description?.trim() || null });

export async function getHomePage(db: Db, homePageId: number) {
  const page = await loadHomePage(db, homePageId);
  if (!page) throw notFound();
  return page;
}

export function createHomePage(db: Db, body: HomePageBody) {
  return db.transaction(async (tx) => loadHomePage(tx, await insertHomePage(tx, homePageFields(body))));
}

export function updateHomePage(db: Db, homePageId: number, body: HomePageBody) {
  return db.transaction(async (tx) => {
    if (!(await updateHomePageRow(tx, homePageId, homePageFields(body)))) throw notFound();
    return loadHomePage(tx, homePageId);
  });
}

export function deleteHomePage(db: Db, homePageId: number) {
  return db.transaction(async (tx) => {
    if (!(await deleteHomePageRow(tx, homePageId))) throw notFound();
  });
}

/** 404 when unknown or, with `homePageId`, on another page. */
export async function getBloc(db: Db, blocId: number, homePageId?: number) {
  const bloc = await loadBloc(db, blocId, homePageId);
  if (!bloc) throw notFound();
  return bloc;
}

async function decide(tx: Executor, body: BlocBody) {
  const decision = decideBloc(body, await unknownArticles(tx, blocArticleIds(body)));
  if ('errors' in decision) throw badRequest(decision.errors);
  await requireExisting(tx, {
    blocTypeId: { table: 'bloc_types', column: 'bloc_type_id', id: body.blocTypeId },
    algorithmId: { table: 'bloc_algorithms', column: 'algorithm_id', id: body.algorithmId },
  });
  return decision.write;
}

/** A new bloc, last on its page; 400 `{ homePageId }` for an unknown page. */
export function createBloc(db: Db, body: BlocBody & { homePageId: number }) {
  return db.transaction(async (tx) => {
    await requireExisting(tx, { homePageId: { table: 'home_pages', column: 'home_page_id', id: body.homePageId } });
    await lockHomePage(tx, body.homePageId);
    return loadBloc(tx, await insertBloc(tx, body.homePageId, await decide(tx, body)));
  });
}

/** 404 when the bloc is unknown or on another page than `homePageId` (when given). */
export function updateBloc(db: Db, body: BlocBody & { blocId: number; homePageId?: number }) {
  return db.transaction(async (tx) => {
    const current = await lockBloc(tx, body.blocId);
    if (!current || (body.homePageId !== undefined && current.homePageId !== body.homePageId)) throw notFound();
    await updateBlocRow(tx, body.blocId, await decide(tx, body));
    return loadBloc(tx, body.blocId);
  });
}

/** Deletes the bloc and numbers the page's others 1..n again. */
export function deleteBloc(db: Db, blocId: number, homePageId?: number) {
  return db.transaction(async (tx) => {
    const pageId = await deleteBlocRow(tx, blocId, homePageId);
    if (pageId === undefined) throw notFound();
    await writeBlocOrder(tx, await blocOrder(tx, pageId));
  });
}

/** Rewrites the page's bloc positions 1..n (content.rules.ts `reorderBlocs`); 404 for an unknown page. */
export function setBlocPositions(db: Db, homePageId: number, positions: readonly BlocPosition[]) {
  return db.transaction(async (tx) => {
    if (!(await lockHomePage(tx, homePageId))) throw notFound();
    const decision = reorderBlocs(await blocOrder(tx, homePageId), positions);
    if ('errors' in decision) throw badRequest(decision.errors);
    await writeBlocOrder(tx, decision.order);
    return loadHomePage(tx, homePageId);
  });
}
