import { OrderDetailDialog } from '../documents/OrderDetailDialog.tsx';
import { allOrdersList } from './listConfigs.ts';
import { OrderListPage } from './OrderListPage.tsx';

/** /orders; a row click opens the order dialog (with its print menu); the print row button joins as `extraRowActions`. */
export default function AllOrdersPage() {
  return <OrderListPage config={allOrdersList} orderDialog={(orderId, onClose) => <OrderDetailDialog orderId={orderId} onClose={onClose} />} />;
}
