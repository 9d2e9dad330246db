/**
 * A promotion input as the integration and end-to-end tests send it to createPromotion: kind 4
 * (PLAN_PALIER) on every customer, with no customer ranges nor multi-line gifts. Each test names
 * what its case is about (code, dates, channels, the article entries) in `fields`.
 */
export function palierPromotionInput(fields: { code: string; dateFrom: string; dateTo: string; articleCriteria: number; channelIds: number[] } & Record<string, unknown>) {
  return {
    description: `Promotion ${fields.code}`,
    promoType: 4,
    canalType: 4,
    promoValue: 0,
    discountType: 1,
    percentOrAmountDiscount: 1,
    flash: false,
    active: true,
    multiLine: false,
    customerCriteria: 0,
    warehouseIds: [],
    articles: [],
    customers: [],
    ranges: [],
    multilineGifts: [],
    ...fields,
  };
}
