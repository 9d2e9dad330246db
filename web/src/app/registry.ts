import { lazy } from 'react';
import { LevelSet, Permission, hasAccess, type GrantedPermission } from '@console/schema';
import { accessScreens } from '../features/access/index.ts';
import { callScreens } from '../features/calls/index.ts';
import { catalogScreens } from '../features/catalog/index.ts';
import { contentScreens } from '../features/content/index.ts';
import { customerScreens } from '../features/customers/index.ts';
import { boardScreens } from '../features/delivery/board/index.ts';
import { dispatchScreens } from '../features/delivery/dispatch/index.ts';
import { scheduleScreens } from '../features/delivery/schedules/index.ts';
import { vehicleScreens } from '../features/delivery/vehicles/index.ts';
import { orderScreens } from '../features/orders/index.ts';
import { promotionScreens } from '../features/promotions/index.ts';
import { exportScreens, performanceScreens, reportScreens } from '../features/reporting/index.ts';
import { selectionScreens } from '../features/selections/index.ts';
import { settingsScreens } from '../features/settings/index.ts';
import { returnReasonScreens } from '../features/settings/returnReasons/index.ts';
import { at, menuSections, type MenuSectionId, type Screen, type ScreenAccess } from '../kit/screens.ts';

export { menuSections, type MenuSectionId, type Screen, type ScreenAccess };

/**
 * The console's screens, declared once: the router, the side menu and the guards read this list.
 * Each feature declares its screens in `features/<domain>/index.ts`; a new feature adds one line.
 */

const HomePage = lazy(() => import('./HomePage.tsx'));
/** Every screen of a later version shares this notice until its component lands. */
const Upcoming = lazy(() => import('./UpcomingScreen.tsx'));

/** Screens whose feature is still to come; each moves to its feature's index.ts when it lands. */
const upcomingScreens: readonly Screen[] = [
  ...boardScreens,
  ...performanceScreens,
  // Landed: the orders section comes before the delivery screens still to come.
  ...orderScreens,
  ...dispatchScreens,
  ...vehicleScreens,
  ...returnReasonScreens,
  ...scheduleScreens,
  ...exportScreens,
  { path: '/assigning/uploader', access: at(Permission.SUPERVISORS, ...LevelSet.supervisor), component: Upcoming, menu: { section: 'supervisors', label: 'Affectation uploader' } },
  ...reportScreens,
];

/** In the seeds' menu order within each section: features first, then the screens still to come. */
export const screens: readonly Screen[] = [
  { path: '/home', access: 'signedIn', component: HomePage, menu: { section: 'home', label: 'Accueil' } },
  ...accessScreens,
  ...catalogScreens,
  ...selectionScreens,
  ...contentScreens,
  ...customerScreens,
  ...promotionScreens,
  ...callScreens,
  ...settingsScreens,
  ...upcomingScreens,
];

/** Whether a signed-in user holding `granted` may open a screen. */
export function canOpen(access: ScreenAccess, granted: readonly GrantedPermission[]): boolean {
  if (access === 'public' || access === 'signedIn') return true;
  if (access === 'guest') return false;
  return hasAccess(granted, access);
}

export interface MenuEntry {
  path: string;
  label: string;
}

export interface MenuSection {
  id: MenuSectionId;
  label: string;
  /** A flat section is drawn as its single entry, without a group header. */
  flat: boolean;
  entries: MenuEntry[];
}

/** The side menu for a user: entries they may open, in the seeds' order; empty sections are left out. */
export function buildMenu(granted: readonly GrantedPermission[], all: readonly Screen[] = screens): MenuSection[] {
  return menuSections
    .map((section) => ({
      id: section.id,
      label: section.label,
      flat: section.flat,
      entries: all
        .filter((screen) => screen.menu?.section === section.id && canOpen(screen.access, granted))
        .map((screen) => ({ path: screen.path, label: screen.menu?.label ?? section.label })),
    }))
    .filter((section) => section.entries.length > 0);
}
