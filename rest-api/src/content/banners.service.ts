/** Banners and promoted articles: one transaction per write, reading the facts, asking the rules, writing. */
import type { Db, Executor } from '../db/db.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { requireExisting, type ReferenceCheck } from '../http/references.ts';
import { unknownArticles } from '../selections/listed-articles.ts';
import {
  deleteBanner as deleteBannerRow,
  insertBanner,
  listPromotedArticles,
  loadBanner,
  replacePromotedArticles,
  updateBanner as updateBannerRow,
} from './banners.repository.ts';
import { decideBanner, decidePromotedArticles, type BannerBody } from './content.rules.ts';

export async function getBanner(db: Db, bannerId: number) {
  const banner = await loadBanner(db, bannerId);
  if (!banner) throw notFound();
  return banner;
}

const references = (field: string, table: string, column: string, ids: readonly number[]): [string, ReferenceCheck][] =>
  ids.map((id, index) => [`${field}.${index}`, { table, column, id }]);

async function decide(tx: Executor, body: BannerBody) {
  const decision = decideBanner(body);
  if ('errors' in decision) throw badRequest(decision.errors);
  await requireExisting(tx, Object.fromEntries([
    ...references('warehouses', 'warehouses', 'warehouse_id', body.warehouses ?? []),
    ...references('channels', 'channels', 'channel_id', body.channels ?? []),
  ]));
  return decision.write;
}

export function createBanner(db: Db, body: BannerBody) {
  return db.transaction(async (tx) => loadBanner(tx, await insertBanner(tx, await decide(tx, body))));
}

export function updateBanner(db: Db, bannerId: number, body: BannerBody) {
  return db.transaction(async (tx) => {
    if (!(await updateBannerRow(tx, bannerId, await decide(tx, body)))) throw notFound();
    return loadBanner(tx, bannerId);
  });
}

export function deleteBanner(db: Db, bannerId: number) {
  return db.transaction(async (tx) => {
    if (!(await deleteBannerRow(tx, bannerId))) throw notFound();
  });
}

/** Replaces the promoted list; an unknown article answers 400 `{ "articleIds.<index>": 'Valeur invalide' }` and changes nothing. */
export function savePromotedArticles(db: Db, articleIds: readonly number[]) {
  return db.transaction(async (tx) => {
    const decision = decidePromotedArticles(articleIds, await unknownArticles(tx, articleIds));
    if ('errors' in decision) throw badRequest(decision.errors);
    await replacePromotedArticles(tx, decision.articleIds);
    return listPromotedArticles(tx);
  });
}
