import { lazy } from 'react';
import { Level, Permission } from '@console/schema';
import { at, type Screen } from '../../kit/screens.ts';

const { CREATE } = Level;

const orders = {
  PointOfSale: lazy(() => import('./PointOfSalePage.tsx')),
  Editor: lazy(() => import('./OrderEditorPage.tsx')),
};
/** The point of sale and the order editor (seed 001); the other order screens join them as they land. */
export const orderScreens: readonly Screen[] = [
  { path: '/orders/pos', access: at(Permission.POINT_OF_SALE, CREATE), component: orders.PointOfSale, menu: { section: 'orders', label: 'Point de vente' } },
  { path: '/orders/catalog/:orderId', access: at(Permission.ORDERS, CREATE), component: orders.Editor },
];
