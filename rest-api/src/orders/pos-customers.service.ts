/** The point of sale's customer search and customer: the customers' own keyword search, then the point of sale's view. */
import { searchCustomers } from '../customers/customers.repository.ts';
import type { Db } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { PromotionRestMessages } from '../promotions/messages.ts';
import { loadPosCustomers, type PosCustomerRow } from './pos-customers.repository.ts';

/** The point of sale shows at most this many customers per search. */
const POS_CUSTOMER_SEARCH_TAKE = 20;

/** Live customers the keyword finds (as the customers list searches), by id, at most 20. */
export async function findPosCustomers(db: Db, keyword: string): Promise<PosCustomerRow[]> {
  const page = await searchCustomers(db, { keyword, take: POS_CUSTOMER_SEARCH_TAKE, page: 1 }, false);
  return loadPosCustomers(db, page.collection.map((customer) => customer.customerId));
}

/** A live customer as the point of sale shows it: 404 when unknown or deleted. */
export async function getPosCustomer(db: Db, customerId: number): Promise<PosCustomerRow> {
  const [customer] = await loadPosCustomers(db, [customerId]);
  if (!customer) throw notFound(PromotionRestMessages.unknownCustomer);
  return customer;
}
