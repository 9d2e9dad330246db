import { TypeAction } from '@console/schema';
import { describe, expect, it } from 'vitest';
import { emptyItems, itemsReducer, savedItem, visible, type ItemsAction, type PromotionItems } from './promotionItems.ts';

const { UNCHANGED, NEW, MODIFIED, DELETED } = TypeAction;

const gift = (id: number) => savedItem(id, { articleId: 100 + id, articleLabel: `A${id}`, quantity: 1, maxQuantity: 5 });
const range = (id: number, gifts = [gift(id * 10)]) => savedItem(id, { from: 1, to: 10, discountValue: 5, gifts });
const article = (id: number, ranges = [range(id * 10)]) => savedItem(id, { itemId: id, title: `P${id}`, description: null, ranges });

/** A saved promotion: article 1 (range 10, gift 100) and article 2 (range 20, gift 200), customer 5, customer range 7, multiline gift 9. */
const saved = (): PromotionItems => ({
  articles: [article(1), article(2)],
  customers: [savedItem(5, { itemId: 50, code: 'S1', name: 'Segment' })],
  ranges: [savedItem(7, { from: 0, to: 1000, discountValue: 3 })],
  multilineGifts: [savedItem(9, { articleId: 90, articleLabel: 'G', quantity: 1, maxQuantity: 2 })],
  nextKey: 1,
});

const run = (state: PromotionItems, ...actions: ItemsAction[]) => actions.reduce(itemsReducer, state);
const addArticle: ItemsAction = { type: 'addArticle', data: { itemId: 3, title: 'P3', description: 'Nouveau' } };

describe('the promotion sub-items', () => {
  it('loads saved items unchanged (0), keyed by their ids', () => {
    const items = saved();
    expect(items.articles[0]).toMatchObject({ key: 'e1', id: 1, typeAction: UNCHANGED });
    expect(items.articles[0]?.ranges[0]?.gifts[0]).toMatchObject({ key: 'e100', typeAction: UNCHANGED });
  });

  it('adds new items (1) with keys of their own', () => {
    const items = run(emptyItems(), addArticle, addArticle);
    expect(items.articles.map((item) => [item.key, item.id, item.typeAction])).toEqual([
      ['n1', null, NEW],
      ['n2', null, NEW],
    ]);
  });

  it('marks a deleted saved item 3 and hides it; removes a deleted new one', () => {
    const items = run(saved(), { type: 'addCustomer', data: { itemId: 51, code: null, name: 'Nouveau' } });
    const newKey = items.customers[1]!.key;
    const after = run(items, { type: 'removeCustomer', key: 'e5' }, { type: 'removeCustomer', key: newKey });
    expect(after.customers).toEqual([expect.objectContaining({ key: 'e5', typeAction: DELETED })]);
    expect(visible(after.customers)).toEqual([]);
  });

  it('deletes customer ranges and multi-line gifts the same way', () => {
    const after = run(saved(), { type: 'removeCustomerRange', key: 'e7' }, { type: 'removeMultilineGift', key: 'e9' });
    expect(after.ranges[0]?.typeAction).toBe(DELETED);
    expect(after.multilineGifts[0]?.typeAction).toBe(DELETED);
  });

  it('marks the article (2) when a range is added under it, the new range being 1', () => {
    const after = run(saved(), { type: 'addRange', articleKey: 'e1', data: { from: 11, to: 20, discountValue: 10 } });
    const [first, second] = after.articles;
    expect(first?.typeAction).toBe(MODIFIED);
    expect(first?.ranges.map((item) => item.typeAction)).toEqual([UNCHANGED, NEW]);
    expect(second?.typeAction).toBe(UNCHANGED);
  });

  it('marks the article and the range 2 when a gift changes under them', () => {
    const after = run(saved(), {
      type: 'addGift',
      articleKey: 'e1',
      rangeKey: 'e10',
      data: { articleId: 7, articleLabel: 'A7', quantity: 2, maxQuantity: 4 },
    });
    const changed = after.articles[0]!;
    expect(changed.typeAction).toBe(MODIFIED);
    expect(changed.ranges[0]?.typeAction).toBe(MODIFIED);
    expect(changed.ranges[0]?.gifts.map((item) => item.typeAction)).toEqual([UNCHANGED, NEW]);
    const removed = run(saved(), { type: 'removeGift', articleKey: 'e2', rangeKey: 'e20', giftKey: 'e200' }).articles[1]!;
    expect(removed.typeAction).toBe(MODIFIED);
    expect(removed.ranges[0]?.typeAction).toBe(MODIFIED);
    expect(removed.ranges[0]?.gifts[0]?.typeAction).toBe(DELETED);
  });

  it('keeps a new article and a new range 1 when their content changes', () => {
    const items = run(emptyItems(), addArticle, { type: 'addRange', articleKey: 'n1', data: { from: 1, to: 5, discountValue: 0 } });
    const after = run(items, { type: 'addGift', articleKey: 'n1', rangeKey: 'n2', data: { articleId: 7, articleLabel: 'A7', quantity: 1, maxQuantity: 1 } });
    expect(after.articles[0]?.typeAction).toBe(NEW);
    expect(after.articles[0]?.ranges[0]?.typeAction).toBe(NEW);
    expect(after.articles[0]?.ranges[0]?.gifts[0]?.typeAction).toBe(NEW);
  });

  it('deletes what a deleted article holds: saved ranges and gifts 3, new ones removed', () => {
    const items = run(saved(), { type: 'addRange', articleKey: 'e1', data: { from: 11, to: 20, discountValue: 1 } });
    const after = run(items, { type: 'removeArticle', articleKey: 'e1' });
    const gone = after.articles[0]!;
    expect(gone.typeAction).toBe(DELETED);
    expect(gone.ranges).toHaveLength(1);
    expect(gone.ranges[0]).toMatchObject({ key: 'e10', typeAction: DELETED });
    expect(gone.ranges[0]?.gifts[0]?.typeAction).toBe(DELETED);
    expect(visible(after.articles).map((item) => item.key)).toEqual(['e2']);
  });

  it('deletes the gifts of a deleted range and marks its article 2', () => {
    const after = run(saved(), { type: 'removeRange', articleKey: 'e1', rangeKey: 'e10' }).articles[0]!;
    expect(after.typeAction).toBe(MODIFIED);
    expect(after.ranges[0]?.typeAction).toBe(DELETED);
    expect(after.ranges[0]?.gifts[0]?.typeAction).toBe(DELETED);
  });

  it('removes a new article whole, with its new ranges', () => {
    const items = run(emptyItems(), addArticle, { type: 'addRange', articleKey: 'n1', data: { from: 1, to: 5, discountValue: 0 } });
    expect(run(items, { type: 'removeArticle', articleKey: 'n1' }).articles).toEqual([]);
  });

  it('clears the lists named: saved items deleted, new ones gone, the others kept', () => {
    const items = run(saved(), addArticle);
    const after = run(items, { type: 'clear', lists: ['articles', 'ranges'] });
    expect(after.articles.map((item) => [item.key, item.typeAction])).toEqual([
      ['e1', DELETED],
      ['e2', DELETED],
    ]);
    expect(after.ranges[0]?.typeAction).toBe(DELETED);
    expect(after.customers[0]?.typeAction).toBe(UNCHANGED);
    expect(after.multilineGifts[0]?.typeAction).toBe(UNCHANGED);
  });
});
