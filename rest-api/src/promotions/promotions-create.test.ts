import { describe, expect, it } from 'vitest';
import { Messages, PromotionMessages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { PromotionRestMessages } from './messages.ts';
import { newPromotion, promotionCalls, type PromotionOut } from './promotions.fixtures.ts';

describe('POST /api/promotions', () => {
  const suite = testApiSuite();
  const { create, load, list } = promotionCalls(() => suite.as(DemoUser.ADMIN));

  const created = async (payload: ReturnType<typeof newPromotion>) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: PromotionOut }>().data;
  };

  it.each([1, 2, 3, 4, 5, 6])('creates a promotion of kind %i with its sub-items', async (promoType) => {
    const promotion = await created(newPromotion(promoType, { code: `KIND-${promoType}` }));
    expect(promotion).toMatchObject({
      code: `KIND-${promoType}`,
      promoType,
      canalType: 4,
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      promoValue: 5,
      discountType: [1, 2, 5].includes(promoType) ? 2 : 1,
      percentOrAmountDiscount: 1,
      startHour: '00:00',
      endHour: '00:00',
      customerCriteria: 1,
      articleCriteria: promoType === 6 ? 0 : 2,
    });
    expect(promotion.promotionChannels.map((row) => row.channelId)).toEqual([1]);
    expect(promotion.promotionWarehouses.map((row) => row.warehouseId)).toEqual([2]);
    expect(promotion.promotionCutomers).toEqual([expect.objectContaining({ itemId: 2, name: 'Demi-grossiste', code: null })]);
    if (promoType === 6) {
      expect(promotion.promotionArticles).toEqual([]);
      expect(promotion.promotionRanges).toEqual([{ promotionRangeId: expect.any(Number), from: 0, to: 1000, discountValue: 3 }]);
    } else {
      expect(promotion.promotionArticles).toHaveLength(1);
      expect(promotion.promotionArticles[0]).toMatchObject({ itemId: 3, title: 'Argania', ranges: [{ from: 1, to: 10 }] });
      expect(promotion.promotionArticles[0].ranges[0].gifts.map((gift) => gift.articleId)).toEqual(promoType === 3 ? [12] : []);
      expect(promotion.promotionRanges).toEqual([]);
    }
    expect(await load(promotion.promotionId)).toEqual(promotion);
    expect((await list(`keyword=KIND-${promoType}`)).count).toBe(1);
  });

  it('stores discountType 2 for kinds 1, 2, 5 whatever is sent, dateTo = dateFrom for a flash promotion, and its hours', async () => {
    const promotion = await created(
      newPromotion(5, { code: 'FLASH-5', discountType: 1, flash: true, dateTo: '2026-04-30', startHour: '09:30', endHour: '13:00' }),
    );
    expect(promotion).toMatchObject({ discountType: 2, flash: true, dateFrom: '2026-03-01', dateTo: '2026-03-01', startHour: '09:30', endHour: '13:00' });
  });

  it('stores multi-line gifts and several ranges with gifts', async () => {
    const promotion = await created(
      newPromotion(3, {
        code: 'MULTI',
        multiLine: true,
        promotionMultilineGifts: [{ typeAction: 1, articleId: 5, quantity: 1, maxQuantity: 4 }],
        promotionArticles: [
          {
            typeAction: 1,
            itemId: 3,
            title: 'Argania',
            ranges: [
              { typeAction: 1, from: 1, to: 4, discountValue: 0, gifts: [{ typeAction: 1, articleId: 7, quantity: 1, maxQuantity: 1 }] },
              { typeAction: 1, from: 5, to: 99, gifts: [{ typeAction: 1, articleId: 8, quantity: 2, maxQuantity: 6 }, { typeAction: 1, articleId: 9, quantity: 1, maxQuantity: 2 }] },
            ],
          },
        ],
      }),
    );
    expect(promotion.multiLine).toBe(true);
    expect(promotion.promotionMultilineGifts).toEqual([expect.objectContaining({ articleId: 5, quantity: 1, maxQuantity: 4, articleCode: expect.any(String) })]);
    expect(promotion.promotionArticles[0].ranges.map((range) => range.gifts.map((gift) => gift.articleId))).toEqual([[7], [8, 9]]);
    expect(promotion.promotionArticles[0].ranges[1].discountValue).toBe(0);
  });

  it("answers 'Required' per missing field, at least one channel", async () => {
    const response = await create(
      newPromotion(4, { code: ' ', description: null, canalType: null, dateFrom: '', dateTo: null, discountType: null, percentOrAmountDiscount: null, promotionChannels: [] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual({
      code: 'Required',
      description: 'Required',
      canalType: 'Required',
      dateFrom: 'Required',
      dateTo: 'Required',
      discountType: 'Required',
      percentOrAmountDiscount: 'Required',
      promotionChannels: 'Required',
    });
    expect((await create(newPromotion(4, { promoType: null }))).json().message).toEqual({ promoType: 'Required' });
  });

  it("answers the seeds' messages for dates and discounts, and ours for ranges and kind 6", async () => {
    const early = await create(newPromotion(4, { dateFrom: '2026-03-10', dateTo: '2026-03-09' }));
    expect(early.json().message).toEqual({ dateTo: 'Date should not be before 10-03-2026' });
    const percent = await create(newPromotion(1, { promoValue: 100.5 }));
    expect(percent.json().message).toEqual({ promoValue: PromotionMessages.invalidDiscount });
    expect((await create(newPromotion(1, { promoValue: 250, percentOrAmountDiscount: 2 }))).statusCode).toBe(200);
    const range = newPromotion(4);
    range.promotionArticles![0].ranges![0] = { typeAction: 1, from: 20, to: 10, discountValue: 120 };
    expect((await create(range)).json().message).toEqual({
      'promotionArticles.0.ranges.0.discountValue': 'Invalid Discount',
      'promotionArticles.0.ranges.0.to': PromotionRestMessages.rangeOrder,
    });
    const customerRange = await create(newPromotion(6, { promotionRanges: [{ typeAction: 1, from: 0, to: 10, discountValue: 101 }] }));
    expect(customerRange.json().message).toEqual({ 'promotionRanges.0.discountValue': 'Invalid Discount' });
    const qdt = await create(newPromotion(6, { promotionArticles: newPromotion(4).promotionArticles }));
    expect(qdt.json().message).toEqual({ promotionArticles: PromotionRestMessages.noArticlesForQdt });
    expect((await create(newPromotion(4, { dateTo: '2026-02-30' }))).json().message).toEqual({ dateTo: PromotionRestMessages.invalidDate });
  });

  it('refuses unknown channels, warehouses, gift articles and criterion items, and ids on new promotions', async () => {
    const response = await create(
      newPromotion(3, {
        promotionChannels: [{ typeAction: 1, channelId: 999 }],
        promotionWarehouses: [{ typeAction: 1, warehouseId: 999 }],
        promotionCutomers: [{ typeAction: 1, itemId: 999, name: 'x' }],
        promotionMultilineGifts: [{ typeAction: 1, articleId: 999999, quantity: 1, maxQuantity: 1 }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual({
      'promotionChannels.0.channelId': Messages.invalidValue,
      'promotionWarehouses.0.warehouseId': Messages.invalidValue,
      'promotionCutomers.0.itemId': Messages.invalidValue,
      'promotionMultilineGifts.0.articleId': Messages.invalidValue,
    });
    const foreign = await create(newPromotion(4, { promotionChannels: [{ typeAction: 1, channelId: 1 }, { typeAction: 0, promotionChannelId: 1, channelId: 2 }] }));
    expect(foreign.json().message).toEqual({ 'promotionChannels.1.promotionChannelId': PromotionRestMessages.notThisPromotion });
  });

  it('writes nothing when a save fails half-way', async () => {
    const before = (await list()).count;
    const duplicate = await create(newPromotion(4, { code: 'HALF', promotionChannels: [{ typeAction: 1, channelId: 1 }, { typeAction: 1, channelId: 1 }] }));
    expect(duplicate.statusCode).toBe(409);
    expect((await list()).count).toBe(before);
    expect((await list('keyword=HALF')).count).toBe(0);
  });
});
