import { OrderDetailDialog } from '../documents/OrderDetailDialog.tsx';
import { deliveryList } from './listConfigs.ts';
import { OrderListPage } from './OrderListPage.tsx';

/** /romeo/todelivery; a row click opens the order dialog (with its print menu); the print row button joins as `extraRowActions`. */
export default function DeliveryOrdersPage() {
  return <OrderListPage config={deliveryList} orderDialog={(orderId, onClose) => <OrderDetailDialog orderId={orderId} onClose={onClose} />} />;
}
