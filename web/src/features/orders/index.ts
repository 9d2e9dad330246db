import { lazy } from 'react';
import { Level, Permission } from '@console/schema';
import { any, at, type Screen } from '../../kit/screens.ts';

const { CREATE } = Level;

const orders = {
  PointOfSale: lazy(() => import('./PointOfSalePage.tsx')),
  Editor: lazy(() => import('./OrderEditorPage.tsx')),
  CustomerOrders: lazy(() => import('./CustomerOrdersPage.tsx')),
  Preparation: lazy(() => import('./preparation/PreparationPage.tsx')),
};
/** The point of sale, the order editor and a customer's orders (seed 001), and preparation (ours); the order lists join them as they land. */
export const orderScreens: readonly Screen[] = [
  { path: '/orders/pos', access: at(Permission.POINT_OF_SALE, CREATE), component: orders.PointOfSale, menu: { section: 'orders', label: 'Point de vente' } },
  { path: '/orders/customer/:id', access: any(Permission.ORDERS), component: orders.CustomerOrders },
  { path: '/orders/catalog/:orderId', access: at(Permission.ORDERS, CREATE), component: orders.Editor },
  // Ours (the seeds have no screen that moves preparation): warehouse staff, on the warehouse schedules permission.
  { path: '/romeo/preparation', access: any(Permission.WAREHOUSE_SCHEDULES), component: orders.Preparation, menu: { section: 'orders', label: 'Préparation' } },
];
