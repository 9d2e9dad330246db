import { Level } from '@console/schema';
import type { ListRowAction } from '../../../kit/ListPage.tsx';
import { OrderDetailDialog } from '../documents/OrderDetailDialog.tsx';
import { PrintOrderMenu } from '../documents/PrintOrderMenu.tsx';
import type { OrderRow } from './columns.tsx';
import { listTexts } from './texts.ts';

/** The order dialog a row click opens in every list. */
export const orderDialog = (orderId: number, onClose: () => void) => <OrderDetailDialog orderId={orderId} onClose={onClose} />;

/** The rows' print menu (voucher, French and Arabic receipts), at the row actions' level 4 (seed 001 section 2). */
export const printRowAction: ListRowAction<OrderRow> = {
  id: 'print',
  label: listTexts.printRow,
  levels: [Level.EDIT],
  render: (row, disabled) => <PrintOrderMenu compact orderId={row.orderId} orderStatusId={row.orderStatusId} disabled={disabled} />,
};
