import { lazy } from 'react';
import { Level, Permission } from '@console/schema';
import { any, at, type Screen } from '../../../kit/screens.ts';

const ReturnReasons = lazy(() => import('./ReturnReasonsPage.tsx'));
const ReturnReason = lazy(() => import('./ReturnReasonPage.tsx'));

/** Why a delivery comes back (permission 17), in the delivery menu. */
export const returnReasonScreens: readonly Screen[] = [
  { path: '/reasonreturns/', access: any(Permission.RETURN_REASONS), component: ReturnReasons, menu: { section: 'delivery', label: 'Motifs de retour' } },
  { path: '/reasonreturns/new', access: at(Permission.RETURN_REASONS, Level.CREATE), component: ReturnReason },
  { path: '/reasonreturns/:id', access: at(Permission.RETURN_REASONS, Level.EDIT), component: ReturnReason },
];
