/**
 * Promotions' shared vocabulary and form rules (seed 001 sections 3, 4, 5, 9), applied by the
 * console's editor and by rest-api's validation alike.
 */

/** Promotion kinds (promoType). */
export const PromoType = { LPR: 1, TPR: 2, PLAN_PANIER: 3, PLAN_PALIER: 4, SLOG: 5, QDT: 6 } as const;
export const PROMO_TYPE_LABELS: Readonly<Record<number, string>> = {
  1: 'LPR',
  2: 'TPR',
  3: 'PLAN_PANIER',
  4: 'PLAN_PALIER',
  5: 'SLOG',
  6: 'QDT',
};

/** Source (canal) types: which sales mode a promotion is for; 4 is every one. */
export const CANAL_TYPE_LABELS: Readonly<Record<number, string>> = {
  1: 'Centre d’appels',
  2: 'Ambassadeur',
  3: 'Autonome',
  5: 'Magasin',
  4: 'Tous',
};
export const CANAL_ALL = 4;

/** The sales mode a basket is priced for when it names none: 1 call center. */
export const DEFAULT_SALES_MODE = 1;

/** Sales modes of an order (seed 001 section 3) and the canal type that serves each. */
export const SALES_MODE_CANAL: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 3, 4: 5 };

/** discountType: what the ranges' from/to count (forced to amount for kinds 1, 2 and 5). */
export const ConditionUnit = { QUANTITY: 1, AMOUNT: 2 } as const;
export const CONDITION_UNIT_LABELS: Readonly<Record<number, string>> = { 1: 'Quantité', 2: 'Montant' };

/** percentOrAmountDiscount: the unit of promoValue and of every range's discountValue. */
export const DiscountUnit = { PERCENT: 1, AMOUNT: 2 } as const;
export const DISCOUNT_UNIT_LABELS: Readonly<Record<number, string>> = { 1: 'Pourcentage', 2: 'Montant (DH)' };

/** articleCriteria values; 0 is none. */
export const ARTICLE_CRITERIA_LABELS: Readonly<Record<number, string>> = {
  1: 'Partenaire',
  2: 'Marque',
  3: "Catégorie d'article",
  4: 'Article',
};
/** customerCriteria values; 0 is none. */
export const CUSTOMER_CRITERIA_LABELS: Readonly<Record<number, string>> = {
  1: 'Segment',
  2: 'Région',
  3: 'Secteur',
  4: 'Catégorie client',
  5: 'Compte client',
};

/** The simulator's customer pick list answers at most this many rows (rest-api refuses more; the gateway asks no more). */
export const SIMULATION_CUSTOMERS_MAX = 50;

/** typeAction of a promotion sub-item (seed 001 section 4). */
export const TypeAction = { UNCHANGED: 0, NEW: 1, MODIFIED: 2, DELETED: 3 } as const;
export type TypeActionValue = (typeof TypeAction)[keyof typeof TypeAction];

/** The seeds' exact messages for the promotion form (seed 001 section 5). */
export const PromotionMessages = {
  required: 'Required',
  invalidDiscount: 'Invalid Discount',
  dateNotBefore: (date: string): string => `Date should not be before ${date}`,
} as const;

/** Kinds 1, 2 and 5 force discountType to 2 and the field is disabled. */
export function forcedDiscountType(promoType: number): number | null {
  return promoType === PromoType.LPR || promoType === PromoType.TPR || promoType === PromoType.SLOG
    ? ConditionUnit.AMOUNT
    : null;
}

/** Kind 6 is priced on customer ranges and has no article section. */
export function hasArticleSection(promoType: number): boolean {
  return promoType !== PromoType.QDT;
}

/** A percentage over 100 is refused ('Invalid Discount'); amounts are only required to be ≥ 0. */
export function isValidDiscount(value: number, percentOrAmountDiscount: number): boolean {
  if (!Number.isFinite(value) || value < 0) return false;
  return percentOrAmountDiscount !== DiscountUnit.PERCENT || value <= 100;
}

/** A flash promotion lasts one day: dateTo is dateFrom. */
export function effectiveDateTo(flash: boolean, dateFrom: string, dateTo: string): string {
  return flash ? dateFrom : dateTo;
}

/** What the amount a promotion takes off one unit depends on: its kind, unit and value, and an article entry's ranges. */
export interface AmountDiscountSource {
  promoType: number;
  percentOrAmountDiscount: number;
  promoValue: number;
}

/**
 * The most DH a promotion takes off one unit of an article its entry (`ranges`) names, as the pricing engine
 * applies it: LPR its promoValue; TPR its first range's value (promoValue when that is 0, or without ranges);
 * PLAN_PALIER its largest range value; SLOG (a discount on the line, so on a line of one unit) promoValue or, with
 * ranges, the largest. Null for a percentage (it never reaches the price) and for kinds 3 and 6 (no price change).
 */
export function amountDiscountPerUnit(promotion: AmountDiscountSource, ranges: readonly { discountValue: number }[]): number | null {
  if (promotion.percentOrAmountDiscount !== DiscountUnit.AMOUNT) return null;
  const largest = ranges.length > 0 ? Math.max(...ranges.map((range) => range.discountValue)) : null;
  switch (promotion.promoType) {
    case PromoType.LPR:
      return promotion.promoValue;
    case PromoType.TPR:
      return ranges[0] && ranges[0].discountValue > 0 ? ranges[0].discountValue : promotion.promoValue;
    case PromoType.PLAN_PALIER:
      return largest;
    case PromoType.SLOG:
      return largest ?? promotion.promoValue;
    default:
      return null;
  }
}

/** An amount discount that reaches or exceeds the unit price gives the article away: it sells at 0,00 DH. */
export function givesAway(discount: number | null, unitPrice: number): boolean {
  return discount !== null && discount > 0 && discount >= unitPrice;
}

/** How many of the articles a giveaway warning names (the count says how many there are in all). */
export const GIVEAWAY_SHOWN = 5;
