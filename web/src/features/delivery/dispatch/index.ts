import { lazy } from 'react';
import { Permission } from '@console/schema';
import { any, type Screen } from '../../../kit/screens.ts';

const DispatchPage = lazy(() => import('./DispatchPage.tsx'));

/** The dispatch configuration and map (seed 002, permission 14). */
export const dispatchScreens: readonly Screen[] = [
  { path: '/map', access: any(Permission.DISPATCH), component: DispatchPage, menu: { section: 'delivery', label: 'Carte de dispatch' } },
];
