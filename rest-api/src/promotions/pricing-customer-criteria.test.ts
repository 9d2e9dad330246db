import { describe, expect, it } from 'vitest';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { newPromotion } from './promotions.fixtures.ts';

interface Simulation {
  notApplicable: string | null;
  with: { appliedPromotionIds: number[]; total: number };
  without: { total: number };
}

describe('pricing: customer criteria 4 (customer category) and 5 (account)', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  /** A live channel-1 customer whose column (customer_category_id or account_id) is `id`, or is set and not `id`. */
  const customerWhere = async (column: 'customer_category_id' | 'account_id', id: number, matching: boolean) => {
    const [row] = await suite.api.db.query<{ id: number }>(
      `select customer_id as id from customers
        where channel_id = 1 and deleted_at is null and ${column} is not null and (${column} = $1) = $2 order by customer_id limit 1`,
      [id, matching],
    );
    return row!.id;
  };
  const article = async () => {
    const [row] = await suite.api.db.query<{ id: number }>('select article_id as id from articles where brand_id = 1 and unit_price >= 10 order by article_id limit 1');
    return row!.id;
  };
  /** 10 % off brand 1 for the customers whose fact `customerCriteria` names is `itemId`. */
  const simulate = async (customerCriteria: number, itemId: number, name: string, customerId: number) => {
    const promotion = newPromotion(1, {
      code: `SIM-CRIT-${customerCriteria}`,
      promoValue: 10,
      customerCriteria,
      promotionCutomers: [{ typeAction: 1, itemId, code: null, name }],
      promotionWarehouses: [],
      articleCriteria: 2,
      promotionArticles: [{ typeAction: 1, itemId: 1, title: 'Zitouna', ranges: [] }],
    });
    const basket = { customerId, lines: [{ articleId: await article(), quantity: 2 }] };
    const response = await admin({ method: 'POST', url: '/api/promotions/simulate', payload: { promotion, basket } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Simulation }>().data;
  };

  it('the demo customers have categories and accounts, some neither', async () => {
    const [counts] = await suite.api.db.query<{ categories: number; accounts: number; neither: number }>(
      `select count(distinct customer_category_id)::int as categories, count(distinct account_id)::int as accounts,
              count(*) filter (where customer_category_id is null and account_id is null)::int as neither
         from customers`,
    );
    expect(counts).toMatchObject({ categories: 3, accounts: 3 });
    expect(counts!.neither).toBeGreaterThan(0);
  });

  it('a criterion-4 promotion applies to a customer of the listed category and not to a customer of another', async () => {
    const matching = await simulate(4, 2, 'Catégorie B – volume moyen', await customerWhere('customer_category_id', 2, true));
    expect(matching.notApplicable).toBeNull();
    expect(matching.with.appliedPromotionIds).toEqual([0]);
    expect(matching.with.total).toBeLessThan(matching.without.total);
    const other = await simulate(4, 2, 'Catégorie B – volume moyen', await customerWhere('customer_category_id', 2, false));
    expect(other.notApplicable).toEqual(expect.any(String));
    expect(other.with.appliedPromotionIds).toEqual([]);
    expect(other.with.total).toBe(other.without.total);
  });

  it('a criterion-5 promotion applies to a customer of the listed account and not to a customer of another', async () => {
    const matching = await simulate(5, 2, 'Compte grands comptes', await customerWhere('account_id', 2, true));
    expect(matching.notApplicable).toBeNull();
    expect(matching.with.appliedPromotionIds).toEqual([0]);
    const other = await simulate(5, 2, 'Compte grands comptes', await customerWhere('account_id', 2, false));
    expect(other.notApplicable).toEqual(expect.any(String));
    expect(other.with.appliedPromotionIds).toEqual([]);
  });
});
