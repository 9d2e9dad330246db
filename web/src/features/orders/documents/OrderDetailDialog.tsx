import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { Dialog } from '../../../kit/Dialog.tsx';
import { billedDiffersFromOrdered, ORDER_STATUS_LABELS } from '@console/schema';
import { OrderDetailDocument, type OrderDetailQuery } from '../../../generated/graphql.ts';
import { DataTable, type Column } from '../../../kit/DataTable.tsx';
import { errorMessages } from '../../../kit/errors.ts';
import { Image } from '../../../kit/Image.tsx';
import { formatMoney, formatNumber } from '../../../kit/money.ts';
import { ReadOnlyField } from '../../../kit/ReadOnlyField.tsx';
import { documentTexts as texts } from './documentLabels.ts';
import { stampDutyNote, totalRows, unitLabel } from './documentFormat.ts';
import { PrintOrderMenu } from './PrintOrderMenu.tsx';

type DetailLine = NonNullable<OrderDetailQuery['order']>['orderLines'][number];

const useStyles = makeStyles({
  // Within a 1280 px screen, with the dialog's own margins.
  surface: { width: '100%', maxWidth: '1160px' },
  header: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalXL, marginBottom: tokens.spacingVerticalM },
  totals: {
    display: 'grid',
    gridTemplateColumns: 'auto 140px',
    justifyContent: 'end',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalXXS,
    margin: `${tokens.spacingVerticalM} 0 0`,
  },
  row: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground2 },
  amount: { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  main: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1, fontSize: tokens.fontSizeBase400 },
  billed: { marginTop: tokens.spacingVerticalS, color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  note: { textAlign: 'end', color: tokens.colorNeutralForeground2, marginTop: tokens.spacingVerticalXS },
});

const columns: Column<DetailLine>[] = [
  { id: 'id', header: texts.columns.id, cell: (line) => line.orderLineId, width: '72px' },
  {
    id: 'image',
    header: texts.columns.image,
    cell: (line) => <Image src={line.imageUrl} alt={line.description} width={40} height={40} />,
    title: (line) => line.description,
    width: '64px',
  },
  {
    id: 'title',
    header: texts.columns.title,
    cell: (line) => (
      <>
        {line.description}
        {line.isGift && (
          <>
            {' '}
            <Badge appearance="tint" color="success" data-testid="gift-badge">
              {texts.gift}
            </Badge>
          </>
        )}
      </>
    ),
    title: (line) => (line.isGift ? `${line.description} (${texts.gift})` : line.description),
    minWidth: 220,
    wrap: true,
  },
  { id: 'unitPrice', header: texts.columns.unitPrice, cell: (line) => formatMoney(line.unitPrice), width: '110px', align: 'end' },
  { id: 'quantity', header: texts.columns.quantity, cell: (line) => formatNumber(line.quantity), width: '90px', align: 'end' },
  {
    id: 'prepared',
    header: texts.columns.prepared,
    cell: (line) => (line.quantityPrepared === null || line.quantityPrepared === undefined ? '—' : formatNumber(line.quantityPrepared)),
    width: '100px',
    align: 'end',
  },
  { id: 'unit', header: texts.columns.unit, cell: (line) => unitLabel(line.unitCode), width: '70px' },
  { id: 'discount', header: texts.columns.discount, cell: (line) => formatMoney(line.discountAmount), width: '100px', align: 'end' },
  { id: 'total', header: texts.columns.total, cell: (line) => formatMoney(line.totalAmountTTC), width: '120px', align: 'end' },
];

export interface OrderDetailDialogProps {
  /** The order shown; null closes the dialog. */
  orderId: number | null;
  onClose: () => void;
}

/**
 * The order detail dialog (seed 001 section 2): code, status, customer, the lines (gifts marked « Cadeau », each
 * line's discount: unit price × billed quantity − discount = total; a preparation ended short bills what was
 * prepared, said under the lines, the ordered quantity beside it), the
 * totals with the early-payment discount only when present and the stamp-duty note when above 0, and « Imprimer ».
 */
export function OrderDetailDialog({ orderId, onClose }: OrderDetailDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={orderId !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        {orderId !== null && <OrderDetail orderId={orderId} onClose={onClose} />}
      </DialogSurface>
    </Dialog>
  );
}

function OrderDetail({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const styles = useStyles();
  const { data, loading, error } = useQuery(OrderDetailDocument, { variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const order = data?.order;
  const note = order ? stampDutyNote(order) : null;
  return (
    <DialogBody>
      <DialogTitle>{order ? texts.dialogTitle(order.code) : texts.dialogTitleLoading}</DialogTitle>
      <DialogContent>
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{errorMessages(error).join(' ')}</MessageBarBody>
          </MessageBar>
        )}
        {!order && loading && <Spinner label={texts.loading} />}
        {!order && !loading && !error && (
          <MessageBar intent="warning">
            <MessageBarBody>{texts.orderNotFound}</MessageBarBody>
          </MessageBar>
        )}
        {order && (
          <>
            <div className={styles.header} data-testid="order-header">
              <ReadOnlyField label={texts.status} value={ORDER_STATUS_LABELS[order.orderStatusId] ?? order.orderStatusName} testId="order-status" />
              <ReadOnlyField label={texts.customer} value={`${order.customerName} (${order.customerCode})`} testId="order-customer" />
            </div>
            <DataTable label={texts.linesTable} columns={columns} rows={order.orderLines} rowKey={(line) => line.orderLineId} loading={loading} />
            {billedDiffersFromOrdered(order.orderLines, order.preparationStatus) && (
              <div className={styles.billed} data-testid="billed-on-prepared">
                {texts.billedOnPrepared}
              </div>
            )}
            <dl className={styles.totals} data-testid="order-totals">
              {totalRows(order, { stampDuty: false }).map((row) => {
                const main = row.key === 'ttc';
                return (
                  <div key={row.key} className={styles.row} data-testid={`total-${row.key}`}>
                    <dt className={mergeClasses(styles.term, main && styles.main)}>{texts.totals[row.key]}</dt>
                    <dd className={mergeClasses(styles.amount, main && styles.main)}>{formatMoney(row.amount)}</dd>
                  </div>
                );
              })}
            </dl>
            {note && (
              <div className={styles.note} data-testid="stamp-duty-note">
                {note}
              </div>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {order && <PrintOrderMenu orderId={order.orderId} orderStatusId={order.orderStatusId} />}
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </DialogBody>
  );
}
