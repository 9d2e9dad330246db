import { takeAwayList } from './listConfigs.ts';
import { OrderListPage } from './OrderListPage.tsx';

/** /romeo/togo; the order dialog (row click) and the print menu join as `orderDialog` and `extraRowActions`. */
export default function TakeAwayOrdersPage() {
  return <OrderListPage config={takeAwayList} />;
}
