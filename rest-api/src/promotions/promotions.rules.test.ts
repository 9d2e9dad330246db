import { describe, expect, it } from 'vitest';
import { PromotionMessages } from '@console/schema';
import { PromotionRestMessages } from './messages.ts';
import { decidePromotion, displayDate, isIsoDate, NO_SUB_ITEMS, ownershipErrors, promoTypeChange, type PromotionPayload } from './promotions.rules.ts';

const base: PromotionPayload = {
  code: 'P1',
  description: 'Promo',
  promoType: 4,
  canalType: 1,
  dateFrom: '2026-05-01',
  dateTo: '2026-05-10',
  discountType: 1,
  percentOrAmountDiscount: 1,
  promotionChannels: [{ typeAction: 1, channelId: 1 }],
};

describe('decidePromotion', () => {
  it('fills the defaults: promoValue 0, hours 00:00, active, not flash, criteria 0', () => {
    expect(decidePromotion(base)).toEqual({
      fields: {
        code: 'P1',
        description: 'Promo',
        promoType: 4,
        canalType: 1,
        dateFrom: '2026-05-01',
        dateTo: '2026-05-10',
        promoValue: 0,
        discountType: 1,
        percentOrAmountDiscount: 1,
        flash: false,
        startHour: '00:00',
        endHour: '00:00',
        active: true,
        multiLine: false,
        customerCriteria: 0,
        articleCriteria: 0,
      },
    });
  });

  it.each([1, 2, 5])('forces discountType 2 for kind %i, even when absent', (promoType) => {
    expect(decidePromotion({ ...base, promoType, discountType: 1 })).toMatchObject({ fields: { discountType: 2 } });
    expect(decidePromotion({ ...base, promoType, discountType: null })).toMatchObject({ fields: { discountType: 2 } });
  });

  it('sets a flash promotion dateTo to dateFrom, and does not require dateTo', () => {
    expect(decidePromotion({ ...base, flash: true, dateTo: null })).toMatchObject({ fields: { dateTo: '2026-05-01', flash: true } });
  });

  it('kind 6: no article criterion, no kept article entries', () => {
    expect(decidePromotion({ ...base, promoType: 6, articleCriteria: 2 })).toMatchObject({ fields: { articleCriteria: 0 } });
    const withEntry = { ...base, promoType: 6, promotionArticles: [{ typeAction: 1, itemId: 1, title: 'x' }] };
    expect(decidePromotion(withEntry)).toEqual({ errors: { promotionArticles: PromotionRestMessages.noArticlesForQdt } });
    expect(decidePromotion({ ...withEntry, promotionArticles: [{ typeAction: 3, promotionArticleId: 4, itemId: 1, title: 'x' }] })).toHaveProperty('fields');
  });

  it("answers 'Required', the date and the discount messages", () => {
    expect(decidePromotion({ promotionChannels: [] })).toEqual({
      errors: {
        code: 'Required',
        description: 'Required',
        promoType: 'Required',
        canalType: 'Required',
        percentOrAmountDiscount: 'Required',
        discountType: 'Required',
        dateFrom: 'Required',
        dateTo: 'Required',
        promotionChannels: 'Required',
      },
    });
    expect(decidePromotion({ ...base, dateTo: '2026-04-30' })).toEqual({ errors: { dateTo: PromotionMessages.dateNotBefore('01-05-2026') } });
    expect(decidePromotion({ ...base, promoValue: 101 })).toEqual({ errors: { promoValue: 'Invalid Discount' } });
    expect(decidePromotion({ ...base, promoValue: 101, percentOrAmountDiscount: 2 })).toHaveProperty('fields');
    expect(decidePromotion({ ...base, promoValue: -1, percentOrAmountDiscount: 2 })).toEqual({ errors: { promoValue: 'Invalid Discount' } });
  });

  it('checks the kept ranges only, and the ids of rows naming existing sub-items', () => {
    const payload: PromotionPayload = {
      ...base,
      promotionArticles: [
        {
          typeAction: 2,
          itemId: 1,
          title: 'x',
          ranges: [
            { typeAction: 1, from: 5, to: 1, discountValue: 150 },
            { typeAction: 3, promotionRangeId: 9, from: 5, to: 1, discountValue: 150 },
            { typeAction: 0, from: 1, to: 1, gifts: [{ typeAction: 2, articleId: 1, quantity: 1, maxQuantity: 1 }] },
          ],
        },
      ],
      promotionRanges: [{ typeAction: 1, from: 0, to: 10, discountValue: 100 }],
    };
    expect(decidePromotion(payload)).toEqual({
      errors: {
        'promotionArticles.0.promotionArticleId': 'Required',
        'promotionArticles.0.ranges.0.discountValue': 'Invalid Discount',
        'promotionArticles.0.ranges.0.to': PromotionRestMessages.rangeOrder,
        'promotionArticles.0.ranges.2.promotionRangeId': 'Required',
        'promotionArticles.0.ranges.2.gifts.0.promotionGiftId': 'Required',
      },
    });
  });

  it('counts the channels left: existing, less the deleted, plus the new', () => {
    const removeOne = { ...base, promotionChannels: [{ typeAction: 3, promotionChannelId: 1, channelId: 1 }] };
    expect(decidePromotion(removeOne, 1)).toEqual({ errors: { promotionChannels: 'Required' } });
    expect(decidePromotion(removeOne, 2)).toHaveProperty('fields');
    expect(decidePromotion({ ...base, promotionChannels: [] }, 1)).toHaveProperty('fields');
  });
});

describe('ownershipErrors', () => {
  const owned = {
    ...NO_SUB_ITEMS,
    channels: new Set([1]),
    articles: new Set([10]),
    ranges: new Map<number, number | null>([
      [20, 10],
      [21, null],
    ]),
    gifts: new Map([[30, 20]]),
  };
  it('refuses ids that are not the promotion’s or not under the row’s parent; new rows are not looked at', () => {
    const payload: PromotionPayload = {
      promotionChannels: [
        { typeAction: 0, promotionChannelId: 1, channelId: 1 },
        { typeAction: 3, promotionChannelId: 2, channelId: 2 },
        { typeAction: 1, promotionChannelId: 2, channelId: 2 },
      ],
      promotionRanges: [{ typeAction: 2, promotionRangeId: 20, from: 0, to: 1 }],
      promotionArticles: [
        {
          typeAction: 0,
          promotionArticleId: 10,
          itemId: 1,
          title: 'x',
          ranges: [
            { typeAction: 2, promotionRangeId: 21, from: 0, to: 1 },
            { typeAction: 0, promotionRangeId: 20, from: 0, to: 1, gifts: [{ typeAction: 3, promotionGiftId: 31, articleId: 1, quantity: 1, maxQuantity: 1 }] },
          ],
        },
      ],
    };
    const notThis = PromotionRestMessages.notThisPromotion;
    expect(ownershipErrors(payload, owned)).toEqual({
      'promotionChannels.1.promotionChannelId': notThis,
      'promotionRanges.0.promotionRangeId': notThis,
      'promotionArticles.0.ranges.0.promotionRangeId': notThis,
      'promotionArticles.0.ranges.1.gifts.0.promotionGiftId': notThis,
    });
    expect(ownershipErrors({ promotionChannels: [{ typeAction: 0, promotionChannelId: 1, channelId: 1 }] }, NO_SUB_ITEMS)).toEqual({
      'promotionChannels.0.promotionChannelId': notThis,
    });
  });
});

describe('small rules', () => {
  it('promoType cannot change', () => {
    expect(promoTypeChange(3, 3)).toBeNull();
    expect(promoTypeChange(3, 4)).toBe(PromotionRestMessages.promoTypeFrozen);
  });
  it('dates: real days only, shown DD-MM-YYYY', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('01-02-2026')).toBe(false);
    expect(displayDate('2026-02-03')).toBe('03-02-2026');
  });
});
