import { takeAwayList } from './listConfigs.ts';
import { orderDialog, printRowAction } from './orderDocuments.tsx';
import { OrderListPage } from './OrderListPage.tsx';

/** /romeo/togo: a row opens the order dialog; its actions print, collect and edit. */
export default function TakeAwayOrdersPage() {
  return <OrderListPage config={takeAwayList} orderDialog={orderDialog} extraRowActions={[printRowAction]} />;
}
