import { type DemoData } from '../db/demo-data.ts';
import type { Executor } from '../db/db.ts';
import { demoCustomers, type DemoCustomer } from './customers-demo-data.ts';

/**
 * The demo customers' category (1 A, 2 B, 3 C) and account (1 principal, 2 grands comptes, 3 prospection), for
 * promotions' customer criteria 4 and 5; about one customer in ten has neither. Deterministic (from the customer's
 * number): tests can count. The demo customers are found by their phone number. Needs customers.v1.
 */
function demoCategoryAndAccount(customer: Pick<DemoCustomer, 'n' | 'segmentId'>): { categoryId: number | null; accountId: number | null } {
  if (customer.n % 10 === 0) return { categoryId: null, accountId: null };
  const categoryId = customer.segmentId === 1 || customer.segmentId === 2 ? 1 : (customer.n % 2) + 2;
  const accountId = categoryId === 1 && customer.n % 3 === 0 ? 2 : customer.n % 7 === 0 ? 3 : 1;
  return { categoryId, accountId };
}

async function load(tx: Executor) {
  const assigned = demoCustomers.map((customer) => ({ phone: customer.phone, ...demoCategoryAndAccount(customer) }));
  await tx.query(
    `update customers c set customer_category_id = d.category_id, account_id = d.account_id
       from unnest($1::text[], $2::int[], $3::int[]) as d(phone, category_id, account_id), users u
      where u.phone_number = d.phone and c.user_id = u.user_id`,
    [assigned.map((row) => row.phone), assigned.map((row) => row.categoryId), assigned.map((row) => row.accountId)],
  );
}

export const customerCategoriesDemoData: DemoData = { name: 'customers-categories-accounts.v1', load };
