/**
 * The promotions' business rules, as pure functions: no database, no HTTP, no clock. The form rules shared with
 * the console come from `@console/schema` (seed 001 sections 4, 5 and 9).
 */
import {
  effectiveDateTo,
  forcedDiscountType,
  hasArticleSection,
  isValidDiscount,
  PromotionMessages,
  TypeAction,
} from '@console/schema';
import { PromotionRestMessages } from './messages.ts';

/** Field path -> French message, as a 400 answers it. */
export type FieldErrors = Record<string, string>;

export interface GiftRow {
  typeAction: number;
  promotionGiftId?: number | null;
  articleId: number;
  quantity: number;
  maxQuantity: number;
}
export interface RangeRow {
  typeAction: number;
  promotionRangeId?: number | null;
  from: number;
  to: number;
  discountValue?: number | null;
  gifts?: GiftRow[] | null;
}
export interface ArticleRow {
  typeAction: number;
  promotionArticleId?: number | null;
  itemId: number;
  title: string;
  description?: string | null;
  ranges?: RangeRow[] | null;
}
export interface CustomerRow {
  typeAction: number;
  promotionCustomerId?: number | null;
  itemId: number;
  code?: string | null;
  name: string;
}
export interface CustomerRangeRow {
  typeAction: number;
  promotionRangeId?: number | null;
  from: number;
  to: number;
  discountValue?: number | null;
}
export interface MultilineGiftRow {
  typeAction: number;
  promotionMultilineGiftId?: number | null;
  articleId: number;
  quantity: number;
  maxQuantity: number;
}
export interface ChannelRow {
  typeAction: number;
  promotionChannelId?: number | null;
  channelId: number;
}
export interface WarehouseRow {
  typeAction: number;
  promotionWarehouseId?: number | null;
  warehouseId: number;
}

/** The seeds' "Promotion payload" (seed 001 section 3); `promotionCutomers` is spelled as in their contract. */
export interface PromotionPayload {
  promotionId?: number | null;
  code?: string | null;
  description?: string | null;
  promoType?: number | null;
  canalType?: number | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  promoValue?: number | null;
  discountType?: number | null;
  percentOrAmountDiscount?: number | null;
  flash?: boolean | null;
  startHour?: string | null;
  endHour?: string | null;
  active?: boolean | null;
  multiLine?: boolean | null;
  customerCriteria?: number | null;
  articleCriteria?: number | null;
  promotionChannels?: ChannelRow[] | null;
  promotionWarehouses?: WarehouseRow[] | null;
  promotionArticles?: ArticleRow[] | null;
  promotionCutomers?: CustomerRow[] | null;
  promotionRanges?: CustomerRangeRow[] | null;
  promotionMultilineGifts?: MultilineGiftRow[] | null;
}

/** The promotion row as stored. */
export interface PromotionFields {
  code: string;
  description: string;
  promoType: number;
  canalType: number;
  dateFrom: string;
  dateTo: string;
  promoValue: number;
  discountType: number;
  percentOrAmountDiscount: number;
  flash: boolean;
  startHour: string;
  endHour: string;
  active: boolean;
  multiLine: boolean;
  customerCriteria: number;
  articleCriteria: number;
}

const DEFAULT_HOUR = '00:00';

/** A row the save keeps (any typeAction but 3). */
export const isKept = (row: { typeAction: number }) => row.typeAction !== TypeAction.DELETED;
/** A row that names an existing sub-item (0, 2 or 3). */
const namesExisting = (row: { typeAction: number }) => row.typeAction !== TypeAction.NEW;

/** YYYY-MM-DD of a real calendar day. */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** YYYY-MM-DD as the seeds' messages show it: DD-MM-YYYY. */
export const displayDate = (isoDate: string) => isoDate.split('-').reverse().join('-');

const blank = (text: string | null | undefined) => !text || text.trim() === '';

function requiredErrors(payload: PromotionPayload, flash: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const required = PromotionMessages.required;
  if (blank(payload.code)) errors.code = required;
  if (blank(payload.description)) errors.description = required;
  for (const field of ['promoType', 'canalType', 'percentOrAmountDiscount'] as const) {
    if (payload[field] === null || payload[field] === undefined) errors[field] = required;
  }
  if (forcedDiscountType(payload.promoType ?? 0) === null && (payload.discountType === null || payload.discountType === undefined)) {
    errors.discountType = required;
  }
  if (blank(payload.dateFrom)) errors.dateFrom = required;
  if (!flash && blank(payload.dateTo)) errors.dateTo = required;
  return errors;
}

function dateErrors(dateFrom: string, dateTo: string): FieldErrors {
  if (dateFrom && !isIsoDate(dateFrom)) return { dateFrom: PromotionRestMessages.invalidDate };
  if (dateTo && !isIsoDate(dateTo)) return { dateTo: PromotionRestMessages.invalidDate };
  if (dateFrom && dateTo && dateTo < dateFrom) return { dateTo: PromotionMessages.dateNotBefore(displayDate(dateFrom)) };
  return {};
}

/** 'Invalid Discount' on a discount over 100 % (or negative), the order of a range's bounds. */
function rangeErrors(range: { from: number; to: number; discountValue?: number | null }, path: string, unit: number): FieldErrors {
  const errors: FieldErrors = {};
  if (!isValidDiscount(range.discountValue ?? 0, unit)) errors[`${path}.discountValue`] = PromotionMessages.invalidDiscount;
  if (range.from > range.to) errors[`${path}.to`] = PromotionRestMessages.rangeOrder;
  return errors;
}

/** The id field a row must carry when it names an existing sub-item. */
function idErrors<Row extends { typeAction: number }>(rows: readonly Row[], path: string, idField: keyof Row & string): FieldErrors {
  const errors: FieldErrors = {};
  rows.forEach((row, index) => {
    if (namesExisting(row) && typeof row[idField] !== 'number') errors[`${path}.${index}.${idField}`] = PromotionMessages.required;
  });
  return errors;
}

function subItemErrors(payload: PromotionPayload, promoType: number, unit: number): FieldErrors {
  const errors: FieldErrors = {
    ...idErrors(payload.promotionChannels ?? [], 'promotionChannels', 'promotionChannelId'),
    ...idErrors(payload.promotionWarehouses ?? [], 'promotionWarehouses', 'promotionWarehouseId'),
    ...idErrors(payload.promotionCutomers ?? [], 'promotionCutomers', 'promotionCustomerId'),
    ...idErrors(payload.promotionRanges ?? [], 'promotionRanges', 'promotionRangeId'),
    ...idErrors(payload.promotionMultilineGifts ?? [], 'promotionMultilineGifts', 'promotionMultilineGiftId'),
    ...idErrors(payload.promotionArticles ?? [], 'promotionArticles', 'promotionArticleId'),
  };
  const articles = payload.promotionArticles ?? [];
  if (!hasArticleSection(promoType) && articles.some(isKept)) errors.promotionArticles = PromotionRestMessages.noArticlesForQdt;
  articles.forEach((article, index) => {
    if (!isKept(article)) return;
    const ranges = article.ranges ?? [];
    Object.assign(errors, idErrors(ranges, `promotionArticles.${index}.ranges`, 'promotionRangeId'));
    ranges.forEach((range, rangeIndex) => {
      const path = `promotionArticles.${index}.ranges.${rangeIndex}`;
      if (!isKept(range)) return;
      Object.assign(errors, rangeErrors(range, path, unit), idErrors(range.gifts ?? [], `${path}.gifts`, 'promotionGiftId'));
    });
  });
  (payload.promotionRanges ?? []).forEach((range, index) => {
    if (isKept(range)) Object.assign(errors, rangeErrors(range, `promotionRanges.${index}`, unit));
  });
  return errors;
}

/**
 * What to store for a promotion form's save, or the field errors (one per field): required fields ('Required'),
 * dateTo not before dateFrom, 'Invalid Discount' on percentages over 100 (promoValue and every kept range), range
 * bounds in order, no article entries for kind 6, an id on every row naming an existing sub-item, at least one channel
 * left (`channelCount`: the channels the promotion has before the save, 0 for a create). Kinds 1, 2 and 5
 * store discountType 2 whatever was sent; a flash promotion's dateTo is its dateFrom; kind 6 has no article criterion.
 */
export function decidePromotion(payload: PromotionPayload, channelCount = 0): { fields: PromotionFields } | { errors: FieldErrors } {
  const flash = payload.flash ?? false;
  const dateFrom = payload.dateFrom?.trim() ?? '';
  const dateTo = effectiveDateTo(flash, dateFrom, payload.dateTo?.trim() ?? '');
  const unit = payload.percentOrAmountDiscount ?? 0;
  const promoType = payload.promoType ?? 0;
  const promoValue = payload.promoValue ?? 0;
  const errors: FieldErrors = {
    ...subItemErrors(payload, promoType, unit),
    ...dateErrors(dateFrom, dateTo),
    ...(isValidDiscount(promoValue, unit) ? {} : { promoValue: PromotionMessages.invalidDiscount }),
    ...requiredErrors(payload, flash),
    ...(channelsLeft(payload.promotionChannels ?? [], channelCount) > 0 ? {} : { promotionChannels: PromotionMessages.required }),
  };
  if (Object.keys(errors).length > 0) return { errors };
  return {
    fields: {
      code: payload.code!.trim(),
      description: payload.description!.trim(),
      promoType,
      canalType: payload.canalType!,
      dateFrom,
      dateTo,
      promoValue,
      discountType: forcedDiscountType(promoType) ?? payload.discountType!,
      percentOrAmountDiscount: unit,
      flash,
      startHour: payload.startHour || DEFAULT_HOUR,
      endHour: payload.endHour || DEFAULT_HOUR,
      active: payload.active ?? true,
      multiLine: payload.multiLine ?? false,
      customerCriteria: payload.customerCriteria ?? 0,
      articleCriteria: hasArticleSection(promoType) ? (payload.articleCriteria ?? 0) : 0,
    },
  };
}

/** The channels a promotion keeps after the save: those it had, less the deleted rows, plus the new ones. */
function channelsLeft(rows: readonly ChannelRow[], channelCount: number): number {
  const deleted = rows.filter((row) => row.typeAction === TypeAction.DELETED).length;
  const added = rows.filter((row) => row.typeAction === TypeAction.NEW).length;
  return channelCount - deleted + added;
}

/** An update may not change the kind (seed 001 section 4); the message when it tries. */
export function promoTypeChange(currentPromoType: number, sentPromoType: number): string | null {
  return currentPromoType === sentPromoType ? null : PromotionRestMessages.promoTypeFrozen;
}

/** The ids of the sub-items a promotion has, with their parents (a range's article, a gift's range). */
export interface OwnedSubItems {
  channels: ReadonlySet<number>;
  warehouses: ReadonlySet<number>;
  articles: ReadonlySet<number>;
  customers: ReadonlySet<number>;
  multilineGifts: ReadonlySet<number>;
  /** Range id -> its article entry id, null for a customer range. */
  ranges: ReadonlyMap<number, number | null>;
  /** Gift id -> its range id. */
  gifts: ReadonlyMap<number, number>;
}

export const NO_SUB_ITEMS: OwnedSubItems = {
  channels: new Set(),
  warehouses: new Set(),
  articles: new Set(),
  customers: new Set(),
  multilineGifts: new Set(),
  ranges: new Map(),
  gifts: new Map(),
};

function foreignIds<Row extends { typeAction: number }>(rows: readonly Row[], path: string, idField: keyof Row & string, owns: (id: number) => boolean) {
  const errors: FieldErrors = {};
  rows.forEach((row, index) => {
    const id = row[idField];
    if (namesExisting(row) && typeof id === 'number' && !owns(id)) errors[`${path}.${index}.${idField}`] = PromotionRestMessages.notThisPromotion;
  });
  return errors;
}

/**
 * Rows naming a sub-item (typeAction 0, 2 or 3) that is not this promotion's (or not under the row's parent): one
 * error per such id. Children of a new or deleted parent are not looked at (inserted, or gone with it).
 */
export function ownershipErrors(payload: PromotionPayload, owned: OwnedSubItems): FieldErrors {
  const errors: FieldErrors = {
    ...foreignIds(payload.promotionChannels ?? [], 'promotionChannels', 'promotionChannelId', (id) => owned.channels.has(id)),
    ...foreignIds(payload.promotionWarehouses ?? [], 'promotionWarehouses', 'promotionWarehouseId', (id) => owned.warehouses.has(id)),
    ...foreignIds(payload.promotionCutomers ?? [], 'promotionCutomers', 'promotionCustomerId', (id) => owned.customers.has(id)),
    ...foreignIds(payload.promotionMultilineGifts ?? [], 'promotionMultilineGifts', 'promotionMultilineGiftId', (id) => owned.multilineGifts.has(id)),
    ...foreignIds(payload.promotionRanges ?? [], 'promotionRanges', 'promotionRangeId', (id) => owned.ranges.get(id) === null),
    ...foreignIds(payload.promotionArticles ?? [], 'promotionArticles', 'promotionArticleId', (id) => owned.articles.has(id)),
  };
  (payload.promotionArticles ?? []).forEach((article, index) => {
    if (!namesExisting(article) || !isKept(article)) return;
    const ranges = article.ranges ?? [];
    const path = `promotionArticles.${index}.ranges`;
    Object.assign(errors, foreignIds(ranges, path, 'promotionRangeId', (id) => owned.ranges.get(id) === article.promotionArticleId));
    ranges.forEach((range, rangeIndex) => {
      if (!namesExisting(range) || !isKept(range)) return;
      const owns = (id: number) => owned.gifts.get(id) === range.promotionRangeId;
      Object.assign(errors, foreignIds(range.gifts ?? [], `${path}.${rangeIndex}.gifts`, 'promotionGiftId', owns));
    });
  });
  return errors;
}
