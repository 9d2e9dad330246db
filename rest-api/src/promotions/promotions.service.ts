/**
 * The promotions' operations: each one a transaction that reads through the repository, asks the rules, writes
 * through the repository and turns a refusal into the HTTP error the client gets.
 */
import { TypeAction } from '@console/schema';
import type { Db, Executor } from '../db/db.ts';
import { violates } from '../db/sql.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { requireExisting, type ReferenceCheck } from '../http/references.ts';
import { PromotionRestMessages } from './messages.ts';
import {
  codeTaken,
  deletePromotionRow,
  deleteSubItem,
  insertPromotion,
  insertSubItem,
  loadOwnedSubItems,
  loadPromotion,
  lockPromotion,
  SubItem,
  updatePromotionRow,
  updateSubItem,
  type SubItemTable,
} from './promotions.repository.ts';
import {
  decidePromotion,
  isKept,
  NO_SUB_ITEMS,
  ownershipErrors,
  promoTypeChange,
  type ArticleRow,
  type CustomerRangeRow,
  type GiftRow,
  type MultilineGiftRow,
  type FieldErrors,
  type OwnedSubItems,
  type PromotionFields,
  type PromotionPayload,
  type RangeRow,
} from './promotions.rules.ts';

/** The fields to store, or 400 with every field error (the form's rules and the sub-item ids not this promotion's). */
function decided(payload: PromotionPayload, channelCount: number, owned: OwnedSubItems): PromotionFields {
  const decision = decidePromotion(payload, channelCount);
  const errors: FieldErrors = { ...ownershipErrors(payload, owned), ...('errors' in decision ? decision.errors : {}) };
  if ('errors' in decision || Object.keys(errors).length > 0) throw badRequest(errors);
  return decision.fields;
}

/** The tables a criterion's item ids name. */
const ARTICLE_CRITERION_TABLES: Record<number, { table: string; column: string }> = {
  1: { table: 'partners', column: 'partner_id' },
  2: { table: 'brands', column: 'brand_id' },
  3: { table: 'article_categories', column: 'article_category_id' },
  4: { table: 'articles', column: 'article_id' },
};
const CUSTOMER_CRITERION_TABLES: Record<number, { table: string; column: string }> = {
  1: { table: 'customer_segments', column: 'segment_id' },
  2: { table: 'regions', column: 'region_id' },
  3: { table: 'sectors', column: 'sector_id' },
  4: { table: 'customer_categories', column: 'customer_category_id' },
  5: { table: 'accounts', column: 'account_id' },
};
const ARTICLE = { table: 'articles', column: 'article_id' };

/** 400 'Valeur invalide' on every kept row naming a channel, warehouse, article or criterion item that does not exist. */
async function checkReferences(tx: Executor, payload: PromotionPayload, fields: PromotionFields) {
  const checks: Record<string, ReferenceCheck> = {};
  const check = (path: string, target: { table: string; column: string } | undefined, id: number) => {
    if (target) checks[path] = { ...target, id };
  };
  (payload.promotionChannels ?? []).forEach((row, index) => {
    if (isKept(row)) check(`promotionChannels.${index}.channelId`, { table: 'channels', column: 'channel_id' }, row.channelId);
  });
  (payload.promotionWarehouses ?? []).forEach((row, index) => {
    if (isKept(row)) check(`promotionWarehouses.${index}.warehouseId`, { table: 'warehouses', column: 'warehouse_id' }, row.warehouseId);
  });
  (payload.promotionMultilineGifts ?? []).forEach((row, index) => {
    if (isKept(row)) check(`promotionMultilineGifts.${index}.articleId`, ARTICLE, row.articleId);
  });
  (payload.promotionCutomers ?? []).forEach((row, index) => {
    if (isKept(row)) check(`promotionCutomers.${index}.itemId`, CUSTOMER_CRITERION_TABLES[fields.customerCriteria], row.itemId);
  });
  (payload.promotionArticles ?? []).forEach((article, index) => {
    if (!isKept(article)) return;
    check(`promotionArticles.${index}.itemId`, ARTICLE_CRITERION_TABLES[fields.articleCriteria], article.itemId);
    (article.ranges ?? []).forEach((range, rangeIndex) => {
      if (!isKept(range)) return;
      (range.gifts ?? []).forEach((gift, giftIndex) => {
        if (isKept(gift)) check(`promotionArticles.${index}.ranges.${rangeIndex}.gifts.${giftIndex}.articleId`, ARTICLE, gift.articleId);
      });
    });
  });
  await requireExisting(tx, checks);
}

/** Under a new or rewritten parent, every kept child is new. */
const allNew = <Row extends { typeAction: number }>(rows: readonly Row[]) => rows.filter(isKept).map((row) => ({ ...row, typeAction: TypeAction.NEW }));

/**
 * Applies one list's typeActions (deletes first, so a batch may remove a pair and add it back): 3 deletes (with what
 * hangs under it), 2 rewrites, 1 inserts, 0 leaves the row; `children` then applies the rows under it.
 */
async function applyRows<Row extends { typeAction: number }>(
  tx: Executor,
  rows: readonly Row[],
  spec: {
    table: SubItemTable;
    parentId: number;
    idOf(row: Row): number | null | undefined;
    values(row: Row): Record<string, unknown>;
    children?(row: Row, id: number, isNew: boolean): Promise<void>;
  },
) {
  const ordered = [...rows.filter((row) => !isKept(row)), ...rows.filter(isKept)];
  for (const row of ordered) {
    const existingId = spec.idOf(row);
    if (row.typeAction === TypeAction.NEW) {
      const id = await insertSubItem(tx, spec.table, spec.parentId, spec.values(row));
      await spec.children?.(row, id, true);
    } else if (existingId !== null && existingId !== undefined) {
      if (row.typeAction === TypeAction.DELETED) await deleteSubItem(tx, spec.table, existingId);
      if (row.typeAction === TypeAction.MODIFIED) await updateSubItem(tx, spec.table, existingId, spec.values(row));
      if (isKept(row)) await spec.children?.(row, existingId, false);
    }
  }
}

const giftValues = (row: { articleId: number; quantity: number; maxQuantity: number }) => ({
  article_id: row.articleId,
  quantity: row.quantity,
  max_quantity: row.maxQuantity,
});
const rangeValues = (row: { from: number; to: number; discountValue?: number | null }) => ({
  range_from: row.from,
  range_to: row.to,
  discount_value: row.discountValue ?? 0,
});

async function applyArticleRanges(tx: Executor, promotionId: number, article: ArticleRow, articleId: number, isNew: boolean) {
  const ranges = isNew ? allNew(article.ranges ?? []) : (article.ranges ?? []);
  await applyRows<RangeRow>(tx, ranges, {
    table: SubItem.range,
    parentId: promotionId,
    idOf: (row) => row.promotionRangeId,
    values: (row) => ({ promotion_article_id: articleId, ...rangeValues(row) }),
    children: (range, rangeId, rangeIsNew) =>
      applyRows<GiftRow>(tx, rangeIsNew ? allNew(range.gifts ?? []) : (range.gifts ?? []), {
        table: SubItem.gift,
        parentId: rangeId,
        idOf: (row) => row.promotionGiftId,
        values: giftValues,
      }),
  });
}

/** Every sub-item list of the payload, by its typeActions. */
async function applySubItems(tx: Executor, promotionId: number, payload: PromotionPayload) {
  await applyRows(tx, payload.promotionChannels ?? [], {
    table: SubItem.channel,
    parentId: promotionId,
    idOf: (row) => row.promotionChannelId,
    values: (row) => ({ channel_id: row.channelId }),
  });
  await applyRows(tx, payload.promotionWarehouses ?? [], {
    table: SubItem.warehouse,
    parentId: promotionId,
    idOf: (row) => row.promotionWarehouseId,
    values: (row) => ({ warehouse_id: row.warehouseId }),
  });
  await applyRows(tx, payload.promotionCutomers ?? [], {
    table: SubItem.customer,
    parentId: promotionId,
    idOf: (row) => row.promotionCustomerId,
    values: (row) => ({ item_id: row.itemId, code: row.code ?? null, name: row.name }),
  });
  await applyRows<CustomerRangeRow>(tx, payload.promotionRanges ?? [], {
    table: SubItem.range,
    parentId: promotionId,
    idOf: (row) => row.promotionRangeId,
    values: rangeValues,
  });
  await applyRows<MultilineGiftRow>(tx, payload.promotionMultilineGifts ?? [], {
    table: SubItem.multilineGift,
    parentId: promotionId,
    idOf: (row) => row.promotionMultilineGiftId,
    values: giftValues,
  });
  await applyRows(tx, payload.promotionArticles ?? [], {
    table: SubItem.article,
    parentId: promotionId,
    idOf: (row) => row.promotionArticleId,
    values: (row) => ({ item_id: row.itemId, title: row.title, description: row.description ?? null }),
    children: (article, articleId, isNew) => applyArticleRanges(tx, promotionId, article, articleId, isNew),
  });
}

/** 400 under `code` when another promotion has it. */
async function checkCode(tx: Executor, code: string, promotionId: number | null) {
  if (await codeTaken(tx, code, promotionId)) throw badRequest({ code: PromotionRestMessages.codeTaken });
}

/** Two saves racing past checkCode meet the unique index (migration 016): the same 400. */
async function withCodeCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violates(error, 'promotions_code_key')) throw badRequest({ code: PromotionRestMessages.codeTaken });
    throw error;
  }
}

/** Checks the references, then writes the sub-items. */
async function saveSubItems(tx: Executor, promotionId: number, payload: PromotionPayload, fields: PromotionFields) {
  await checkReferences(tx, payload, fields);
  await applySubItems(tx, promotionId, payload);
}

/** A promotion with its sub-items; 404 when none. */
export async function getPromotion(db: Db, promotionId: number) {
  const promotion = await loadPromotion(db, promotionId);
  if (!promotion) throw notFound();
  return promotion;
}

export function createPromotion(db: Db, payload: PromotionPayload) {
  const fields = decided(payload, 0, NO_SUB_ITEMS);
  return withCodeCheck(() =>
    db.transaction(async (tx) => {
      await checkCode(tx, fields.code, null);
      const promotionId = await insertPromotion(tx, fields);
      await saveSubItems(tx, promotionId, payload, fields);
      return loadPromotion(tx, promotionId);
    }),
  );
}

/** The form's save: the fields and every sub-item's typeAction, all or nothing; the kind cannot change. */
export function updatePromotion(db: Db, payload: PromotionPayload & { promotionId: number }) {
  return withCodeCheck(() =>
    db.transaction(async (tx) => {
      const current = await lockPromotion(tx, payload.promotionId);
      if (!current) throw notFound();
      const frozen = typeof payload.promoType === 'number' ? promoTypeChange(current.promoType, payload.promoType) : null;
      if (frozen) throw badRequest(frozen);
      const owned = await loadOwnedSubItems(tx, payload.promotionId);
      const fields = decided({ ...payload, promoType: current.promoType }, owned.channels.size, owned);
      await checkCode(tx, fields.code, payload.promotionId);
      await updatePromotionRow(tx, payload.promotionId, fields);
      await saveSubItems(tx, payload.promotionId, payload, fields);
      return loadPromotion(tx, payload.promotionId);
    }),
  );
}

/** Deletes a promotion with its sub-items; 404 when none. */
export async function deletePromotion(db: Db, promotionId: number) {
  await db.transaction(async (tx) => {
    if (!(await deletePromotionRow(tx, promotionId))) throw notFound();
  });
}
