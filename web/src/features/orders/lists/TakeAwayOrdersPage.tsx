import { OrderDetailDialog } from '../documents/OrderDetailDialog.tsx';
import { takeAwayList } from './listConfigs.ts';
import { OrderListPage } from './OrderListPage.tsx';

/** /romeo/togo; a row click opens the order dialog (with its print menu); the print row button joins as `extraRowActions`. */
export default function TakeAwayOrdersPage() {
  return <OrderListPage config={takeAwayList} orderDialog={(orderId, onClose) => <OrderDetailDialog orderId={orderId} onClose={onClose} />} />;
}
