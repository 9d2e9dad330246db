import { deliveryList } from './listConfigs.ts';
import { orderDialog, printRowAction } from './orderDocuments.tsx';
import { OrderListPage } from './OrderListPage.tsx';

/** /romeo/todelivery: a row opens the order dialog; its actions print, collect and edit. */
export default function DeliveryOrdersPage() {
  return <OrderListPage config={deliveryList} orderDialog={orderDialog} extraRowActions={[printRowAction]} />;
}
