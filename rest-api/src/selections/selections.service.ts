/** The selections' operations: one transaction each, reading the facts, asking the rules, writing. */
import type { Db, Executor } from '../db/db.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { requireExisting } from '../http/references.ts';
import { unknownArticles } from './listed-articles.ts';
import {
  deleteSelection as deleteSelectionRow,
  hasSubSelections,
  insertSelection,
  loadParent,
  loadSelection,
  loadSelectionArticles,
  lockSelection,
  updateSelection as updateSelectionRow,
} from './selections.repository.ts';
import { decideSelection, type SelectionBody } from './selections.rules.ts';

export async function getSelection(db: Db, selectionId: number) {
  const selection = await loadSelection(db, selectionId);
  if (!selection) throw notFound();
  return selection;
}

export async function getSelectionArticles(db: Db, selectionId: number) {
  const articles = await loadSelectionArticles(db, selectionId);
  if (!articles) throw notFound();
  return articles;
}

/** The rules' verdict on a save, from the facts read in the transaction; throws the 400. */
async function decide(tx: Executor, body: SelectionBody, editedId: number | null) {
  const parentId = body.parentId ?? null;
  const decision = decideSelection(body, {
    parent: parentId === null ? null : ((await loadParent(tx, parentId)) ?? null),
    hasSubSelections: editedId !== null && (await hasSubSelections(tx, editedId)),
    unknownArticleIds: await unknownArticles(tx, (body.articles ?? []).map((article) => article.articleId)),
  });
  if ('errors' in decision) throw badRequest(decision.errors);
  if (decision.write.parentId === null) {
    await requireExisting(tx, { channelId: { table: 'channels', column: 'channel_id', id: decision.write.channelId } });
  }
  return decision.write;
}

export function createSelection(db: Db, body: SelectionBody) {
  return db.transaction(async (tx) => {
    const id = await insertSelection(tx, await decide(tx, body, null));
    return loadSelection(tx, id);
  });
}

/** 404 when `selectionId` is unknown. */
export function updateSelection(db: Db, selectionId: number, body: SelectionBody) {
  return db.transaction(async (tx) => {
    if (!(await lockSelection(tx, selectionId))) throw notFound();
    await updateSelectionRow(tx, selectionId, await decide(tx, { ...body, selectionId }, selectionId));
    return loadSelection(tx, selectionId);
  });
}

export function deleteSelection(db: Db, selectionId: number) {
  return db.transaction(async (tx) => {
    if (!(await deleteSelectionRow(tx, selectionId))) throw notFound();
  });
}
