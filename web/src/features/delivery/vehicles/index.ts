import { lazy } from 'react';
import { Level, Permission } from '@console/schema';
import { any, at, type Screen } from '../../../kit/screens.ts';

const Vehicles = lazy(() => import('./VehiclesPage.tsx'));
const Vehicle = lazy(() => import('./VehiclePage.tsx'));

/** The delivery fleet (permission 21): the list for any level, new at 3, edit at 4. */
export const vehicleScreens: readonly Screen[] = [
  { path: '/vehicules', access: any(Permission.VEHICLES), component: Vehicles, menu: { section: 'delivery', label: 'Véhicules' } },
  { path: '/vehicules/new', access: at(Permission.VEHICLES, Level.CREATE), component: Vehicle },
  { path: '/vehicules/:id', access: at(Permission.VEHICLES, Level.EDIT), component: Vehicle },
];
