import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosed20Regular } from '@fluentui/react-icons';
import { DeliveryMode, Level, Permission, hasAccess } from '@console/schema';
import { useState } from 'react';
import {
  CollectionReportDocument,
  ReportViewerDocument,
  SynchronizeCollectionDocument,
  type CashCollectorFieldsFragment,
  type CollectionReportFieldsFragment,
} from '../../generated/graphql.ts';
import { DataTable, type Column } from '../../kit/DataTable.tsx';
import { formatDateTime } from '../../kit/dates.ts';
import { formatNumber } from '../../kit/money.ts';
import { useGranted } from '../../kit/useAccess.ts';
import { CloseTillDialog } from './CloseTillDialog.tsx';
import { formatAmount } from './figures.ts';
import { DayField, WithBusinessDay, useReportChanges } from './reportHooks.tsx';
import { ReportPage, ReportPager, ReportSection, SyncAction, useReportPaging } from './ReportPage.tsx';
import { reportTexts } from './texts.ts';

const texts = reportTexts.collection;

type Collector = CashCollectorFieldsFragment;
type CollectedOrder = CollectionReportFieldsFragment['items'][number];

const useStyles = makeStyles({
  totals: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: tokens.spacingHorizontalL, margin: 0 },
  total: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground2 },
  figure: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
});

const optionalAmount = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatAmount(value));

const collectorColumns: Column<Collector>[] = [
  { id: 'collector', header: texts.collector, cell: (row) => row.collectorName, minWidth: 140 },
  { id: 'role', header: texts.role, cell: (row) => (row.deliveryMan ? texts.deliveryMan : texts.cashier), width: '84px' },
  { id: 'orders', header: texts.orders, cell: (row) => formatNumber(row.orders), width: '96px', align: 'end' },
  { id: 'cashExpected', header: texts.cashExpected, cell: (row) => formatAmount(row.cashExpected), width: '136px', align: 'end' },
  { id: 'tpe', header: texts.tpe, cell: (row) => formatAmount(row.tpeAmount), width: '120px', align: 'end' },
  { id: 'handedOver', header: texts.handedOver, cell: (row) => optionalAmount(row.cashHandedOver), width: '130px', align: 'end' },
  { id: 'difference', header: texts.difference, cell: (row) => optionalAmount(row.cashDifference), width: '120px', align: 'end' },
  {
    id: 'state',
    header: texts.state,
    cell: (row) =>
      row.closed ? (
        <Badge appearance="tint" color="success">
          {texts.closed(null, null)}
        </Badge>
      ) : (
        <Badge appearance="tint" color="warning">
          {texts.open}
        </Badge>
      ),
    title: (row) => (row.closed ? texts.closed(row.closedAt, row.closedByName) : texts.open),
    width: '104px',
  },
];

const orderColumns: Column<CollectedOrder>[] = [
  { id: 'code', header: texts.code, cell: (row) => row.code, width: '140px' },
  { id: 'customer', header: texts.customer, cell: (row) => row.customerName, minWidth: 140 },
  { id: 'mode', header: texts.mode, cell: (row) => (row.deliveryModeId === DeliveryMode.PICKUP ? texts.pickup : texts.delivery), width: '90px' },
  { id: 'payment', header: texts.payment, cell: (row) => row.paymentModeTitle ?? '—', width: '90px' },
  { id: 'ttc', header: texts.ttc, cell: (row) => formatAmount(row.totalAmountTTC), width: '130px', align: 'end' },
  { id: 'collectedAt', header: texts.collectedAt, cell: (row) => formatDateTime(row.collectedAt), width: '140px' },
  { id: 'collector', header: texts.collector, cell: (row) => row.collectorName ?? '—', minWidth: 120 },
  { id: 'round', header: texts.round, cell: (row) => row.scheduleCode ?? '—', width: '150px', priority: 2 },
];

/** /romeo/collection (permission 41 or 15): the day's collected orders, the cash totals, the cash per collector and the tills. */
export default function CollectionPage() {
  return <WithBusinessDay>{(today) => <CollectionReport today={today} />}</WithBusinessDay>;
}

function CollectionReport({ today }: { today: string }) {
  const styles = useStyles();
  const granted = useGranted();
  const viewer = useQuery(ReportViewerDocument, { fetchPolicy: 'cache-first' }).data?.viewer;
  const [date, setDate] = useState(today);
  const paging = useReportPaging();
  const [closing, setClosing] = useState<Collector | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(CollectionReportDocument, {
    variables: { date, ...paging.variables },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  useReportChanges(() => void refetch());
  const [synchronize, sync] = useMutation(SynchronizeCollectionDocument);
  const report = (data ?? previousData)?.collectionReport;

  // A manager (41 at level 3 or 4) closes any till; counter staff (27 at level 3 or 4) their own (schema/reporting.graphql closeTill).
  const managesTills = hasAccess(granted, { permissions: [Permission.SUMMARY], levels: [Level.CREATE, Level.EDIT] });
  const countersStaff = hasAccess(granted, { permissions: [Permission.ROMEO_ORDERS], levels: [Level.CREATE, Level.EDIT] });
  const mayClose = (collector: Collector) => managesTills || (countersStaff && !collector.deliveryMan && collector.collectorId === viewer?.userId);

  return (
    <ReportPage
      title={texts.title}
      printed={reportTexts.day(date)}
      filters={
        <DayField
          label={reportTexts.date}
          name="collectionDate"
          value={date}
          onChange={(day) => {
            setDate(day);
            paging.firstPage();
          }}
        />
      }
      actions={<SyncAction lastSync={report?.lastSync} running={sync.loading} run={() => synchronize({ variables: { date }, refetchQueries: [CollectionReportDocument], awaitRefetchQueries: true })} />}
      exportFile={{ kind: 'REPORT_COLLECTION', filters: { date } }}
      error={error}
      loading={!report && loading}
    >
      {report && (
        <>
          <ReportSection title={texts.totalsTitle} testId="collection-totals">
            <dl className={styles.totals}>
              <div className={styles.total} data-testid="total-delivered">
                <dt className={styles.term}>{texts.deliveredOrders}</dt>
                <dd className={styles.figure}>{formatNumber(report.totalDeliveredOrders)}</dd>
              </div>
              <div className={styles.total} data-testid="total-cash">
                <dt className={styles.term}>{texts.cashTotal}</dt>
                <dd className={styles.figure}>{formatAmount(report.totalCashAmountDeliveredOrders)}</dd>
              </div>
              <div className={styles.total} data-testid="total-tpe">
                <dt className={styles.term}>{texts.tpeTotal}</dt>
                <dd className={styles.figure}>{formatAmount(report.totalTPEAmountDeliveredOrders)}</dd>
              </div>
            </dl>
          </ReportSection>
          <ReportSection title={texts.collectorsTitle} flush testId="collection-collectors">
            <DataTable
              label={texts.collectorsLabel}
              columns={collectorColumns}
              rows={report.collectors}
              rowKey={(row) => row.collectorId}
              loading={loading}
              emptyText={texts.noCollectors}
              rowButtons={[{ id: 'close-till', label: texts.closeTill, icon: <LockClosed20Regular />, onClick: (row) => setClosing(row), hidden: (row) => !mayClose(row) }]}
            />
          </ReportSection>
          <ReportSection title={texts.listTitle} flush testId="collection-orders">
            <DataTable label={texts.listLabel} columns={orderColumns} rows={report.items} rowKey={(row) => row.orderId} loading={loading} emptyText={texts.noOrders} />
            <ReportPager paging={paging} count={report.count} countIsLowerBound={report.countIsLowerBound} loading={loading} />
          </ReportSection>
        </>
      )}
      <CloseTillDialog date={date} collector={closing} onClose={() => setClosing(null)} />
    </ReportPage>
  );
}
