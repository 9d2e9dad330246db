import { allOrdersList } from './listConfigs.ts';
import { orderDialog } from './orderDocuments.tsx';
import { OrderListPage } from './OrderListPage.tsx';

/** /orders: a row opens the order dialog (the seed gives this list no row actions). */
export default function AllOrdersPage() {
  return <OrderListPage config={allOrdersList} orderDialog={orderDialog} />;
}
