import { lazy } from 'react';
import { EXPORT_CENTRE_ACCESS, Level, Permission } from '@console/schema';
import { any, at, type Screen } from '../../kit/screens.ts';

const { CREATE, EDIT } = Level;

// Each report loads with its route only: the dashboard's charts (@fluentui/react-charts) never reach the sign-in page.
const reports = {
  Performance: lazy(() => import('./PerformancePage.tsx')),
  Revenue: lazy(() => import('./RevenuePage.tsx')),
  Collection: lazy(() => import('./CollectionPage.tsx')),
  Recap: lazy(() => import('./RecapPage.tsx')),
  Exports: lazy(() => import('./exports/ExportsPage.tsx')),
};

/** The performance dashboard (its own menu section) and the three reports of « Synthèse » (seed 002), in the seeds' order. */
export const performanceScreens: readonly Screen[] = [
  { path: '/suivi/performance', access: any(Permission.PERFORMANCE), component: reports.Performance, menu: { section: 'performance', label: 'Performance' } },
];

export const reportScreens: readonly Screen[] = [
  { path: '/romeo/revenue', access: any(Permission.ORDERS), component: reports.Revenue, menu: { section: 'summary', label: "Chiffre d'affaires" } },
  { path: '/romeo/collection', access: { permissions: [Permission.SUMMARY, Permission.ORDERS] }, component: reports.Collection, menu: { section: 'summary', label: 'Encaissement' } },
  { path: '/romeo/recap', access: at(Permission.SUMMARY, CREATE, EDIT), component: reports.Recap, menu: { section: 'summary', label: 'Récapitulatif' } },
];

/** The export centre (seed 002): its page gate is the seed's wider set of tab levels; each tab then checks its own. */
export const exportScreens: readonly Screen[] = [{ path: '/exports', access: EXPORT_CENTRE_ACCESS, component: reports.Exports, menu: { section: 'exports', label: 'Exports' } }];
