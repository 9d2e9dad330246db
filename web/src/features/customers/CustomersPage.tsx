import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { Level, Permission, hasAccess } from '@console/schema';
import { CustomerDeleteDocument, CustomerListDocument, CustomerResetPasswordDocument, type CustomerListQuery } from '../../generated/graphql.ts';
import type { Column } from '../../kit/DataTable.tsx';
import { formatDate } from '../../kit/dates.ts';
import { ListPage, intFilter, keywordFilter, type ListFilter } from '../../kit/ListPage.tsx';
import { ExportProgress } from '../../kit/ExportProgress.tsx';
import { exportFiltersOf, useExportJob } from '../../kit/exportJob.ts';
import type { ListState } from '../../kit/listState.ts';
import { useGranted } from '../../kit/useAccess.ts';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { useDeleteMutation } from '../../kit/useDeleteMutation.ts';
import { channelOptions, originOptions, regionOptions, sectorOptionsOfRegion, statusOptions } from './options.ts';
import { CustomerStatusBadge } from './CustomerStatusBadge.tsx';
import { statusLabel } from './rules.ts';

type CustomerRow = CustomerListQuery['customers']['items'][number];

// Every column shows at 1280 px with the menu open (dense cells, kit/columnFit.ts): the widths hold
// their 12 px text (a phone number, CL000001, 25-08-2026), and names, warehouse, sector and origin wrap.
const columns: Column<CustomerRow>[] = [
  { id: 'id', header: 'Id', cell: (customer) => customer.customerId, width: '40px' },
  { id: 'code', header: 'Code', cell: (customer) => customer.code ?? '', width: '76px' },
  { id: 'firstName', header: 'Prénom', cell: (customer) => customer.firstName ?? '', width: '88px', wrap: true },
  { id: 'lastName', header: 'Nom', cell: (customer) => customer.lastName ?? '', width: '88px', wrap: true },
  { id: 'phone', header: 'Téléphone', cell: (customer) => customer.phoneNumber ?? '', width: '120px', priority: 2 },
  { id: 'channel', header: 'Canal', cell: (customer) => customer.channel?.code ?? '', width: '72px', priority: 4 },
  { id: 'warehouse', header: 'Entrepôt', cell: (customer) => customer.warehouse?.localisation ?? '', width: '100px', wrap: true, priority: 5 },
  { id: 'sector', header: 'Secteur', cell: (customer) => customer.sector?.name ?? '', width: '100px', wrap: true, priority: 3 },
  {
    id: 'status',
    header: 'Statut',
    width: '104px',
    cell: (customer) => <CustomerStatusBadge statusId={customer.customerStatusId} />,
    title: (customer) => statusLabel(customer.customerStatusId),
  },
  { id: 'origin', header: 'Origine', cell: (customer) => customer.origin?.name ?? '', width: '96px', wrap: true },
  { id: 'created', header: 'Créé le', cell: (customer) => formatDate(customer.createdAt), width: '84px' },
];

const filters: ListFilter[] = [
  { key: 'channelId', label: 'Canal', source: channelOptions },
  { key: 'regionId', label: 'Région', source: regionOptions, clears: ['sectorId'] },
  { key: 'sectorId', label: 'Secteur', source: sectorOptionsOfRegion, enabledBy: 'regionId' },
  { key: 'customerStatusId', label: 'Statut', options: statusOptions },
  { key: 'customerOriginId', label: 'Origine', options: originOptions },
];

const useStyles = makeStyles({ toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' } });

const read = (data: CustomerListQuery) => data.customers;
const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

/**
 * /customers (permission 3): search, channel, region → sector, status and origin; export (level 2),
 * new customer (3), open (4), delete and change password (5).
 */
export default function CustomersPage() {
  const granted = useGranted();
  const canExport = hasAccess(granted, { permissions: [Permission.CUSTOMERS], levels: [Level.EXPORT] });
  const deleteCustomer = useDeleteMutation(CustomerDeleteDocument, (data) => data.deleteCustomer);
  const resetPassword = useAppMutation(CustomerResetPasswordDocument, { result: (data) => data.resetCustomerPassword, fields: PASSWORD_FIELDS });
  const styles = useStyles();
  const exportJob = useExportJob();
  const busy = exportJob.starting || exportJob.running;

  // The export centre's customers export (rest-api writes it where the data is), with the list's filters.
  const exportExcel = (state: ListState) => void exportJob.start('CUSTOMERS', exportFiltersOf('CUSTOMERS', state.filters));

  return (
    <ListPage
      title="Clients"
      permission={Permission.CUSTOMERS}
      query={CustomerListDocument}
      variables={({ page, take, filters: values }) => ({
        page,
        take,
        keyword: keywordFilter(values),
        channelId: intFilter(values, 'channelId'),
        regionId: intFilter(values, 'regionId'),
        sectorId: intFilter(values, 'sectorId'),
        customerStatusId: intFilter(values, 'customerStatusId'),
        customerOriginId: intFilter(values, 'customerOriginId'),
      })}
      read={read}
      rowKey={(customer) => customer.customerId}
      columns={columns}
      search={{ placeholder: 'Code, nom, téléphone…' }}
      filters={filters}
      rowHref={(customer) => `/customers/${customer.customerId}`}
      openLevels={[Level.EDIT]}
      add={{ href: '/customers/new', label: 'Nouveau client' }}
      remove={{
        run: (customer) => deleteCustomer.remove({ customerId: customer.customerId }),
        message: (customer) => `Voulez-vous vraiment supprimer le client ${customer.code ?? customer.customerId} ?`,
      }}
      changePassword={{
        levels: [Level.DELETE],
        run: async (customer, change) => {
          if (customer.userId === null || customer.userId === undefined) return { newPassword: "Ce client n'a pas de compte" };
          const outcome = await resetPassword.run({ userId: customer.userId, password: change.newPassword, confirmPassword: change.newPassword });
          if (outcome.ok) return null;
          const { password, confirmPassword } = outcome.fieldErrors;
          return { newPassword: password ?? confirmPassword };
        },
      }}
      toolbar={({ state }) =>
        canExport && (
          <div className={styles.toolbar}>
            <Button icon={busy ? <Spinner size="tiny" /> : <ArrowDownload20Regular />} disabled={busy} onClick={() => exportExcel(state)}>
              Export Excel
            </Button>
            <ExportProgress job={exportJob.job} onCancel={() => void exportJob.cancel()} />
          </div>
        )
      }
    />
  );
}
