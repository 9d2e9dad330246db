import { CUSTOMER_ORIGINS, CUSTOMER_STATUSES } from '@console/schema';
import { CustomerChannelsDocument, CustomerRegionsDocument, CustomerSectorsDocument } from '../../generated/graphql.ts';
import { lookupSource } from '../../kit/LookupCombobox.tsx';
import { queryOptions, toOptions, type Option } from '../../kit/options.ts';

/** Channels by code (the list filter and the customer form). */
export const channelOptions = queryOptions(CustomerChannelsDocument, (data) => toOptions(data.channels.items, (channel) => channel.channelId, (channel) => channel.code));

export const regionOptions = queryOptions(CustomerRegionsDocument, (data) => toOptions(data.regions.items, (region) => region.regionId, (region) => region.name));

/** Sectors of the region chosen in the filters (`regionId`); skipped until a region is chosen. */
export const sectorOptionsOfRegion = queryOptions(
  CustomerSectorsDocument,
  (data) => toOptions(data.sectors.items, (sector) => sector.sectorId, (sector) => sector.name),
  (filters) => (filters.regionId ? { regionId: Number(filters.regionId), take: 1000 } : null),
);

/** Sectors searched by name or code (the customer-update screen). */
export const sectorLookup = lookupSource(
  CustomerSectorsDocument,
  (data) => data.sectors.items.map((sector) => ({ value: String(sector.sectorId), label: sector.name, detail: sector.code ?? undefined })),
  (keyword) => ({ keyword, take: 20 }),
);

/** Statuses 1–10 with their French labels. */
export const statusOptions: Option[] = Object.entries(CUSTOMER_STATUSES).map(([value, label]) => ({ value, label }));

/** The origins of the list filter, in the seeds' order (3, 6, 5, 11). */
export const originOptions: Option[] = [3, 6, 5, 11].map((id) => ({ value: String(id), label: CUSTOMER_ORIGINS[id] ?? String(id) }));
