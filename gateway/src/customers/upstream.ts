/** REST paths of the customers domain (seed 000 section 7, "Customers"). */
export const customerPaths = {
  channels: 'api/customers/channels',
  regions: 'api/customers/regions',
  sectors: 'api/customers/sectors',
} as const;
