/**
 * The pricing engine's input and output: plain data, no database. The promotions service loads
 * the promotions, the customer's facts and the articles, and passes them in; the point of sale
 * (issue 10) prices its baskets the same way.
 */

/** Which customers a promotion is for: none listed (criteria 0) means every customer. */
export interface EngineCustomerFacts {
  customerId: number;
  segmentId: number | null;
  regionId: number | null;
  sectorId: number | null;
  customerCategoryId: number | null;
  accountId: number | null;
  channelId: number | null;
}

/** An article as the engine needs it: its price (TTC, DH) and what criteria can name. */
export interface EngineArticle {
  articleId: number;
  code: string;
  description: string | null;
  unitPrice: number;
  partnerId: number | null;
  brandId: number | null;
  /** family, sub-family and sub-sub-family ids (a category criterion names any of them). */
  categoryIds: readonly number[];
}

export interface EngineGift {
  articleId: number;
  quantity: number;
  maxQuantity: number;
}

export interface EngineRange {
  from: number;
  to: number;
  discountValue: number;
  gifts: readonly EngineGift[];
}

export interface EngineArticleCriterion {
  /** The partner, brand, category or article id, as articleCriteria says. */
  itemId: number;
  ranges: readonly EngineRange[];
}

export interface EnginePromotion {
  promotionId: number;
  code: string;
  promoType: number;
  canalType: number;
  /** YYYY-MM-DD, inclusive. */
  dateFrom: string;
  dateTo: string;
  flash: boolean;
  /** HH:mm; a flash promotion applies from startHour (inclusive) to endHour (exclusive). */
  startHour: string;
  endHour: string;
  active: boolean;
  promoValue: number;
  /** Condition unit of the ranges: 1 quantity, 2 amount (DH). */
  discountType: number;
  /** Unit of promoValue and discountValue: 1 percent, 2 DH. */
  percentOrAmountDiscount: number;
  multiLine: boolean;
  customerCriteria: number;
  articleCriteria: number;
  channelIds: readonly number[];
  /** Empty: every warehouse. */
  warehouseIds: readonly number[];
  /** The ids named by customerCriteria. */
  customerItemIds: readonly number[];
  articles: readonly EngineArticleCriterion[];
  /** Customer ranges (kind 6): the order total from…to gives discountValue. */
  customerRanges: readonly Omit<EngineRange, 'gifts'>[];
  multilineGifts: readonly EngineGift[];
}

/** When and where the basket is bought. */
export interface EngineContext {
  customer: EngineCustomerFacts;
  channelId: number;
  warehouseId: number | null;
  /** YYYY-MM-DD and HH:mm, the distributor's local time. */
  date: string;
  time: string;
  /** 1 call center, 2 ambassador, 3 autonomous, 4 store. */
  salesMode: number;
}

export interface EngineBasketLine {
  articleId: number;
  quantity: number;
}

export interface EnginePricedLine {
  articleId: number;
  quantity: number;
  unitPrice: number;
  unitPromotionPrice: number;
  discountAmount: number;
  totalBefore: number;
  total: number;
  isGift: boolean;
  promotionId: number | null;
}

export interface EnginePricedBasket {
  lines: EnginePricedLine[];
  totalBefore: number;
  discountTotal: number;
  orderDiscount: number;
  total: number;
  appliedPromotionIds: number[];
}

/** Everything priceBasket needs: articles must include every basket and gift article. */
export interface EnginePricingInput {
  context: EngineContext;
  basket: readonly EngineBasketLine[];
  articles: ReadonlyMap<number, EngineArticle>;
  promotions: readonly EnginePromotion[];
}

/** A range of an article's best price promotion, for the catalogue: from…to gives discountValue in unit (1 %, 2 DH). */
export interface EnginePalier {
  from: number;
  to: number;
  discountValue: number;
  unit: number;
  /** What `from` and `to` count: 1 units, 2 DH of the line. */
  condition: number;
}

/** A gift a PLAN_PANIER promotion gives from `from` (units or DH) of the article. */
export interface EngineGiftOffer {
  articleId: number;
  articleCode: string;
  quantity: number;
  maxQuantity: number;
  from: number;
  /** What `from` counts: 1 units, 2 DH. */
  condition: number;
}

/** An article's promotions as the catalogue shows them (articlePromotionInfo). */
export interface EngineArticlePromotionInfo {
  inPromo: boolean;
  /** The best per-unit discount on one unit, as a percentage of the unit price (2 decimals). */
  promotionPercent: number | null;
  unitPromotionPrice: number | null;
  paliers: EnginePalier[];
  gifts: EngineGiftOffer[];
}
