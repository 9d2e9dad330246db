import { lazy } from 'react';
import { Level, Permission } from '@console/schema';
import { any, at, type Screen } from '../../kit/screens.ts';

const { CREATE, EDIT, READ } = Level;

const orders = {
  PointOfSale: lazy(() => import('./PointOfSalePage.tsx')),
  Editor: lazy(() => import('./OrderEditorPage.tsx')),
  CustomerOrders: lazy(() => import('./CustomerOrdersPage.tsx')),
  TakeAway: lazy(() => import('./lists/TakeAwayOrdersPage.tsx')),
  Delivery: lazy(() => import('./lists/DeliveryOrdersPage.tsx')),
  All: lazy(() => import('./lists/AllOrdersPage.tsx')),
  Preparation: lazy(() => import('./preparation/PreparationPage.tsx')),
};
/** The order lists, the point of sale, the order editor and a customer's orders (seed 001), in the seeds' menu order, then preparation (ours). */
export const orderScreens: readonly Screen[] = [
  { path: '/romeo/togo', access: any(Permission.ROMEO_ORDERS), component: orders.TakeAway, menu: { section: 'orders', label: 'À emporter' } },
  { path: '/romeo/todelivery', access: any(Permission.ROMEO_ORDERS), component: orders.Delivery, menu: { section: 'orders', label: 'À livrer' } },
  { path: '/orders', access: at(Permission.ORDERS, READ, EDIT), component: orders.All, menu: { section: 'orders', label: 'Toutes les commandes' } },
  { path: '/orders/pos', access: at(Permission.POINT_OF_SALE, CREATE), component: orders.PointOfSale, menu: { section: 'orders', label: 'Point de vente' } },
  { path: '/orders/customer/:id', access: any(Permission.ORDERS), component: orders.CustomerOrders },
  { path: '/orders/catalog/:orderId', access: at(Permission.ORDERS, CREATE), component: orders.Editor },
  // Ours (the seeds have no screen that moves preparation): warehouse staff, on the warehouse schedules permission,
  // so in the delivery section beside « Plannings entrepôt » (a dispatcher holding 40 does not get an orders menu).
  { path: '/romeo/preparation', access: any(Permission.WAREHOUSE_SCHEDULES), component: orders.Preparation, menu: { section: 'delivery', label: 'Préparation' } },
];
