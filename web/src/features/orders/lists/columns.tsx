import { formatMoney } from '@console/schema';
import type { OrderListRowFieldsFragment } from '../../../generated/graphql.ts';
import type { Column } from '../../../kit/DataTable.tsx';
import { formatDate } from '../../../kit/dates.ts';
import {
  DeliveryStatusBadge,
  OrderStatusBadge,
  PreparationStatusBadge,
  deliveryStatusLabel,
  orderStatusLabel,
  preparationStatusLabel,
} from '../OrderStatusBadges.tsx';
import { listTexts as texts } from './texts.ts';

export type OrderRow = OrderListRowFieldsFragment;

const slotText = (row: OrderRow) => (row.deliverySlot ? `${row.deliverySlot.startHour}–${row.deliverySlot.endHour}` : '');

/**
 * The lists' columns, picked per list. Widths fit 1280 px with the checkboxes and row actions; priorities 2+
 * hide first on a narrower screen (kit/columnFit.ts).
 */
export const orderColumns = {
  code: { id: 'code', header: texts.code, cell: (row) => row.code, width: '112px' },
  customer: { id: 'customer', header: texts.customer, cell: (row) => row.customerName, title: (row) => `${row.customerName} (${row.customerCode})`, minWidth: 140 },
  status: { id: 'status', header: texts.status, cell: (row) => <OrderStatusBadge statusId={row.orderStatusId} />, title: (row) => orderStatusLabel(row.orderStatusId), width: '100px' },
  preparation: {
    id: 'preparation',
    header: texts.preparation,
    cell: (row) => <PreparationStatusBadge status={row.preparationStatus} />,
    title: (row) => preparationStatusLabel(row.preparationStatus),
    width: '150px',
  },
  deliveryDate: { id: 'deliveryDate', header: texts.deliveryDate, cell: (row) => formatDate(row.desiredDeliveryDate), width: '96px', wrap: true },
  slot: { id: 'slot', header: texts.slot, cell: slotText, width: '96px' },
  deliveryStatus: {
    id: 'deliveryStatus',
    header: texts.deliveryStatus,
    cell: (row) => <DeliveryStatusBadge status={row.deliveryStatus} />,
    title: (row) => deliveryStatusLabel(row.deliveryStatus),
    width: '96px',
    priority: 2,
  },
  orderDate: { id: 'orderDate', header: texts.orderDate, cell: (row) => formatDate(row.confirmedAt ?? row.createdAt), width: '96px', wrap: true, priority: 3 },
  warehouse: { id: 'warehouse', header: texts.warehouse, cell: (row) => row.warehouseName ?? '', width: '130px', priority: 3 },
  mode: { id: 'mode', header: texts.mode, cell: (row) => texts.modes[row.deliveryModeId] ?? '', width: '80px', priority: 4 },
  payment: { id: 'payment', header: texts.payment, cell: (row) => (row.paymentModeId === null || row.paymentModeId === undefined ? '' : (texts.paymentModes[row.paymentModeId] ?? '')), width: '72px', priority: 4 },
  total: { id: 'total', header: texts.total, cell: (row) => formatMoney(row.totalAmountTTC), align: 'end', width: '112px' },
} satisfies Record<string, Column<OrderRow>>;
