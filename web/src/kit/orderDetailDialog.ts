import { createContext, useContext, type ComponentType } from 'react';

export interface OrderDetailDialogProps {
  /** The order shown; null closes the dialog. */
  orderId: number | null;
  onClose(): void;
}

/**
 * The orders' detail dialog (lines, totals, « Imprimer ») for screens outside the orders (the revenue report's rows).
 * A feature never imports another: the app shell provides the orders' dialog here; without a provider there is none.
 */
export const OrderDetailDialogContext = createContext<ComponentType<OrderDetailDialogProps> | null>(null);

export function useOrderDetailDialog(): ComponentType<OrderDetailDialogProps> | null {
  return useContext(OrderDetailDialogContext);
}
