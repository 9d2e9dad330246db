import { describe, expect, it } from 'vitest';
import { channelsBefore, engineContext, enginePromotionOf, giftArticleIds } from './pricing.rules.ts';
import { decidePromotion, type PromotionFields, type PromotionPayload } from './promotions.rules.ts';

const payload: PromotionPayload = {
  code: 'P',
  description: 'Promo',
  promoType: 3,
  canalType: 4,
  dateFrom: '2026-05-01',
  dateTo: '2026-05-31',
  discountType: 1,
  percentOrAmountDiscount: 1,
  customerCriteria: 1,
  articleCriteria: 2,
  multiLine: true,
  promotionChannels: [
    { typeAction: 0, promotionChannelId: 1, channelId: 1 },
    { typeAction: 3, promotionChannelId: 2, channelId: 2 },
    { typeAction: 1, channelId: 3 },
  ],
  promotionWarehouses: [{ typeAction: 1, warehouseId: 2 }],
  promotionCutomers: [
    { typeAction: 2, promotionCustomerId: 4, itemId: 7, name: 'Snack' },
    { typeAction: 3, promotionCustomerId: 5, itemId: 6, name: 'x' },
  ],
  promotionArticles: [
    {
      typeAction: 0,
      promotionArticleId: 8,
      itemId: 9,
      title: 'Brand',
      ranges: [
        { typeAction: 1, from: 1, to: 5, gifts: [{ typeAction: 1, articleId: 40, quantity: 1, maxQuantity: 2 }, { typeAction: 3, promotionGiftId: 3, articleId: 41, quantity: 1, maxQuantity: 1 }] },
        { typeAction: 3, promotionRangeId: 6, from: 6, to: 9 },
      ],
    },
    { typeAction: 3, promotionArticleId: 9, itemId: 10, title: 'Gone' },
  ],
  promotionMultilineGifts: [{ typeAction: 0, promotionMultilineGiftId: 2, articleId: 50, quantity: 2, maxQuantity: 4 }],
};

describe('enginePromotionOf', () => {
  it('keeps the rows not deleted, with their values and the decided fields', () => {
    const decision = decidePromotion(payload, channelsBefore(payload));
    expect(decision).toHaveProperty('fields');
    const fields = (decision as { fields: PromotionFields }).fields;
    const promotion = enginePromotionOf(12, fields, payload);
    expect(promotion).toMatchObject({ promotionId: 12, code: 'P', promoType: 3, startHour: '00:00', active: true, promoValue: 0 });
    expect(promotion.channelIds).toEqual([1, 3]);
    expect(promotion.warehouseIds).toEqual([2]);
    expect(promotion.customerItemIds).toEqual([7]);
    expect(promotion.articles).toEqual([{ itemId: 9, ranges: [{ from: 1, to: 5, discountValue: 0, gifts: [{ articleId: 40, quantity: 1, maxQuantity: 2 }] }] }]);
    expect(promotion.multilineGifts).toEqual([{ articleId: 50, quantity: 2, maxQuantity: 4 }]);
    expect(giftArticleIds([promotion, promotion])).toEqual([40, 50]);
  });

  it('counts the channels before the edit from the rows naming existing ones', () => {
    expect(channelsBefore(payload)).toBe(2);
    expect(channelsBefore({})).toBe(0);
  });
});

describe('engineContext', () => {
  const customer = { customerId: 1, segmentId: 2, regionId: 3, sectorId: 4, customerCategoryId: null, accountId: null, channelId: 5 };
  it("takes the customer's channel, the default date and time, sales mode 1, when absent", () => {
    expect(engineContext({ customerId: 1 }, customer, { date: '2026-05-01', time: '08:00' })).toEqual({
      customer,
      channelId: 5,
      warehouseId: null,
      date: '2026-05-01',
      time: '08:00',
      salesMode: 1,
    });
    expect(engineContext({ customerId: 1, channelId: 2, warehouseId: 3, date: '2026-06-01', time: '10:00', salesMode: 4 }, customer, { date: 'x', time: 'y' })).toMatchObject({
      channelId: 2,
      warehouseId: 3,
      date: '2026-06-01',
      time: '10:00',
      salesMode: 4,
    });
  });
});
