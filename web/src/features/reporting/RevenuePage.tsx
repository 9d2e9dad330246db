import { useQuery } from '@apollo/client/react';
import { Dropdown, Field, Option as FluentOption, makeStyles, tokens } from '@fluentui/react-components';
import { REPORT_DATE_TYPE_LABELS, REVENUE_DATE_TYPES, ReportDateType, type ReportDateTypeId } from '@console/schema';
import { Suspense, useState } from 'react';
import { RevenueReportDocument, type RevenueReportQuery, type RevenueSubtotalFieldsFragment } from '../../generated/graphql.ts';
import { DataTable, type Column } from '../../kit/DataTable.tsx';
import { formatDate } from '../../kit/dates.ts';
import { formatNumber } from '../../kit/money.ts';
import { useOrderDetailDialog } from '../../kit/orderDetailDialog.ts';
import { formatAmount } from './figures.ts';
import { changePeriod, type Period } from './period.ts';
import { DayField, WithBusinessDay } from './reportHooks.tsx';
import { ReportPage, ReportPager, ReportSection, useReportPaging } from './ReportPage.tsx';
import { reportTexts } from './texts.ts';

const texts = reportTexts.revenue;

type Row = RevenueReportQuery['revenueReport']['items'][number];
type Subtotal = RevenueSubtotalFieldsFragment;

const useStyles = makeStyles({
  dateType: { minWidth: '240px' },
  subtotals: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL },
});

const money = (id: string, header: string, read: (row: Row) => number, width = '100px'): Column<Row> => ({ id, header, cell: (row) => formatAmount(read(row)), width, align: 'end' });

/** « Gros · ESP »: the channel and the payment mode share a column, so that the row and its TTC's components fit 1280 px. */
const channelAndPayment = (row: Row) => [row.channelName, row.paymentModeTitle].filter(Boolean).join(' · ') || '—';

// Dense cells at 1280 px beside the open menu; narrower, the channel and payment, then the warehouse hide.
const rowColumns: Column<Row>[] = [
  { id: 'code', header: texts.code, cell: (row) => row.code, width: '100px' },
  { id: 'date', header: texts.date, cell: (row) => formatDate(row.date), width: '84px' },
  { id: 'customer', header: texts.customer, cell: (row) => row.customerName, minWidth: 100, title: (row) => `${row.customerName} (${row.customerCode})` },
  { id: 'warehouse', header: texts.warehouse, cell: (row) => row.warehouseName ?? '—', width: '90px', priority: 2 },
  { id: 'channel', header: texts.channelAndPayment, cell: channelAndPayment, width: '80px', priority: 3 },
  money('ht', texts.ht, (row) => row.totalAmountHT),
  money('discount', texts.discount, (row) => row.totalDiscount, '80px'),
  money('escompte', texts.escompte, (row) => row.totalEscompte, '72px'),
  money('logistics', texts.logistics, (row) => row.totalRebates, '78px'),
  money('tva', texts.tva, (row) => row.totalTva, '84px'),
  money('stamp', texts.stamp, (row) => row.totalTimbre, '70px'),
  money('ttc', texts.ttc, (row) => row.totalAmountTTC, '100px'),
];

const subtotalMoney = (id: string, header: string, read: (row: Subtotal) => number): Column<Subtotal> => ({ id, header, cell: (row) => formatAmount(read(row)), width: '122px', align: 'end' });

const subtotalColumns: Column<Subtotal>[] = [
  { id: 'label', header: texts.label, cell: (row) => row.label, minWidth: 120 },
  { id: 'orders', header: reportTexts.orders, cell: (row) => formatNumber(row.orders), width: '90px', align: 'end' },
  subtotalMoney('ht', texts.ht, (row) => row.totalAmountHT),
  subtotalMoney('discount', texts.discount, (row) => row.totalDiscount),
  subtotalMoney('escompte', texts.escompte, (row) => row.totalEscompte),
  subtotalMoney('logistics', texts.logistics, (row) => row.totalRebates),
  subtotalMoney('tva', texts.tva, (row) => row.totalTva),
  subtotalMoney('stamp', texts.stamp, (row) => row.totalTimbre),
  subtotalMoney('ttc', texts.ttc, (row) => row.totalAmountTTC),
];

/** /romeo/revenue (permission 15): the orders making the revenue over a range of a date type, with totals and subtotals. */
export default function RevenuePage() {
  return <WithBusinessDay>{(today) => <RevenueReport today={today} />}</WithBusinessDay>;
}

function RevenueReport({ today }: { today: string }) {
  const styles = useStyles();
  const OrderDetailDialog = useOrderDetailDialog();
  const [dateType, setDateType] = useState<ReportDateTypeId>(ReportDateType.ORDER);
  const [period, setPeriod] = useState<Period>({ from: today, to: today });
  const paging = useReportPaging();
  const [openOrderId, setOpenOrderId] = useState<number | null>(null);
  const variables = { dateType, dateFrom: period.from, dateTo: period.to, ...paging.variables };
  const { data, previousData, loading, error } = useQuery(RevenueReportDocument, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const report = (data ?? previousData)?.revenueReport;

  const choose = (next: Period) => {
    setPeriod(next);
    paging.firstPage();
  };
  const subtotals: [string, string, readonly Subtotal[]][] = report
    ? [
        ['warehouse', texts.byWarehouse, report.byWarehouse],
        ['channel', texts.byChannel, report.byChannel],
        ['payment', texts.byPaymentMode, report.byPaymentMode],
      ]
    : [];

  return (
    <ReportPage
      title={texts.title}
      wide
      printed={`${REPORT_DATE_TYPE_LABELS[dateType]} : ${reportTexts.period(period.from, period.to)}`}
      filters={
        <>
          <Field label={reportTexts.dateType}>
            <Dropdown
              className={styles.dateType}
              name="dateType"
              value={REPORT_DATE_TYPE_LABELS[dateType]}
              selectedOptions={[String(dateType)]}
              onOptionSelect={(_, option) => {
                setDateType(REVENUE_DATE_TYPES.find((type) => String(type) === option.optionValue) ?? ReportDateType.ORDER);
                paging.firstPage();
              }}
            >
              {REVENUE_DATE_TYPES.map((type) => (
                <FluentOption key={type} value={String(type)}>
                  {REPORT_DATE_TYPE_LABELS[type]}
                </FluentOption>
              ))}
            </Dropdown>
          </Field>
          <DayField label={reportTexts.from} name="dateFrom" value={period.from} onChange={(day) => choose(changePeriod(period, 'from', day))} />
          <DayField label={reportTexts.to} name="dateTo" value={period.to} onChange={(day) => choose(changePeriod(period, 'to', day))} />
        </>
      }
      exportFile={{ kind: 'REPORT_REVENUE', filters: { dateType, dateFrom: period.from, dateTo: period.to } }}
      error={error}
      loading={!report && loading}
    >
      {report && (
        <>
          <ReportSection title={texts.totalsTitle} flush testId="revenue-totals">
            <DataTable label={texts.totalsTitle} columns={subtotalColumns} rows={[report.totals]} rowKey={() => 'total'} loading={loading} />
          </ReportSection>
          <ReportSection title={texts.rowsLabel} flush testId="revenue-rows">
            <DataTable
              label={texts.rowsLabel}
              columns={rowColumns}
              rows={report.items}
              rowKey={(row) => row.orderId}
              loading={loading}
              emptyText={texts.noRows}
              onRowClick={OrderDetailDialog ? (row) => setOpenOrderId(row.orderId) : undefined}
            />
            <ReportPager paging={paging} count={report.count} countIsLowerBound={report.countIsLowerBound} loading={loading} />
          </ReportSection>
          <div className={styles.subtotals}>
            {subtotals.map(([key, title, rows]) => (
              <ReportSection key={key} title={title} flush testId={`revenue-by-${key}`}>
                <DataTable label={texts.subtotalLabel(title)} columns={subtotalColumns} rows={rows} rowKey={(row) => row.id ?? row.label} loading={loading} emptyText={texts.noRows} />
              </ReportSection>
            ))}
          </div>
        </>
      )}
      {OrderDetailDialog && openOrderId !== null && (
        <Suspense fallback={null}>
          <OrderDetailDialog orderId={openOrderId} onClose={() => setOpenOrderId(null)} />
        </Suspense>
      )}
    </ReportPage>
  );
}
