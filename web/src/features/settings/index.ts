import { lazy } from 'react';
import { Level, Permission } from '@console/schema';
import { at, type Screen } from '../../kit/screens.ts';

const ParametersPage = lazy(() => import('./ParametersPage.tsx'));

/** The settings' screen: the sales channels' ordering parameters. */
export const settingsScreens: readonly Screen[] = [
  { path: '/parameters', access: at(Permission.PARAMETERS, Level.CREATE, Level.EDIT), component: ParametersPage, menu: { section: 'parameters', label: 'Paramètres' } },
];
