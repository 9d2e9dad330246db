import { DiscountUnit, PromotionMessages, effectiveDateTo, forcedDiscountType, hasArticleSection, isValidDiscount } from '@console/schema';
import { array, boolean, mixed, object, string } from 'yup';
import type { PromotionDetailFieldsFragment, PromotionInput } from '../../generated/graphql.ts';
import { formatDate } from '../../kit/dates.ts';
import { emptyItems, savedItem, type PromotionItems } from './promotionItems.ts';

/** The editor's values: numbers as typed text, the sub-items with their typeActions. */
export interface PromotionValues {
  code: string;
  description: string;
  promoType: string;
  canalType: string;
  dateFrom: string;
  dateTo: string;
  flash: boolean;
  startHour: string;
  endHour: string;
  promoValue: string;
  discountType: string;
  percentOrAmountDiscount: string;
  active: boolean;
  multiLine: boolean;
  /** '0' is none. */
  customerCriteria: string;
  articleCriteria: string;
  channelIds: string[];
  warehouseIds: string[];
  items: PromotionItems;
}

/** The input's fields the backend names in its FieldErrors, shown under their fields. */
export const PROMOTION_FIELDS = [
  'code',
  'description',
  'promoType',
  'canalType',
  'dateFrom',
  'dateTo',
  'startHour',
  'endHour',
  'promoValue',
  'discountType',
  'percentOrAmountDiscount',
  'customerCriteria',
  'articleCriteria',
  'channelIds',
  'warehouseIds',
] as const;

/** The seeds' default hours of a flash promotion. */
export const DEFAULT_HOUR = '00:00';

type Promotion = PromotionDetailFieldsFragment;

const articleLabel = (code: string | null | undefined, description: string | null | undefined, articleId: number) =>
  [code, description].filter(Boolean).join(' – ') || String(articleId);

/** The item's values, or the new promotion's (active, hours 00:00, percent). */
export function toValues(promotion: Promotion | null): PromotionValues {
  if (!promotion) {
    return {
      code: '',
      description: '',
      promoType: '',
      canalType: '',
      dateFrom: '',
      dateTo: '',
      flash: false,
      startHour: DEFAULT_HOUR,
      endHour: DEFAULT_HOUR,
      promoValue: '',
      discountType: '',
      percentOrAmountDiscount: String(DiscountUnit.PERCENT),
      active: true,
      multiLine: false,
      customerCriteria: '0',
      articleCriteria: '0',
      channelIds: [],
      warehouseIds: [],
      items: emptyItems(),
    };
  }
  return {
    code: promotion.code,
    description: promotion.description,
    promoType: String(promotion.promoType),
    canalType: String(promotion.canalType),
    dateFrom: promotion.dateFrom,
    dateTo: promotion.dateTo,
    flash: promotion.flash,
    startHour: promotion.startHour || DEFAULT_HOUR,
    endHour: promotion.endHour || DEFAULT_HOUR,
    promoValue: promotion.promoValue ? String(promotion.promoValue) : '',
    discountType: String(promotion.discountType),
    percentOrAmountDiscount: String(promotion.percentOrAmountDiscount),
    active: promotion.active,
    multiLine: promotion.multiLine,
    customerCriteria: String(promotion.customerCriteria),
    articleCriteria: String(promotion.articleCriteria),
    channelIds: promotion.channelIds.map(String),
    warehouseIds: promotion.warehouseIds.map(String),
    items: {
      articles: promotion.articles.map((article) =>
        savedItem(article.promotionArticleId, {
          itemId: article.itemId,
          title: article.title,
          description: article.description ?? null,
          ranges: article.ranges.map((range) =>
            savedItem(range.promotionRangeId, {
              from: range.from,
              to: range.to,
              discountValue: range.discountValue,
              gifts: range.gifts.map((gift) =>
                savedItem(gift.promotionGiftId, {
                  articleId: gift.articleId,
                  articleLabel: articleLabel(gift.articleCode, gift.articleDescription, gift.articleId),
                  quantity: gift.quantity,
                  maxQuantity: gift.maxQuantity,
                }),
              ),
            }),
          ),
        }),
      ),
      customers: promotion.customers.map((customer) =>
        savedItem(customer.promotionCustomerId, { itemId: customer.itemId, code: customer.code ?? null, name: customer.name }),
      ),
      ranges: promotion.ranges.map((range) => savedItem(range.promotionRangeId, { from: range.from, to: range.to, discountValue: range.discountValue })),
      multilineGifts: promotion.multilineGifts.map((gift) =>
        savedItem(gift.promotionMultilineGiftId, {
          articleId: gift.articleId,
          articleLabel: articleLabel(gift.articleCode, gift.articleDescription, gift.articleId),
          quantity: gift.quantity,
          maxQuantity: gift.maxQuantity,
        }),
      ),
      nextKey: 1,
    },
  };
}

const numberOf = (text: string) => Number(text.trim().replace(',', '.'));

/** A typed number (a comma as decimal point too), or null when blank or unreadable. */
export function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = numberOf(text);
  return Number.isFinite(value) ? value : null;
}

/** A discount typed in the unit chosen ('' passes: the value is optional). */
export function discountError(text: string, percentOrAmountDiscount: string): string | null {
  if (text.trim() === '') return null;
  return isValidDiscount(numberOf(text), Number(percentOrAmountDiscount)) ? null : PromotionMessages.invalidDiscount;
}

/** The date dateTo may not precede, as the seeds' message shows it. */
const dateNotBeforeMessage = (dateFrom: string) => PromotionMessages.dateNotBefore(formatDate(dateFrom));

/** Seed 001 section 5: the required fields ('Required'), dateTo not before dateFrom, 'Invalid Discount'. */
export const promotionSchema = () => {
  const required = PromotionMessages.required;
  return object({
    code: string().trim().required(required),
    description: string().trim().required(required),
    promoType: string().required(required),
    canalType: string().required(required),
    dateFrom: string().required(required),
    flash: boolean(),
    dateTo: string().when('flash', {
      is: true,
      then: (schema) => schema,
      otherwise: (schema) =>
        schema.required(required).test('not-before', function check(value) {
          const from: unknown = this.parent.dateFrom;
          if (typeof from !== 'string' || !from || !value || value >= from) return true;
          return this.createError({ message: dateNotBeforeMessage(from) });
        }),
    }),
    discountType: string().required(required),
    percentOrAmountDiscount: string().required(required),
    promoValue: string().test('discount', function check(value) {
      const message = discountError(value ?? '', String(this.parent.percentOrAmountDiscount));
      return message === null || this.createError({ message });
    }),
    channelIds: array(string()).min(1, required),
    warehouseIds: array(string()),
    items: mixed(),
  });
};

/** PromotionInput from the values (the save and the simulator send the same): dateTo is dateFrom for a flash promotion. */
export function toPromotionInput(values: PromotionValues): PromotionInput {
  const promoType = Number(values.promoType);
  const { items } = values;
  return {
    code: values.code.trim(),
    description: values.description.trim(),
    promoType,
    canalType: Number(values.canalType),
    dateFrom: values.dateFrom,
    dateTo: effectiveDateTo(values.flash, values.dateFrom, values.dateTo),
    promoValue: values.promoValue.trim() === '' ? 0 : numberOf(values.promoValue),
    discountType: forcedDiscountType(promoType) ?? Number(values.discountType),
    percentOrAmountDiscount: Number(values.percentOrAmountDiscount),
    flash: values.flash,
    startHour: values.flash ? values.startHour : DEFAULT_HOUR,
    endHour: values.flash ? values.endHour : DEFAULT_HOUR,
    active: values.active,
    multiLine: values.multiLine,
    customerCriteria: Number(values.customerCriteria || 0),
    // Kind 6 has no article criterion, whatever was chosen before the kind.
    articleCriteria: hasArticleSection(promoType) ? Number(values.articleCriteria || 0) : 0,
    channelIds: values.channelIds.map(Number),
    warehouseIds: values.warehouseIds.map(Number),
    articles: items.articles.map((article) => ({
      typeAction: article.typeAction,
      promotionArticleId: article.id,
      itemId: article.itemId,
      title: article.title,
      description: article.description,
      ranges: article.ranges.map((range) => ({
        typeAction: range.typeAction,
        promotionRangeId: range.id,
        from: range.from,
        to: range.to,
        discountValue: range.discountValue,
        gifts: range.gifts.map((gift) => ({
          typeAction: gift.typeAction,
          promotionGiftId: gift.id,
          articleId: gift.articleId,
          quantity: gift.quantity,
          maxQuantity: gift.maxQuantity,
        })),
      })),
    })),
    customers: items.customers.map((customer) => ({
      typeAction: customer.typeAction,
      promotionCustomerId: customer.id,
      itemId: customer.itemId,
      code: customer.code,
      name: customer.name,
    })),
    ranges: items.ranges.map((range) => ({
      typeAction: range.typeAction,
      promotionRangeId: range.id,
      from: range.from,
      to: range.to,
      discountValue: range.discountValue,
    })),
    multilineGifts: items.multilineGifts.map((gift) => ({
      typeAction: gift.typeAction,
      promotionMultilineGiftId: gift.id,
      articleId: gift.articleId,
      quantity: gift.quantity,
      maxQuantity: gift.maxQuantity,
    })),
  };
}

/** What a new promotion clears when a field changes (seed 001 section 4). */
export const DEPENDENT_LISTS = {
  promoType: ['articles', 'ranges', 'multilineGifts'],
  customerCriteria: ['customers'],
  articleCriteria: ['articles'],
} as const;
