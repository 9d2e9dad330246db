import { describe, expect, it } from 'vitest';
import { backends, codeOf, signedInStack } from './stack.ts';

const CUSTOMER_FIELDS = `customerId code name phoneNumber contactName warehouseId warehouseName paymentModeId
  channel { channelId channelCode channelName ctrlStock cutOff deliveryFrom deliveryTo minBasket allowModifPrice }`;
const CUSTOMERS = `query($keyword: String!) { posCustomers(keyword: $keyword) { ${CUSTOMER_FIELDS} } }`;
const CUSTOMER = `query($customerId: Int!) { posCustomer(customerId: $customerId) { ${CUSTOMER_FIELDS} } }`;
const CATALOG = `query($customerId: Int!, $page: Int!, $keyword: String, $familyId: Int, $brandId: Int, $onlyWithPromotion: Boolean) {
  posCatalog(customerId: $customerId, page: $page, keyword: $keyword, familyId: $familyId, brandId: $brandId, onlyWithPromotion: $onlyWithPromotion, deliveryModeId: 2) {
    count
    items {
      articleId code descriptionLong commercialDesignation imageListUrl unitText caseItems stockQuantity outOfStock minimumToOrder quantityStep
      unitPriceTTC unitPromotionPriceTTC inPromo promotionPercent brand
      articlePromotionInfo { articleId inPromo unitPriceTTC paliers { from to discountValue unit } gifts { articleId quantity maxQuantity from } }
    }
  }
}`;
const FAMILIES = `query($customerId: Int!) { posFamilies(customerId: $customerId) { id name } }`;
const BRANDS = `query($customerId: Int!, $familyId: Int!) { posBrands(customerId: $customerId, familyId: $familyId) { id name } }`;
const OPTIONS = `query($customerId: Int!) { deliveryOptions(customerId: $customerId) { minDate maxDate desiredDeliveryDate deliverySlotId slots { deliverySlotId warehouseId startHour endHour } } }`;

interface PosCustomer {
  customerId: number;
  code: string;
  warehouseId: number | null;
  channel: { channelId: number; cutOff: string } | null;
}
interface PosArticle {
  articleId: number;
  code: string;
  unitPriceTTC: number;
  inPromo: boolean;
  brand: string | null;
  articlePromotionInfo: { articleId: number; inPromo: boolean; unitPriceTTC: number };
}

describe.each(backends)("the point of sale's reads through the gateway on %s", (backend) => {
  const { as } = signedInStack({ backend }, ['agent', 'marketing']);
  const firstCustomer = async () => (await as<{ posCustomers: PosCustomer[] }>('agent', CUSTOMERS, { keyword: '' })).data!.posCustomers[0]!;

  it('finds customers and reads one with its channel parameters', async () => {
    const found = await as<{ posCustomers: PosCustomer[] }>('agent', CUSTOMERS, { keyword: '' });
    expect(found.errors).toBeUndefined();
    expect(found.data!.posCustomers).toHaveLength(20);
    const [first] = found.data!.posCustomers;
    expect(first!.channel).toMatchObject({ cutOff: expect.stringMatching(/^\d\d:\d\d$/) });
    const byCode = await as<{ posCustomers: PosCustomer[] }>('agent', CUSTOMERS, { keyword: first!.code });
    expect(byCode.data!.posCustomers[0]).toEqual(first);
    const one = await as<{ posCustomer: PosCustomer | null }>('agent', CUSTOMER, { customerId: first!.customerId });
    expect(one.data!.posCustomer).toEqual(first);
    const unknown = await as<{ posCustomer: PosCustomer | null }>('agent', CUSTOMER, { customerId: 999_999 });
    expect(unknown).toMatchObject({ data: { posCustomer: null } });
  });

  it('pages the catalogue 9 at a time with the promotion info grouped, and filters by family and brand', async () => {
    const customer = await firstCustomer();
    const page = await as<{ posCatalog: { count: number; items: PosArticle[] } }>('agent', CATALOG, { customerId: customer.customerId, page: 1 });
    expect(page.errors).toBeUndefined();
    expect(page.data!.posCatalog.items).toHaveLength(9);
    const [article] = page.data!.posCatalog.items;
    expect(article!.articlePromotionInfo).toMatchObject({ articleId: article!.articleId, inPromo: article!.inPromo, unitPriceTTC: article!.unitPriceTTC });
    const families = (await as<{ posFamilies: { id: number; name: string }[] }>('agent', FAMILIES, { customerId: customer.customerId })).data!.posFamilies;
    const brands = (await as<{ posBrands: { id: number; name: string }[] }>('agent', BRANDS, { customerId: customer.customerId, familyId: families[0]!.id })).data!.posBrands;
    const filtered = await as<{ posCatalog: { count: number; items: PosArticle[] } }>('agent', CATALOG, {
      customerId: customer.customerId,
      page: 1,
      familyId: families[0]!.id,
      brandId: brands[0]!.id,
    });
    expect(filtered.data!.posCatalog.count).toBeGreaterThan(0);
    expect([...new Set(filtered.data!.posCatalog.items.map((item) => item.brand === brands[0]!.name))]).toEqual([true]);
    const promoted = await as<{ posCatalog: { count: number; items: PosArticle[] } }>('agent', CATALOG, { customerId: customer.customerId, page: 1, onlyWithPromotion: true });
    expect([...new Set(promoted.data!.posCatalog.items.map((item) => item.inPromo))]).toEqual([true]);
  });

  it('offers the delivery window and the warehouse slots, the first preselected', async () => {
    const customer = await firstCustomer();
    const answer = await as<{ deliveryOptions: { minDate: string; maxDate: string; desiredDeliveryDate: string; deliverySlotId: number; slots: { deliverySlotId: number; warehouseId: number }[] } }>(
      'agent',
      OPTIONS,
      { customerId: customer.customerId },
    );
    expect(answer.errors).toBeUndefined();
    const options = answer.data!.deliveryOptions;
    expect(options.minDate <= options.maxDate).toBe(true);
    expect(options.desiredDeliveryDate).toBe(options.minDate);
    expect(options.slots).toHaveLength(3);
    expect(options.deliverySlotId).toBe(options.slots[0]!.deliverySlotId);
    expect([...new Set(options.slots.map((slot) => slot.warehouseId === customer.warehouseId))]).toEqual([true]);
  });

  it('maps refusals: unknown customer NOT_FOUND, a long keyword BAD_USER_INPUT, no permission FORBIDDEN', async () => {
    expect(codeOf(await as('agent', OPTIONS, { customerId: 999_999 }))).toBe('NOT_FOUND');
    expect(codeOf(await as('agent', CATALOG, { customerId: 999_999, page: 1 }))).toBe('NOT_FOUND');
    expect(codeOf(await as('agent', CATALOG, { customerId: 1, page: 1, keyword: 'k'.repeat(101) }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await as('agent', CUSTOMERS, { keyword: 'a\u0000b' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await as('agent', CATALOG, { customerId: 1, page: 0 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await as('marketing', CUSTOMERS, { keyword: '' }))).toBe('FORBIDDEN');
  });
});
