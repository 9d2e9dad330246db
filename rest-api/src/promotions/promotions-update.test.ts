import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { PromotionRestMessages } from './messages.ts';
import { newPromotion, promotionCalls, type PromotionOut } from './promotions.fixtures.ts';
import type { PromotionPayload } from './promotions.rules.ts';

/** The promotion as the form sends it back unchanged: every sub-item with typeAction 0. */
function unchanged(promotion: PromotionOut): PromotionPayload {
  const keep = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row, typeAction: 0 }));
  return {
    ...promotion,
    promotionChannels: keep(promotion.promotionChannels),
    promotionWarehouses: keep(promotion.promotionWarehouses),
    promotionCutomers: keep(promotion.promotionCutomers),
    promotionRanges: keep(promotion.promotionRanges),
    promotionMultilineGifts: keep(promotion.promotionMultilineGifts),
    promotionArticles: promotion.promotionArticles.map((article) => ({
      ...article,
      typeAction: 0,
      ranges: article.ranges.map((range) => ({ ...range, typeAction: 0, gifts: keep(range.gifts) })),
    })),
  };
}

describe('PUT /api/promotions', () => {
  const suite = testApiSuite();
  const admin = promotionCalls(() => suite.as(DemoUser.ADMIN));

  const saved = async (payload: PromotionPayload) => {
    const response = payload.promotionId ? await admin.update(payload) : await admin.create(payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: PromotionOut }>().data;
  };
  const countRows = async (table: string, promotionId: number) =>
    (await suite.api.db.query<{ count: number }>(`select count(*)::int as count from ${table} where promotion_id = $1`, [promotionId]))[0].count;

  it('leaves typeAction 0 alone, rewrites 2, inserts 1 and deletes 3 in every list', async () => {
    const original = await saved(newPromotion(3, { multiLine: true, promotionMultilineGifts: [{ typeAction: 1, articleId: 5, quantity: 1, maxQuantity: 2 }] }));
    const payload = unchanged(original);
    payload.description = 'Modifiée';
    payload.promotionChannels!.push({ typeAction: 1, channelId: 2 });
    payload.promotionWarehouses![0].typeAction = 3;
    payload.promotionCutomers![0] = { ...payload.promotionCutomers![0], typeAction: 2, name: 'Renommé' };
    payload.promotionMultilineGifts![0] = { ...payload.promotionMultilineGifts![0], typeAction: 2, quantity: 3, maxQuantity: 9 };
    const range = payload.promotionArticles![0].ranges![0];
    range.gifts!.push({ typeAction: 1, articleId: 6, quantity: 1, maxQuantity: 1 });
    range.gifts![0].typeAction = 3;
    const after = await saved(payload);
    expect(after.description).toBe('Modifiée');
    expect(after.promotionChannels.map((row) => row.channelId)).toEqual([1, 2]);
    expect(after.promotionChannels[0].promotionChannelId).toBe(original.promotionChannels[0].promotionChannelId);
    expect(after.promotionWarehouses).toEqual([]);
    expect(after.promotionCutomers[0]).toMatchObject({ promotionCustomerId: original.promotionCutomers[0].promotionCustomerId, name: 'Renommé' });
    expect(after.promotionMultilineGifts[0]).toMatchObject({ quantity: 3, maxQuantity: 9 });
    expect(after.promotionArticles[0].ranges[0].gifts.map((gift) => gift.articleId)).toEqual([6]);
  });

  it('deleting an article entry takes its ranges and gifts with it; a new entry brings its new ranges and gifts', async () => {
    const original = await saved(newPromotion(3, { code: 'CASCADE' }));
    const id = original.promotionId;
    expect(await countRows('promotion_ranges', id)).toBe(1);
    const payload = unchanged(original);
    payload.promotionArticles![0].typeAction = 3;
    payload.promotionArticles!.push({
      typeAction: 1,
      itemId: 4,
      title: 'Brand 4',
      ranges: [{ typeAction: 1, from: 2, to: 3, discountValue: 0, gifts: [{ typeAction: 1, articleId: 14, quantity: 1, maxQuantity: 1 }] }],
    });
    const after = await saved(payload);
    expect(after.promotionArticles).toEqual([expect.objectContaining({ itemId: 4, ranges: [expect.objectContaining({ from: 2, gifts: [expect.objectContaining({ articleId: 14 })] })] })]);
    expect(await countRows('promotion_ranges', id)).toBe(1);
    const gifts = await suite.api.db.query('select 1 from promotion_gifts where promotion_range_id = $1', [original.promotionArticles[0].ranges[0].promotionRangeId]);
    expect(gifts).toEqual([]);
  });

  it('modifies a range under its entry and deletes a customer range', async () => {
    const original = await saved(newPromotion(6, { code: 'QDT-UPD', promotionRanges: [{ typeAction: 1, from: 0, to: 99, discountValue: 1 }, { typeAction: 1, from: 100, to: 999, discountValue: 2 }] }));
    const payload = unchanged(original);
    payload.promotionRanges![0] = { ...payload.promotionRanges![0], typeAction: 2, discountValue: 7 };
    payload.promotionRanges![1].typeAction = 3;
    const after = await saved(payload);
    expect(after.promotionRanges).toEqual([{ promotionRangeId: original.promotionRanges[0].promotionRangeId, from: 0, to: 99, discountValue: 7 }]);

    const kind4 = await saved(newPromotion(4, { code: 'PAL-UPD' }));
    const edit = unchanged(kind4);
    edit.promotionArticles![0].typeAction = 2;
    edit.promotionArticles![0].ranges![0] = { ...edit.promotionArticles![0].ranges![0], typeAction: 2, to: 50, discountValue: 9 };
    const edited = await saved(edit);
    expect(edited.promotionArticles[0].ranges[0]).toMatchObject({ promotionRangeId: kind4.promotionArticles[0].ranges[0].promotionRangeId, to: 50, discountValue: 9 });
  });

  it('refuses to change promoType, keeps it when absent', async () => {
    const original = await saved(newPromotion(4, { code: 'FROZEN' }));
    const changed = await admin.update({ ...unchanged(original), promoType: 3 });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe(PromotionRestMessages.promoTypeFrozen);
    const kept = await saved({ ...unchanged(original), promoType: undefined, code: 'FROZEN-2' });
    expect(kept).toMatchObject({ promoType: 4, code: 'FROZEN-2' });
  });

  it("refuses ids of another promotion's sub-items, and ranges of another entry, writing nothing", async () => {
    const mine = await saved(newPromotion(4, { code: 'MINE' }));
    const other = await saved(newPromotion(4, { code: 'OTHER' }));
    const payload = unchanged(mine);
    payload.description = 'Jamais écrit';
    payload.promotionChannels![0].promotionChannelId = other.promotionChannels[0].promotionChannelId;
    payload.promotionArticles![0].ranges![0].promotionRangeId = other.promotionArticles[0].ranges[0].promotionRangeId;
    payload.promotionWarehouses![0] = { typeAction: 3, warehouseId: 2 };
    const response = await admin.update(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual({
      'promotionWarehouses.0.promotionWarehouseId': 'Required',
      'promotionChannels.0.promotionChannelId': PromotionRestMessages.notThisPromotion,
      'promotionArticles.0.ranges.0.promotionRangeId': PromotionRestMessages.notThisPromotion,
    });
    expect((await admin.load(mine.promotionId)).description).toBe(mine.description);
  });

  it('writes nothing when an update fails half-way', async () => {
    const original = await saved(newPromotion(4, { code: 'HALF-UPD' }));
    const payload = unchanged(original);
    payload.description = 'Jamais écrit';
    payload.promotionArticles![0].typeAction = 3;
    payload.promotionChannels!.push({ typeAction: 1, channelId: 1 });
    const response = await admin.update(payload);
    expect(response.statusCode).toBe(409);
    expect(await admin.load(original.promotionId)).toEqual(original);
  });

  it('requires a channel left after the save, 404 for an unknown promotion', async () => {
    const original = await saved(newPromotion(2, { code: 'CHANNELS' }));
    const payload = unchanged(original);
    payload.promotionChannels![0].typeAction = 3;
    expect((await admin.update(payload)).json().message).toEqual({ promotionChannels: 'Required' });
    payload.promotionChannels!.push({ typeAction: 1, channelId: 3 });
    expect((await saved(payload)).promotionChannels.map((row) => row.channelId)).toEqual([3]);
    const missing = await admin.update({ ...payload, promotionId: 99999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(Messages.noResult);
  });
});

describe('DELETE /api/promotions/:id and permissions', () => {
  const suite = testApiSuite();
  const admin = promotionCalls(() => suite.as(DemoUser.ADMIN));
  const marketing = promotionCalls(() => suite.as(DemoUser.MARKETING));
  const nobody = promotionCalls(() => suite.as(DemoUser.NOBODY));

  it('deletes a promotion with every sub-item; 404 when none', async () => {
    const before = await suite.api.db.query<{ count: number }>('select count(*)::int as count from promotion_ranges');
    const promotion = await admin.load(18);
    const ranges = promotion.promotionArticles.flatMap((article) => article.ranges).length;
    expect((await admin.remove(18)).statusCode).toBe(204);
    expect((await admin.get(18)).statusCode).toBe(404);
    const after = await suite.api.db.query<{ count: number }>('select count(*)::int as count from promotion_ranges');
    expect(after[0].count).toBe(before[0].count - ranges);
    expect((await admin.remove(18)).statusCode).toBe(404);
  });

  it('marketing (permission 2: edit and consult) lists, reads and updates, but may not create or delete', async () => {
    expect((await marketing.list()).count).toBeGreaterThan(0);
    const promotion = await marketing.load(2);
    expect((await marketing.update({ promotionId: promotion.promotionId, ...newPromotion(promotion.promoType), promotionChannels: [] })).statusCode).toBe(200);
    expect((await marketing.create(newPromotion(1))).statusCode).toBe(403);
    expect((await marketing.remove(2)).statusCode).toBe(403);
  });

  it('a user without permission 2 gets 403 everywhere', async () => {
    for (const response of [
      await nobody.get(1),
      await nobody.create(newPromotion(1)),
      await nobody.update({ promotionId: 1, ...newPromotion(1) }),
      await nobody.remove(1),
      await suite.as(DemoUser.NOBODY)({ method: 'GET', url: '/api/promotions' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(Messages.forbidden);
    }
  });
});
