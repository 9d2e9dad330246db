import type { DataOf, RowOf } from '../rest/api.ts';

/** REST paths of the customers domain (seed 000 section 7, "Customers"): the OpenAPI document's templates. */
export const customerPaths = {
  channels: '/api/customers/channels',
  regions: '/api/customers/regions',
  sectors: '/api/customers/sectors',
  customers: '/api/customers',
  customer: '/api/customers/{id}',
  addresses: '/api/customers/adresses',
  status: '/api/customers/status',
  partial: '/api/customers/partial',
  warehouses: '/api/customers/warehouses',
  segments: '/api/customers/segments',
  paymentModes: '/api/customers/paymentmodes',
  countries: '/api/countries',
  resetPassword: '/api/users/password/resetBo',
} as const;

type UpstreamCustomerItem = DataOf<'get', typeof customerPaths.customer>;
export type UpstreamListedCustomer = RowOf<'get', typeof customerPaths.customers>;
/** A customer as the list answers it, or as the item does (with its details). */
export type UpstreamCustomer = UpstreamListedCustomer & Partial<Omit<UpstreamCustomerItem, keyof UpstreamListedCustomer>>;
