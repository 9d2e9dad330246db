import { allOrdersList } from './listConfigs.ts';
import { OrderListPage } from './OrderListPage.tsx';

/** /orders; the order dialog (row click) and the print menu join as `orderDialog` and `extraRowActions`. */
export default function AllOrdersPage() {
  return <OrderListPage config={allOrdersList} />;
}
