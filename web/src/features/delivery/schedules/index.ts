import { lazy } from 'react';
import { Permission } from '@console/schema';
import { any, type Screen } from '../../../kit/screens.ts';

const schedules = {
  Provisional: lazy(() => import('./ProvisionalSchedulesPage.tsx')),
  Loaded: lazy(() => import('./LoadedSchedulesPage.tsx')),
  Warehouse: lazy(() => import('./WarehouseSchedulesPage.tsx')),
};

/** The schedule screens (seed 002), in the seeds' menu order. */
export const scheduleScreens: readonly Screen[] = [
  { path: '/schedules/provisional', access: any(Permission.SCHEDULES), component: schedules.Provisional, menu: { section: 'delivery', label: 'Plannings prévisionnels' } },
  { path: '/schedules/loaded', access: any(Permission.SCHEDULES), component: schedules.Loaded, menu: { section: 'delivery', label: 'Plannings chargés' } },
  { path: '/romeo/schedules/loaded', access: any(Permission.WAREHOUSE_SCHEDULES), component: schedules.Warehouse, menu: { section: 'delivery', label: 'Plannings entrepôt' } },
];
