import { deliveryList } from './listConfigs.ts';
import { OrderListPage } from './OrderListPage.tsx';

/** /romeo/todelivery; the order dialog (row click) and the print menu join as `orderDialog` and `extraRowActions`. */
export default function DeliveryOrdersPage() {
  return <OrderListPage config={deliveryList} />;
}
