import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DailyRecapDocument, SynchronizeRecapDocument, type DailyRecapFieldsFragment } from '../../generated/graphql.ts';
import { DataTable, type Column } from '../../kit/DataTable.tsx';
import { formatNumber } from '../../kit/money.ts';
import { formatAmount } from './figures.ts';
import { DayField, WithBusinessDay, useReportChanges } from './reportHooks.tsx';
import { ReportPage, ReportSection, SyncAction } from './ReportPage.tsx';
import { reportTexts } from './texts.ts';

const texts = reportTexts.recap;

type Round = DailyRecapFieldsFragment['rounds'][number];

/** One line of the recap's table: a figure of the seed's response, its count and its amount. */
interface RecapLine {
  key: string;
  label: string;
  count: number;
  amount: number;
}

/** The seed's table: confirmed, cancelled, returned, delivered, and delivered split TPE / ESP (all the server's). */
export const recapLines = (recap: DailyRecapFieldsFragment): RecapLine[] => [
  { key: 'confirmed', label: texts.confirmed, count: recap.totalConfirmedOrders, amount: recap.totalAmountConfirmedOrders },
  { key: 'canceled', label: texts.canceled, count: recap.totalCanceledOrders, amount: recap.totalAmountCanceledOrders },
  { key: 'returned', label: texts.returned, count: recap.totalReturnedOrders, amount: recap.totalAmountReturnedOrders },
  { key: 'delivered', label: texts.delivered, count: recap.totalDeliveredOrders, amount: recap.totalAmountDeliveredOrders },
  { key: 'deliveredTpe', label: texts.deliveredTpe, count: recap.totalTPEDeliveredOrders, amount: recap.totalTPEAmountDeliveredOrders },
  { key: 'deliveredCash', label: texts.deliveredCash, count: recap.totalCashDeliveredOrders, amount: recap.totalCashAmountDeliveredOrders },
];

const lineColumns: Column<RecapLine>[] = [
  { id: 'label', header: '', cell: (line) => line.label, minWidth: 180 },
  { id: 'count', header: reportTexts.orders, cell: (line) => formatNumber(line.count), width: '160px', align: 'end' },
  { id: 'amount', header: reportTexts.amount, cell: (line) => formatAmount(line.amount), width: '200px', align: 'end' },
];

const roundColumns: Column<Round>[] = [
  { id: 'round', header: texts.round, cell: (round) => round.code, width: '150px' },
  { id: 'vehicle', header: texts.vehicle, cell: (round) => `${round.vehicleCode} · ${round.vehicleMatriculation}`, minWidth: 150 },
  { id: 'deliveryMan', header: texts.deliveryMan, cell: (round) => round.deliveryManName ?? '—', minWidth: 130 },
  { id: 'delivered', header: texts.deliveredOrders, cell: (round) => formatNumber(round.deliveredOrders), width: '84px', align: 'end' },
  { id: 'returned', header: texts.returnedOrders, cell: (round) => formatNumber(round.returnedOrders), width: '96px', align: 'end' },
  { id: 'cashExpected', header: texts.cashExpected, cell: (round) => formatAmount(round.cashExpected), width: '140px', align: 'end' },
  { id: 'cashCollected', header: texts.cashCollected, cell: (round) => formatAmount(round.cashCollected), width: '140px', align: 'end' },
  { id: 'difference', header: texts.difference, cell: (round) => formatAmount(round.cashDifference), width: '130px', align: 'end' },
];

/** /romeo/recap (permission 41 at level 3 or 4): the daily recap of a business day and its delivery rounds. */
export default function RecapPage() {
  return <WithBusinessDay>{(today) => <DailyRecap today={today} />}</WithBusinessDay>;
}

function DailyRecap({ today }: { today: string }) {
  const [date, setDate] = useState(today);
  const { data, previousData, loading, error, refetch } = useQuery(DailyRecapDocument, { variables: { date }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  useReportChanges(() => void refetch());
  const [synchronize, sync] = useMutation(SynchronizeRecapDocument);
  const recap = (data ?? previousData)?.dailyRecap;

  return (
    <ReportPage
      title={texts.title}
      printed={reportTexts.day(date)}
      filters={<DayField label={reportTexts.date} name="recapDate" value={date} onChange={setDate} />}
      actions={<SyncAction lastSync={recap?.lastSync} running={sync.loading} run={() => synchronize({ variables: { date }, refetchQueries: [{ query: DailyRecapDocument, variables: { date } }] })} />}
      exportFile={{ kind: 'REPORT_RECAP', filters: { date } }}
      error={error}
      loading={!recap && loading}
    >
      {recap && (
        <>
          <ReportSection title={texts.figuresTitle} flush testId="recap-figures">
            <DataTable label={texts.figuresLabel} columns={lineColumns} rows={recapLines(recap)} rowKey={(line) => line.key} loading={loading} />
          </ReportSection>
          <ReportSection title={texts.roundsTitle} flush testId="recap-rounds">
            <DataTable label={texts.roundsLabel} columns={roundColumns} rows={recap.rounds} rowKey={(round) => round.scheduleId} loading={loading} emptyText={texts.noRounds} />
          </ReportSection>
        </>
      )}
    </ReportPage>
  );
}
