import { CUSTOMER_STATUSES, Level, Permission, spreadsheetDate } from '@console/schema';
import { rowsOfList } from '../rest/resource.ts';
import { spreadsheetExport } from '../reporting/export-definition.ts';
import { customerPaths, type UpstreamListedCustomer } from './upstream.ts';

const FILTERS = ['keyword', 'channelId', 'regionId', 'sectorId', 'customerStatusId', 'customerOriginId'] as const;
const PAGE = 1000;

/** The customers list's 'Export Excel': every row of the list's filters, fetched by id ranges (keyset). */
export const customerExport = spreadsheetExport<UpstreamListedCustomer>({
  fileName: 'clients.xlsx',
  sheetName: 'Clients',
  access: { kind: 'permission', requirement: { permissions: [Permission.CUSTOMERS], levels: [Level.EXPORT] } },
  columns: [
    { header: 'Id', width: 10, value: (row) => row.customerId },
    { header: 'Code', value: (row) => row.code },
    { header: 'Prénom', value: (row) => row.user?.firstName },
    { header: 'Nom', value: (row) => row.user?.lastName },
    { header: 'Téléphone', value: (row) => row.user?.phoneNumber },
    { header: 'Email', width: 28, value: (row) => row.user?.email },
    { header: 'Canal', value: (row) => row.channel?.code },
    { header: 'Entrepôt', value: (row) => row.warehouse?.localisation },
    { header: 'Secteur', value: (row) => row.customerSector?.name },
    { header: 'Région', value: (row) => row.region?.name },
    { header: 'Statut', value: (row) => CUSTOMER_STATUSES[row.customerStatusId] ?? String(row.customerStatusId) },
    { header: 'Origine', value: (row) => row.origin?.name },
    { header: 'Créé le', width: 12, format: 'date', value: (row) => spreadsheetDate(row.createdAt) },
  ],
  async *rows({ rest }, filters) {
    const query = Object.fromEntries(FILTERS.flatMap((name) => (filters.get(name) ? [[name, filters.get(name)]] : [])));
    for (let afterId = 0; ; ) {
      const page = await rowsOfList(rest.get(customerPaths.customers, { query: { ...query, afterId, take: PAGE } }));
      yield* page;
      if (page.length < PAGE) return;
      afterId = page[page.length - 1]!.customerId;
    }
  },
});
