/** Shared by the customers route tests: their types, demo look-ups and request builders. */
import { expect } from 'vitest';
import type { caller } from '../http/testing.ts';
import type { DemoCustomer } from './customers-demo-data.ts';
import { demoCustomers } from './customers-demo-data.ts';
import { MOROCCO, Region, sectors } from './demo-data.ts';

export type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
export interface Row {
  customerId: number;
  customerStatusId: number;
  channel: { channelId: number } | null;
  customerSector: { sectorId: number; regionId: number } | null;
  region: { regionId: number } | null;
  origin: { originId: number };
}
export interface Address {
  customerAdressId: number;
  isDefault: boolean;
  sectorId: number;
  regionId: number;
  latitude: string;
  longitude: string;
}

/** Demo customers are loaded first, so their ids are 1..DEMO_CUSTOMER_COUNT in order. */
export const idOf = (customer: DemoCustomer) => customer.n;
export const count = (predicate: (customer: DemoCustomer) => boolean) => demoCustomers.filter(predicate).length;
export const firstWithStatus = (statusId: number, skip = 0) => demoCustomers.filter((customer) => customer.statusId === statusId)[skip];
export const agdal = sectors.find(([, code]) => code === 'RAB-AGDAL')![0];
export const maarif = sectors.find(([, code]) => code === 'CAS-MAARIF')![0];

export const addressRow = (overrides: Record<string, unknown> = {}) => ({
  adress: '12, Rue Oued Sebou',
  postalCode: '10090',
  isDefault: false,
  countryId: MOROCCO,
  regionId: Region.RABAT_SALE_KENITRA,
  sectorId: agdal,
  latitude: '33.9981',
  longitude: '-6.8497',
  typeAction: 1,
  ...overrides,
});

/** Reads as the administrator (`admin()` is the caller built by the file's beforeAll). */
export function customerReads(admin: () => ReturnType<typeof caller>) {
  const list = async (query: string) => {
    const response = await admin()({ method: 'GET', url: `/api/customers?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { collection: Row[]; count: number };
  };
  const load = async (customerId: number) => (await admin()({ method: 'GET', url: `/api/customers/${customerId}` })).json().data;
  /** The customer form's body for a customer as it is. */
  const formOf = async (customerId: number) => {
    const customer = await load(customerId);
    return {
      customerId,
      channelId: customer.channelId,
      user: { userId: customer.user.userId, firstName: customer.user.firstName, lastName: customer.user.lastName, phoneNumber: customer.user.phoneNumber, email: customer.user.email },
    };
  };
  return { list, load, formOf };
}
