import { lazy } from 'react';
import { Level, Permission } from '@console/schema';
import { any, at, type Screen } from '../../kit/screens.ts';

const { CREATE, EDIT } = Level;

const promotions = {
  List: lazy(() => import('./PromotionsPage.tsx')),
  Detail: lazy(() => import('./PromotionPage.tsx')),
};
/** The promotions' screens: the list, and the editor ('new' or an id). */
export const promotionScreens: readonly Screen[] = [
  { path: '/promotions', access: any(Permission.PROMOTIONS), component: promotions.List, menu: { section: 'promotions', label: 'Promotions' } },
  { path: '/promotion/new', access: at(Permission.PROMOTIONS, CREATE), component: promotions.Detail },
  { path: '/promotion/:id', access: at(Permission.PROMOTIONS, EDIT), component: promotions.Detail },
];
