import {
  DELIVERY_STATUS_LABELS,
  DeliveryMode,
  ORDER_LIST_PAGE_SIZE,
  ORDER_STATUS_LABELS,
  OrderStatus,
  PREPARATION_STATUS_LABELS,
  Permission,
} from '@console/schema';
import { OrderListSlotsDocument, OrderListWarehousesDocument, PosCustomersDocument } from '../../../generated/graphql.ts';
import type { ListFilter } from '../../../kit/ListPage.tsx';
import { lookupSource } from '../../../kit/LookupCombobox.tsx';
import { queryOptions, type Option } from '../../../kit/options.ts';
import { orderColumns as columns } from './columns.tsx';
import type { OrderListConfig } from './OrderListPage.tsx';
import { listTexts as texts } from './texts.ts';

const labelsAsOptions = (labels: Readonly<Record<number, string>>, leaveOut: readonly number[] = []): Option[] =>
  Object.entries(labels)
    .filter(([id]) => !leaveOut.includes(Number(id)))
    .map(([value, label]) => ({ value, label }));

/** The point of sale's customer search (code, name or phone), open to the orders permission. */
const customerLookup = lookupSource(
  PosCustomersDocument,
  (data) => data.posCustomers.map((customer) => ({ value: String(customer.customerId), label: customer.name, detail: [customer.code, customer.phoneNumber].filter(Boolean).join(' · ') })),
  (keyword) => ({ keyword }),
);

const warehouseOptions = queryOptions(OrderListWarehousesDocument, (data) =>
  data.customerWarehouses.map((warehouse) => ({ value: String(warehouse.warehouseId), label: warehouse.localisation ?? warehouse.description ?? warehouse.code ?? String(warehouse.warehouseId) })),
);

/** Slots belong to a warehouse: the slot filter offers those of the chosen customer's warehouse. */
const slotOptions = queryOptions(
  OrderListSlotsDocument,
  (data) => data.deliveryOptions.slots.map((slot) => ({ value: String(slot.deliverySlotId), label: `${slot.startHour}–${slot.endHour}` })),
  (filters) => (filters.customerId ? { customerId: Number(filters.customerId) } : null),
);

const filters = {
  orderId: { key: 'orderId', label: texts.orderId, input: 'number' },
  customer: { key: 'customerId', label: texts.customer, lookup: customerLookup },
  allStatuses: { key: 'statusId', label: texts.status, options: labelsAsOptions(ORDER_STATUS_LABELS) },
  // The romeo lists leave open baskets out (excludeOpenBaskets): no such status to choose.
  placedStatuses: { key: 'statusId', label: texts.status, options: labelsAsOptions(ORDER_STATUS_LABELS, [OrderStatus.DRAFT]) },
  preparation: { key: 'preparationStatus', label: texts.preparation, options: labelsAsOptions(PREPARATION_STATUS_LABELS) },
  deliveryDate: { key: 'desiredDeliveryDate', label: texts.deliveryDate, input: 'date' },
  warehouse: { key: 'warehouseId', label: texts.warehouse, source: warehouseOptions },
  orderDate: { key: 'orderDate', label: texts.orderDate, input: 'date' },
  slot: { key: 'deliverySlotId', label: texts.slot, source: slotOptions, enabledBy: 'customerId' },
  deliveryStatus: { key: 'deliveryStatus', label: texts.deliveryStatus, options: labelsAsOptions(DELIVERY_STATUS_LABELS) },
} satisfies Record<string, ListFilter>;

/** /orders (permission 15): every order; cancel and the delivery-date change while the order awaits planning (status 2). */
export const allOrdersList: OrderListConfig = {
  title: texts.allOrders,
  permission: Permission.ORDERS,
  scope: {},
  filters: [filters.orderId, filters.customer, filters.allStatuses, filters.deliveryDate, filters.warehouse],
  columns: [columns.code, columns.customer, columns.status, columns.deliveryDate, columns.warehouse, columns.mode, columns.orderDate, columns.total],
  toolbar: ['cancel', 'deliveryDate'],
  rowActions: [],
  pageSize: ORDER_LIST_PAGE_SIZE,
  // The performance dashboard's cards open this list on the orders behind a figure.
  linked: true,
};

/** /romeo/togo (permission 27): take-away orders; cancel, return and collect; collect and edit per row. */
export const takeAwayList: OrderListConfig = {
  title: texts.takeAway,
  permission: Permission.ROMEO_ORDERS,
  scope: { deliveryModeId: DeliveryMode.PICKUP, excludeOpenBaskets: true },
  filters: [filters.orderId, filters.customer, filters.placedStatuses, filters.preparation, filters.orderDate],
  columns: [columns.code, columns.customer, columns.status, columns.preparation, columns.orderDate, columns.payment, columns.total],
  toolbar: ['cancel', 'return', 'collect'],
  rowActions: ['collect', 'edit'],
  pageSize: ORDER_LIST_PAGE_SIZE,
};

/** /romeo/todelivery (permission 27): delivery orders with their desired date, slot and delivery status; cancel. */
export const deliveryList: OrderListConfig = {
  title: texts.delivery,
  permission: Permission.ROMEO_ORDERS,
  scope: { deliveryModeId: DeliveryMode.DELIVERY, excludeOpenBaskets: true },
  filters: [
    filters.orderId,
    { ...filters.customer, clears: [filters.slot.key] },
    filters.placedStatuses,
    filters.preparation,
    filters.orderDate,
    filters.deliveryDate,
    filters.slot,
    filters.deliveryStatus,
  ],
  columns: [
    columns.code,
    columns.customer,
    columns.status,
    columns.preparation,
    columns.plannedDelivery,
    columns.deliveryStatus,
    columns.orderDate,
    columns.total,
  ],
  toolbar: ['cancel'],
  rowActions: ['collect', 'edit'],
  pageSize: ORDER_LIST_PAGE_SIZE,
};
