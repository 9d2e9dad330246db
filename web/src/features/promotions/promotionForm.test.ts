import { ConditionUnit, DiscountUnit, PromoType, TypeAction } from '@console/schema';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { discountError, promotionSchema, toPromotionInput, toValues, type PromotionValues } from './promotionForm.ts';
import { itemsReducer } from './promotionItems.ts';

const values = (change: Partial<PromotionValues> = {}): PromotionValues => ({
  ...toValues(null),
  code: 'PR1',
  description: 'Ramadan',
  promoType: String(PromoType.PLAN_PALIER),
  canalType: '4',
  dateFrom: '2026-03-01',
  dateTo: '2026-03-31',
  discountType: String(ConditionUnit.QUANTITY),
  channelIds: ['1', '3'],
  ...change,
});

const errorsOf = async (input: PromotionValues): Promise<Record<string, string>> => {
  try {
    await promotionSchema().validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((item) => [item.path, item.message]));
  }
};

describe('the promotion input', () => {
  it('starts a new promotion active, in percent, hours at 00:00, no criteria', () => {
    expect(toValues(null)).toMatchObject({ active: true, flash: false, startHour: '00:00', endHour: '00:00', percentOrAmountDiscount: '1', customerCriteria: '0', articleCriteria: '0' });
  });

  it('sends numbers, promoValue 0 when empty, and the chosen lists', () => {
    const input = toPromotionInput(values({ promoValue: '', warehouseIds: ['2'] }));
    expect(input).toMatchObject({ code: 'PR1', promoType: 4, canalType: 4, discountType: 1, promoValue: 0, channelIds: [1, 3], warehouseIds: [2], dateTo: '2026-03-31' });
    expect(toPromotionInput(values({ promoValue: '12,5' })).promoValue).toBe(12.5);
  });

  it('sets dateTo to dateFrom and keeps the hours for a flash promotion', () => {
    const input = toPromotionInput(values({ flash: true, dateTo: '', startHour: '08:00', endHour: '12:30' }));
    expect(input).toMatchObject({ flash: true, dateFrom: '2026-03-01', dateTo: '2026-03-01', startHour: '08:00', endHour: '12:30' });
  });

  it('forces discount type 2 for kinds 1, 2 and 5', () => {
    for (const kind of [PromoType.LPR, PromoType.TPR, PromoType.SLOG]) {
      expect(toPromotionInput(values({ promoType: String(kind), discountType: '1' })).discountType).toBe(ConditionUnit.AMOUNT);
    }
  });

  it('sends no article criterion for kind 6', () => {
    expect(toPromotionInput(values({ promoType: String(PromoType.QDT), articleCriteria: '2' })).articleCriteria).toBe(0);
    expect(toPromotionInput(values({ articleCriteria: '2' })).articleCriteria).toBe(2);
  });

  it('sends the sub-items with their typeActions and ids', () => {
    const items = [
      { type: 'addArticle', data: { itemId: 8, title: 'ART8', description: null } },
      { type: 'addRange', articleKey: 'n1', data: { from: 1, to: 10, discountValue: 5 } },
      { type: 'addGift', articleKey: 'n1', rangeKey: 'n2', data: { articleId: 4, articleLabel: 'A4', quantity: 1, maxQuantity: 3 } },
      { type: 'addCustomer', data: { itemId: 2, code: 'R2', name: 'Région' } },
    ] as const;
    const input = toPromotionInput(values({ items: items.reduce(itemsReducer, values().items) }));
    expect(input.articles).toEqual([
      {
        typeAction: TypeAction.NEW,
        promotionArticleId: null,
        itemId: 8,
        title: 'ART8',
        description: null,
        ranges: [{ typeAction: 1, promotionRangeId: null, from: 1, to: 10, discountValue: 5, gifts: [{ typeAction: 1, promotionGiftId: null, articleId: 4, quantity: 1, maxQuantity: 3 }] }],
      },
    ]);
    expect(input.customers).toEqual([{ typeAction: 1, promotionCustomerId: null, itemId: 2, code: 'R2', name: 'Région' }]);
    expect(input.ranges).toEqual([]);
    expect(input.multilineGifts).toEqual([]);
  });
});

describe('the promotion form rules', () => {
  it('asks for the required fields with the seeds’ message', async () => {
    const errors = await errorsOf({ ...toValues(null) });
    for (const field of ['code', 'description', 'promoType', 'canalType', 'dateFrom', 'dateTo', 'discountType', 'channelIds']) {
      expect(errors[field], field).toBe('Required');
    }
    expect(errors.promoValue).toBeUndefined();
  });

  it('refuses a dateTo before dateFrom, naming dateFrom as DD-MM-YYYY', async () => {
    expect((await errorsOf(values({ dateTo: '2026-02-28' }))).dateTo).toBe('Date should not be before 01-03-2026');
    expect(await errorsOf(values({ dateTo: '2026-03-01' }))).toEqual({});
  });

  it('needs no dateTo for a flash promotion', async () => {
    expect(await errorsOf(values({ flash: true, dateTo: '' }))).toEqual({});
  });

  it('refuses a percentage over 100', async () => {
    expect((await errorsOf(values({ promoValue: '101' }))).promoValue).toBe('Invalid Discount');
    expect(await errorsOf(values({ promoValue: '101', percentOrAmountDiscount: String(DiscountUnit.AMOUNT) }))).toEqual({});
    expect(discountError('100', '1')).toBeNull();
    expect(discountError('', '1')).toBeNull();
  });
});
