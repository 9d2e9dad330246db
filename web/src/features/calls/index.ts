import { lazy } from 'react';
import { Permission } from '@console/schema';
import { any, type Screen } from '../../kit/screens.ts';

const CallsPage = lazy(() => import('./CallsPage.tsx'));

/**
 * The calls' screen: the agents' assignments and the call log. The point of sale imports `CallAssignmentsDialog.tsx`
 * and `CallDialog.tsx` directly (not from here: the registry, loaded with sign-in, must not pull them in).
 */
export const callScreens: readonly Screen[] = [{ path: '/calls', access: any(Permission.CALLS), component: CallsPage, menu: { section: 'calls', label: 'Appels' } }];
