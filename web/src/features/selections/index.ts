import { lazy } from 'react';
import { Level, Permission } from '@console/schema';
import { any, at, type Screen } from '../../kit/screens.ts';

const { CREATE, EDIT, READ } = Level;

const selections = {
  List: lazy(() => import('./SelectionsPage.tsx')),
  Selection: lazy(() => import('./SelectionPage.tsx')),
  SubSelection: lazy(() => import('./SubSelectionPage.tsx')),
};
/** The selections and sub-selections (permission 11; sub-selections have no permission of their own). */
export const selectionScreens: readonly Screen[] = [
  { path: '/selections/', access: any(Permission.SELECTIONS), component: selections.List, menu: { section: 'catalog', label: 'Sélections' } },
  { path: '/selections/new', access: at(Permission.SELECTIONS, CREATE), component: selections.Selection },
  { path: '/selections/:id', access: at(Permission.SELECTIONS, EDIT, READ), component: selections.Selection },
  { path: '/sub-selections/new/:id', access: at(Permission.SELECTIONS, CREATE), component: selections.SubSelection },
  { path: '/sub-selections/:id', access: at(Permission.SELECTIONS, EDIT, READ), component: selections.SubSelection },
];
