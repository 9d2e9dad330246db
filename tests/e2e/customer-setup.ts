import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { gql } from './api.ts';
import { toast } from './support.ts';

/** Shared by the customers specs: the success toast and customers created through GraphQL for a test. */
export const success = (page: Page) => toast(page, 'Operation effectuée avec succès').first();

/** A phone number no other test uses. */
export const uniquePhone = () => `+2126${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

// --- GraphQL set-up calls: each test creates the customers it changes ----------------------------

interface Created {
  customerId: number;
  code: string;
  firstName: string;
  lastName: string;
}

/** A new customer (status 1, En attente), optionally with an address in Casablanca (Hay Hassani) and another status. */
export async function createCustomer(request: APIRequestContext, options: { address?: boolean; statusId?: number } = {}): Promise<Created> {
  const firstName = `Test${Date.now().toString(36)}`;
  const lastName = 'Ezzahra';
  const { createCustomer: created } = await gql<{ createCustomer: { ok: boolean; customer: { customerId: number; code: string } } }>(
    request,
    'mutation($i:NewCustomerInput!){createCustomer(input:$i){ok errors{field message} customer{customerId code}}}',
    { i: { firstName, lastName, phoneNumber: uniquePhone(), password: 'Client123!' } },
  );
  expect(created.ok).toBe(true);
  const { customerId, code } = created.customer;
  if (options.address) {
    await gql(request, 'mutation($c:Int!,$a:[CustomerAddressChange!]!){saveCustomerAddresses(customerId:$c,changes:$a){ok errors{field message}}}', {
      c: customerId,
      a: [{ typeAction: 1, adress: '12, rue Ibn Battouta', postalCode: '20200', isDefault: true, countryId: 1, regionId: 6, sectorId: 4, latitude: '33.5', longitude: '-7.6' }],
    });
  }
  if (options.statusId) await gql(request, 'mutation($c:Int!,$s:Int!){setCustomerStatus(customerId:$c,statusId:$s){customerId}}', { c: customerId, s: options.statusId });
  return { customerId, code, firstName, lastName };
}
