/** REST paths and shapes of the customers domain (seed 000 section 7, "Customers"). */
export const customerPaths = {
  channels: 'api/customers/channels',
  regions: 'api/customers/regions',
  sectors: 'api/customers/sectors',
  customers: 'api/customers',
  customer: (id: number) => `api/customers/${id}`,
  addresses: 'api/customers/adresses',
  status: 'api/customers/status',
  partial: 'api/customers/partial',
  warehouses: 'api/customers/warehouses',
  segments: 'api/customers/segments',
  paymentModes: 'api/customers/paymentmodes',
  countries: 'api/countries',
  resetPassword: 'api/users/password/resetBo',
} as const;

export interface UpstreamCustomer {
  customerId: number;
  customerStatusId: number;
  code?: string | null;
  createdAt?: string | null;
  channel?: { channelId: number; code: string } | null;
  warehouse?: { warehouseId: number; localisation?: string | null } | null;
  region?: { regionId: number; name: string } | null;
  origin?: { originId: number; name: string } | null;
  user?: {
    userId?: number | null;
    firstName?: string | null;
    lastName?: string | null;
    phoneNumber?: string | null;
    email?: string | null;
    createdByUser?: { userTypeId?: number | null; firstName?: string | null; lastName?: string | null } | null;
  } | null;
  customerSector?: { sectorId: number; name: string; regionId?: number | null } | null;
  customerSegment?: { segmentId: number; name: string } | null;
  addresses?: Array<{ isDefault?: boolean | null; latitude?: string | null; longitude?: string | null }> | null;
  paymentModes?: Array<{ paymentModeId: number; title: string }> | null;
}
