import { DELIVERY_STATUS_LABELS, ORDER_STATUS_LABELS, OrderStatus, PREPARATION_STATUS_LABELS, PreparationStatus } from '@console/schema';
import { StatusBadge, type StatusTone } from '../../kit/StatusBadge.tsx';

/** What each order status means to the user (kit/StatusBadge.tsx gives each meaning its colour). */
const ORDER_STATUS_TONES: Readonly<Record<number, StatusTone>> = {
  [OrderStatus.DRAFT]: 'attention',
  [OrderStatus.CONFIRMED]: 'pending',
  [OrderStatus.DISPATCHED]: 'prospect',
  [OrderStatus.INVOICED]: 'validated',
  [OrderStatus.DELIVERED]: 'active',
  [OrderStatus.RETURNED]: 'inactive',
  [OrderStatus.CANCELLED]: 'inactive',
  [OrderStatus.VALIDATED]: 'active',
};

const PREPARATION_TONES: Readonly<Record<number, StatusTone>> = {
  [PreparationStatus.NOT_STARTED]: 'attention',
  [PreparationStatus.IN_PROGRESS]: 'pending',
  [PreparationStatus.PREPARED]: 'active',
  [PreparationStatus.PARTIALLY_PREPARED]: 'prospect',
};

/** Delivery status 1 En cours, 2 Retournée, 3 Livrée. */
const DELIVERY_TONES: Readonly<Record<number, StatusTone>> = { 1: 'pending', 2: 'inactive', 3: 'active' };

export const orderStatusLabel = (statusId: number): string => ORDER_STATUS_LABELS[statusId] ?? String(statusId);
export const preparationStatusLabel = (status: number): string => PREPARATION_STATUS_LABELS[status] ?? String(status);
export const deliveryStatusLabel = (status: number): string => DELIVERY_STATUS_LABELS[status] ?? String(status);

export function OrderStatusBadge({ statusId }: { statusId: number }) {
  return (
    <StatusBadge tone={ORDER_STATUS_TONES[statusId] ?? 'attention'} testId="order-status">
      {orderStatusLabel(statusId)}
    </StatusBadge>
  );
}

export function PreparationStatusBadge({ status }: { status: number }) {
  return (
    <StatusBadge tone={PREPARATION_TONES[status] ?? 'attention'} testId="preparation-status">
      {preparationStatusLabel(status)}
    </StatusBadge>
  );
}

export function DeliveryStatusBadge({ status }: { status: number }) {
  return (
    <StatusBadge tone={DELIVERY_TONES[status] ?? 'pending'} testId="delivery-status">
      {deliveryStatusLabel(status)}
    </StatusBadge>
  );
}
