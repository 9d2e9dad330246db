import { describe, expect, it } from 'vitest';
import { backends, codeOf, signedInStack } from './stack.ts';
import { palierPromotionInput } from '../promotion-input.ts';

const FIELDS = `promotionId code description promoType canalType dateFrom dateTo promoValue discountType percentOrAmountDiscount flash
  startHour endHour active multiLine customerCriteria articleCriteria channelIds warehouseIds
  articles { promotionArticleId itemId title description ranges { promotionRangeId from to discountValue gifts { promotionGiftId articleId articleCode quantity maxQuantity } } }
  customers { promotionCustomerId itemId code name } ranges { promotionRangeId from to discountValue }
  multilineGifts { promotionMultilineGiftId articleId quantity maxQuantity }`;
const LIST = `query($keyword: String, $promoType: Int, $activeOnly: Boolean, $sort: SortInput) {
  promotions(take: 50, keyword: $keyword, promoType: $promoType, activeOnly: $activeOnly, sort: $sort) { count items { promotionId code promoType active dateFrom } }
}`;
const DETAIL = `query($id: Int!) { promotion(promotionId: $id) { ${FIELDS} } }`;
const CREATE = `mutation($input: PromotionInput!) { createPromotion(input: $input) { ok errors { field message } promotion { ${FIELDS} } } }`;
const UPDATE = `mutation($id: Int!, $input: PromotionInput!) { updatePromotion(promotionId: $id, input: $input) { ok errors { field message } promotion { ${FIELDS} } } }`;
const DELETE = `mutation($id: Int!) { deletePromotion(promotionId: $id) }`;
const ITEMS = `query($kind: PromotionCriterionKind!, $criteria: Int!, $keyword: String) {
  promotionCriterionItems(kind: $kind, criteria: $criteria, keyword: $keyword, take: 5) { itemId code name }
}`;
const CUSTOMERS = `query($keyword: String, $take: Int) { promotionSimulationCustomers(keyword: $keyword, take: $take) { itemId code name } }`;

const SIMULATE = `query($promotion: PromotionInput!, $basket: PromotionSimulationInput!) {
  simulatePromotion(promotion: $promotion, basket: $basket) {
    notApplicable
    without { total appliedPromotionIds lines { articleId articleCode quantity unitPrice unitPromotionPrice total isGift promotionId promotionCode } }
    with { total totalBefore discountTotal orderDiscount appliedPromotionIds lines { articleId unitPromotionPrice promotionId promotionCode } }
  }
}`;

interface Promotion {
  promotionId: number;
  code: string;
  discountType: number;
  channelIds: number[];
  warehouseIds: number[];
  articles: { promotionArticleId: number; itemId: number; ranges: { promotionRangeId: number; from: number; to: number; discountValue: number; gifts: { articleId: number }[] }[] }[];
}
interface Result {
  ok: boolean;
  errors: { field: string; message: string }[];
  promotion: Promotion | null;
}

const input = (overrides: Record<string, unknown> = {}) =>
  palierPromotionInput({
    code: 'GQL-1',
    description: 'Promotion GraphQL',
    dateFrom: '2026-06-01',
    dateTo: '2026-06-30',
    articleCriteria: 2,
    channelIds: [1, 2],
    warehouseIds: [1],
    articles: [{ typeAction: 1, itemId: 5, title: 'Brand 5', ranges: [{ typeAction: 1, from: 1, to: 10, discountValue: 5, gifts: [] }] }],
    ...overrides,
  });

describe.each(backends)('promotions through the gateway on %s', (backend) => {
  const suite = signedInStack({ backend }, ['admin', 'marketing', 'dispatcher']);
  const { as } = suite;

  it('lists, filters and sorts the demo promotions; null for an unknown one', async () => {
    const all = (await as<{ promotions: { count: number } }>('admin', LIST)).data!.promotions;
    expect(all.count).toBeGreaterThanOrEqual(40);
    const qdt = (await as<{ promotions: { items: { promoType: number; active: boolean }[] } }>('admin', LIST, { promoType: 6, activeOnly: true })).data!.promotions;
    expect(qdt.items.length).toBeGreaterThan(0);
    expect([...new Set(qdt.items.map((row) => row.promoType === 6 && row.active))]).toEqual([true]);
    const sorted = (await as<{ promotions: { items: { dateFrom: string }[] } }>('admin', LIST, { sort: { field: 'dateFrom', descending: true } })).data!.promotions;
    expect(sorted.items.map((row) => row.dateFrom)).toEqual([...sorted.items.map((row) => row.dateFrom)].sort().reverse());
    expect((await as<{ promotion: null }>('admin', DETAIL, { id: 99999 })).data!.promotion).toBeNull();
  });

  it('creates, updates (channels and warehouses as whole lists, typeActions below) and deletes', async () => {
    const created = (await as<{ createPromotion: Result }>('admin', CREATE, { input: input() })).data!.createPromotion;
    expect(created.ok, JSON.stringify(created.errors)).toBe(true);
    const promotion = created.promotion!;
    expect(promotion).toMatchObject({ code: 'GQL-1', channelIds: [1, 2], warehouseIds: [1] });
    const [article] = promotion.articles;
    const updated = (
      await as<{ updatePromotion: Result }>('admin', UPDATE, {
        id: promotion.promotionId,
        input: input({
          code: 'GQL-1B',
          channelIds: [2, 3],
          warehouseIds: [],
          articles: [
            {
              typeAction: 2,
              promotionArticleId: article!.promotionArticleId,
              itemId: 5,
              title: 'Brand 5',
              ranges: [{ typeAction: 2, promotionRangeId: article!.ranges[0]!.promotionRangeId, from: 1, to: 20, discountValue: 7, gifts: [] }],
            },
          ],
        }),
      })
    ).data!.updatePromotion;
    expect(updated.ok, JSON.stringify(updated.errors)).toBe(true);
    expect(updated.promotion).toMatchObject({ code: 'GQL-1B', channelIds: [2, 3], warehouseIds: [] });
    expect(updated.promotion!.articles[0]!.ranges[0]).toMatchObject({ to: 20, discountValue: 7 });
    expect((await as<{ deletePromotion: boolean }>('admin', DELETE, { id: promotion.promotionId })).data!.deletePromotion).toBe(true);
    expect((await as<{ promotion: null }>('admin', DETAIL, { id: promotion.promotionId })).data!.promotion).toBeNull();
  });

  it('refuses a code another promotion has (create and update, case and spaces aside), under the code field', async () => {
    const taken = { field: 'code', message: 'Ce code de promotion est déjà utilisé par une autre promotion' };
    const first = (await as<{ createPromotion: Result }>('admin', CREATE, { input: input({ code: 'QA001-LPR' }) })).data!.createPromotion;
    expect(first.ok, JSON.stringify(first.errors)).toBe(true);
    const again = (await as<{ createPromotion: Result }>('admin', CREATE, { input: input({ code: ' qa001-lpr ' }) })).data!.createPromotion;
    expect(again).toMatchObject({ ok: false, promotion: null, errors: [taken] });
    const renamed = (await as<{ updatePromotion: Result }>('admin', UPDATE, { id: 1, input: input({ code: 'QA001-LPR', promoType: 1 }) })).data!.updatePromotion;
    expect(renamed).toMatchObject({ ok: false, promotion: null, errors: [taken] });
    const kept = (await as<{ updatePromotion: Result }>('admin', UPDATE, { id: first.promotion!.promotionId, input: input({ code: 'QA001-LPR' }) })).data!.updatePromotion;
    expect(kept.ok, JSON.stringify(kept.errors)).toBe(true);
    const listed = (await as<{ promotions: { count: number } }>('admin', LIST, { keyword: 'QA001-LPR' })).data!.promotions;
    expect(listed.count).toBe(1);
    expect((await as<{ deletePromotion: boolean }>('admin', DELETE, { id: first.promotion!.promotionId })).data!.deletePromotion).toBe(true);
  });

  it('answers field errors as data, named as the input names them', async () => {
    const bad = input({
      code: '',
      dateTo: '2026-05-01',
      channelIds: [],
      articles: [{ typeAction: 1, itemId: 5, title: 'x', ranges: [{ typeAction: 1, from: 1, to: 10, discountValue: 150, gifts: [] }] }],
    });
    const result = (await as<{ createPromotion: Result }>('admin', CREATE, { input: bad })).data!.createPromotion;
    expect(result.ok).toBe(false);
    expect(result.promotion).toBeNull();
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { field: 'code', message: 'Required' },
        { field: 'dateTo', message: 'Date should not be before 01-06-2026' },
        { field: 'channelIds', message: 'Required' },
        { field: 'articles.0.ranges.0.discountValue', message: 'Invalid Discount' },
      ]),
    );
    const frozen = await as<{ updatePromotion: Result }>('admin', UPDATE, { id: 1, input: input({ promoType: 3 }) });
    expect(codeOf(frozen)).toBe('BAD_USER_INPUT');
  });

  it('gives the criterion pick lists, article and customer', async () => {
    const brands = (await as<{ promotionCriterionItems: { itemId: number; name: string }[] }>('admin', ITEMS, { kind: 'ARTICLE', criteria: 2 })).data!.promotionCriterionItems;
    expect(brands.length).toBe(5);
    const sectors = (await as<{ promotionCriterionItems: { code: string }[] }>('admin', ITEMS, { kind: 'CUSTOMER', criteria: 3, keyword: 'CAS' })).data!.promotionCriterionItems;
    expect(sectors.length).toBeGreaterThan(0);
    expect([...new Set(sectors.map((row) => row.code.startsWith('CAS')))]).toEqual([true]);
    const articles = await as<{ promotionCriterionItems: unknown[] }>('marketing', ITEMS, { kind: 'ARTICLE', criteria: 4 });
    expect(articles.data!.promotionCriterionItems.length).toBe(5);
    expect(codeOf(await as('admin', ITEMS, { kind: 'CUSTOMER', criteria: 9 }))).toBe('BAD_USER_INPUT');
  });

  it("gives the simulator's customers to marketing (no customers permission), 20 by default, at most 50", async () => {
    type Customers = { promotionSimulationCustomers: { itemId: number; code: string; name: string }[] };
    const all = (await as<Customers>('marketing', CUSTOMERS)).data!.promotionSimulationCustomers;
    expect(all).toHaveLength(20);
    const [first] = all;
    expect(first!.name).toMatch(/\S \S/);
    const found = (await as<Customers>('marketing', CUSTOMERS, { keyword: first!.code })).data!.promotionSimulationCustomers;
    expect(found).toContainEqual(first);
    expect((await as<Customers>('admin', CUSTOMERS, { take: 500 })).data!.promotionSimulationCustomers).toHaveLength(50);
  });

  it('simulates a promotion as edited on a basket; field errors named as the input names them', async () => {
    const lines = [{ articleId: 1, quantity: 4 }];
    const basket = { customerId: 1, salesMode: 1, lines };
    const promotion = input({ promoType: 1, promoValue: 10, articleCriteria: 4, channelIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], warehouseIds: [], articles: [{ typeAction: 1, itemId: 1, title: 'A1', ranges: [] }] });
    type Simulation = { notApplicable: string | null; without: { total: number }; with: { total: number; appliedPromotionIds: number[]; lines: { promotionCode: string | null }[] } };
    const answer = await as<{ simulatePromotion: Simulation }>('admin', SIMULATE, { promotion, basket });
    const simulation = answer.data!.simulatePromotion;
    expect(simulation.notApplicable, JSON.stringify(answer.errors)).toBeNull();
    expect(simulation.with.appliedPromotionIds).toEqual([0]);
    expect(simulation.with.lines[0]!.promotionCode).toBe('GQL-1');
    expect(simulation.with.total).toBeLessThan(simulation.without.total);
    // A basket without salesMode is priced for the call center (1): the gateway sends the default itself.
    const callCenterOnly = { ...promotion, canalType: 1 };
    const applied = async (priced: object) =>
      (await as<{ simulatePromotion: Simulation }>('admin', SIMULATE, { promotion: callCenterOnly, basket: priced })).data!.simulatePromotion.with.appliedPromotionIds;
    expect(await applied({ customerId: 1, lines })).toEqual([0]);
    expect(await applied({ customerId: 1, salesMode: 2, lines })).toEqual([]);
    const invalid = await as('admin', SIMULATE, { promotion: input({ articles: [{ typeAction: 1, itemId: 1, title: 'x', ranges: [{ typeAction: 1, from: 1, to: 10, discountValue: 150, gifts: [] }] }] }), basket });
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    expect(invalid.errors![0]!.extensions).toMatchObject({ fieldErrors: { 'promotion.articles.0.ranges.0.discountValue': 'Invalid Discount' } });
  });

  it('FORBIDDEN without permission 2 (dispatcher), and for marketing (levels 4, 6) on create and delete', async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [DETAIL, { id: 1 }],
      [ITEMS, { kind: 'ARTICLE', criteria: 1 }],
      [CUSTOMERS, {}],
      [CREATE, { input: input() }],
      [UPDATE, { id: 1, input: input() }],
      [DELETE, { id: 1 }],
      [SIMULATE, { promotion: input(), basket: { customerId: 1, lines: [] } }],
    ] as const) {
      expect(codeOf(await as('dispatcher', query, variables))).toBe('FORBIDDEN');
    }
    expect(codeOf(await as('marketing', CREATE, { input: input() }))).toBe('FORBIDDEN');
    expect(codeOf(await as('marketing', DELETE, { id: 1 }))).toBe('FORBIDDEN');
    expect((await as<{ promotions: { count: number } }>('marketing', LIST)).data!.promotions.count).toBeGreaterThan(0);
  });
});
